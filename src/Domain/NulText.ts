/**
 * NUL (U+0000) in text a caller sends. PostgreSQL's `text` cannot hold it while SQLite keeps it, and no
 * field of the API has a use for it, so it is refused on both stores alike: 422 naming the field, before
 * anything is read or written.
 */
import { invalidParameter } from "./Errors.js"

export const hasNul = (text: string): boolean => text.includes("\u0000")

/** The 422 for a NUL in `param` (the param itself may hold one: a JSON key; the message shows it escaped). */
export const nulRefused = (param: string) =>
  invalidParameter(
    param,
    `'${param.replaceAll("\u0000", "\\u0000")}' contains a NUL character (U+0000), which no field accepts.`
  )
