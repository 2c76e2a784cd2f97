/**
 * Webhook management: subscriptions (the secret is shown once, on creation), the delivery log,
 * redelivery of a recorded event and synthetic test events. Redeliveries and tests are attempted
 * within the request (the caller waits for its own receiver, never for anyone else's).
 */
import { Effect, Option } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { changedFields } from "../Domain/Changes.js"
import { invalidParameter, invalidState, notFound } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { secretHex } from "../Domain/StableId.js"
import { webhookTimestamp } from "../Events/EventLog.js"
import { type EventType, isEventType } from "./EventTypes.js"
import { WebhookOutbox } from "./Outbox.js"
import { testEventId, testEventPayload } from "./TestEvents.js"
import type {
  DeliveryQuery,
  Subscription,
  SubscriptionCreate,
  SubscriptionPatch,
  SubscriptionWithSecret
} from "./Webhook.js"
import { SECRET_PREFIX } from "./verifyWebhookSignature.js"
import { WebhookSender } from "./WebhookSender.js"
import { DeliveryListRepo } from "./DeliveryListRepo.js"
import { WebhookSubscriptionsRepo } from "./SubscriptionsRepo.js"
import { WebhooksRepo } from "./WebhooksRepo.js"
import { RecordIds } from "../Companies/RecordIds.js"

const PATCHABLE = ["url", "event_types", "description", "is_active"] as const satisfies ReadonlyArray<
  keyof Subscription & keyof SubscriptionPatch
>


/** `whsec_` + 64 lowercase hex characters: derived from the company's seed and the subscription, else random. */
export const newSecretKey = (seed: string | null, subscriptionId: string): string =>
  `${SECRET_PREFIX}${secretHex(32, seed, "webhook_secret", subscriptionId)}`

const withoutSecret = ({ secret_key: _, ...subscription }: SubscriptionWithSecret): Subscription => subscription

/** Each type once, in the order first named. */
const eventTypesOf = (names: ReadonlyArray<string>): Array<EventType> => [...new Set(names.filter(isEventType))]

/** The subscription after `patch`, or `current` itself when no value changes. */
const applyPatch = (current: SubscriptionWithSecret, patch: SubscriptionPatch, nowIso: string): SubscriptionWithSecret => {
  const next: SubscriptionWithSecret = {
    ...current,
    ...(patch.url === undefined ? {} : { url: patch.url }),
    ...(patch.event_types === undefined ? {} : { event_types: eventTypesOf(patch.event_types) }),
    ...(patch.description === undefined ? {} : { description: patch.description }),
    ...(patch.is_active === undefined ? {} : { is_active: patch.is_active })
  }
  return changedFields(current, next, PATCHABLE).length === 0 ? current : { ...next, updated_at: nowIso }
}

export class Webhooks extends Effect.Service<Webhooks>()("vob-sandbox/Webhooks", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const repo = yield* WebhooksRepo
    const subscriptionsRepo = yield* WebhookSubscriptionsRepo
    const deliveryList = yield* DeliveryListRepo
    const clock = yield* SandboxClock
    const outbox = yield* WebhookOutbox
    const sender = yield* WebhookSender
    const table = subscriptionsRepo.subscriptions

    /** The outbound policy's verdict on a URL (nothing is refused on a loopback-only server). */
    const checkUrl = (url: string | undefined) => {
      const problem = url === undefined ? undefined : sender.refusal(url)
      return problem === undefined ? Effect.void : Effect.fail(invalidParameter("url", problem))
    }

    const create = (companyId: string, input: SubscriptionCreate) =>
      Effect.gen(function*() {
        yield* checkUrl(input.url)
        const now = yield* clock.timestamp(companyId)
        const id = yield* ids.next(companyId, "webhook_subscription")
        const subscription: SubscriptionWithSecret = {
          id,
          url: input.url,
          event_types: eventTypesOf(input.event_types),
          is_active: input.is_active ?? true,
          description: input.description ?? null,
          created_at: now,
          updated_at: now,
          secret_key: newSecretKey(yield* ids.seedOf(companyId), id)
        }
        yield* subscriptionsRepo.whileChanging(companyId, table.insert(companyId, subscription.id, subscription))
        return subscription
      })

    const get = (companyId: string, id: string) => Effect.map(table.get(companyId, id), withoutSecret)

    const list = (companyId: string, page: Page) =>
      Effect.map(table.list(companyId, page), (listed) => ({ ...listed, data: listed.data.map(withoutSecret) }))

    const update = (companyId: string, id: string, patch: SubscriptionPatch) =>
      Effect.zipRight(checkUrl(patch.url), subscriptionsRepo.whileChanging(companyId, table.update(companyId, id, {}, (current) =>
        Effect.map(clock.timestamp(companyId), (now) => applyPatch(current, patch, now)))).pipe(
          Effect.map(({ after }) => withoutSecret(after)),
          Effect.catchTag("Conflict", Effect.die) // no version is ever sent
        ))

    const remove = (companyId: string, id: string) => Effect.map(subscriptionsRepo.whileChanging(companyId, table.remove(companyId, id)), withoutSecret)

    const deliveries = (companyId: string, id: string, query: DeliveryQuery) =>
      Effect.zipRight(table.get(companyId, id), deliveryList.listDeliveries(companyId, id, query))

    /** The subscription, which must be active to be sent anything. */
    const activeSubscription = (companyId: string, id: string, action: string) =>
      Effect.flatMap(table.get(companyId, id), (subscription) =>
        subscription.is_active
          ? Effect.succeed(subscription)
          : Effect.fail(invalidState(`The subscription is inactive: nothing is ${action} to it. PATCH is_active true first.`)))

    const deliveryOf = (companyId: string, subscriptionId: string, deliveryId: string) =>
      Effect.flatMap(deliveryList.getDelivery(companyId, subscriptionId, deliveryId), Option.match({
        onNone: () => Effect.fail(notFound("webhook delivery", deliveryId, "delivery_id")),
        onSome: Effect.succeed
      }))

    /** Sends a recorded delivery again (also a delivered one): same body, same event id, one more attempt. */
    const redeliver = (companyId: string, id: string, deliveryId: string) =>
      Effect.gen(function*() {
        const subscription = yield* activeSubscription(companyId, id, "redelivered")
        const row = yield* repo.findDeliveryRow(companyId, deliveryId)
        if (Option.isNone(row) || row.value.subscription_id !== id) {
          return yield* Effect.fail(notFound("webhook delivery", deliveryId, "delivery_id"))
        }
        if (!isEventType(row.value.event_type)) {
          return yield* Effect.fail(invalidState(`'${row.value.event_type}' is retired: its deliveries cannot be retried or replayed.`))
        }
        yield* outbox.attempt(companyId, deliveryId, subscription, "redelivery")
        return yield* deliveryOf(companyId, id, deliveryId)
      })

    /** A delivery's attempts with the signature header each sent (the sandbox's view of the delivery log). */
    const signedAttempts = (companyId: string, id: string, deliveryId: string) =>
      Effect.zipRight(
        table.get(companyId, id),
        Effect.flatMap(deliveryList.signedAttemptsOf(companyId, id, deliveryId), Option.match({
          onNone: () => Effect.fail(notFound("webhook delivery", deliveryId, "delivery_id")),
          onSome: (data) => Effect.succeed({ data })
        }))
      )

    /** A synthetic event of `eventType` with placeholder ids, sent once and recorded in the delivery log. */
    const sendTest = (companyId: string, id: string, eventType: EventType) =>
      Effect.gen(function*() {
        const subscription = yield* activeSubscription(companyId, id, "sent")
        const nowMs = yield* clock.nowMs(companyId)
        const eventId = testEventId(yield* ids.next(companyId, "test_event"))
        const body = JSON.stringify(testEventPayload(eventType, eventId, webhookTimestamp(nowMs), toTimestamp(nowMs)))
        const deliveryId = yield* ids.next(companyId, "webhook_delivery")
        yield* outbox.addDelivery({
          id: deliveryId,
          companyId,
          subscriptionId: id,
          eventId,
          eventType,
          body,
          maxAttempts: 1,
          nextAttemptAtMs: null,
          createdAt: toTimestamp(nowMs)
        })
        yield* outbox.attempt(companyId, deliveryId, subscription, "test")
        return yield* deliveryOf(companyId, id, deliveryId)
      })

    return { create, get, list, update, remove, deliveries, redeliver, sendTest, signedAttempts, activeSubscription } as const
  }),
  dependencies: [WebhooksRepo.Default, WebhookSubscriptionsRepo.Default, DeliveryListRepo.Default, WebhookOutbox.Default, WebhookSender.Default]
}) {}
