/**
 * SQL for webhook deliveries and their attempts as the delivery path writes them (the subscriptions:
 * SubscriptionsRepo.ts; the deliveries as the API lists them: DeliveryListRepo.ts).
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { toTimestamp } from "../Domain/Scalars.js"
import type { AttemptOutcome, DeliveryStatus } from "./RetrySchedule.js"
import { errorOf, responseCodeOf } from "./RetrySchedule.js"
import type { DeliveryAttempt } from "./Webhook.js"

/** A delivery row as stored. */
export interface DeliveryRow {
  readonly seq: number
  readonly id: string
  readonly company_id: string
  readonly subscription_id: string
  readonly event_id: string
  readonly event_type: string
  readonly body: string
  readonly status: DeliveryStatus
  readonly attempt_count: number
  readonly automatic_attempts: number
  readonly max_attempts: number
  readonly response_code: number | null
  readonly next_attempt_at_ms: number | null
  readonly created_at: string
  readonly delivered_at: string | null
  readonly updated_at: string
}

export interface NewDelivery {
  readonly id: string
  readonly companyId: string
  readonly subscriptionId: string
  readonly eventId: string
  readonly eventType: string
  readonly body: string
  readonly maxAttempts: number
  readonly nextAttemptAtMs: number | null
  readonly createdAt: string
}

/** An attempt about to be made, recorded (and committed) before its POST leaves. */
export interface StartedAttempt {
  readonly trigger: DeliveryAttempt["trigger"]
  readonly attemptedAtMs: number
}

/**
 * What a started attempt shows until its outcome is recorded: while it is in flight, and for good when the
 * process was killed or lost its database meanwhile (the attempt is then made again, as another attempt:
 * the log shows every POST the receiver may have got).
 */
export const INTERRUPTED_ATTEMPT = "no outcome recorded: in flight, or cut short when the sandbox stopped or lost " +
  "its database (the receiver may have got it; it is made again as another attempt)"

/** A started attempt's outcome and the delivery's state after it. */
export interface RecordedAttempt {
  readonly number: number
  readonly outcome: AttemptOutcome
  readonly durationMs: number
  readonly attemptedAtMs: number
  readonly status: DeliveryStatus
  readonly countsAsAutomatic: boolean
  readonly nextAttemptAtMs: number | null
}

/** The delivery `id` of the company, as stored. */
export const deliveryRowOf = (sql: SqlClient.SqlClient, companyId: string, id: string) =>
  sql<DeliveryRow>`SELECT * FROM webhook_deliveries WHERE company_id = ${companyId} AND id = ${id}`.pipe(
    Effect.map((rows) => Option.fromNullable(rows[0])),
    Effect.orDie
  )

export class WebhooksRepo extends Effect.Service<WebhooksRepo>()("vob-sandbox/WebhooksRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const insertDelivery = (delivery: NewDelivery) =>
      sql`INSERT INTO webhook_deliveries ${
        sql.insert({
          id: delivery.id,
          company_id: delivery.companyId,
          subscription_id: delivery.subscriptionId,
          event_id: delivery.eventId,
          event_type: delivery.eventType,
          body: delivery.body,
          status: "pending",
          max_attempts: delivery.maxAttempts,
          next_attempt_at_ms: delivery.nextAttemptAtMs,
          created_at: delivery.createdAt,
          updated_at: delivery.createdAt
        })
      }`.pipe(Effect.asVoid, Effect.orDie)

    const findDeliveryRow = (companyId: string, id: string) => deliveryRowOf(sql, companyId, id)

    /**
     * Numbers and records an attempt before its POST (its own transaction, committed first), signed over
     * the stored body: the delivery's row as it is then, with the attempt's number and signature. None when
     * the delivery is gone, or, for a scheduled attempt (`dueAtMs`), no longer pending at that instant
     * (settled by a redelivery, re-planned, reset meanwhile).
     */
    const startAttempt = (
      companyId: string,
      deliveryId: string,
      attempt: StartedAttempt,
      sign: (row: DeliveryRow) => string,
      dueAtMs?: number
    ) =>
      sql.withTransaction(Effect.gen(function*() {
        const [row] = yield* sql<DeliveryRow>`UPDATE webhook_deliveries SET attempt_count = attempt_count + 1
          WHERE company_id = ${companyId} AND id = ${deliveryId}${
          dueAtMs === undefined ? sql`` : sql` AND status = 'pending' AND next_attempt_at_ms = ${dueAtMs}`
        } RETURNING *`
        if (row === undefined) return undefined
        const signature = sign(row)
        yield* sql`INSERT INTO webhook_attempts ${
          sql.insert({
            company_id: companyId,
            delivery_id: deliveryId,
            number: row.attempt_count,
            trigger: attempt.trigger,
            attempted_at: toTimestamp(attempt.attemptedAtMs),
            response_code: null,
            error: INTERRUPTED_ATTEMPT,
            duration_ms: 0,
            signature
          })
        }`
        return { row, number: row.attempt_count, signature }
      })).pipe(Effect.orDie)

    /** A started attempt's outcome, and the delivery's state after it; false when the delivery is gone. */
    const recordAttempt = (companyId: string, deliveryId: string, attempt: RecordedAttempt) =>
      Effect.gen(function*() {
        const at = toTimestamp(attempt.attemptedAtMs)
        const updated = yield* sql`UPDATE webhook_deliveries SET
            automatic_attempts = automatic_attempts + ${attempt.countsAsAutomatic ? 1 : 0},
            status = ${attempt.status},
            response_code = ${responseCodeOf(attempt.outcome)},
            next_attempt_at_ms = ${attempt.nextAttemptAtMs},
            delivered_at = COALESCE(${attempt.status === "delivered" ? at : null}, delivered_at),
            updated_at = ${at}
          WHERE company_id = ${companyId} AND id = ${deliveryId}
          RETURNING id`
        if (updated.length === 0) return false
        yield* sql`UPDATE webhook_attempts SET response_code = ${responseCodeOf(attempt.outcome)},
            error = ${errorOf(attempt.outcome)}, duration_ms = ${Math.round(attempt.durationMs)}
          WHERE company_id = ${companyId} AND delivery_id = ${deliveryId} AND number = ${attempt.number}`
        return true
      }).pipe(Effect.orDie)

    /**
     * A delivery pending for the attempt due at `dueAtMs` that will not be attempted (its subscription was
     * deleted or deactivated).
     */
    const abandon = (companyId: string, deliveryId: string, dueAtMs: number, atMs: number) =>
      sql`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at_ms = NULL, updated_at = ${toTimestamp(atMs)}
        WHERE company_id = ${companyId} AND id = ${deliveryId} AND status = 'pending' AND next_attempt_at_ms = ${dueAtMs}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    return {
      insertDelivery,
      findDeliveryRow,
      startAttempt,
      recordAttempt,
      abandon
    } as const
  })
}) {}
