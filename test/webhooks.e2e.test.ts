/**
 * Webhook delivery end to end: the real app sends real HTTP POSTs to real receivers on 127.0.0.1,
 * retries on the sandbox clock, and never lets a slow receiver hold up anyone else.
 */
import { createHmac, randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { createWebhookReceiver, type WebhookEvent } from "../examples/webhook-receiver.js"
import { EVENT_TYPES } from "../src/Webhooks/EventTypes.js"
import { deadUrl, type Receiver, startReceiver } from "./support/Receiver.js"
import { startApp, type TestApp } from "./support/TestApp.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe, T0, withOneDelivery } from "./support/Webhooks.js"

const app = startApp()
const receivers: Array<Receiver> = []
const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-webhooks-"))
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()))
  await app.dispose()
  rmSync(dir, { recursive: true, force: true })
})

const receiver = async (answer: Parameters<typeof startReceiver>[0] = 200, port = 0) => {
  const started = await startReceiver(answer, "/hooks", port)
  receivers.push(started)
  return started
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/

describe("a delivery", () => {
  it("is a POST of compact JSON with the spec's headers, signed as node:crypto computes it independently", async () => {
    const company = await frozenCompany(app)
    const hooks = await receiver()
    const { secret_key } = await subscribe(app, company, hooks.url, ["task_created"])
    const task = await createTask(app, company)
    await advance(app, company, 0)

    expect(hooks.received).toHaveLength(1)
    const [request] = hooks.received
    expect(request!.method).toBe("POST")
    expect(request!.path).toBe("/hooks")
    const expected = createHmac("sha256", Buffer.from(secret_key.slice("whsec_".length), "utf8"))
      .update(Buffer.from(request!.body, "utf8"))
      .digest("hex")
    expect(request!.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Svc-Webhooks/1.0",
      "x-svc-event-type": "task_created",
      "x-svc-event-id": request!.json.event_id,
      "x-svc-signature": `sha256=${expected}`
    })
    expect(request!.body).toBe(JSON.stringify(request!.json))
    expect(request!.json).toEqual({
      event_type: "task_created",
      event_id: expect.any(String),
      timestamp: "2030-01-01T09:00:00.000000",
      task: { id: task.id },
      assigned_user_ids: [],
      created_by: null
    })
  })

  it("goes out right away on a frozen clock, without advancing it", async () => {
    const company = await frozenCompany(app)
    const hooks = await receiver()
    await subscribe(app, company, hooks.url, ["task_created"])
    await createTask(app, company)
    await expect.poll(() => hooks.received.length, { timeout: 2_000, interval: 5 }).toBe(1)
  })

  it("to a failing receiver is attempted exactly 3 times, at +0, +60 s and +360 s sandbox time, then failed", async () => {
    const company = await frozenCompany(app)
    const hooks = await receiver(503)
    const { id } = await subscribe(app, company, hooks.url, ["task_created"])
    await createTask(app, company)

    await advance(app, company, 0)
    expect(hooks.received).toHaveLength(1)
    await advance(app, company, 59)
    expect(hooks.received).toHaveLength(1)
    await advance(app, company, 1)
    expect(hooks.received).toHaveLength(2)
    await advance(app, company, 299)
    expect(hooks.received).toHaveLength(2)
    await advance(app, company, 1)
    expect(hooks.received).toHaveLength(3)
    await advance(app, company, 86_400)
    expect(hooks.received).toHaveLength(3)

    // The same event, byte for byte, every time.
    expect(new Set(hooks.received.map((r) => r.body)).size).toBe(1)
    expect(new Set(hooks.received.map((r) => r.headers["x-svc-event-id"]))).toEqual(new Set([hooks.received[0]!.json.event_id]))
    const [delivery] = (await deliveriesOf(app, company, id)).data
    expect(delivery).toMatchObject({
      event_id: hooks.received[0]!.json.event_id,
      status: "failed",
      attempt_count: 3,
      max_attempts: 3,
      response_code: 503,
      delivered_at: null,
      next_attempt_at: null,
      updated_at: "2030-01-01T09:06:00.000Z"
    })
    expect(delivery.attempts.map((a: any) => [a.number, a.attempted_at, a.response_code])).toEqual([
      [1, T0, 503],
      [2, "2030-01-01T09:01:00.000Z", 503],
      [3, "2030-01-01T09:06:00.000Z", 503]
    ])
  })

  it("runs every attempt of one long advance at its own time", async () => {
    const hooks = await receiver(500)
    const { delivery } = await withOneDelivery(app, hooks.url, 3600)
    expect(hooks.received).toHaveLength(3)
    expect(delivery.attempts.map((a: any) => a.attempted_at)).toEqual([T0, "2030-01-01T09:01:00.000Z", "2030-01-01T09:06:00.000Z"])
  })

  it("is redelivered with the same event id once the receiver recovers", async () => {
    const hooks = await receiver(500)
    const { company, id, delivery: failed } = await withOneDelivery(app, hooks.url, 600)
    expect(failed.status).toBe("failed")

    hooks.answer = 200
    const reply = await app.request("POST", `/v1/webhooks/${id}/deliveries/${failed.id}/attempts`, { key: company.apiKey })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      id: failed.id,
      event_id: failed.event_id,
      status: "delivered",
      attempt_count: 4,
      response_code: 200,
      delivered_at: "2030-01-01T09:10:00.000Z"
    })
    expect(reply.data.attempts.at(-1)).toMatchObject({ number: 4, trigger: "redelivery", response_code: 200 })
    expect(hooks.received).toHaveLength(4)
    expect(hooks.received[3]!.body).toBe(hooks.received[0]!.body)
    expect(hooks.received[3]!.headers["x-svc-event-id"]).toBe(failed.event_id)

    // A delivered one can be redelivered too.
    const again = await app.request("POST", `/v1/webhooks/${id}/deliveries/${failed.id}/attempts`, { key: company.apiKey })
    expect(again.body).toMatchObject({ status: "delivered", attempt_count: 5 })
    expect(hooks.received).toHaveLength(5)
  })

  it("that times out or meets a refused connection is retried", async () => {
    const quick = startApp({ webhookTimeoutMs: 200 })
    try {
      const company = await frozenCompany(quick)
      const slow = await receiver("hang")
      const a = await subscribe(quick, company, slow.url, ["task_created"])
      const b = await subscribe(quick, company, await deadUrl(), ["task_created"])
      await createTask(quick, company)
      await advance(quick, company, 0)
      const [timedOut] = (await deliveriesOf(quick, company, a.id)).data
      expect(timedOut).toMatchObject({ status: "pending", attempt_count: 1, response_code: null, next_attempt_at: "2030-01-01T09:01:00.000Z" })
      expect(timedOut.attempts[0].error).toBe("no response within 0.2 s")
      const [refused] = (await deliveriesOf(quick, company, b.id)).data
      expect(refused).toMatchObject({ status: "pending", attempt_count: 1, response_code: null, next_attempt_at: "2030-01-01T09:01:00.000Z" })
      expect(refused.attempts[0].error).toContain("ECONNREFUSED")
      slow.answer = 200
      await advance(quick, company, 60)
      expect((await deliveriesOf(quick, company, a.id)).data[0]).toMatchObject({ status: "delivered", attempt_count: 2 })
      expect((await deliveriesOf(quick, company, b.id)).data[0]).toMatchObject({ status: "pending", attempt_count: 2 })
    } finally {
      await quick.dispose()
    }
  })
})

describe("subscriptions", () => {
  it("an inactive subscription gets nothing; one deactivated with a retry pending gets no more", async () => {
    const company = await frozenCompany(app)
    const hooks = await receiver(500)
    const inactive = await subscribe(app, company, hooks.url, ["task_created"], { is_active: false })
    const active = await subscribe(app, company, hooks.url, ["task_created"])
    await createTask(app, company)
    await advance(app, company, 0)
    expect(hooks.received).toHaveLength(1)
    expect((await deliveriesOf(app, company, inactive.id)).data).toEqual([])

    await app.request("PATCH", `/v1/webhooks/${active.id}`, { key: company.apiKey, body: { is_active: false } })
    await createTask(app, company)
    await advance(app, company, 3600)
    expect(hooks.received).toHaveLength(1)
    const log = (await deliveriesOf(app, company, active.id)).data
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ status: "failed", attempt_count: 1, next_attempt_at: null })
  })

  it("only the subscribed event types are delivered", async () => {
    const company = await frozenCompany(app)
    const hooks = await receiver()
    await subscribe(app, company, hooks.url, ["task_completed"])
    const task = await createTask(app, company)
    await app.request("PATCH", `/sandbox/v1/tasks/${task.id}`, { key: company.apiKey, body: { status: "completed", priority: "high" } })
    await advance(app, company, 0)
    expect(hooks.received.map((r) => r.json.event_type)).toEqual(["task_completed"])
  })

  it("50 events fan out to 5 subscribers with no loss and no duplicate attempt", async () => {
    const company = await frozenCompany(app)
    const hooks = await Promise.all([1, 2, 3, 4, 5].map(() => receiver()))
    const subscriptions = await Promise.all(hooks.map((h) => subscribe(app, company, h.url, ["task_created"])))
    const tasks = await Promise.all(Array.from({ length: 50 }, (_, i) => createTask(app, company, { title: `t${i}` })))
    await advance(app, company, 0)
    await advance(app, company, 3600)

    const events = (await app.request("GET", "/sandbox/v1/events?type=task_created&limit=100", { key: company.apiKey })).data.data
    const eventIds = new Set(events.map((e: { id: string }) => e.id))
    expect(eventIds.size).toBe(50)
    for (const h of hooks) {
      expect(h.received).toHaveLength(50)
      expect(new Set(h.received.map((r) => r.headers["x-svc-event-id"]))).toEqual(eventIds)
      expect(new Set(h.received.map((r) => r.json.task.id))).toEqual(new Set(tasks.map((t) => t.id)))
    }
    for (const s of subscriptions) {
      const log = await deliveriesOf(app, company, s.id, "?limit=100")
      expect(log.pagination.total).toBe(50)
      expect(log.data.every((d) => d.status === "delivered" && d.attempt_count === 1)).toBe(true)
    }
  })
})

describe("a slow or dead receiver", () => {
  it("holds up neither other subscribers nor API requests (real clock)", async () => {
    const company = await app.newCompany()
    const slow = await receiver("hang")
    const dead = await deadUrl()
    const fine = await receiver()
    await subscribe(app, company, slow.url, ["task_created"])
    await subscribe(app, company, dead, ["task_created"])
    await subscribe(app, company, fine.url, ["task_created"])
    const started = performance.now()
    await createTask(app, company)
    await expect.poll(() => slow.received.length, { timeout: 2_000, interval: 5 }).toBe(1)
    // The slow receiver has not answered; the others' deliveries and the API go on.
    await createTask(app, company)
    await expect.poll(() => fine.received.length, { timeout: 2_000, interval: 5 }).toBe(2)
    expect((await app.request("GET", "/v1/webhooks", { key: company.apiKey })).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(slow.received).toHaveLength(2)
  })
})

describe("payloads", () => {
  it("carry ids only, for every event type the API produces and every test event", async () => {
    const company = await frozenCompany(app)
    const hooks = await receiver()
    const { id } = await subscribe(app, company, hooks.url, [...EVENT_TYPES])
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
    const stage = fixtures.workflow_stages.find((s: { verifies_insurance: boolean }) => s.verifies_insurance)!.id
    const user = fixtures.users[0].id
    const secrets = ["Marisol", "Quintanilla", "1984-07-14", "5125550188", "marisol@example.test", "Ask about the PPO", "Private title", "Private description"]

    const upsert = await app.request("POST", "/v1/patients/upsert", {
      key: company.apiKey,
      body: { first_name: "Marisol", last_name: "Quintanilla", date_of_birth: "1984-07-14", phone_number: "5125550188" }
    })
    const patient = upsert.data.patient.id
    await app.request("POST", "/v1/patients/upsert", { key: company.apiKey, body: { patient_id: patient, email: "marisol@example.test" } })
    await app.request("POST", `/sandbox/v1/patients/${patient}/stage`, { key: company.apiKey, body: { workflow_stage_id: stage } })
    const task = await createTask(app, company, { title: "Private title", description: "Private description", patient_id: patient })
    await app.request("PATCH", `/sandbox/v1/tasks/${task.id}`, { key: company.apiKey, body: { assigned_user_ids: [user], priority: "urgent" } })
    await app.request("PATCH", `/sandbox/v1/tasks/${task.id}`, { key: company.apiKey, body: { status: "completed" } })
    await app.request("POST", `/sandbox/v1/tasks/${task.id}/comments`, { key: company.apiKey, body: { content: "Ask about the PPO" } })
    for (const type of EVENT_TYPES) {
      const reply = await app.request("POST", `/v1/webhooks/${id}/tests`, { key: company.apiKey, body: { event_type: type } })
      expect(reply.status).toBe(201)
    }
    await advance(app, company, 0)

    const produced = new Set(hooks.received.filter((r) => !r.json.event_id.startsWith("test_")).map((r) => r.json.event_type))
    expect(produced).toEqual(new Set([
      "patient_created", "patient_updated", "patient_stage_changed", "patient_insurance_verification",
      "task_created", "task_assigned", "task_updated", "task_completed", "task_comment_created"
    ]))
    const tests = hooks.received.filter((r) => r.json.event_id.startsWith("test_"))
    expect(tests.map((r) => r.json.event_type)).toEqual([...EVENT_TYPES])

    const fieldNames = new Set(["email", "priority", "result", "title", "description", "tags", "deadline", "status", "patient_id"])
    for (const { body, json } of hooks.received) {
      for (const secret of secrets) expect(body).not.toContain(secret)
      expect(json.timestamp).toMatch(TIMESTAMP)
      // Every string is an id, a placeholder, an event type, an instant, a changed field's name or a stage title.
      const strings: Array<string> = []
      JSON.stringify(json, (_, v) => (typeof v === "string" && strings.push(v), v))
      for (const s of strings) {
        const allowed = /^[0-9a-f-]{36}$/.test(s) || /^test[-_]/.test(s) || (EVENT_TYPES as ReadonlyArray<string>).includes(s) ||
          /^\d{4}-\d{2}-\d{2}T/.test(s) || fieldNames.has(s) ||
          fixtures.workflow_stages.some((w: { title: string }) => w.title === s)
        expect(allowed, `${json.event_type}: '${s}'`).toBe(true)
      }
    }
  })
})

describe("integrators", () => {
  it("the example receiver verifies signatures and handles each event id once", async () => {
    const company = await frozenCompany(app)
    let secret = ""
    const handled: Array<WebhookEvent> = []
    const example = createWebhookReceiver({ secret: () => secret, onEvent: (event) => void handled.push(event) })
    await new Promise<void>((resolve) => example.server.listen(0, "127.0.0.1", resolve))
    try {
      const url = `http://127.0.0.1:${(example.server.address() as AddressInfo).port}/hooks`
      const subscription = await subscribe(app, company, url, ["task_created", "task_comment_created"])
      secret = subscription.secret_key
      const task = await createTask(app, company)
      await app.request("POST", `/sandbox/v1/tasks/${task.id}/comments`, { key: company.apiKey, body: { content: "hi" } })
      await advance(app, company, 0)
      const log = (await deliveriesOf(app, company, subscription.id)).data
      expect(log.map((d) => d.status)).toEqual(["delivered", "delivered"])
      // A redelivery repeats an event id: acknowledged, not handled twice.
      const again = await app.request("POST", `/v1/webhooks/${subscription.id}/deliveries/${log[0].id}/attempts`, { key: company.apiKey })
      expect(again.body).toMatchObject({ status: "delivered", response_code: 200 })
      expect(handled.map((e) => e.event_type)).toEqual(["task_created", "task_comment_created"])
      expect(example.duplicates()).toBe(1)
      // A forged delivery is refused.
      const body = JSON.stringify({ event_type: "task_created", event_id: randomUUID(), timestamp: "2030-01-01T09:00:00.000000" })
      const forged = await fetch(url, { method: "POST", body, headers: { "x-svc-signature": `sha256=${"0".repeat(64)}` } })
      expect(forged.status).toBe(401)
      expect(example.rejected()).toBe(1)
      expect(handled).toHaveLength(2)
    } finally {
      example.server.closeAllConnections()
      await new Promise((resolve) => example.server.close(resolve))
    }
  })
})

describe("with a file database", () => {
  it("pending deliveries survive a restart and resume on the clock", async () => {
    const db = join(dir, "webhooks.sqlite")
    const url = await deadUrl()
    const first: TestApp = startApp({ db })
    let key: string
    let subscriptionId: string
    try {
      const company = await frozenCompany(first)
      key = company.apiKey
      subscriptionId = (await subscribe(first, company, url, ["task_created"])).id
      await createTask(first, company)
      await advance(first, company, 0)
      expect((await deliveriesOf(first, company, subscriptionId)).data[0]).toMatchObject({ status: "pending", attempt_count: 1 })
    } finally {
      await first.dispose()
    }

    // A receiver comes up on the URL that refused the first attempt.
    const hooks = await receiver(200, Number(new URL(url).port))
    const second = startApp({ db })
    try {
      const company = { id: "", apiKey: key!, bearer: "", userId: "" }
      expect((await advance(second, company, 60)).data.now).toBe("2030-01-01T09:01:00.000Z")
      expect(hooks.received).toHaveLength(1)
      const [delivery] = (await deliveriesOf(second, company, subscriptionId!)).data
      expect(delivery).toMatchObject({ status: "delivered", attempt_count: 2, delivered_at: "2030-01-01T09:01:00.000Z" })
      expect(hooks.received[0]!.json.event_id).toBe(delivery.event_id)
    } finally {
      await second.dispose()
    }
  })
})
