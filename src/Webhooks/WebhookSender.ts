/**
 * The HTTP POST of one webhook attempt: the exact body bytes with the spec's headers, answered within
 * the response time (real time) or given up. One deadline covers the whole exchange (connecting, the
 * status line, the little of the body that is read), and the socket is always closed at its end.
 * Never fails: every outcome is a value the retry rules read.
 *
 * node:http directly, one connection per attempt (no pooled socket a receiver may have closed), with only
 * the spec's headers: cheaper per POST than @effect/platform's HttpClient over the same node:http
 * (measured: docs/scaling.md, "Figures behind choices in the code"), and deliveries share the process with the API.
 */
import { lookup } from "node:dns"
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"
import { Effect, Option } from "effect"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { addressProblem, hostProblem, type OutboundPolicy, outboundPolicyOf } from "./OutboundPolicy.js"
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

/**
 * What is read of a receiver's answer after its status line: enough for an acknowledgement. The status
 * decides the attempt; the body is only read so a well-behaved receiver can finish its response.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024

/** The exchange so far: the status line once it arrived (the deadline keeps it when the body runs late). */
interface Exchange {
  status: number | undefined
}

/**
 * The POST: settled once the response ends or `MAX_RESPONSE_BYTES` of it were read, or by the
 * connection's failure; the socket is closed then, and when interrupted (the attempt's deadline), so a
 * receiver sending an endless or trickling body holds nothing.
 */
const REFUSED = "EOUTBOUNDPOLICY"

/** Name resolution that refuses the addresses the policy does not send to (a name pointing inward). */
const guardedLookup = (policy: OutboundPolicy, hostname: string) =>
  ((host: string, options: object, callback: (error: Error | null, address: unknown, family?: number) => void) =>
    lookup(host, options, (error, address, family) => {
      if (error !== null) return callback(error, address, family)
      const addresses = Array.isArray(address) ? address.map((a: { address: string }) => a.address) : [address as string]
      const problem = addresses.map((a) => addressProblem(policy, hostname, a)).find((p) => p !== undefined)
      if (problem === undefined) return callback(null, address, family)
      callback(Object.assign(new Error(problem), { code: REFUSED }), address, family)
    })) as never

const post = (url: string, body: Buffer, headers: Record<string, string>, exchange: Exchange, policy: OutboundPolicy) =>
  Effect.async<AttemptOutcome>((resume) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return resume(Effect.succeed({ _tag: "Unreachable", reason: `invalid URL ${url}` }))
    }
    const refused = hostProblem(policy, target.hostname)
    if (refused !== undefined) return resume(Effect.succeed({ _tag: "Unreachable", reason: `refused: ${refused}` }))
    const send = target.protocol === "https:" ? httpsRequest : httpRequest
    const request = send(target, {
      method: "POST",
      headers: { ...headers, "content-length": String(body.length) },
      agent: false,
      ...(policy.restricted ? { lookup: guardedLookup(policy, target.hostname) } : {})
    })
    let settled = false
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return
      settled = true
      request.destroy()
      resume(Effect.succeed(outcome))
    }
    request.once("response", (response) => {
      const status = response.statusCode ?? 0
      exchange.status = status
      let read = 0
      response.on("data", (chunk: Buffer) => {
        read += chunk.length
        if (read >= MAX_RESPONSE_BYTES) settle({ _tag: "Answered", status })
      })
      response.once("end", () => settle({ _tag: "Answered", status }))
      // A receiver that resets the connection mid-body has still answered with its status.
      response.once("error", () => settle({ _tag: "Answered", status }))
    })
    request.on("error", (error: NodeJS.ErrnoException) =>
      settle(
        exchange.status === undefined
          ? { _tag: "Unreachable", reason: error.code === REFUSED ? `refused: ${error.message}` : `connection failed: ${error.code ?? error.message}` }
          : { _tag: "Answered", status: exchange.status }
      ))
    request.end(body)
    return Effect.sync(() => request.destroy())
  })

export class WebhookSender extends Effect.Service<WebhookSender>()("vob-sandbox/WebhookSender", {
  effect: Effect.gen(function*() {
    const config = yield* SandboxConfig
    const serverTimeoutMs = config.webhookTimeoutMs ?? RESPONSE_TIMEOUT_MS
    const policy = outboundPolicyOf(config)

    /**
     * One attempt under one deadline for connecting, the status line and the body read after it: the
     * company's own (sandbox settings `webhook_timeout_ms`) when it set one, else the spec's 30 s.
     */
    const send = (
      url: string,
      body: string,
      headers: Record<string, string>,
      companyTimeoutMs?: number | undefined
    ): Effect.Effect<SentAttempt> =>
      Effect.gen(function*() {
        const timeoutMs = companyTimeoutMs ?? serverTimeoutMs
        const started = performance.now()
        const exchange: Exchange = { status: undefined }
        const answered = yield* Effect.timeoutOption(post(url, Buffer.from(body, "utf8"), headers, exchange, policy), timeoutMs)
        const outcome = Option.getOrElse(answered, (): AttemptOutcome =>
          // A status line within the deadline is the answer, even when the body after it was cut short.
          exchange.status === undefined ? { _tag: "TimedOut", afterMs: timeoutMs } : { _tag: "Answered", status: exchange.status })
        return { outcome, durationMs: performance.now() - started }
      })

    /** Why the policy refuses a URL's host (a subscription's), or undefined. */
    const refusal = (url: string) => {
      try {
        return hostProblem(policy, new URL(url).hostname)
      } catch {
        return undefined // not a URL: the schema refuses it
      }
    }

    return { send, refusal } as const
  })
}) {}
