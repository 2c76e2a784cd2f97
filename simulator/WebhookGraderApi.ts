/** /sandbox/v1/webhooks/{id}/grade: the receiver grader. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ConflictError, NotFoundError } from "../src/Domain/Errors.js"
import { IdPath } from "../src/Domain/Paths.js"

export const GraderCase = Schema.Struct({
  name: Schema.String,
  expectation: Schema.String,
  observed: Schema.String,
  passed: Schema.Boolean,
  advice: Schema.NullOr(Schema.String).annotations({
    description: "The fix in one line when the case failed; a warning when it passed slowly (over 5 s); else null."
  })
}).annotations({ identifier: "WebhookGraderCase" })

export const GradeReport = Schema.Struct({
  passed: Schema.Boolean,
  cases: Schema.Array(GraderCase)
}).annotations({ identifier: "WebhookGradeReport" })

export class SandboxWebhookGraderApi extends HttpApiGroup.make("sandboxWebhookGrader")
  .add(
    HttpApiEndpoint.post("grade", "/sandbox/v1/webhooks/:id/grade")
      .annotate(OpenApi.Summary, "Grade a subscription's receiver")
      .setPath(IdPath)
      .addSuccess(GradeReport)
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Sends the subscription's URL crafted deliveries and reports how the receiver answered each: a valid " +
          "signed event of every subscribed type (2xx within 30 s; a warning above 5 s), a tampered body, a wrong " +
          "signature, a missing signature header and a signature made with another secret (each: a non-2xx), the " +
          "same event id twice (2xx both), an unknown event type (2xx), two events out of order (2xx both) and a " +
          "1 MiB body (2xx or 413). Crafted events are tests (`event_id` `test_...`, placeholder ids): none is " +
          "recorded as an event or a delivery. An inactive subscription is 409 `invalid_state`; an unreachable " +
          "receiver is a report of failed cases."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: webhook receiver grader")
  .annotate(
    OpenApi.Description,
    "Grades your webhook receiver: sends it signed, unsigned, replayed and malformed deliveries and reports what it did."
  )
{}
