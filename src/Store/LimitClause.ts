/**
 * `LIMIT n [OFFSET m]` with both counts bound, written so that SQLite prepares the statement once. SQLite
 * (3.53) plans with the value of a bare `LIMIT ?` or `OFFSET ?`, so a statement holding one is prepared
 * again at every run (binding its value expires the plan): about 6 µs more a run alone, 40–60 µs in a busy
 * server, where a pending-jobs look-up took 71 µs against 10–25 µs for its neighbours (docs/scaling.md).
 * As an expression the count is still bound but not planned with. A cast, not `? + 0`: PostgreSQL types
 * `$1 + 0` as a 32-bit integer, which refuses a count past 2^31 (the event stream reads up to
 * `Number.MAX_SAFE_INTEGER` rows), and `CAST($1 AS BIGINT)` as the 64-bit count a bare `LIMIT $1` takes.
 */
import type { SqlClient } from "@effect/sql"

export const limitClause = (sql: SqlClient.SqlClient, limit: number, offset?: number) =>
  offset === undefined
    ? sql`LIMIT CAST(${limit} AS BIGINT)`
    : sql`LIMIT CAST(${limit} AS BIGINT) OFFSET CAST(${offset} AS BIGINT)`
