/** The console's views live in the URL hash (`#/vobs/<id>`), so the back button and links work offline. */
import { useEffect, useState } from "preact/hooks"
import { parseRoute, type Route } from "./HashRoute.js"

export type { Route }

export const useRoute = (): Route => {
  const [route, setRoute] = useState(() => parseRoute(location.hash))
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash))
    addEventListener("hashchange", onChange)
    return () => removeEventListener("hashchange", onChange)
  }, [])
  return route
}
