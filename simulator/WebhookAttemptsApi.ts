/** /sandbox/v1/webhooks/{id}/deliveries/{delivery_id}/attempts: a delivery's attempts with the headers they signed. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { NotFoundError } from "../src/Domain/Errors.js"
import { Uuid } from "../src/Domain/Scalars.js"
import { SignedAttempt } from "../src/Webhooks/Webhook.js"

export const SignedAttemptList = Schema.Struct({ data: Schema.Array(SignedAttempt) }).annotations({
  identifier: "WebhookSignedAttemptList"
})

export class SandboxWebhookAttemptsApi extends HttpApiGroup.make("sandboxWebhookAttempts")
  .add(
    HttpApiEndpoint.get("attempts", "/sandbox/v1/webhooks/:id/deliveries/:delivery_id/attempts")
      .annotate(OpenApi.Summary, "List a delivery's attempts with their signature headers")
      .setPath(Schema.Struct({ id: Uuid, delivery_id: Uuid }))
      .addSuccess(SignedAttemptList)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Every attempt of the delivery, oldest first, as the /v1 delivery lists them plus `signature`: the " +
          "`X-Svc-Signature` header the attempt sent, to compare with what a receiver computed. The spec's " +
          "signature covers the body only (no timestamp); the attempt's instant is `attempted_at`."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: webhook attempts")
  .annotate(
    OpenApi.Description,
    "Every attempt to deliver a webhook, with the exact signed request sent."
  )
{}
