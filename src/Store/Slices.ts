/**
 * Long writes in slices. SQLite (better-sqlite3) is synchronous and has one connection: a transaction
 * holds every other company's statements until it ends, so work that would take seconds runs as short
 * transactions with the event loop served between them. On PostgreSQL each request has a connection of
 * its own and a long transaction holds only its own rows, so the same work runs as one transaction.
 */
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isShared } from "./Dialect.js"
import { inTransaction } from "./Transaction.js"

/**
 * How long one slice may hold the database (real time, checked between its steps): short enough that
 * another company's request waits little, long enough that the commits stay few.
 */
export const SLICE_MS = 20

/** Lets pending I/O and the requests it starts run (their statements included) before the next slice. */
export const yieldToEventLoop = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

/**
 * Runs `step` until it answers false (nothing left): on SQLite in transactions of about SLICE_MS each,
 * the event loop served between them; on PostgreSQL in the caller's transaction, without a break.
 * A step does a bounded amount of work (a few hundred rows) and is safe to commit after.
 */
export const sliced = <E, R>(sql: SqlClient.SqlClient, step: Effect.Effect<boolean, E, R>): Effect.Effect<void, E, R> =>
  isShared(sql)
    ? Effect.asVoid(Effect.repeat(step, { while: (more) => more }))
    : Effect.gen(function*() {
      let more = true
      while (more) {
        more = yield* inTransaction(sql, Effect.gen(function*() {
          const started = performance.now()
          let again = yield* step
          while (again && performance.now() - started < SLICE_MS) again = yield* step
          return again
        }))
        if (more) yield* yieldToEventLoop
      }
    })

/** `effect` in one transaction on PostgreSQL (its slices join it); on SQLite each slice commits on its own. */
export const wholeOnShared = <A, E, R>(sql: SqlClient.SqlClient, effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  isShared(sql) ? inTransaction(sql, effect) : effect
