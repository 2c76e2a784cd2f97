/**
 * The webhook outbox. Every event fans out, inside the transaction that wrote it, to one delivery per
 * active subscription naming its type, each with its first attempt scheduled as a job due now on the
 * company clock. Attempts run as concurrent jobs (a slow receiver holds up nobody else); a failed
 * automatic attempt schedules the next one (after 60 s, then 5 min) in the transaction that records it.
 * Redeliveries and test events are attempts made here too. The event log calls `fanOut` for every
 * event it records; the attempt job kind is listed in Orchestration/JobKinds.ts.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { EventRecord } from "../Events/EventLog.js"
import { type Job, Jobs } from "../Jobs/Jobs.js"
import {
  afterAutomaticAttempt,
  afterManualAttempt,
  type DeliveryStatus,
  MAX_ATTEMPTS
} from "./RetrySchedule.js"
import type { DeliveryAttempt, SubscriptionWithSecret } from "./Webhook.js"
import { deliveryHeaders, WebhookSender } from "./WebhookSender.js"
import { WebhookSubscriptionsRepo } from "./SubscriptionsRepo.js"
import { type DeliveryRow, type NewDelivery, WebhooksRepo } from "./WebhooksRepo.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { withTransaction } from "../Store/Transaction.js"

export const ATTEMPT_JOB = "webhook.attempt"

/** The payload of an automatic attempt's job (the subscription named since issue 29: older jobs lack it). */
export const AttemptPayload = Schema.Struct({ delivery_id: Schema.String, subscription_id: Schema.optional(Schema.String) })

/** The headers of an attempt of the stored delivery to the subscription. */
const headersOf = (delivery: DeliveryRow, subscription: SubscriptionWithSecret) =>
  deliveryHeaders(delivery.body, subscription.secret_key, delivery.event_type, delivery.event_id)

export class WebhookOutbox extends Effect.Service<WebhookOutbox>()("vob-sandbox/WebhookOutbox", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* WebhooksRepo
    const subscriptionsRepo = yield* WebhookSubscriptionsRepo
    const clock = yield* SandboxClock
    const jobs = yield* Jobs
    const sender = yield* WebhookSender
    const reference = yield* ReferenceData

    const scheduleAttempt = (companyId: string, deliveryId: string, subscriptionId: string, dueAtMs: number) =>
      jobs.schedule(companyId, ATTEMPT_JOB, dueAtMs, { delivery_id: deliveryId, subscription_id: subscriptionId })

    /** Writes a delivery (and schedules its first attempt when it has one), in the caller's transaction. */
    const addDelivery = (delivery: NewDelivery) =>
      Effect.zipRight(
        repo.insertDelivery(delivery),
        delivery.nextAttemptAtMs === null
          ? Effect.void
          : scheduleAttempt(delivery.companyId, delivery.id, delivery.subscriptionId, delivery.nextAttemptAtMs)
      )

    /**
     * The event sink: one delivery per matching active subscription, in the event's transaction, which
     * read the company's `subscriptions_version` with the event's own INSERT.
     */
    const fanOut = (event: EventRecord, subscriptionsVersion: number) =>
      Effect.gen(function*() {
        const subscribers = yield* subscriptionsRepo.subscribersOf(event.companyId, event.type, subscriptionsVersion)
        if (subscribers.length === 0) return
        const atMs = Date.parse(event.createdAt)
        const body = JSON.stringify(event.payload)
        for (const subscription of subscribers) {
          yield* addDelivery({
            id: yield* ids.next(event.companyId, "webhook_delivery"),
            companyId: event.companyId,
            subscriptionId: subscription.id,
            eventId: event.id,
            eventType: event.type,
            body,
            maxAttempts: MAX_ATTEMPTS,
            nextAttemptAtMs: atMs,
            createdAt: event.createdAt
          })
        }
      })

    /**
     * One POST of the delivery's stored body, recorded with the delivery's state after it. A scheduled
     * attempt names its due instant: it is made only while the delivery is pending for that instant.
     */
    const attempt = (
      companyId: string,
      deliveryId: string,
      subscription: SubscriptionWithSecret,
      trigger: DeliveryAttempt["trigger"],
      dueAtMs?: number
    ) =>
      Effect.gen(function*() {
        // One instant for the whole attempt: the clock may move while the receiver answers.
        const reading = yield* clock.reading(companyId)
        const atMs = Math.round(reading.nowMs)
        const { webhook_timeout_ms } = yield* reference.settings(companyId)
        // On record before the POST leaves: killed or cut off from the database before its outcome is written,
        // the attempt stays listed (interrupted) and the one made again is another.
        let headers: ReturnType<typeof headersOf> | undefined
        const started = yield* repo.startAttempt(
          companyId,
          deliveryId,
          { trigger, attemptedAtMs: atMs },
          (row) => (headers = headersOf(row, subscription))["x-svc-signature"],
          dueAtMs
        )
        if (started === undefined || headers === undefined) return // the company was reset meanwhile, or the attempt is stale
        const { number, row: delivery } = started
        const { outcome, durationMs } = yield* sender.send(subscription.url, delivery.body, headers, webhook_timeout_ms)
        yield* withTransaction(sql, Effect.gen(function*() {
          let status: DeliveryStatus
          let nextAttemptAtMs: number | null
          if (trigger === "automatic") {
            // Only automatic attempts count, and only this job makes the delivery's: its count as started holds.
            const after = afterAutomaticAttempt(delivery.automatic_attempts + 1, outcome)
            status = after.status
            nextAttemptAtMs = after.status === "pending" ? atMs + after.retryInMs : null
          } else {
            // An automatic attempt may have been recorded meanwhile: the state to keep is the one now.
            const current = yield* repo.findDeliveryRow(companyId, deliveryId)
            if (Option.isNone(current)) return // the company was reset meanwhile
            status = afterManualAttempt(current.value.status === "pending" && current.value.next_attempt_at_ms !== null, outcome)
            nextAttemptAtMs = status === "pending" ? current.value.next_attempt_at_ms : null
          }
          const recorded = yield* repo.recordAttempt(companyId, deliveryId, {
            number,
            attemptedAtMs: atMs,
            outcome,
            // Time on the company clock, like attempted_at: none passes on a frozen clock.
            durationMs: reading.mode === "frozen" ? 0 : durationMs,
            status,
            countsAsAutomatic: trigger === "automatic",
            nextAttemptAtMs
          })
          if (recorded && trigger === "automatic" && nextAttemptAtMs !== null) {
            yield* scheduleAttempt(companyId, deliveryId, delivery.subscription_id, nextAttemptAtMs)
          }
        })).pipe(Effect.orDie)
      })

    /**
     * The job of an automatic attempt. Stale jobs do nothing: the delivery was reset, already settled by
     * a redelivery, or re-planned. A subscription deleted or deactivated meanwhile gets nothing: the
     * delivery is failed without an attempt. (Jobs scheduled before the payload named the subscription
     * read it from the delivery.)
     */
    const runScheduledAttempt = (job: Job, payload: typeof AttemptPayload.Type) =>
      Effect.gen(function*() {
        const companyId = job.companyId
        const subscriptionId = payload.subscription_id ??
          Option.getOrUndefined(Option.map(yield* repo.findDeliveryRow(companyId, payload.delivery_id), (row) => row.subscription_id))
        if (subscriptionId === undefined) return
        const subscription = yield* subscriptionsRepo.subscriptions.find(companyId, subscriptionId)
        if (Option.isNone(subscription) || !subscription.value.is_active) {
          return yield* repo.abandon(companyId, payload.delivery_id, job.dueAtMs, yield* clock.nowMs(companyId))
        }
        yield* attempt(companyId, payload.delivery_id, subscription.value, "automatic", job.dueAtMs)
      })

    return { fanOut, addDelivery, attempt, runScheduledAttempt } as const
  }),
  dependencies: [WebhooksRepo.Default, WebhookSubscriptionsRepo.Default, Jobs.Default, WebhookSender.Default]
}) {}
