/** The console's views in the URL hash (`#/vobs/<id>`): the back button and links work offline. Pure. */

export type Route =
  | { readonly view: "vobs" }
  | { readonly view: "vob"; readonly id: string }
  | { readonly view: "requests" }
  | { readonly view: "events" }
  | { readonly view: "webhooks" }
  | { readonly view: "patients" }
  | { readonly view: "logs" }
  | { readonly view: "log"; readonly id: string }

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text // a malformed escape: the id as written, which no record has
  }
}

export const parseRoute = (hash: string): Route => {
  const [view, id] = hash.replace(/^#\/?/, "").split("/")
  // An id of dots would resolve out of its API path (see apiPath): no record has one.
  if (view === "vobs" && id !== undefined && !/^\.*$/.test(safeDecode(id))) return { view: "vob", id: safeDecode(id) }
  if (view === "logs" && id !== undefined && id !== "") return { view: "log", id: safeDecode(id) }
  if (view === "requests" || view === "events" || view === "webhooks" || view === "patients" || view === "logs") return { view }
  return { view: "vobs" }
}

