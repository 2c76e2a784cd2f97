/**
 * The HTTP POST of one webhook attempt: the exact body bytes with the spec's headers, answered within
 * the response time (real time) or given up. One deadline covers the whole exchange (connecting, the
 * status line, the little of the body that is read). Never fails: every outcome is a value the retry
 * rules read.
 *
 * node:http directly, with only the spec's headers: cheaper per POST than @effect/platform's HttpClient
 * over the same node:http (measured: docs/scaling.md, "Figures behind choices in the code"), and
 * deliveries share the process with the API. Connections are kept alive between attempts to the same
 * receiver (a new TCP connection per attempt was a tenth of a delivery's cost). */
import { lookup } from "node:dns"
import { Agent as HttpAgent, type ClientRequest, request as httpRequest } from "node:http"
import { Agent as HttpsAgent, request as httpsRequest } from "node:https"
import { Effect } from "effect"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { addressProblem, hostProblem, type OutboundPolicy, outboundPolicyOf } from "./OutboundPolicy.js"
import { type AttemptOutcome, RESPONSE_TIMEOUT_MS } from "./RetrySchedule.js"
import { webhookSignatureHeader } from "./verifyWebhookSignature.js"

const USER_AGENT = "Svc-Webhooks/1.0"

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

/** How long a kept-alive connection to a receiver may stay idle. */
const IDLE_SOCKET_MS = 4_000

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

/** Kept-alive connections, one pool per scheme, owned by the sender (closed with it). */
interface Pools {
  readonly http: HttpAgent
  readonly https: HttpsAgent
}

/**
 * The POST under its deadline (a timer, no fiber racing it): settled once the response ends or
 * `MAX_RESPONSE_BYTES` of it were read, by the connection's failure, or by the deadline (the status line,
 * when it came in time, is the answer). The socket goes back to the pool only after a complete response;
 * it is destroyed when the body is cut short, at the deadline and when interrupted, so a receiver sending
 * an endless or trickling body holds nothing. A pooled connection the receiver had closed while idle
 * fails before anything is answered: the POST is then made once more on a new connection (what the
 * receiver got of it is nothing it can have answered; see docs/decisions.md, Webhooks).
 */
const post = (
  target: URL,
  body: Buffer,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  pools: Pools | undefined,
  timeoutMs: number
) =>
  Effect.async<AttemptOutcome>((resume) => {
    const send = target.protocol === "https:" ? httpsRequest : httpRequest
    let status: number | undefined
    let settled = false
    let request: ClientRequest
    const settle = (outcome: AttemptOutcome, keepSocket = false) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      if (!keepSocket) request.destroy()
      resume(Effect.succeed(outcome))
    }
    const attempt = (agent: HttpAgent | HttpsAgent | false) => {
      request = send(target, {
        method: "POST",
        headers: { ...headers, "content-length": String(body.length) },
        agent,
        ...(policy.restricted ? { lookup: guardedLookup(policy, target.hostname) } : {})
      })
      const current = request
      current.once("response", (response) => {
        status = response.statusCode ?? 0
        const answered = { _tag: "Answered", status } as const
        let read = 0
        response.on("data", (chunk: Buffer) => {
          read += chunk.length
          if (read >= MAX_RESPONSE_BYTES) settle(answered)
        })
        response.once("end", () => settle(answered, true))
        // A receiver that resets the connection mid-body has still answered with its status.
        response.once("error", () => settle(answered))
      })
      current.on("error", (error: NodeJS.ErrnoException) => {
        if (settled || current !== request) return
        if (status === undefined && current.reusedSocket && agent !== false && STALE_SOCKET.has(error.code ?? "")) {
          return attempt(false)
        }
        settle(
          status === undefined
            ? { _tag: "Unreachable", reason: error.code === REFUSED ? `refused: ${error.message}` : `connection failed: ${error.code ?? error.message}` }
            : { _tag: "Answered", status }
        )
      })
      current.end(body)
    }
    const deadline = setTimeout(() =>
      // A status line within the deadline is the answer, even when the body after it was cut short.
      settle(status === undefined ? { _tag: "TimedOut", afterMs: timeoutMs } : { _tag: "Answered", status }), timeoutMs)
    attempt(pools === undefined ? false : target.protocol === "https:" ? pools.https : pools.http)
    return Effect.sync(() => {
      settled = true
      clearTimeout(deadline)
      request.destroy()
    })
  })

/** How a pooled connection the receiver closed while it was idle fails a request written to it. */
const STALE_SOCKET: ReadonlySet<string> = new Set(["ECONNRESET", "EPIPE"])

export class WebhookSender extends Effect.Service<WebhookSender>()("vob-sandbox/WebhookSender", {
  scoped: Effect.gen(function*() {
    const config = yield* SandboxConfig
    const serverTimeoutMs = config.webhookTimeoutMs ?? RESPONSE_TIMEOUT_MS
    const policy = outboundPolicyOf(config)
    // An idle connection is dropped before a receiver's usual keep-alive timeout (Node's is 5 s) would
    // close it under a request, and at once when the receiver announces a shorter one.
    const pools: Pools = yield* Effect.acquireRelease(
      Effect.sync(() => ({
        http: new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
        https: new HttpsAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS })
      })),
      (pools) => Effect.sync(() => (pools.http.destroy(), pools.https.destroy()))
    )

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
      Effect.suspend(() => {
        const timeoutMs = companyTimeoutMs ?? serverTimeoutMs
        const started = performance.now()
        let target: URL
        try {
          target = new URL(url)
        } catch {
          return Effect.succeed({ outcome: { _tag: "Unreachable", reason: `invalid URL ${url}` }, durationMs: 0 })
        }
        const refused = hostProblem(policy, target.hostname)
        if (refused !== undefined) return Effect.succeed({ outcome: { _tag: "Unreachable", reason: `refused: ${refused}` }, durationMs: 0 })
        return Effect.map(
          post(target, Buffer.from(body, "utf8"), headers, policy, pools, timeoutMs),
          (outcome) => ({ outcome, durationMs: performance.now() - started })
        )
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
