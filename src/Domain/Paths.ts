import { Schema } from "effect"
import { Uuid } from "./Scalars.js"

/** `/:id` path parameters: a UUID (anything else is a 422 naming `id`). */
export const IdPath = Schema.Struct({ id: Uuid })

/** A request URL's path, without its query string. */
export const pathOfUrl = (url: string): string => {
  const at = url.indexOf("?")
  return at === -1 ? url : url.slice(0, at)
}
