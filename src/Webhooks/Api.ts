import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ConflictError, NotFoundError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { Uuid } from "../Domain/Scalars.js"
import {
  Delivery,
  DeliveryQuery,
  RedeliveryRequest,
  Subscription,
  SubscriptionCreate,
  SubscriptionPatch,
  SubscriptionWithSecret,
  TestEventRequest
} from "./Webhook.js"

const DeliveryPath = Schema.Struct({ id: Uuid, delivery_id: Uuid })

export class WebhooksApi extends HttpApiGroup.make("webhooks")
  .add(
    HttpApiEndpoint.post("create", "/v1/webhooks")
      .setPayload(SubscriptionCreate)
      .addSuccess(SubscriptionWithSecret, { status: 201 })
      .annotate(OpenApi.Summary, "Create a webhook subscription")
      .annotate(
        OpenApi.Description,
        "Subscribes a URL to event types. The answer is the only one that includes `secret_key`: keep it to " +
          "verify the `X-Svc-Signature` of every delivery."
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/webhooks")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(Subscription, "WebhookSubscriptionList"))
      .annotate(OpenApi.Summary, "List webhook subscriptions")
      .annotate(OpenApi.Description, "The company's active subscriptions, without their secrets.")
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/webhooks/:id")
      .setPath(IdPath)
      .addSuccess(Subscription)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Get a webhook subscription (without its secret)")
      .annotate(OpenApi.Description, "One active subscription; its secret is shown only when it is created.")
  )
  .add(
    HttpApiEndpoint.patch("update", "/v1/webhooks/:id")
      .setPath(IdPath)
      .setPayload(SubscriptionPatch)
      .addSuccess(Subscription)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Update a webhook subscription")
      .annotate(
        OpenApi.Description,
        "Changes the URL, event types, description or `is_active`; an inactive subscription is sent nothing."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/webhooks/:id")
      .setPath(IdPath)
      .addSuccess(Subscription)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Delete a webhook subscription")
      .annotate(
        OpenApi.Description,
        "Soft delete: answers the subscription inactive; it is then 404 and never listed, and its pending " +
          "deliveries are failed without another attempt."
      )
  )
  .add(
    HttpApiEndpoint.get("deliveries", "/v1/webhooks/:id/deliveries")
      .setPath(IdPath)
      .setUrlParams(DeliveryQuery)
      .addSuccess(ListOf(Delivery, "WebhookDeliveryList"))
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "List a subscription's deliveries, newest first")
      .annotate(
        OpenApi.Description,
        "`limit` defaults to 50. `starting_after` (a delivery id) lists the deliveries after it (older), " +
          "`ending_before` those before it (newer); pages count from the cursor."
      )
  )
  .add(
    HttpApiEndpoint.post("redeliver", "/v1/webhooks/:id/deliveries/:delivery_id/attempts")
      .setPath(DeliveryPath)
      .setPayload(RedeliveryRequest)
      .addSuccess(Delivery, { status: 201 })
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(OpenApi.Summary, "Redeliver a recorded event")
      .annotate(
        OpenApi.Description,
        "Sends the delivery's event again now (also a delivered one), with the same body and event id, and " +
          "answers the delivery with the new attempt recorded. One attempt: a failure schedules nothing."
      )
  )
  .add(
    HttpApiEndpoint.post("test", "/v1/webhooks/:id/tests")
      .setPath(IdPath)
      .setPayload(TestEventRequest)
      .addSuccess(Delivery, { status: 201 })
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(OpenApi.Summary, "Send a test event")
      .annotate(
        OpenApi.Description,
        "Sends a synthetic event of the requested type, signed with the subscription's secret, with placeholder " +
          "ids (test-patient-id, test-task-id, test-comment-id, test-user-id, test-vob-id) and an event_id " +
          "beginning `test_`; answers its delivery record (one attempt, not retried)."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Webhooks")
  .annotate(
    OpenApi.Description,
    "Webhook subscriptions: the events sent to your receiver, signed with the subscription's secret, with their deliveries and attempts."
  )
{}
