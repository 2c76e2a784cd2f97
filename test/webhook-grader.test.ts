import type { components } from "../src/Kit/ApiClient.js"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { createApiClient } from "../src/Kit/ApiClient.js"
import { openWebhookInbox } from "../src/Kit/WebhookInbox.js"
import { webhookReceiver } from "../src/Kit/WebhookReceiver.js"
import { deadUrl } from "./support/Receiver.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
const closers: Array<() => Promise<void>> = []
afterAll(async () => {
  await Promise.all(closers.map((close) => close()))
  await app.dispose()
})

const TYPES = ["vob_created", "task_created"]

/**
 * A receiver with the usual mistakes: it never checks signatures, fails an event id it has seen,
 * and refuses event types it does not know.
 */
const brokenReceiver = async () => {
  const seen = new Set<string>()
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (c: Buffer) => chunks.push(c))
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"))
      if (seen.has(body.event_id)) return response.writeHead(500).end()
      seen.add(body.event_id)
      response.writeHead(TYPES.includes(body.event_type) ? 200 : 400).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
}

const subscribe = async (key: string, url: string, eventTypes = TYPES) => {
  const created = await app.request("POST", "/v1/webhooks", { key, body: { url, event_types: eventTypes } })
  expect(created.status).toBe(201)
  return created.data.id as string
}

const verdicts = (report: components["schemas"]["WebhookGradeReport"]) => Object.fromEntries(report.cases.map((c) => [c.name, c.passed]))

describe("POST /sandbox/v1/webhooks/{id}/grade", () => {
  it("the kit's inbox passes every case, and nothing is recorded as an event or a delivery", async () => {
    const company = await app.newCompany()
    const receiver = webhookReceiver()
    const inbox = await openWebhookInbox(createApiClient(await app.baseUrl(), { apiKey: company.apiKey }), receiver, {
      eventTypes: ["vob_created", "task_created"]
    })
    closers.push(() => inbox.close().then(receiver.close))
    const graded = await app.request("POST", `/sandbox/v1/webhooks/${inbox.subscriptionId}/grade`, { key: company.apiKey })
    expect(graded.status).toBe(200)
    expect(graded.data.cases.map((c) => c.name)).toEqual([
      "valid_event.vob_created",
      "valid_event.task_created",
      "tampered_body",
      "wrong_signature",
      "missing_signature",
      "other_secret",
      "duplicate_event_id",
      "unknown_event_type",
      "out_of_order",
      "oversized_payload"
    ])
    expect(graded.data.cases.filter((c) => !c.passed)).toEqual([])
    expect(graded.data.passed).toBe(true)
    expect(graded.data.cases.every((c) => c.advice === null && /^answered \d{3} in \d+ ms/.test(c.observed))).toBe(true)
    // Four refused with 400; the rest acknowledged.
    expect(inbox.rejected()).toHaveLength(4)
    expect(inbox.all().every((w) => w.eventId.startsWith("test_"))).toBe(true)

    const events = await app.request("GET", "/sandbox/v1/events", { key: company.apiKey })
    expect(events.data.pagination.total).toBe(0)
    const deliveries = await app.request("GET", `/v1/webhooks/${inbox.subscriptionId}/deliveries`, { key: company.apiKey })
    expect(deliveries.data.data).toEqual([])
  })

  it("a receiver that skips verification, fails duplicates and refuses unknown types fails exactly those cases", async () => {
    const company = await app.newCompany()
    const id = await subscribe(company.apiKey, await brokenReceiver())
    const graded = await app.request("POST", `/sandbox/v1/webhooks/${id}/grade`, { key: company.apiKey })
    expect(graded.status).toBe(200)
    expect(graded.data.passed).toBe(false)
    expect(verdicts(graded.data)).toEqual({
      "valid_event.vob_created": true,
      "valid_event.task_created": true,
      tampered_body: false,
      wrong_signature: false,
      missing_signature: false,
      other_secret: false,
      duplicate_event_id: false,
      unknown_event_type: false,
      out_of_order: true,
      oversized_payload: true
    })
    const tampered = graded.data.cases.find((c) => c.name === "tampered_body")
    expect(tampered!.observed).toMatch(/^answered 200/)
    expect(tampered!.advice).toBe("verify the signature over the raw body bytes, before parsing JSON, and answer 4xx when it does not match")
    const duplicate = graded.data.cases.find((c) => c.name === "duplicate_event_id")
    expect(duplicate!.observed).toMatch(/^answered 200 in \d+ ms; answered 500/)
    for (const c of graded.data.cases) expect(c.advice === null).toBe(c.passed)
  })

  it("an unreachable receiver is a report of failed cases, not an error", async () => {
    const company = await app.newCompany()
    const id = await subscribe(company.apiKey, await deadUrl(), ["patient_created"])
    const graded = await app.request("POST", `/sandbox/v1/webhooks/${id}/grade`, { key: company.apiKey })
    expect(graded.status).toBe(200)
    expect(graded.data.passed).toBe(false)
    expect(graded.data.cases).toHaveLength(9)
    for (const c of graded.data.cases) {
      expect(c.passed).toBe(false)
      expect(c.observed).toMatch(/^not reached \(connection failed: ECONNREFUSED\)/)
      expect(c.advice).toMatch(/^make the subscription URL reachable/)
    }
  })

  it("an inactive, deleted, another company's or malformed subscription is refused", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    const id = await subscribe(company.apiKey, await deadUrl())
    expect((await app.request("POST", `/sandbox/v1/webhooks/${id}/grade`, { key: other.apiKey })).status).toBe(404)
    await app.request("PATCH", `/v1/webhooks/${id}`, { key: company.apiKey, body: { is_active: false } })
    const inactive = await app.request("POST", `/sandbox/v1/webhooks/${id}/grade`, { key: company.apiKey })
    expect(inactive.status).toBe(409)
    expect(inactive.body).toMatchObject({ type: "conflict_error", code: "invalid_state" })
    await app.request("DELETE", `/v1/webhooks/${id}`, { key: company.apiKey })
    const deleted = await app.request("POST", `/sandbox/v1/webhooks/${id}/grade`, { key: company.apiKey })
    expect(deleted.status).toBe(404)
    expect(deleted.body).toMatchObject({ code: "resource_not_found", param: "id" })
    expect((await app.request("POST", "/sandbox/v1/webhooks/nope/grade", { key: company.apiKey })).status).toBe(422)
  })
})
