/**
 * Webhook fan-out: events emitted through the API (staff creating tasks, a real-clock company), each
 * delivered to every subscriber on a local receiver. Measures events/s fully delivered (every
 * subscriber has it) from the first emission to the last delivery, and checks nothing was lost or
 * delivered twice.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { benchCompany } from "./TaskEmitter.js"

export interface WebhookFigures {
  readonly events: number
  readonly subscribers: number
  /** Time to emit every event through the API (the deliveries run meanwhile). */
  readonly emitMs: number
  /** From the first emission until every subscriber had every event. */
  readonly deliveredMs: number
  readonly eventsPerSecond: number
  readonly deliveriesPerSecond: number
  readonly lost: number
  readonly duplicates: number
}

const DEADLINE_MS = 120_000

export const measureWebhookFanOut = async (base: string, events = 500, subscribers = 5): Promise<WebhookFigures> => {
  process.stderr.write(`webhook fan-out: ${events} events x ${subscribers} subscribers to a local receiver\n`)
  // Deliveries per subscriber path, per event id.
  const received = new Map<string, number>()
  let total = 0
  let allDelivered: () => void = () => {}
  const done = new Promise<void>((resolve) => (allDelivered = resolve))
  if (events * subscribers === 0) allDelivered()
  const receiver = createServer((request, response) => {
    const id = request.headers["x-svc-event-id"]
    request.resume()
    request.on("end", () => {
      const key = `${request.url} ${String(id)}`
      received.set(key, (received.get(key) ?? 0) + 1)
      response.end("ok")
      if (++total === events * subscribers) allDelivered()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  const port = (receiver.address() as AddressInfo).port

  try {
    const company = await benchCompany(base, "bench webhooks")
    for (let i = 0; i < subscribers; i++) {
      await company.post("/v1/webhooks", { url: `http://127.0.0.1:${port}/hooks/${i}`, event_types: ["task_created"] })
    }

    const t0 = performance.now()
    await company.emitTasks(events)
    const emitMs = performance.now() - t0
    const deadline = setTimeout(() => allDelivered(), DEADLINE_MS)
    await done
    clearTimeout(deadline)
    const deliveredMs = performance.now() - t0

    const counts = [...received.values()]
    return {
      events,
      subscribers,
      emitMs,
      deliveredMs,
      eventsPerSecond: events / (deliveredMs / 1000),
      deliveriesPerSecond: total / (deliveredMs / 1000),
      lost: events * subscribers - received.size,
      duplicates: counts.reduce((sum, n) => sum + n - 1, 0)
    }
  } finally {
    receiver.closeAllConnections()
    await new Promise((resolve) => receiver.close(resolve))
  }
}
