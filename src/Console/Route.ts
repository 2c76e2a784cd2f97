/** The console's views live in the URL hash (`#/vobs/<id>`), so the back button and links work offline. */
import { useEffect, useState } from "preact/hooks"

export type Route =
  | { readonly view: "vobs" }
  | { readonly view: "vob"; readonly id: string }
  | { readonly view: "requests" }
  | { readonly view: "events" }
  | { readonly view: "webhooks" }
  | { readonly view: "patients" }
  | { readonly view: "logs" }
  | { readonly view: "log"; readonly id: string }

export const parseRoute = (hash: string): Route => {
  const [view, id] = hash.replace(/^#\/?/, "").split("/")
  if (view === "vobs" && id !== undefined && id !== "") return { view: "vob", id: decodeURIComponent(id) }
  if (view === "logs" && id !== undefined && id !== "") return { view: "log", id: decodeURIComponent(id) }
  if (view === "requests" || view === "events" || view === "webhooks" || view === "patients" || view === "logs") return { view }
  return { view: "vobs" }
}

export const useRoute = (): Route => {
  const [route, setRoute] = useState(() => parseRoute(location.hash))
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash))
    addEventListener("hashchange", onChange)
    return () => removeEventListener("hashchange", onChange)
  }, [])
  return route
}
