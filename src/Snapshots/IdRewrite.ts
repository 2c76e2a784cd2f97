/**
 * The id rewriting of a fork: every id the copied company holds gets a fresh one, the same fresh one
 * wherever it appears (columns, JSON documents, event payloads, job payloads, delivery bodies), so the
 * copy is whole and shares no id with its source.
 *
 * Which values are ids: a UUID in an id column (`id`, `*_id`, `*_ids`, `id_scope`, `resource_id`) or
 * under an id key of a JSON document (`"id"`, `"*_id"`, `"*_ids"`), and the UUID of a `test_` event id.
 * User-supplied identifiers (`external_id`, `external_ids`, `external_message_ids`) are not ids the
 * sandbox gave, so a UUID there is kept unless it is also one of the company's ids. Once collected,
 * every occurrence of a collected UUID in any text is replaced, whatever key it sits under.
 */
import { stableUuid } from "../Domain/StableId.js"

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
const UUID_ANYWHERE = new RegExp(UUID, "g")
const WHOLE_UUID = new RegExp(`^${UUID}$`)
const KEYED_UUID = new RegExp(`"([A-Za-z0-9_]*)":"(?:test_)?(${UUID})"`, "g")
const KEYED_LIST = /"([A-Za-z0-9_]*_ids)":\[([^\]]*)\]/g
const TEST_EVENT_ID = new RegExp(`^test_(${UUID})$`)

export type Row = Record<string, unknown>

const isUserIdentifier = (key: string) => key.startsWith("external")

/** Whether a column or JSON key names an id (or a list of them) the sandbox gave. */
export const isIdKey = (key: string): boolean =>
  !isUserIdentifier(key) && key !== "company_id" &&
  (key === "id" || key.endsWith("_id") || key.endsWith("_ids") || key === "id_scope" || key === "resource_id")

const addFromText = (ids: Set<string>, text: string) => {
  if (text.length < 36 || text.indexOf("-") < 0) return
  for (const [, key, uuid] of text.matchAll(KEYED_UUID)) if (isIdKey(key!)) ids.add(uuid!)
  for (const [, key, list] of text.matchAll(KEYED_LIST)) {
    if (isIdKey(key!)) for (const [uuid] of list!.matchAll(UUID_ANYWHERE)) ids.add(uuid)
  }
}

/** Every id held in the rows (see the module's rules). */
export const collectIds = (rows: Iterable<Row>, into: Set<string> = new Set()): Set<string> => {
  for (const row of rows) {
    for (const column in row) {
      const value = row[column]
      if (typeof value !== "string") continue
      if (isIdKey(column)) {
        if (WHOLE_UUID.test(value)) {
          into.add(value)
        } else {
          const test = TEST_EVENT_ID.exec(value)
          if (test !== null) into.add(test[1]!)
          else if (column.endsWith("_ids")) for (const [uuid] of value.matchAll(UUID_ANYWHERE)) into.add(uuid)
        }
      }
      addFromText(into, value)
    }
  }
  return into
}

/** Fresh ids for the collected ones: name-based UUIDs of the new company and the old id (deterministic). */
export const freshIds = (ids: Iterable<string>, newCompanyId: string): Map<string, string> => {
  const map = new Map<string, string>()
  for (const id of ids) map.set(id, stableUuid("fork", newCompanyId, id))
  return map
}

/** The text with each mapped UUID replaced by its fresh id. */
export const rewriteText = (text: string, map: ReadonlyMap<string, string>): string =>
  text.length < 36 || text.indexOf("-") < 0 ? text : text.replace(UUID_ANYWHERE, (uuid) => map.get(uuid) ?? uuid)

/** A copy of the row with every string value rewritten. */
export const rewriteRow = (row: Row, map: ReadonlyMap<string, string>): Row => {
  const out: Row = {}
  for (const column in row) {
    const value = row[column]
    out[column] = typeof value === "string" ? rewriteText(value, map) : value
  }
  return out
}
