/**
 * Idempotency keys of request submissions, scoped to (company, scope). The check, the creation and
 * the reservation run in one transaction; SQLite serialises transactions, so concurrent duplicates
 * yield exactly one resource. PostgreSQL runs them side by side (on any instance), so there the
 * transaction first takes an advisory lock on the key: a duplicate waits for the first to commit and
 * then finds its reservation.
 */
import { SqlClient } from "@effect/sql"
import { createHash } from "node:crypto"
import { Effect } from "effect"
import { canonicalJson } from "../Domain/Changes.js"
import { idempotencyKeyReused } from "../Domain/Errors.js"
import { inTransaction } from "../Store/Transaction.js"

/** Key order and insignificant whitespace do not change a body's fingerprint. */
export const fingerprint = (body: unknown): string => createHash("sha256").update(canonicalJson(body)).digest("hex")

interface Reservation {
  readonly resourceId: string
  /** True when the key was seen before with the same body: the original resource is returned. */
  readonly replayed: boolean
}

export class IdempotencyKeys extends Effect.Service<IdempotencyKeys>()("vob-sandbox/IdempotencyKeys", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const reserve = <E, R>(input: {
      readonly companyId: string
      readonly scope: string
      readonly key: string | undefined
      readonly body: unknown
      readonly nowIso: string
      /** Creates the resource inside the reservation's transaction; returns its id. */
      readonly create: Effect.Effect<string, E, R>
    }) => {
      const { companyId, scope, key } = input
      if (key === undefined) {
        return Effect.map(input.create, (resourceId): Reservation => ({ resourceId, replayed: false }))
      }
      const print = fingerprint(input.body)
      return inTransaction(sql, 
        Effect.gen(function*() {
          yield* sql.onDialectOrElse({
            pg: () => sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${companyId}/${scope}/${key}`}, 0))`,
            orElse: () => Effect.succeed([])
          }).pipe(Effect.orDie)
          const [existing] = yield* sql<{ fingerprint: string; resource_id: string }>`
            SELECT fingerprint, resource_id FROM idempotency_keys
            WHERE company_id = ${companyId} AND scope = ${scope} AND key = ${key}`.pipe(Effect.orDie)
          if (existing !== undefined) {
            if (existing.fingerprint !== print) return yield* Effect.fail(idempotencyKeyReused())
            return { resourceId: existing.resource_id, replayed: true } satisfies Reservation
          }
          const resourceId = yield* input.create
          yield* sql`INSERT INTO idempotency_keys (company_id, scope, key, fingerprint, resource_id, created_at)
            VALUES (${companyId}, ${scope}, ${key}, ${print}, ${resourceId}, ${input.nowIso})`.pipe(Effect.orDie)
          return { resourceId, replayed: false } satisfies Reservation
        })
      )
    }

    return { reserve } as const
  })
}) {}
