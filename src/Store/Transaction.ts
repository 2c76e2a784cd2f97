/**
 * One SQLite transaction around `effect`, at one depth for every writer: a database error inside is a
 * defect (the error edge answers 500 without details), never one of the API's errors, so each caller
 * keeps exactly its own error types.
 */
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export const inTransaction = <A, E, R>(sql: SqlClient.SqlClient, effect: Effect.Effect<A, E, R>) =>
  sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", Effect.die))
