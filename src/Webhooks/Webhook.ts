/** A webhook subscription, its deliveries and their attempts, and the bodies that manage them. */
import { Schema } from "effect"
import { pageParams } from "../Domain/Pagination.js"
import { Timestamp, Uuid } from "../Domain/Scalars.js"
import { refusesUnknownFields } from "../Domain/Strict.js"
import { EVENT_TYPES, eventTypeProblem, isEventType, isRecordedEventType, RETIRED_EVENT_TYPES } from "./EventTypes.js"

const MAX_URL_LENGTH = 2048
const MAX_DESCRIPTION_LENGTH = 500

export const isWebhookUrl = (s: string): boolean => {
  if (s.length > MAX_URL_LENGTH) return false
  try {
    const url = new URL(s)
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== ""
  } catch {
    return false
  }
}

const WebhookUrl = Schema.String.pipe(
  Schema.filter(isWebhookUrl, {
    message: () => `must be an absolute http:// or https:// URL of at most ${MAX_URL_LENGTH} characters, e.g. http://127.0.0.1:3000/hooks`
  })
).annotations({ identifier: "WebhookUrl", jsonSchema: { type: "string", format: "uri", maxLength: MAX_URL_LENGTH } })

export const EventTypeName = Schema.Literal(...EVENT_TYPES).annotations({ identifier: "WebhookEventType" })

/** The types a subscription names: at least one, each one of the fourteen (checked as one field, `event_types`). */
const EventTypeList = Schema.Array(Schema.String).pipe(
  Schema.filter((types) => {
    if (types.length === 0) return "must name at least one event type"
    for (const name of types) {
      const problem = eventTypeProblem(name)
      if (problem !== undefined) return problem
    }
    return true
  })
).annotations({
  identifier: "WebhookEventTypes",
  description: `One or more of the event types (duplicates are kept once). Retired: ${RETIRED_EVENT_TYPES.join(", ")}.`,
  jsonSchema: { type: "array", minItems: 1, items: { type: "string", enum: [...EVENT_TYPES] } }
})

const Description = Schema.NullOr(Schema.String.pipe(Schema.maxLength(MAX_DESCRIPTION_LENGTH)))

export const Subscription = Schema.Struct({
  id: Uuid,
  url: Schema.String,
  event_types: Schema.Array(EventTypeName),
  is_active: Schema.Boolean,
  description: Schema.NullOr(Schema.String),
  created_at: Timestamp,
  updated_at: Timestamp
}).annotations({ identifier: "WebhookSubscription", description: "A webhook subscription (the secret is shown only on creation)." })
export type Subscription = typeof Subscription.Type

/** The subscription as created: the only time `secret_key` is returned. Also how it is stored. */
export const SubscriptionWithSecret = Schema.Struct({
  ...Subscription.fields,
  secret_key: Schema.String.annotations({ description: "`whsec_` + 64 lowercase hex characters; shown only here." })
}).annotations({ identifier: "WebhookSubscriptionCreated" })
export type SubscriptionWithSecret = typeof SubscriptionWithSecret.Type

export const SubscriptionCreate = Schema.Struct({
  url: WebhookUrl,
  event_types: EventTypeList,
  description: Schema.optional(Description),
  is_active: Schema.optional(Schema.Boolean.annotations({ description: "Default true.", default: true }))
}).annotations({ ...refusesUnknownFields, identifier: "WebhookSubscriptionCreate" })
export type SubscriptionCreate = typeof SubscriptionCreate.Type

export const SubscriptionPatch = Schema.Struct({
  url: Schema.optional(WebhookUrl),
  event_types: Schema.optional(EventTypeList),
  description: Schema.optional(Description),
  is_active: Schema.optional(Schema.Boolean)
}).annotations({
  ...refusesUnknownFields,
  identifier: "WebhookSubscriptionPatch",
  description: "Any of url, event_types, description, is_active; omitted fields are kept. The secret cannot be changed."
})
export type SubscriptionPatch = typeof SubscriptionPatch.Type

export const DeliveryStatus = Schema.Literal("pending", "delivered", "failed").annotations({
  identifier: "WebhookDeliveryStatus",
  description: "pending: an attempt is scheduled; delivered: the last attempt got a 2xx; failed: no attempt left."
})

export const AttemptTrigger = Schema.Literal("automatic", "redelivery", "test")

export const DeliveryAttempt = Schema.Struct({
  number: Schema.Int,
  trigger: AttemptTrigger,
  attempted_at: Timestamp,
  response_code: Schema.NullOr(Schema.Int),
  error: Schema.NullOr(Schema.String),
  duration_ms: Schema.Int
}).annotations({ identifier: "WebhookDeliveryAttempt" })
export type DeliveryAttempt = typeof DeliveryAttempt.Type

/** An attempt as the sandbox shows it: what /v1 lists, plus the signature header it sent. */
export const SignedAttempt = Schema.Struct({
  ...DeliveryAttempt.fields,
  signature: Schema.NullOr(Schema.String).annotations({
    description: "The `X-Svc-Signature` header the attempt sent (`sha256=<hex>`, over the body only: the spec signs no timestamp); null for an attempt recorded before the sandbox kept it."
  })
}).annotations({ identifier: "WebhookSignedAttempt" })
export type SignedAttempt = typeof SignedAttempt.Type

export const Delivery = Schema.Struct({
  id: Uuid,
  subscription_id: Uuid,
  event_id: Schema.String,
  event_type: Schema.String,
  status: DeliveryStatus,
  attempt_count: Schema.Int,
  max_attempts: Schema.Int,
  response_code: Schema.NullOr(Schema.Int),
  created_at: Timestamp,
  delivered_at: Schema.NullOr(Timestamp),
  updated_at: Timestamp,
  next_attempt_at: Schema.NullOr(Timestamp),
  attempts: Schema.Array(DeliveryAttempt)
}).annotations({ identifier: "WebhookDelivery" })
export type Delivery = typeof Delivery.Type

const RecordedEventType = Schema.String.pipe(
  Schema.filter((name) => isRecordedEventType(name) || `must be one of ${EVENT_TYPES.join(", ")} (or a retired type)`)
).annotations({ jsonSchema: { type: "string", enum: [...EVENT_TYPES, ...RETIRED_EVENT_TYPES] } })

const cursor = (description: string) => Uuid.annotations({ jsonSchema: { type: "string", format: "uuid", description } })

export const DeliveryQuery = Schema.Struct({
  ...pageParams(50),
  event_type: Schema.optional(RecordedEventType),
  status: Schema.optional(DeliveryStatus),
  starting_after: Schema.optional(cursor("A delivery id: the deliveries listed after it (older).")),
  ending_before: Schema.optional(cursor("A delivery id: the deliveries listed before it (newer)."))
})
export type DeliveryQuery = typeof DeliveryQuery.Type

export const TestEventRequest = Schema.Struct({
  event_type: Schema.String.pipe(
    Schema.filter(isEventType, { message: (issue) => eventTypeProblem(String(issue.actual)) ?? "must be an event type" })
  ).annotations({ jsonSchema: { type: "string", enum: [...EVENT_TYPES] } })
}).annotations({ ...refusesUnknownFields, identifier: "WebhookTestEvent" })

export const RedeliveryRequest = Schema.NullOr(
  Schema.Struct({}).annotations({
    ...refusesUnknownFields,
    identifier: "WebhookRedelivery",
    // No fields to send: `{}` (or no body). An empty struct checks no field, so whatever an object
    // carries is ignored (Http/UnknownFields documents that).
    jsonSchema: { type: "object", properties: {} }
  })
)
