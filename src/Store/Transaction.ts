/**
 * One SQLite transaction around `effect`, at one depth for every writer: a database error inside is a
 * defect (the error edge answers 500 without details, or 503 when the store is unreachable or full),
 * never one of the API's errors, so each caller keeps exactly its own error types.
 */
import type { SqlClient } from "@effect/sql"
import { SqlError } from "@effect/sql/SqlError"
import { Cause, Effect } from "effect"

/** The client's ROLLBACK found no transaction: SQLite had rolled it back itself (it does on SQLITE_FULL). */
const rolledBackAlready = (cause: Cause.Cause<unknown>) =>
  Cause.defects(cause).pipe((defects) =>
    [...defects].some((d) => d instanceof SqlError && /no transaction is active/.test(String((d.cause as Error | undefined)?.message)))
  )

/**
 * `sql.withTransaction`, keeping the failure that ended the transaction: when SQLite rolled it back itself
 * (a write refused with SQLITE_FULL), the client's own ROLLBACK fails and its error would replace the cause.
 */
export const withTransaction = <A, E, R>(sql: SqlClient.SqlClient, effect: Effect.Effect<A, E, R>) =>
  Effect.suspend(() => {
    let ended: Cause.Cause<E> | undefined
    return sql.withTransaction(Effect.tapErrorCause(effect, (cause) => Effect.sync(() => void (ended = cause)))).pipe(
      Effect.catchAllCause((cause) => Effect.failCause(ended !== undefined && rolledBackAlready(cause) ? ended : cause))
    )
  })

export const inTransaction = <A, E, R>(sql: SqlClient.SqlClient, effect: Effect.Effect<A, E, R>) =>
  withTransaction(sql, effect).pipe(Effect.catchTag("SqlError", Effect.die))
