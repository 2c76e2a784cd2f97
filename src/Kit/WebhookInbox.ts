/**
 * A webhook receiver for tests: a path on the sandbox handle's loopback server (WebhookReceiver.ts),
 * subscribed to the company's events, which verifies every delivery's signature with the package's own
 * `verifyWebhookSignature` and lets a test wait for the next event, read them all, or script failures to
 * watch the retries the clock drives. A delivery with a bad signature is answered 400 and reported; it never counts as received.
 */
import type { IncomingMessage } from "node:http"
import type { webhooks } from "../client/openapi.js"
import { EVENT_TYPES, type EventType, isEventType } from "../Webhooks/EventTypes.js"
import { verifyWebhookSignature } from "../Webhooks/verifyWebhookSignature.js"
import { type ApiClient, dataOf } from "./ApiClient.js"
import { knownOptions, type OptionNames } from "./KnownOptions.js"
import type { WebhookReceiver } from "./WebhookReceiver.js"
import {
  SandboxArgumentError,
  SandboxClosedError,
  WebhookDeliveryError,
  WebhookSignatureError,
  WebhookTimeoutError
} from "./SandboxApiError.js"

/** The body of an event type's deliveries, as the OpenAPI document's `webhooks` describe it. */
export type WebhookPayloadOf<T extends EventType> = webhooks[T] extends
  { readonly post: { readonly requestBody?: { readonly content: { readonly "application/json": infer B } } } } ? B : never

/**
 * One received delivery. Without a type argument it is the union over every event type, so checking
 * `eventType` narrows `body` to that type's payload.
 */
export type ReceivedWebhook<T extends EventType = EventType> = T extends EventType ? {
    readonly eventType: T
    readonly eventId: string
    /** The body as parsed JSON: `event_type`, `event_id`, `timestamp` and the event's own fields (ids only). */
    readonly body: WebhookPayloadOf<T>
    /** The body exactly as received (what the signature signs). */
    readonly rawBody: string
    readonly headers: Readonly<Record<string, string>>
    /** What the inbox answered: 2xx, or the status a `failWith` scripted. */
    readonly answeredStatus: number
  }
  : never

export interface WebhookInboxOptions {
  /** The event types to subscribe to (default: all fourteen). */
  readonly eventTypes?: ReadonlyArray<EventType>
}

export interface WebhookInbox {
  readonly url: string
  readonly subscriptionId: string
  /**
   * The next received delivery (of `type`, when given) that no earlier `next` returned; waits for one
   * until `timeoutMs` (default 2000 ms real time). Deliveries answered with a scripted failure are
   * skipped: they are not received. Rejects with `WebhookSignatureError` when a delivery failed
   * verification, `WebhookTimeoutError` when none came in time (`WebhookDeliveryError`, naming it, when
   * the sandbox's delivery of one never reached the inbox), `SandboxClosedError` when the inbox (or
   * its company or sandbox) closes meanwhile, and `SandboxArgumentError` at once for an unknown event
   * type or a negative timeout.
   */
  readonly next: <T extends EventType = EventType>(type?: T, options?: { readonly timeoutMs?: number }) => Promise<ReceivedWebhook<T>>
  /** Every delivery received so far (signature verified, answered 2xx), in arrival order. */
  readonly all: <T extends EventType = EventType>(type?: T) => ReadonlyArray<ReceivedWebhook<T>>
  /** Deliveries that failed signature verification (answered 400). */
  readonly rejected: () => ReadonlyArray<{ readonly rawBody: string; readonly headers: Readonly<Record<string, string>> }>
  /**
   * Answer the next `times` deliveries (default 1) with `status` (100 to 599) instead of 200; throws
   * `SandboxArgumentError` for another status or count.
   */
  readonly failWith: (status: number, options?: { readonly times?: number }) => void
  /** Unsubscribes (deletes the subscription) and stops the receiver. */
  readonly close: () => Promise<void>
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(", ") : v]])))

const INBOX_OPTIONS = { eventTypes: true } as const satisfies OptionNames<WebhookInboxOptions>

/** An inbox at a path of `receiver` (the sandbox handle's one server for all its inboxes). */
export const openWebhookInbox = async (api: ApiClient, receiver: WebhookReceiver, given?: WebhookInboxOptions): Promise<WebhookInbox> => {
  const options = knownOptions(given, INBOX_OPTIONS, "company.webhookInbox()")
  const received: Array<ReceivedWebhook> = []
  const rejected: Array<{ rawBody: string; headers: Record<string, string> }> = []
  const failures: Array<number> = []
  const waiters = new Set<() => void>()
  let secret = ""
  let closed = false
  const wake = () => waiters.forEach((w) => w())

  const route = await receiver.route(async (request, response) => {
    const rawBody = await readBody(request)
    const headers = headersOf(request)
    if (!verifyWebhookSignature(rawBody, headers["x-svc-signature"], secret)) {
      rejected.push({ rawBody, headers })
      response.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid signature"}')
      wake()
      return
    }
    const status = failures.shift() ?? 200
    response.writeHead(status).end()
    if (status < 200 || status > 299) return
    // Signed by the sandbox: the body is the payload of the event type it names.
    const body = JSON.parse(rawBody) as { readonly event_type: EventType; readonly event_id: string }
    received.push({ eventType: body.event_type, eventId: body.event_id, body, rawBody, headers, answeredStatus: status } as ReceivedWebhook)
    wake()
  })
  const url = route.url

  let subscription: { readonly id: string; readonly secret_key: string }
  try {
    subscription = await dataOf(
      "webhookInbox",
      api.POST("/v1/webhooks", {
        body: { url, event_types: [...(options.eventTypes ?? EVENT_TYPES)], description: "vob-sandbox webhook inbox" }
      })
    )
  } catch (error) {
    route.close()
    throw error
  }
  secret = subscription.secret_key

  // Received deliveries carry their own type: checking it is what makes a `ReceivedWebhook<T>`.
  const matches = <T extends EventType>(type: T | undefined) => (w: ReceivedWebhook): w is ReceivedWebhook<T> =>
    type === undefined || w.eventType === type

  const taken = new Set<ReceivedWebhook>()
  let rejectionsReported = 0
  const eventOf = (rawBody: string): { event_type?: string; event_id?: string } => {
    try {
      return JSON.parse(rawBody)
    } catch {
      return {}
    }
  }

  /** The newest delivery (of `type`) whose attempts got no answer, only an error: it never reached the inbox. */
  const undelivered = async (type: EventType | undefined): Promise<WebhookDeliveryError | undefined> => {
    const { data } = await dataOf(
      "webhookInbox.next",
      api.GET("/v1/webhooks/{id}/deliveries", {
        params: { path: { id: subscription.id }, query: { limit: 100, ...(type === undefined ? {} : { event_type: type }) } }
      })
    )
    for (const delivery of data) {
      if (delivery.status === "delivered" || received.some((w) => w.eventId === delivery.event_id)) continue
      const failed = delivery.attempts.find((a) => a.response_code === null && a.error !== null)
      if (failed !== undefined) return new WebhookDeliveryError(delivery.event_type, delivery.event_id, url, failed.error!)
    }
    return undefined
  }

  const next: WebhookInbox["next"] = (type, given) =>
    new Promise((resolve, reject) => {
      const { timeoutMs = 2000 } = knownOptions(given, { timeoutMs: true }, "inbox.next()")
      if (type !== undefined && !isEventType(type)) {
        return reject(new SandboxArgumentError("type", `must be one of ${EVENT_TYPES.join(", ")}, got '${String(type)}'`))
      }
      if (!Number.isFinite(timeoutMs) || timeoutMs < 0) {
        return reject(new SandboxArgumentError("timeoutMs", `must be a number of milliseconds, 0 or more, got ${String(timeoutMs)}`))
      }
      const check = () => {
        // Closed while waiting (the inbox, its company or its sandbox): no delivery can come any more.
        if (closed) return finish(() => reject(new SandboxClosedError("webhook inbox")))
        // Each delivery that failed verification is reported once, by the first `next` that sees it.
        if (rejectionsReported < rejected.length) {
          const bad = eventOf(rejected[rejectionsReported++]!.rawBody)
          return finish(() => reject(new WebhookSignatureError(bad.event_type, bad.event_id)))
        }
        const found = received.filter((w) => !taken.has(w)).find(matches(type))
        if (found === undefined) return
        taken.add(found)
        finish(() => resolve(found))
      }
      // Out of time: a delivery the sandbox could not hand over is named (the usual cause is a request
      // interceptor refusing it); otherwise it is a plain timeout.
      const timer = setTimeout(() => {
        waiters.delete(check)
        undelivered(type).catch(() => undefined).then((refused) =>
          finish(() => reject(refused ?? new WebhookTimeoutError(type, timeoutMs)))
        )
      }, timeoutMs)
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        waiters.delete(check)
        settle()
      }
      waiters.add(check)
      check()
    })

  return {
    url,
    subscriptionId: subscription.id,
    next,
    all: (type) => received.filter(matches(type)),
    rejected: () => [...rejected],
    failWith: (status, given) => {
      const { times = 1 } = knownOptions(given, { times: true }, "inbox.failWith()")
      if (!Number.isInteger(status) || status < 100 || status > 599) {
        throw new SandboxArgumentError("status", `must be an HTTP status from 100 to 599, got ${String(status)}`)
      }
      if (!Number.isInteger(times) || times < 1) {
        throw new SandboxArgumentError("times", `must be a whole number, 1 or more, got ${String(times)}`)
      }
      for (let i = 0; i < times; i++) failures.push(status)
    },
    close: async () => {
      if (closed) return
      closed = true
      wake()
      try {
        await dataOf("webhookInbox.close", api.DELETE("/v1/webhooks/{id}", { params: { path: { id: subscription.id } } }))
      } finally {
        route.close()
      }
    }
  }
}
