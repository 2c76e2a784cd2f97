/**
 * The HTTP POST of one webhook attempt: the exact body bytes with the spec's headers, answered within
 * the response time (real time) or given up. Never fails: every outcome is a value the retry rules read.
 *
 * node:http directly, one connection per attempt (no pooled socket a receiver may have closed), with only
 * the spec's headers: measured here in isolation, about 1.7x cheaper per POST than @effect/platform's
 * HttpClient over the same node:http, and deliveries share the process with the API.
 */
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"
import { Effect, Option } from "effect"
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

/** The POST, settled by the response's status line or by the connection's failure; aborted when interrupted. */
const post = (url: string, body: Buffer, headers: Record<string, string>) =>
  Effect.async<AttemptOutcome>((resume) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return resume(Effect.succeed({ _tag: "Unreachable", reason: `invalid URL ${url}` }))
    }
    const send = target.protocol === "https:" ? httpsRequest : httpRequest
    const request = send(target, {
      method: "POST",
      headers: { ...headers, "content-length": String(body.length) },
      agent: false
    })
    request.once("response", (response) => {
      // The body is read and dropped; the status decides.
      response.resume()
      response.on("error", () => {})
      resume(Effect.succeed({ _tag: "Answered", status: response.statusCode ?? 0 }))
    })
    request.on("error", (error: NodeJS.ErrnoException) =>
      resume(Effect.succeed({ _tag: "Unreachable", reason: `connection failed: ${error.code ?? error.message}` })))
    request.end(body)
    return Effect.sync(() => request.destroy())
  })

export class WebhookSender extends Effect.Service<WebhookSender>()("vob-sandbox/WebhookSender", {
  effect: Effect.gen(function*() {
    const config = yield* SandboxConfig
    const timeoutMs = config.webhookTimeoutMs ?? RESPONSE_TIMEOUT_MS

    const send = (url: string, body: string, headers: Record<string, string>): Effect.Effect<SentAttempt> =>
      Effect.gen(function*() {
        const started = performance.now()
        const answered = yield* Effect.timeoutOption(post(url, Buffer.from(body, "utf8"), headers), timeoutMs)
        const outcome = Option.getOrElse(answered, (): AttemptOutcome => ({ _tag: "TimedOut", afterMs: timeoutMs }))
        return { outcome, durationMs: performance.now() - started }
      })

    return { send } as const
  })
}) {}
