/**
 * A webhook receiver for the sandbox (or the real service): verifies every delivery's signature and
 * handles each event once, however often it is delivered (delivery is at-least-once: retries and
 * redeliveries repeat the event id).
 *
 *   WEBHOOK_SECRET=whsec_... npx tsx examples/webhook-receiver.ts [--port 3000]
 *   # then subscribe it:
 *   curl -s -X POST http://127.0.0.1:4010/v1/webhooks -H "X-API-Key: $KEY" -H 'Content-Type: application/json' \
 *     -d '{"url":"http://127.0.0.1:3000/hooks","event_types":["patient_created","task_created"]}'
 *
 * The secret is shown once, when the subscription is created: start the receiver with it afterwards (or
 * give `createWebhookReceiver` a function that looks it up).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { pathToFileURL } from "node:url"
// The signature check alone, with no dependency (also exported by the main entry, "vob-sandbox").
import { verifyWebhookSignature } from "vob-sandbox/webhooks"

export interface WebhookEvent {
  readonly event_type: string
  readonly event_id: string
  readonly timestamp: string
  readonly [field: string]: unknown
}

export interface ReceiverOptions {
  /** The subscription's `whsec_...` secret (or a function giving it, e.g. after the subscription exists). */
  readonly secret: string | (() => string)
  /** Called once per event id, with the verified, parsed body. */
  readonly onEvent: (event: WebhookEvent) => void | Promise<void>
  /** How many event ids to remember for deduplication (oldest forgotten first). */
  readonly remember?: number
}

export interface WebhookReceiver {
  readonly server: Server
  /** Deliveries refused for a bad or missing signature. */
  readonly rejected: () => number
  /** Deliveries of an event already handled (acknowledged, not handled again). */
  readonly duplicates: () => number
}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks)))
    request.on("error", reject)
  })

const answer = (response: ServerResponse, status: number, text: string) =>
  response.writeHead(status, { "content-type": "text/plain" }).end(text)

export const createWebhookReceiver = (options: ReceiverOptions): WebhookReceiver => {
  const seen = new Set<string>()
  const remember = options.remember ?? 10_000
  let rejected = 0
  let duplicates = 0

  const server = createServer(async (request, response) => {
    if (request.method !== "POST") return answer(response, 405, "POST only")
    // Verify the raw bytes as received: parsing and re-serialising would change them.
    const raw = await readBody(request)
    const secret = typeof options.secret === "function" ? options.secret() : options.secret
    if (!verifyWebhookSignature(raw, request.headers["x-svc-signature"], secret)) {
      rejected++
      return answer(response, 401, "bad signature")
    }
    const event = JSON.parse(raw.toString("utf8")) as WebhookEvent
    if (seen.has(event.event_id)) {
      duplicates++
      return answer(response, 200, "duplicate")
    }
    try {
      await options.onEvent(event)
    } catch {
      // Not acknowledged: the sender retries later with the same event id.
      return answer(response, 500, "handler failed")
    }
    seen.add(event.event_id)
    if (seen.size > remember) seen.delete(seen.values().next().value!)
    // Answer quickly (within 30 s): do slow work after acknowledging.
    return answer(response, 200, "ok")
  })

  return { server, rejected: () => rejected, duplicates: () => duplicates }
}

// Run directly: listen and print each event.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const secret = process.env.WEBHOOK_SECRET
  if (secret === undefined || !secret.startsWith("whsec_")) {
    console.error("Set WEBHOOK_SECRET to the subscription's secret_key (whsec_...).")
    process.exit(2)
  }
  const portFlag = process.argv.indexOf("--port")
  const port = portFlag >= 0 ? Number(process.argv[portFlag + 1]) : 3000
  const { server } = createWebhookReceiver({
    secret,
    onEvent: (event) => console.log(`${event.timestamp} ${event.event_type} ${event.event_id} ${JSON.stringify(event)}`)
  })
  server.listen(port, "127.0.0.1", () => {
    const address = server.address()
    const bound = typeof address === "object" && address !== null ? address.port : port
    console.log(`webhook receiver listening on http://127.0.0.1:${bound}/hooks`)
  })
}
