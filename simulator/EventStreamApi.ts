/** `GET /sandbox/v1/events/stream`: the company's events live, as Server-Sent Events. */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { TooManyRequestsError, ValidationFailedError } from "../src/Domain/Errors.js"
import { Repeatable } from "../src/Domain/QueryParams.js"
import { EventTypeName } from "../src/Webhooks/Webhook.js"
import { SandboxEvent } from "./DataApi.js"
import { PassesCompanyPause, ServedOverConnectionCap } from "../src/Domain/EndpointFacts.js"

/**
 * One message of the stream, field by field (`id:`, `event:`, `data:` lines), as the OpenAPI document
 * describes `text/event-stream` answers (each message, not the whole stream, like OpenAPI 3.2's
 * `itemSchema`). The first message carries only `retry:`; comment lines (`: keep-alive`) carry nothing.
 */
export const EventStreamMessage = Schema.Struct({
  id: Schema.String.annotations({ description: "The event's id: send it back as `Last-Event-ID` to resume after it." }),
  event: EventTypeName,
  data: SandboxEvent,
  retry: Schema.optional(Schema.Int).annotations({ description: "Reconnection delay in milliseconds (the first message only)." })
}).annotations({
  identifier: "SandboxEventStreamMessage",
  description: "One Server-Sent Events message: `id:` the event's id, `event:` its type, `data:` the event as one line " +
    "of JSON (as `GET /sandbox/v1/events` lists it)."
})

export class SandboxEventStreamApi extends HttpApiGroup.make("sandboxEventStream")
  .add(
    HttpApiEndpoint.get("stream", "/sandbox/v1/events/stream")
      .annotate(OpenApi.Summary, "Stream events live (Server-Sent Events)")
      .annotate(PassesCompanyPause, true)
      .annotate(ServedOverConnectionCap, true)
      .setUrlParams(Schema.Struct({
        type: Schema.optional(Repeatable(EventTypeName)).annotations({
          description: "Only these event types (repeat the parameter for several); all when absent."
        })
      }))
      .setHeaders(Schema.Struct({
        "last-event-id": Schema.optional(Schema.String.pipe(Schema.minLength(1))).annotations({
          description: "Resume after this event: every later event is sent, none twice. Without it, the stream " +
            "starts with the next event recorded. An id that is not one of the company's events is 422."
        })
      }))
      .addSuccess(HttpApiSchema.Text({ contentType: "text/event-stream" }).annotations({
        description: "One message per event, in the order they were recorded: `id:` the event id, `event:` its type, " +
          "`data:` the event as `GET /sandbox/v1/events` lists it ({id, type, created_at, payload}). Comment lines " +
          "keep an idle connection open; `retry:` is the reconnection delay in ms."
      }))
      .addError(ValidationFailedError)
      .addError(TooManyRequestsError)
      .annotate(
        OpenApi.Description,
        "Every event the company records, sent once it is committed, for as long as the connection stays open. " +
          "Same credentials as the API (a header, so use a client that can send one: `EventSource` cannot). After a " +
          "dropped connection, reconnect with `Last-Event-ID` set to the last id received to lose nothing. A company holds " +
          "at most 100 open streams on one server (more: 429 `too_many_streams`; `--max-streams-per-company`); a client " +
          "that leaves more than 4 MB unread, or reads nothing for 30 s while events wait, is disconnected."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: fixtures and events")
{}
