/**
 * The request log's `status` filter: a status (`404`) or a class (`4xx`). Dependency-free, so the tail's
 * small bundle checks `--status` with the same rule the API applies.
 */
export const STATUS_FILTER = /^(?:[1-5]xx|[1-5][0-9][0-9])$/
