/**
 * The id rewriting of a fork: every id the copied company holds gets a fresh one, the same fresh one
 * wherever it appears (columns, JSON documents, event payloads, job payloads, delivery bodies), so the
 * copy is whole and shares no id with its source.
 *
 * Which values are ids: a UUID in an id column (`id`, `*_id`, `*_ids`, `id_scope`, `resource_id`) or
 * under an id key of a JSON document (`"id"`, `"*_id"`, or in a `"*_ids"` list), and the UUID of a
 * `test_` event id. User-supplied identifiers (`external_id`, `external_ids`, `external_message_ids`)
 * are not ids the sandbox gave, so a UUID there is kept unless it is also one of the company's ids.
 * Once collected, every occurrence of a collected UUID in any text is replaced, whatever key it sits under.
 *
 * Rows are arrays of column values (as read with `.values`): no object per row on the fork's hot path.
 */
import { stableUuid } from "../Domain/StableId.js"

const UUID_AT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/y
const WHOLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const DASH = 45

/**
 * Calls `found` with the start of each UUID in the text, left to right. Candidates are found from the
 * dashes (a UUID's first one is 8 characters in) and checked in place: a regex scan of every position
 * of long documents was the fork's largest cost.
 */
const eachUuid = (text: string, found: (start: number) => void) => {
  let from = 0
  while (true) {
    const dash = text.indexOf("-", from + 8)
    if (dash < 0 || dash + 28 > text.length) return
    const start = dash - 8
    UUID_AT.lastIndex = start
    if (text.charCodeAt(dash + 5) === DASH && UUID_AT.test(text)) {
      found(start)
      from = start + 36
    } else {
      from = start + 1
    }
  }
}
const TEST_PREFIX = "test_"

export type Values = Array<unknown>

/** Whether a column or JSON key names an id (or a list of them) the sandbox gave. */
export const isIdKey = (key: string): boolean =>
  !key.startsWith("external") && key !== "company_id" &&
  (key === "id" || key.endsWith("_id") || key.endsWith("_ids") || key === "id_scope" || key === "resource_id")

const QUOTE = 34 // "
const COLON = 58 // :
const BRACKET = 91 // [
const COMMA = 44 // ,

/** The JSON key a value at `at` (its opening quote at `at - 1`) sits under, or null when none can be read. */
const keyBefore = (text: string, at: number): string | null => {
  let quote = at - 1
  if (text.startsWith(TEST_PREFIX, at - TEST_PREFIX.length)) quote -= TEST_PREFIX.length
  if (text.charCodeAt(quote) !== QUOTE) return null
  let before = quote - 1
  if (text.charCodeAt(before) === COMMA || text.charCodeAt(before) === BRACKET) {
    // In a list: the key is the one before the list's `[`, if the list holds only strings up to here.
    const open = text.lastIndexOf("[", before)
    if (open < 0 || text.lastIndexOf("]", before) > open || text.lastIndexOf("{", before) > open) return null
    before = open - 1
  }
  if (text.charCodeAt(before) !== COLON || text.charCodeAt(before - 1) !== QUOTE) return null
  const start = text.lastIndexOf('"', before - 2)
  return start < 0 ? null : text.slice(start + 1, before - 1)
}

const worthScanning = (text: string) => text.length >= 36 && text.includes("-")

/** Every id held in the rows (see the module's rules); `columns` names the values of each row. */
export const collectIds = (
  columns: ReadonlyArray<string>,
  rows: Iterable<Values>,
  into: Set<string> = new Set()
): Set<string> => {
  const idColumns = columns.map(isIdKey)
  for (const row of rows) {
    for (let c = 0; c < row.length; c++) {
      const value = row[c]
      if (typeof value !== "string" || !worthScanning(value)) continue
      if (idColumns[c] && WHOLE_UUID.test(value)) {
        into.add(value)
        continue
      }
      const wholeIsId = idColumns[c]
      eachUuid(value, (start) => {
        const uuid = value.slice(start, start + 36)
        if (into.has(uuid)) return
        // A test event id (`test_<uuid>`) or a list of ids in an id column; else the JSON key decides.
        if (wholeIsId) {
          into.add(uuid)
          return
        }
        const key = keyBefore(value, start)
        if (key !== null && isIdKey(key)) into.add(uuid)
      })
    }
  }
  return into
}

/** Old ids to fresh ones: `get` answers the fresh id of a collected id (undefined for any other), `set` overrides one. */
export interface IdMap {
  readonly get: (id: string) => string | undefined
  readonly has: (id: string) => boolean
  readonly set: (id: string, fresh: string) => void
}

/**
 * Fresh ids for the collected ones: name-based UUIDs of the new company and the old id (deterministic).
 * Each is derived when first asked for, so a fork of 100,000 ids spreads the hashing over its chunks
 * rather than blocking the event loop for it at once.
 */
export const freshIds = (ids: Iterable<string>, newCompanyId: string): IdMap => {
  const collected = ids instanceof Set ? ids as ReadonlySet<string> : new Set(ids)
  const made = new Map<string, string>()
  return {
    get: (id) => {
      const known = made.get(id)
      if (known !== undefined || !collected.has(id)) return known
      const fresh = stableUuid("fork", newCompanyId, id)
      made.set(id, fresh)
      return fresh
    },
    has: (id) => made.has(id) || collected.has(id),
    set: (id, fresh) => void made.set(id, fresh)
  }
}

/** The text with each mapped UUID replaced by its fresh id. */
export const rewriteText = (text: string, map: Pick<IdMap, "get">): string => {
  if (!worthScanning(text)) return text
  if (text.length === 36) return map.get(text) ?? text
  let out = ""
  let copied = 0
  eachUuid(text, (start) => {
    const fresh = map.get(text.slice(start, start + 36))
    if (fresh === undefined) return
    out += text.slice(copied, start) + fresh
    copied = start + 36
  })
  return copied === 0 ? text : out + text.slice(copied)
}

/** The row with every string value rewritten, in place. */
export const rewriteRow = (row: Values, map: Pick<IdMap, "get">): Values => {
  for (let c = 0; c < row.length; c++) {
    const value = row[c]
    if (typeof value === "string") row[c] = rewriteText(value, map)
  }
  return row
}
