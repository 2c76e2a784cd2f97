/**
 * The HTTP POST of one webhook attempt: the exact body bytes with the spec's headers, answered within
 * the response time (real time) or given up. Never fails: every outcome is a value the retry rules read.
 */
import { HttpClient, HttpClientRequest } from "@effect/platform"
import { NodeHttpClient } from "@effect/platform-node"
import { Duration, Effect, Option } from "effect"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { type AttemptOutcome, RESPONSE_TIMEOUT_MS } from "./RetrySchedule.js"
import { webhookSignatureHeader } from "./verifyWebhookSignature.js"

export const USER_AGENT = "Svc-Webhooks/1.0"

/** The headers of a delivery: the same on every attempt of the same event. */
export const deliveryHeaders = (body: string, secret: string, eventType: string, eventId: string) => ({
  "content-type": "application/json",
  "user-agent": USER_AGENT,
  "x-svc-event-type": eventType,
  "x-svc-event-id": eventId,
  "x-svc-signature": webhookSignatureHeader(body, secret)
})

export interface SentAttempt {
  readonly outcome: AttemptOutcome
  readonly durationMs: number
}

const reasonOf = (error: { readonly cause?: unknown; readonly message: string }): string => {
  const cause = error.cause as { readonly code?: unknown; readonly message?: unknown } | undefined
  if (typeof cause?.code === "string") return `connection failed: ${cause.code}`
  return typeof cause?.message === "string" ? `connection failed: ${cause.message}` : error.message
}

export class WebhookSender extends Effect.Service<WebhookSender>()("vob-sandbox/WebhookSender", {
  effect: Effect.gen(function*() {
    // No trace headers: receivers get exactly the spec's headers.
    const client = HttpClient.withTracerPropagation(yield* HttpClient.HttpClient, false)
    const config = yield* SandboxConfig
    const timeoutMs = config.webhookTimeoutMs ?? RESPONSE_TIMEOUT_MS

    const send = (url: string, body: string, headers: Record<string, string>): Effect.Effect<SentAttempt> =>
      Effect.gen(function*() {
        const started = performance.now()
        const request = HttpClientRequest.post(url).pipe(
          HttpClientRequest.setHeaders(headers),
          HttpClientRequest.bodyUint8Array(Buffer.from(body, "utf8"), "application/json")
        )
        const answered = yield* client.execute(request).pipe(
          // The response body is read and dropped (the connection is then free).
          Effect.tap((response) => Effect.ignore(response.arrayBuffer)),
          Effect.map((response): AttemptOutcome => ({ _tag: "Answered", status: response.status })),
          Effect.catchAll((error) => Effect.succeed<AttemptOutcome>({ _tag: "Unreachable", reason: reasonOf(error) })),
          Effect.timeoutOption(Duration.millis(timeoutMs))
        )
        const outcome = Option.getOrElse(answered, (): AttemptOutcome => ({ _tag: "TimedOut", afterMs: timeoutMs }))
        return { outcome, durationMs: performance.now() - started }
      })

    return { send } as const
  }),
  dependencies: [NodeHttpClient.layer]
}) {}
