/** SQL for webhook deliveries with their attempts, as the API reads them: by id, a subscription's list, an attempt log. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { invalidParameter } from "../Domain/Errors.js"
import { listed, offsetOf } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { limitClause } from "../Store/LimitClause.js"
import type { Delivery, DeliveryAttempt, DeliveryQuery, SignedAttempt } from "./Webhook.js"
import { type DeliveryRow, deliveryRowOf } from "./WebhooksRepo.js"

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

export class DeliveryListRepo extends Effect.Service<DeliveryListRepo>()("vob-sandbox/DeliveryListRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const findDeliveryRow = (companyId: string, id: string) => deliveryRowOf(sql, companyId, id)

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
          ${limitClause(sql, query.limit, offsetOf(query))}`
        const page = newerFirst ? rows : [...rows].reverse()
        return listed(yield* withAttempts(page), count!.total, query)
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    return { getDelivery, signedAttemptsOf, listDeliveries } as const
  })
}) {}
