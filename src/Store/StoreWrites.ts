/**
 * Whether the store takes writes: set failing when a write was refused for want of space (StoreFull.ts),
 * and found taking them again by a probe write, which `/readyz` makes while they fail. The probe writes
 * (and deletes, in the same transaction) a row larger than a page, so it needs the room a small real write
 * would: a database at its size limit, or on a full disk, fails it too.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { causeIsStoreFull } from "./StoreFull.js"
import { inTransaction } from "./Transaction.js"

const PROBE_TABLE = "store_write_probe"
const PROBE_BYTES = 8192

export class StoreWrites extends Effect.Service<StoreWrites>()("vob-sandbox/StoreWrites", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    let failing = false
    const blob = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })

    const probe = inTransaction(
      sql,
      Effect.gen(function*() {
        yield* sql.unsafe(`CREATE TABLE IF NOT EXISTS ${PROBE_TABLE} (id INTEGER PRIMARY KEY, filler ${blob})`)
        yield* sql`INSERT INTO ${sql.literal(PROBE_TABLE)} (id, filler) VALUES (1, ${new Uint8Array(PROBE_BYTES)})`
        yield* sql`DELETE FROM ${sql.literal(PROBE_TABLE)} WHERE id = 1`
      })
    ).pipe(
      Effect.timeout("2 seconds"),
      Effect.matchCause({ onFailure: () => false, onSuccess: () => true })
    )

    return {
      /** A write was refused for want of space. */
      failed: Effect.sync(() => {
        failing = true
      }),
      /** Whether writes are taken: true unless one was refused, then whether the probe write succeeds now. */
      taken: Effect.suspend(() =>
        failing
          ? Effect.tap(probe, (ok) =>
            Effect.sync(() => {
              if (ok) failing = false
            }))
          : Effect.succeed(true)
      ),
      /** Notes the cause's refusal for want of space, if it is one. */
      note: (cause: Parameters<typeof causeIsStoreFull>[0]) => causeIsStoreFull(cause) ? Effect.sync(() => void (failing = true)) : Effect.void
    } as const
  })
}) {}
