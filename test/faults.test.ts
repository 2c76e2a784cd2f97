/**
 * Faults on demand: rules for a company's own /v1 requests (status, latency, dropped connection; times,
 * seeded probability), `Prefer: code=NNN` once, nothing written by a faulted request, bad rules refused
 * naming the field, and the per-company webhook response deadline.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startMisbehavingReceiver } from "./support/MisbehavingReceiver.js"
import { type Company, startApp } from "./support/TestApp.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe } from "./support/Webhooks.js"

const app = startApp()
afterAll(() => app.dispose())

const as = (company: Company) => ({
  call: <M extends string, P extends string>(method: M, path: P, body?: unknown, headers?: Record<string, string>) =>
    app.request(method, path, {
      key: company.apiKey,
      ...(body === undefined ? {} : { body }),
      ...(headers === undefined ? {} : { headers })
    })
})

const TASK = { title: "Call the payer" }
const taskCount = async (company: Company) => (await as(company).call("GET", "/v1/tasks")).data.pagination.total

describe("fault rules", () => {
  it("a 503 with times 1 answers once in the error shape with Retry-After, writes nothing, then the API serves", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const created = await call("POST", "/sandbox/v1/faults", { method: "GET", path: "/v1/tasks", status: 503, times: 1 })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ method: "GET", path: "/v1/tasks", status: 503, times: 1, fired_count: 0 })
    const faulted = await call("GET", "/v1/tasks")
    expect(faulted.status).toBe(503)
    expect(faulted.headers.get("retry-after")).toBe("1")
    expect(faulted.body).toMatchObject({ type: "api_error", code: "service_unavailable", message: expect.any(String) })
    expect((await call("GET", "/v1/tasks")).status).toBe(200)
    const listed = (await call("GET", "/sandbox/v1/faults")).data
    expect(listed.data).toEqual([expect.objectContaining({ id: created.data.id, matched_count: 1, fired_count: 1 })])
  })

  it("a faulted write changes nothing: no record, no event", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    await call("POST", "/sandbox/v1/faults", { path: "/v1/**", status: 500 })
    const before = (await call("GET", "/sandbox/v1/events")).data.pagination.total
    const staffTask = await call("POST", "/sandbox/v1/tasks", TASK) // /sandbox/v1 is never faulted
    expect(staffTask.status).toBe(201)
    const upsert = await call("POST", "/v1/patients/upsert", { first_name: "A", last_name: "B", date_of_birth: "1980-01-01" })
    expect(upsert.status).toBe(500)
    expect(upsert.error.code).toBe("internal_error")
    expect((await call("DELETE", "/sandbox/v1/faults")).status).toBe(204)
    expect((await call("GET", "/v1/patients")).data.pagination.total).toBe(0)
    expect((await call("GET", "/sandbox/v1/events")).data.pagination.total).toBe(before + 1)
  })

  it("matches by method and path pattern: * within a segment, ** across; other companies are untouched", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    const { call } = as(company)
    await call("POST", "/sandbox/v1/faults", { method: "GET", path: "/v1/tasks/*", status: 429, retry_after_seconds: 7 })
    const task = (await call("POST", "/sandbox/v1/tasks", TASK)).data
    const one = await call("GET", `/v1/tasks/${task.id}`)
    expect(one.status).toBe(429)
    expect(one.headers.get("retry-after")).toBe("7")
    expect(one.body).toMatchObject({ type: "rate_limit_error", code: "rate_limited" })
    expect((await call("GET", "/v1/tasks")).status).toBe(200)
    expect((await call("GET", `/v1/tasks/${task.id}?x=1`)).status).toBe(429)
    const otherTask = (await as(other).call("POST", "/sandbox/v1/tasks", TASK)).data
    expect((await as(other).call("GET", `/v1/tasks/${otherTask.id}`)).status).toBe(200)
  })

  it("probability draws are seeded: the same seed gives the same faults, in a share of the requests", async () => {
    const pattern = async () => {
      const company = await app.newCompany()
      const { call } = as(company)
      await call("POST", "/sandbox/v1/faults", { path: "/v1/tasks", status: 500, probability: 0.5, seed: "qa-run-1" })
      const statuses: Array<number> = []
      for (let i = 0; i < 16; i++) statuses.push((await call("GET", "/v1/tasks")).status)
      const rule = (await call("GET", "/sandbox/v1/faults")).data.data[0]
      expect(rule).toMatchObject({ matched_count: 16, fired_count: statuses.filter((s) => s === 500).length })
      return statuses
    }
    const first = await pattern()
    expect(await pattern()).toEqual(first)
    expect(first).toContain(500)
    expect(first).toContain(200)
  })

  it("latency holds only its own request: another company's request is answered meanwhile", async () => {
    const slow = await app.newCompany()
    const quick = await app.newCompany()
    await as(slow).call("POST", "/sandbox/v1/faults", { path: "/v1/tasks", latency_ms: 200, times: 1 })
    const order: Array<string> = []
    const delayed = as(slow).call("GET", "/v1/tasks").then((reply) => {
      order.push("slow")
      return reply
    })
    const other = await as(quick).call("GET", "/v1/tasks")
    order.push("quick")
    expect(other.status).toBe(200)
    expect((await delayed).status).toBe(200)
    expect(order).toEqual(["quick", "slow"])
  })

  it("drop closes the connection without an answer and writes nothing", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    await call("POST", "/sandbox/v1/faults", { method: "POST", path: "/v1/patients/upsert", drop: true, times: 1 })
    await expect(call("POST", "/v1/patients/upsert", { first_name: "A", last_name: "B", date_of_birth: "1980-01-01" }))
      .rejects.toThrow()
    expect((await call("GET", "/v1/patients")).data.pagination.total).toBe(0)
    expect((await call("POST", "/v1/patients/upsert", { first_name: "A", last_name: "B", date_of_birth: "1980-01-01" })).status)
      .toBe(201)
  })

  it("Prefer: code=NNN faults one request once; a code the sandbox does not inject is 422 naming Prefer", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const once = await call("POST", "/sandbox/v1/tasks", TASK)
    expect(once.status).toBe(201)
    const preferred = await call("GET", "/v1/tasks", undefined, { Prefer: "code=429" })
    expect(preferred.status).toBe(429)
    expect(preferred.headers.get("retry-after")).toBe("1")
    expect((await call("GET", "/v1/tasks")).status).toBe(200)
    const refused = await call("GET", "/v1/tasks", undefined, { Prefer: "code=200" })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ type: "validation_error", param: "Prefer" })
    expect((await call("GET", "/v1/tasks", undefined, { Prefer: "return=minimal" })).status).toBe(200)
    // Without valid credentials the request is the usual 401.
    expect((await app.request("GET", "/v1/tasks", { headers: { Prefer: "code=503" } })).status).toBe(401)
    expect(await taskCount(company)).toBe(1)
  })

  // One company for every refusal: each leaves it without rules.
  const refusing = app.newCompany()
  it.each([
    [{ path: "/v1/tasks" }, "status"],
    [{ path: "/v1/tasks", status: 500, drop: true }, "drop"],
    [{ path: "/v1/tasks", latency_ms: 10, status: 503 }, "latency_ms"],
    [{ path: "/sandbox/v1/faults", status: 500 }, "path"],
    [{ status: 500 }, "path"],
    [{ path: "/v1/tasks", status: 404 }, "status"],
    [{ path: "/v1/tasks", status: 500, retry_after_seconds: 5 }, "retry_after_seconds"],
    [{ path: "/v1/tasks", latency_ms: 0 }, "latency_ms"],
    [{ path: "/v1/tasks", status: 500, probability: 0 }, "probability"],
    [{ path: "/v1/tasks", status: 500, times: 0 }, "times"],
    [{ path: "/v1/tasks", status: 500, method: "TRACE" }, "method"],
    [{ path: "/v1/tasks", drop: false }, "drop"],
    [{ path: "/v1/tasks", status: 500, extra: 1 }, "extra"],
    [{ path: `/v1/${"a".repeat(197)}`, status: 500 }, "path"],
    [{ path: `/v1/${"*/".repeat(11)}`, status: 500 }, "path"]
  ])("refuses %j naming %s", async (body, param) => {
    const company = await refusing
    const reply = await as(company).call("POST", "/sandbox/v1/faults", body)
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param })
    expect((await as(company).call("GET", "/sandbox/v1/faults")).data.data).toEqual([])
  })

  it("a hostile pattern stalls nobody: its own requests and another company's answer at once", async () => {
    const hostile = await app.newCompany()
    const other = await app.newCompany()
    // 34 characters: as a backtracking expression, a 35-character path took tens of seconds per request.
    const pattern = "/v1/" + "**a".repeat(10)
    expect((await as(hostile).call("POST", "/sandbox/v1/faults", { path: pattern, status: 500 })).status).toBe(201)
    const started = performance.now()
    const replies = await Promise.all([
      ...[31, 200, 2_000].map((n) => as(hostile).call("GET", `/v1/${"a".repeat(n)}b`)),
      as(hostile).call("GET", `/v1/${"a".repeat(31)}`),
      as(other).call("GET", "/v1/tasks"),
      app.request("GET", "/healthz")
    ])
    expect(replies.map((reply) => reply.status)).toEqual([404, 404, 404, 500, 200, 200])
    // Generous: "answers at once" against "tens of seconds".
    expect(performance.now() - started).toBeLessThan(5_000)
    const refused = await as(hostile).call("POST", "/sandbox/v1/faults", { path: "/v1/" + "*a".repeat(11), status: 500 })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ type: "validation_error", param: "path" })
  }, 120_000)

  it("a company holds at most 50 rules: the 51st is 409 naming the limit", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    for (let i = 0; i < 50; i++) {
      expect((await call("POST", "/sandbox/v1/faults", { path: `/v1/none-${i}`, status: 500 })).status).toBe(201)
    }
    const refused = await call("POST", "/sandbox/v1/faults", { path: "/v1/tasks", status: 500 })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ type: "conflict_error", code: "invalid_state", meta: { max_rules: 50 } })
    expect((await call("GET", "/sandbox/v1/faults", undefined)).data.pagination.total).toBe(50)
  })

  it("deleting an unknown rule is 404; a deleted rule no longer fires", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const rule = (await call("POST", "/sandbox/v1/faults", { path: "/v1/tasks", status: 500 })).data
    expect((await call("DELETE", `/sandbox/v1/faults/${rule.id}`)).status).toBe(204)
    expect((await call("DELETE", `/sandbox/v1/faults/${rule.id}`)).status).toBe(404)
    expect((await call("GET", "/v1/tasks")).status).toBe(200)
  })
})

describe("fault rules across a restart", () => {
  it("are stored with --db: after a restart they are listed with their counts and fire", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vob-faults-"))
    try {
      const db = join(dir, "sandbox.sqlite")
      const first = startApp({ db })
      const company = await first.newCompany()
      const key = { key: company.apiKey }
      await first.request("POST", "/sandbox/v1/faults", { ...key, body: { path: "/v1/task*", status: 503, times: 2 } })
      expect((await first.request("GET", "/v1/tasks", key)).status).toBe(503)
      await first.dispose()
      const second = startApp({ db })
      try {
        const listed = (await second.request("GET", "/sandbox/v1/faults", key)).data.data
        expect(listed).toEqual([expect.objectContaining({ path: "/v1/task*", matched_count: 1, fired_count: 1 })])
        expect((await second.request("GET", "/v1/tasks", key)).status).toBe(503)
        expect((await second.request("GET", "/v1/tasks", key)).status).toBe(200)
      } finally {
        await second.dispose()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("webhook response deadline per company", () => {
  it("defaults to the spec's 30 s, accepts 1..30000 ms, and ends an attempt to a hanging receiver at it", async () => {
    const company = await frozenCompany(app)
    const { call } = as(company)
    expect((await call("GET", "/sandbox/v1/settings")).data.webhook_timeout_ms).toBe(30_000)
    for (const bad of [0, 30_001, 1.5, "100"]) {
      const reply = await call("PATCH", "/sandbox/v1/settings", { webhook_timeout_ms: bad })
      expect(reply.status).toBe(422)
      expect(reply.error.param).toBe("webhook_timeout_ms")
    }
    expect((await call("PATCH", "/sandbox/v1/settings", { webhook_timeout_ms: 50 })).data.webhook_timeout_ms).toBe(50)
    const receiver = await startMisbehavingReceiver("hang")
    try {
      const subscription = await subscribe(app, company, receiver.url, ["task_created"])
      await createTask(app, company)
      expect((await advance(app, company, 0)).status).toBe(200)
      const [delivery] = (await deliveriesOf(app, company, subscription.id)).data
      expect(delivery).toMatchObject({ status: "pending", attempt_count: 1, response_code: null })
      expect(delivery.attempts[0].error).toBe("no response within 0.05 s")
    } finally {
      await receiver.close()
    }
  })
})
