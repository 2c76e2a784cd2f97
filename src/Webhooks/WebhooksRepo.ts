/** SQL for webhook subscriptions (a document table), their deliveries and the deliveries' attempts. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { invalidParameter } from "../Domain/Errors.js"
import { listed, offsetOf } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { makeCompanyWrites } from "../Store/CompanyWrites.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import type { AttemptOutcome, DeliveryStatus } from "./RetrySchedule.js"
import { errorOf, responseCodeOf } from "./RetrySchedule.js"
import {
  type Delivery,
  type DeliveryAttempt,
  type DeliveryQuery,
  type SignedAttempt,
  SubscriptionWithSecret
} from "./Webhook.js"

export const subscriptionsTable = makeDocumentTable({
  table: "webhook_subscriptions",
  resource: "webhook subscription",
  schema: SubscriptionWithSecret,
  columns: (subscription) => ({ is_active: subscription.is_active }),
  deactivate: (subscription) => ({ ...subscription, is_active: false })
})

/** A company's active subscriptions as read at one `subscriptions_version`. */
interface SubscriptionsAt {
  readonly version: number
  readonly active: ReadonlyArray<SubscriptionWithSecret>
}

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

interface AttemptRow {
  readonly delivery_id: string
  readonly number: number
  readonly trigger: DeliveryAttempt["trigger"]
  readonly attempted_at: string
  readonly response_code: number | null
  readonly error: string | null
  readonly duration_ms: number
}

const toDelivery = (row: DeliveryRow, attempts: ReadonlyArray<AttemptRow>): Delivery => ({
  id: row.id,
  subscription_id: row.subscription_id,
  event_id: row.event_id,
  event_type: row.event_type,
  status: row.status,
  attempt_count: row.attempt_count,
  max_attempts: row.max_attempts,
  response_code: row.response_code,
  created_at: row.created_at,
  delivered_at: row.delivered_at,
  updated_at: row.updated_at,
  next_attempt_at: row.next_attempt_at_ms === null ? null : toTimestamp(row.next_attempt_at_ms),
  attempts: attempts.map(({ delivery_id: _, ...attempt }) => attempt)
})

export class WebhooksRepo extends Effect.Service<WebhooksRepo>()("vob-sandbox/WebhooksRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const subscriptions = yield* subscriptionsTable

    // Per company, its active subscriptions as last read.
    const held = new Map<string, SubscriptionsAt>()
    const writes = makeCompanyWrites((companyId) => held.delete(companyId))

    /**
     * The company's active subscriptions that name `eventType` (with their secrets), as of `version` (the
     * company's `subscriptions_version`, which the database raises with every write of its subscriptions,
     * read by the caller in its own statement): from memory when held at that version, else read.
     */
    const subscribersOf = (companyId: string, eventType: string, version: number) =>
      Effect.suspend(() => {
        const known = held.get(companyId)
        const active = known !== undefined && known.version === version
          ? Effect.succeed(known.active)
          : Effect.tap(subscriptions.all(companyId, [sql`is_active = 1`]), (active) => {
            if (!writes.isWriting(companyId)) held.set(companyId, { version, active })
          })
        return Effect.map(active, (all) => all.filter((subscription) => subscription.event_types.includes(eventType as never)))
      })

    /** Runs `effect`, the outermost work writing the company's subscriptions: none read meanwhile is kept. */
    const whileChanging = writes.whileWriting

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

    const findDeliveryRow = (companyId: string, id: string) =>
      sql<DeliveryRow>`SELECT * FROM webhook_deliveries WHERE company_id = ${companyId} AND id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const attemptsOf = (ids: ReadonlyArray<string>) =>
      ids.length === 0
        ? Effect.succeed(new Map<string, Array<AttemptRow>>())
        : sql<AttemptRow>`SELECT delivery_id, number, trigger, attempted_at, response_code, error, duration_ms
            FROM webhook_attempts WHERE ${sql.in("delivery_id", ids)} ORDER BY delivery_id, number`.pipe(
            Effect.map((rows) => {
              const byDelivery = new Map<string, Array<AttemptRow>>()
              for (const row of rows) {
                const list = byDelivery.get(row.delivery_id) ?? []
                list.push(row)
                byDelivery.set(row.delivery_id, list)
              }
              return byDelivery
            }),
            Effect.orDie
          )

    const withAttempts = (rows: ReadonlyArray<DeliveryRow>) =>
      Effect.map(attemptsOf(rows.map((row) => row.id)), (attempts) =>
        rows.map((row) => toDelivery(row, attempts.get(row.id) ?? [])))

    const getDelivery = (companyId: string, subscriptionId: string, id: string) =>
      Effect.flatMap(findDeliveryRow(companyId, id), (row) =>
        Option.isSome(row) && row.value.subscription_id === subscriptionId
          ? Effect.map(withAttempts([row.value]), (deliveries) => Option.some(deliveries[0]!))
          : Effect.succeed(Option.none<Delivery>()))

    /** A delivery's attempts with the signature header each sent (none when the delivery is not the subscription's). */
    const signedAttemptsOf = (companyId: string, subscriptionId: string, id: string) =>
      Effect.flatMap(findDeliveryRow(companyId, id), (row) =>
        Option.isSome(row) && row.value.subscription_id === subscriptionId
          ? sql<SignedAttempt>`SELECT number, trigger, attempted_at, response_code, error, duration_ms, signature
              FROM webhook_attempts WHERE company_id = ${companyId} AND delivery_id = ${id} ORDER BY number`.pipe(
              Effect.map(Option.some),
              Effect.orDie
            )
          : Effect.succeed(Option.none<ReadonlyArray<SignedAttempt>>()))

    /** The `seq` of a cursor delivery of the subscription, or a 422 naming the cursor parameter. */
    const cursorSeq = (companyId: string, subscriptionId: string, id: string, param: string) =>
      Effect.flatMap(findDeliveryRow(companyId, id), (row) =>
        Option.isSome(row) && row.value.subscription_id === subscriptionId
          ? Effect.succeed(row.value.seq)
          : Effect.fail(invalidParameter(param, `'${id}' is not a delivery of this subscription.`)))

    /**
     * Newest first. A cursor narrows the list to the deliveries after `starting_after` (older) or before
     * `ending_before` (newer); pages count from the cursor.
     */
    const listDeliveries = (companyId: string, subscriptionId: string, query: DeliveryQuery) =>
      Effect.gen(function*() {
        if (query.starting_after !== undefined && query.ending_before !== undefined) {
          return yield* Effect.fail(invalidParameter("ending_before", "Send either 'starting_after' or 'ending_before', not both."))
        }
        const conditions = [sql`company_id = ${companyId}`, sql`subscription_id = ${subscriptionId}`]
        if (query.event_type !== undefined) conditions.push(sql`event_type = ${query.event_type}`)
        if (query.status !== undefined) conditions.push(sql`status = ${query.status}`)
        let newerFirst = true
        if (query.starting_after !== undefined) {
          conditions.push(sql`seq < ${yield* cursorSeq(companyId, subscriptionId, query.starting_after, "starting_after")}`)
        }
        if (query.ending_before !== undefined) {
          conditions.push(sql`seq > ${yield* cursorSeq(companyId, subscriptionId, query.ending_before, "ending_before")}`)
          newerFirst = false
        }
        const where = sql.and(conditions)
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM webhook_deliveries WHERE ${where}`
        const rows = yield* sql<DeliveryRow>`SELECT * FROM webhook_deliveries WHERE ${where}
          ORDER BY seq ${newerFirst ? sql.literal("DESC") : sql.literal("ASC")}
          LIMIT ${query.limit} OFFSET ${offsetOf(query)}`
        const page = newerFirst ? rows : [...rows].reverse()
        return listed(yield* withAttempts(page), count!.total, query)
      }).pipe(Effect.catchTag("SqlError", Effect.die))

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
      subscriptions,
      subscribersOf,
      whileChanging,
      insertDelivery,
      findDeliveryRow,
      getDelivery,
      signedAttemptsOf,
      listDeliveries,
      startAttempt,
      recordAttempt,
      abandon
    } as const
  })
}) {}
