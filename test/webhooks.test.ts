/** Webhook management over HTTP: subscriptions, validation, the delivery log, tests and redelivery. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { deadUrl, type Receiver, startReceiver } from "./support/Receiver.js"
import { type Company, startApp } from "./support/TestApp.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe, T0, withOneDelivery } from "./support/Webhooks.js"

const app = startApp()
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver(200)
})
afterAll(async () => {
  await receiver.close()
  await app.dispose()
})

const URL_ = "http://127.0.0.1:3000/hooks"

describe("webhook subscriptions", () => {
  it("creates (201, the secret shown once), gets without the secret, lists in the envelope", async () => {
    const company = await frozenCompany(app)
    const created = await app.request("POST", "/v1/webhooks", {
      key: company.apiKey,
      body: { url: URL_, event_types: ["task_created", "patient_created", "task_created"], description: "CI hooks" }
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      url: URL_,
      event_types: ["task_created", "patient_created"],
      is_active: true,
      description: "CI hooks",
      created_at: T0,
      updated_at: T0,
      secret_key: expect.stringMatching(/^whsec_[0-9a-f]{64}$/)
    })
    const { secret_key: _, ...withoutSecret } = created.data
    const one = await app.request("GET", `/v1/webhooks/${created.data.id}`, { key: company.apiKey })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(withoutSecret)
    const list = await app.request("GET", "/v1/webhooks", { key: company.apiKey })
    expect(list.body).toEqual({ data: [withoutSecret], pagination: { has_more: false, total: 1, page: 1, limit: 20 } })
    expect(JSON.stringify(list.body)).not.toContain("whsec_")
  })

  it("PATCH changes url, event_types, description and is_active; an unchanged value changes nothing", async () => {
    const company = await frozenCompany(app)
    const created = await subscribe(app, company, URL_, ["task_created"])
    await advance(app, company, 60)
    const patched = await app.request("PATCH", `/v1/webhooks/${created.id}`, {
      key: company.apiKey,
      body: { url: "https://hooks.example.test/in", event_types: ["vob_completed"], description: "moved", is_active: false }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      url: "https://hooks.example.test/in",
      event_types: ["vob_completed"],
      description: "moved",
      is_active: false,
      created_at: T0,
      updated_at: "2030-01-01T09:01:00.000Z"
    })
    expect(patched.data).not.toHaveProperty("secret_key")
    await advance(app, company, 60)
    const same = await app.request("PATCH", `/v1/webhooks/${created.id}`, { key: company.apiKey, body: { is_active: false } })
    expect(same.body).toEqual(patched.body)
    const cleared = await app.request("PATCH", `/v1/webhooks/${created.id}`, { key: company.apiKey, body: { description: null } })
    expect(cleared.body).toMatchObject({ description: null, updated_at: "2030-01-01T09:02:00.000Z" })
  })

  it("DELETE answers the subscription inactive; it is then 404 and never listed", async () => {
    const company = await frozenCompany(app)
    const created = await subscribe(app, company, URL_, ["task_created"])
    const deleted = await app.request("DELETE", `/v1/webhooks/${created.id}`, { key: company.apiKey })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ id: created.id, is_active: false })
    for (const [method, path] of [
      ["GET", `/v1/webhooks/${created.id}`],
      ["DELETE", `/v1/webhooks/${created.id}`],
      ["GET", `/v1/webhooks/${created.id}/deliveries`]
    ] as const) {
      expect((await app.request(method, path, { key: company.apiKey })).status).toBe(404)
    }
    expect((await app.request("GET", "/v1/webhooks", { key: company.apiKey })).data.data).toEqual([])
  })

  // Which names and URLs are refused, and why, is eventTypeProblem's and isWebhookUrl's (webhook-rules.test.ts):
  // one of each here proves the wiring; the rest are the body schema's own refusals.
  it.each([
    [{ url: URL_, event_types: ["vob_assigned"] }, "event_types", "retired"],
    [{ url: URL_, event_types: [] }, "event_types", "at least one"],
    [{ url: URL_, event_types: "task_created" }, "event_types", ""],
    [{ url: URL_ }, "event_types", ""],
    [{ url: "/hooks", event_types: ["task_created"] }, "url", "absolute"],
    [{ event_types: ["task_created"] }, "url", ""],
    [{ url: URL_, event_types: ["task_created"], description: 7 }, "description", ""],
    [{ url: URL_, event_types: ["task_created"], secret_key: "whsec_mine" }, "secret_key", "not a field"]
  ])("create %j is 422 naming %s", async (body, param, message) => {
    const company = await app.newCompany()
    const reply = await app.request("POST", "/v1/webhooks", { key: company.apiKey, body })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param })
    expect(reply.error.message).toContain(message)
  })

  it.each([
    [{ event_types: ["vob_assigned"] }, "event_types"],
    [{ url: "not a url" }, "url"],
    [{ is_active: "yes" }, "is_active"],
    [{ secret_key: "whsec_x" }, "secret_key"],
    [{ nested: { a: 1 } }, "nested"]
  ])("PATCH %j is 422 naming %s", async (body, param) => {
    const company = await app.newCompany()
    const created = await subscribe(app, company, URL_, ["task_created"])
    const reply = await app.request("PATCH", `/v1/webhooks/${created.id}`, { key: company.apiKey, body })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param })
  })

  it("accepts every one of the fourteen event types", async () => {
    const company = await app.newCompany()
    const all = [
      "patient_created", "patient_updated", "patient_stage_changed", "patient_insurance_verification",
      "patient_verification_completed", "task_created", "task_assigned", "task_completed", "task_updated",
      "task_comment_created", "vob_created", "vob_completed", "vob_updated", "vob_comment_created"
    ]
    expect((await subscribe(app, company, URL_, all)).event_types).toEqual(all)
  })

  it("another company's subscription is 404; subscriptions need credentials", async () => {
    const owner = await app.newCompany()
    const stranger = await app.newCompany()
    const created = await subscribe(app, owner, URL_, ["task_created"])
    const reply = await app.request("GET", `/v1/webhooks/${created.id}`, { key: stranger.apiKey })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ type: "not_found_error", code: "resource_not_found" })
    expect((await app.request("GET", "/v1/webhooks", { key: stranger.apiKey })).data.data).toEqual([])
    expect((await app.request("GET", "/v1/webhooks")).status).toBe(401)
  })

  it("reset deletes the company's subscriptions and delivery log", async () => {
    const { company, id, delivery } = await withOneDelivery(app, receiver.url)
    expect(delivery.status).toBe("delivered")
    await app.request("POST", "/sandbox/v1/reset", { key: company.apiKey })
    expect((await app.request("GET", `/v1/webhooks/${id}`, { key: company.apiKey })).status).toBe(404)
    expect((await app.request("GET", "/v1/webhooks", { key: company.apiKey })).data.data).toEqual([])
  })
})

describe("the delivery log", () => {
  /** A company with one subscription to the receiver and `n` task_created deliveries, one per sandbox second. */
  const withDeliveries = async (n: number): Promise<{ company: Company; subscription: string }> => {
    const company = await frozenCompany(app)
    const { id } = await subscribe(app, company, receiver.url, ["task_created", "task_completed"])
    for (let i = 0; i < n; i++) {
      await createTask(app, company, { title: `task ${i}` })
      await advance(app, company, 1)
    }
    return { company, subscription: id }
  }

  it("lists the spec's delivery fields, newest first, 50 by default", async () => {
    const { company, subscription } = await withDeliveries(2)
    const log = await deliveriesOf(app, company, subscription)
    expect(log.pagination).toEqual({ has_more: false, total: 2, page: 1, limit: 50 })
    const [newest, oldest] = log.data
    expect(newest.created_at).toBe("2030-01-01T09:00:01.000Z")
    expect(oldest).toEqual({
      id: expect.any(String),
      subscription_id: subscription,
      event_id: expect.any(String),
      event_type: "task_created",
      status: "delivered",
      attempt_count: 1,
      max_attempts: 3,
      response_code: 200,
      created_at: T0,
      delivered_at: T0,
      updated_at: T0,
      next_attempt_at: null,
      attempts: [{
        number: 1,
        trigger: "automatic",
        attempted_at: T0,
        response_code: 200,
        error: null,
        duration_ms: expect.any(Number)
      }]
    })
    const events = await app.request("GET", "/sandbox/v1/events?type=task_created", { key: company.apiKey })
    expect(log.data.map((d) => d.event_id)).toEqual(events.data.data.map((e: { id: string }) => e.id))
  })

  it("filters by event_type and status, pages with page/limit", async () => {
    const { company, subscription } = await withDeliveries(3)
    await app.request("PATCH", `/sandbox/v1/tasks/${(await createTask(app, company)).id}`, {
      key: company.apiKey,
      body: { status: "completed" }
    })
    await advance(app, company, 0)
    expect((await deliveriesOf(app, company, subscription, "?event_type=task_completed")).data.map((d) => d.event_type))
      .toEqual(["task_completed"])
    expect((await deliveriesOf(app, company, subscription, "?status=delivered")).pagination.total).toBe(5)
    expect((await deliveriesOf(app, company, subscription, "?status=failed")).data).toEqual([])
    const page2 = await deliveriesOf(app, company, subscription, "?limit=2&page=2")
    expect(page2.pagination).toEqual({ has_more: true, total: 5, page: 2, limit: 2 })
    expect(page2.data).toHaveLength(2)
  })

  it("pages with starting_after (older) and ending_before (newer) delivery ids", async () => {
    const { company, subscription } = await withDeliveries(5)
    const all = (await deliveriesOf(app, company, subscription)).data.map((d) => d.id)
    const after = await deliveriesOf(app, company, subscription, `?starting_after=${all[1]}&limit=2`)
    expect(after.data.map((d) => d.id)).toEqual(all.slice(2, 4))
    expect(after.pagination).toEqual({ has_more: true, total: 3, page: 1, limit: 2 })
    const before = await deliveriesOf(app, company, subscription, `?ending_before=${all[4]}&limit=2`)
    expect(before.data.map((d) => d.id)).toEqual(all.slice(2, 4))
    expect(before.pagination.has_more).toBe(true)
    const newest = await deliveriesOf(app, company, subscription, `?ending_before=${all[1]}`)
    expect(newest.data.map((d) => d.id)).toEqual(all.slice(0, 1))
  })

  it.each([
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?page=0", "page"],
    ["?status=sent", "status"],
    ["?event_type=task_deleted", "event_type"],
    ["?starting_after=nope", "starting_after"],
    [`?starting_after=${crypto.randomUUID()}`, "starting_after"],
    [`?starting_after=${crypto.randomUUID()}&ending_before=${crypto.randomUUID()}`, "ending_before"]
  ])("%s is 422 naming %s", async (query, param) => {
    const company = await app.newCompany()
    const { id } = await subscribe(app, company, URL_, ["task_created"])
    const reply = await app.request("GET", `/v1/webhooks/${id}/deliveries${query}`, { key: company.apiKey })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param })
  })

  it("the retired type is a valid filter (historical records), and finds nothing here", async () => {
    const company = await app.newCompany()
    const { id } = await subscribe(app, company, URL_, ["task_created"])
    expect((await deliveriesOf(app, company, id, "?event_type=vob_assigned")).data).toEqual([])
  })
})

describe("test events and redelivery", () => {
  it("POST /tests sends a signed synthetic event and records it (201, one attempt)", async () => {
    const company = await frozenCompany(app)
    const { id } = await subscribe(app, company, receiver.url, ["task_created"])
    const before = receiver.received.length
    const reply = await app.request("POST", `/v1/webhooks/${id}/tests`, { key: company.apiKey, body: { event_type: "vob_completed" } })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      subscription_id: id,
      event_id: expect.stringMatching(/^test_/),
      event_type: "vob_completed",
      status: "delivered",
      attempt_count: 1,
      max_attempts: 1,
      response_code: 200,
      attempts: [{ number: 1, trigger: "test", attempted_at: T0 }]
    })
    const sent = receiver.received.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.headers["x-svc-event-type"]).toBe("vob_completed")
    expect(sent[0]!.headers["x-svc-event-id"]).toBe(reply.data.event_id)
    expect(sent[0]!.json).toEqual({
      event_type: "vob_completed",
      event_id: reply.data.event_id,
      timestamp: "2030-01-01T09:00:00.000000",
      vob: { id: "test-vob-id" },
      patient: { id: "test-patient-id" },
      patient_policy: { id: "test-patient-policy-id" },
      result_id: "test-result-id",
      completed_at: T0,
      completed_by: "test-user-id"
    })
    expect((await deliveriesOf(app, company, id)).data[0].id).toBe(reply.data.id)
  })

  it.each([
    [{ event_type: "vob_assigned" }, "event_type", "retired"],
    [{}, "event_type", "required"],
    [{ event_type: "task_created", extra: 1 }, "extra", "not a field"]
  ])("POST /tests %j is 422 naming %s", async (body, param, message) => {
    const company = await app.newCompany()
    const { id } = await subscribe(app, company, receiver.url, ["task_created"])
    const reply = await app.request("POST", `/v1/webhooks/${id}/tests`, { key: company.apiKey, body })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ param })
    expect(reply.error.message).toContain(message)
  })

  it("an inactive subscription is sent nothing: tests and redeliveries are 409", async () => {
    const { company, id, delivery } = await withOneDelivery(app, receiver.url)
    await app.request("PATCH", `/v1/webhooks/${id}`, { key: company.apiKey, body: { is_active: false } })
    const test = await app.request("POST", `/v1/webhooks/${id}/tests`, { key: company.apiKey, body: { event_type: "task_created" } })
    expect(test.status).toBe(409)
    expect(test.body).toMatchObject({ code: "invalid_state" })
    const again = await app.request("POST", `/v1/webhooks/${id}/deliveries/${delivery.id}/attempts`, { key: company.apiKey })
    expect(again.status).toBe(409)
  })

  it("redelivering an unknown delivery, or another subscription's, is 404 naming delivery_id", async () => {
    const company = await frozenCompany(app)
    const a = await subscribe(app, company, receiver.url, ["task_created"])
    const b = await subscribe(app, company, receiver.url, ["task_created"])
    await createTask(app, company)
    await advance(app, company, 0)
    const [ofA] = (await deliveriesOf(app, company, a.id)).data
    for (const path of [`/v1/webhooks/${b.id}/deliveries/${ofA.id}/attempts`, `/v1/webhooks/${a.id}/deliveries/${crypto.randomUUID()}/attempts`]) {
      const reply = await app.request("POST", path, { key: company.apiKey })
      expect(reply.status).toBe(404)
      expect(reply.body).toMatchObject({ code: "resource_not_found", param: "delivery_id" })
    }
  })

  it("the sandbox lists a delivery's attempts with the signature header each sent; 404 for another subscription's", async () => {
    const { company, id, delivery } = await withOneDelivery(app, receiver.url)
    const before = receiver.received.length
    await app.request("POST", `/v1/webhooks/${id}/deliveries/${delivery.id}/attempts`, { key: company.apiKey })
    const sent = receiver.received.slice(before)
    expect(sent).toHaveLength(1)
    const reply = await app.request("GET", `/sandbox/v1/webhooks/${id}/deliveries/${delivery.id}/attempts`, { key: company.apiKey })
    expect(reply.status).toBe(200)
    expect(reply.data.data).toHaveLength(2)
    expect(reply.data.data[1]).toEqual({
      number: 2,
      trigger: "redelivery",
      attempted_at: T0,
      response_code: 200,
      error: null,
      duration_ms: 0,
      signature: sent[0]!.headers["x-svc-signature"]
    })
    expect(reply.data.data[0].signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    const other = await subscribe(app, company, receiver.url, ["task_created"])
    for (const path of [`/sandbox/v1/webhooks/${other.id}/deliveries/${delivery.id}/attempts`, `/sandbox/v1/webhooks/${id}/deliveries/${crypto.randomUUID()}/attempts`]) {
      const missing = await app.request("GET", path, { key: company.apiKey })
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ code: "resource_not_found", param: "delivery_id" })
    }
    const badId = await app.request("GET", `/sandbox/v1/webhooks/${id}/deliveries/nope/attempts`, { key: company.apiKey })
    expect(badId.status).toBe(422)
    expect(badId.body).toMatchObject({ param: "delivery_id" })
  })

  it("a redelivery to a dead receiver is recorded as a failed attempt", async () => {
    const { company, id, delivery } = await withOneDelivery(app, receiver.url)
    await app.request("PATCH", `/v1/webhooks/${id}`, { key: company.apiKey, body: { url: await deadUrl() } })
    const reply = await app.request("POST", `/v1/webhooks/${id}/deliveries/${delivery.id}/attempts`, { key: company.apiKey })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ status: "failed", attempt_count: 2, response_code: null, delivered_at: T0 })
    expect(reply.data.attempts[1]).toMatchObject({ number: 2, trigger: "redelivery", response_code: null, error: expect.stringContaining("ECONNREFUSED") })
  })
})
