/**
 * The request log's `status` filter: a status (`404`) or a class (`4xx`). Dependency-free, so the tail's
 * small bundle checks `--status` with the same rule the API applies; both stores' logs read its range.
 */
export const STATUS_FILTER = /^(?:[1-5]xx|[1-5][0-9][0-9])$/

/** The statuses a filter names, as `[from, to)`: `404` is [404, 405), `4xx` is [400, 500). */
export const statusRange = (filter: string): readonly [number, number] => {
  const from = filter.endsWith("xx") ? Number(filter[0]) * 100 : Number(filter)
  return [from, filter.endsWith("xx") ? from + 100 : from + 1]
}
