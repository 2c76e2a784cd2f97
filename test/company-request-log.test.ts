/**
 * The company's request log through the API: every field of a call, masking, bounded bodies, uploads as
 * metadata, filters, tenancy, retention, reset and snapshots, and bad filters refused naming the parameter.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { SandboxSettings } from "../src/Config/SandboxConfig.js"
import { type Company, startApp } from "./support/TestApp.js"
import { PNG, upload } from "./support/Uploads.js"

// Each store keeps the log its own way: an in-memory store holds it in the process, a file (and the
// shared PostgreSQL store, which the default app is under test:postgres) keeps it in a table.
const dir = mkdtempSync(join(tmpdir(), "vob-request-log-"))
// After the suites' own afterAll, which close their apps.
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const fileDb = (name: string) => join(dir, `${name}.sqlite`)
const STORES: ReadonlyArray<{ store: string; db: ((name: string) => Partial<SandboxSettings>) | undefined }> = [
  { store: "the default store", db: undefined },
  { store: "a SQLite file", db: (name) => ({ db: fileDb(name) }) }
]

describe.each(STORES)("the request log on $store", ({ db }) => {
  const app = db === undefined ? startApp() : startApp(db("app"))
  const small = startApp({ requestLogSize: 3, ...db?.("small") })
  const off = startApp({ requestLogSize: 0, ...db?.("off") })
  afterAll(() => Promise.all([app.dispose(), small.dispose(), off.dispose()]))

  const as = (company: Company, on = app) => ({
    call: <M extends string, P extends string>(method: M, path: P, body?: unknown, headers?: Record<string, string>) =>
      on.request(method, path, {
        key: company.apiKey,
        ...(body === undefined ? {} : { body }),
        ...(headers === undefined ? {} : { headers })
      })
  })

  it("keeps a call with every field, found by its X-Request-Id", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const created = await call("POST", "/sandbox/v1/tasks?source=test", { title: "Call the payer" }, { "x-request-id": "req-task-1" })
    expect(created.status).toBe(201)
    expect(created.headers.get("x-request-id")).toBe("req-task-1")
    const one = await call("GET", "/sandbox/v1/requests/req-task-1")
    expect(one.status).toBe(200)
    expect(one.data).toEqual({
      id: "req-task-1",
      method: "POST",
      path: "/sandbox/v1/tasks",
      query: { source: "test" },
      status: 201,
      duration_ms: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sandbox_time: expect.stringMatching(/Z$/),
      request: {
        headers: expect.objectContaining({ "content-type": "application/json", "x-api-key": expect.any(String) }),
        body: { title: "Call the payer" },
        body_bytes: JSON.stringify({ title: "Call the payer" }).length
      },
      response: {
        headers: expect.objectContaining({ "content-type": "application/json", "x-request-id": "req-task-1" }),
        body: created.body,
        body_bytes: expect.any(Number)
      },
      error_code: null
    })
    const listed = await call("GET", "/sandbox/v1/requests")
    expect(listed.data.data[0]).toEqual(one.data)
    expect(listed.data.pagination).toMatchObject({ page: 1, limit: 20 })
  })

  it("gives each call the company's sandbox time at its arrival, before and after the clock moves", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    expect((await call("POST", "/sandbox/v1/clock/freeze", { at: "2031-03-01T09:00:00Z" })).status).toBe(200)
    await call("GET", "/v1/tasks", undefined, { "x-request-id": "req-at-nine" })
    await call("POST", "/sandbox/v1/clock/advance", { seconds: 3600 }, { "x-request-id": "req-advance" })
    await call("GET", "/v1/tasks", undefined, { "x-request-id": "req-at-ten" })
    const times = async (id: string) => (await call("GET", `/sandbox/v1/requests/${id}`)).data.sandbox_time
    expect(await times("req-at-nine")).toBe("2031-03-01T09:00:00.000Z")
    // The advance arrived at nine: it moved the clock while it ran.
    expect(await times("req-advance")).toBe("2031-03-01T09:00:00.000Z")
    expect(await times("req-at-ten")).toBe("2031-03-01T10:00:00.000Z")
  })

  it("never keeps a credential: keys and bearer tokens are masked, and so are webhook secrets in answers", async () => {
    const company = await app.newCompany()
    await app.request("GET", "/v1/tasks", { bearer: company.bearer, headers: { "x-request-id": "req-bearer" } })
    const { call } = as(company)
    const subscribed = await call("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/hook", event_types: ["vob_created"] }, { "x-request-id": "req-hook" })
    expect(subscribed.status).toBe(201)
    const bearer = (await call("GET", "/sandbox/v1/requests/req-bearer")).data
    expect(bearer.request.headers["authorization"]).toBe(`Bearer tok_test_…${company.bearer.slice(-4)}`)
    const hook = (await call("GET", "/sandbox/v1/requests/req-hook")).data
    expect(hook.request.headers["x-api-key"]).toBe(`sk_test_…${company.apiKey.slice(-4)}`)
    const stored = JSON.stringify(hook)
    expect(stored).not.toContain(company.apiKey)
    expect(stored).not.toContain(company.bearer)
    const secret = (subscribed.body as { secret_key: string }).secret_key
    expect(secret).toMatch(/^whsec_/)
    expect(stored).not.toContain(secret)
    expect((hook.response.body as { secret_key: string }).secret_key).toBe(`whsec_…${secret.slice(-4)}`)
    expect(JSON.stringify((await call("GET", "/sandbox/v1/requests")).data)).not.toContain(secret)
  })

  it("keeps refused calls of a known company with their error code, and no call without valid credentials", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const refused = await call("POST", "/sandbox/v1/tasks", { title: 42 }, { "x-request-id": "req-422" })
    expect(refused.status).toBe(422)
    await app.request("GET", "/v1/tasks", { key: "sk_test_nobody", headers: { "x-request-id": "req-401" } })
    const found = (await call("GET", "/sandbox/v1/requests/req-422")).data
    expect(found).toMatchObject({ status: 422, error_code: "invalid_parameter", response: { body: { code: "invalid_parameter" } } })
    expect((await call("GET", "/sandbox/v1/requests/req-401")).status).toBe(404)
  })

  it("keeps an injected fault's answer, found by the status it injected", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const faulted = await call("GET", "/v1/tasks", undefined, { prefer: "code=503", "x-request-id": "req-faulted" })
    expect(faulted.status).toBe(503)
    const found = (await call("GET", "/sandbox/v1/requests?status=503")).data.data
    expect(found.map((c) => [c.id, c.error_code, c.response.headers["retry-after"]])).toEqual([["req-faulted", "service_unavailable", "1"]])
  })

  it("keeps a body over 64 KB cut, with a marker saying how much was cut", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const description = "x".repeat(90_000)
    await call("POST", "/sandbox/v1/tasks", { title: "Big", description }, { "x-request-id": "req-big" })
    const found = (await call("GET", "/sandbox/v1/requests/req-big")).data
    const sent = JSON.stringify({ title: "Big", description }).length
    expect(found.request.body_bytes).toBe(sent)
    expect(typeof found.request.body).toBe("string")
    const body = found.request.body as string
    expect(body.length).toBeLessThan(64 * 1024 + 100)
    expect(body.endsWith(`…[${sent - 64 * 1024} more bytes cut]`)).toBe(true)
  })

  it("keeps an upload as its parts' metadata, never its bytes", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    const bytes = new Uint8Array([...PNG, ...new TextEncoder().encode("BYTES-THAT-MUST-NOT-BE-LOGGED")])
    const uploaded = await upload(app, company.apiKey, { bytes, name: "card.png", type: "image/png" })
    expect(uploaded.status).toBe(201)
    const [found] = (await call("GET", "/sandbox/v1/requests?path=/v1/files")).data.data
    expect(found!.request.body).toEqual({ multipart: [{ name: "file", filename: "card.png", content_type: "image/png" }] })
    expect(found!.request.body_bytes).toBeGreaterThan(bytes.length)
    expect(JSON.stringify(found)).not.toContain("MUST-NOT-BE-LOGGED")
  })

  it("filters by status and class, method, path prefix, error code and time", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    await call("GET", "/v1/tasks")
    await call("POST", "/sandbox/v1/tasks", { title: "One" })
    await call("GET", "/v1/patients/00000000-0000-4000-8000-000000000000")
    await call("POST", "/sandbox/v1/tasks", { nope: true })
    const ids = async (query: "" | `?${string}`) =>
      (await call("GET", `/sandbox/v1/requests${query}`)).data.data.map((c) => `${c.method} ${c.path} ${c.status}`)
    expect(await ids("?status=4xx")).toEqual(["POST /sandbox/v1/tasks 422", "GET /v1/patients/00000000-0000-4000-8000-000000000000 404"])
    expect(await ids("?status=201&status=404")).toEqual(["GET /v1/patients/00000000-0000-4000-8000-000000000000 404", "POST /sandbox/v1/tasks 201"])
    expect(await ids("?method=GET&path=/v1/tasks")).toEqual(["GET /v1/tasks 200"])
    expect(await ids("?error_code=resource_not_found")).toEqual(["GET /v1/patients/00000000-0000-4000-8000-000000000000 404"])
    expect(await ids("?until=2000-01-01T00:00:00Z")).toEqual([])
    expect((await ids("?since=2000-01-01T00:00:00Z")).length).toBe(4)
    const page = (await call("GET", "/sandbox/v1/requests?limit=1&page=2")).data
    expect(page.data).toHaveLength(1)
    expect(page.pagination).toEqual({ has_more: true, total: 4, page: 2, limit: 1 })
  })

  it("refuses unknown filter values and a limit over 100 with a 422 naming the parameter", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    for (const [query, param] of [
      ["status=abc", "status"],
      ["status=6xx", "status"],
      ["method=FETCH", "method"],
      ["error_code=no_such_code", "error_code"],
      ["path=v1/tasks", "path"],
      ["since=yesterday", "since"],
      ["limit=101", "limit"]
    ] as const) {
      const refused = await call("GET", `/sandbox/v1/requests?${query}`)
      expect(refused.status, query).toBe(422)
      expect(refused.error, query).toMatchObject({ type: "validation_error", param })
    }
  })

  it("is the company's own: another company's call is 404, and neither lists the other's", async () => {
    const a = await app.newCompany()
    const b = await app.newCompany()
    await as(a).call("GET", "/v1/tasks", undefined, { "x-request-id": "req-of-a" })
    expect((await as(a).call("GET", "/sandbox/v1/requests/req-of-a")).status).toBe(200)
    const other = await as(b).call("GET", "/sandbox/v1/requests/req-of-a")
    expect(other.status).toBe(404)
    expect(other.error).toMatchObject({ code: "resource_not_found" })
    expect((await as(b).call("GET", "/sandbox/v1/requests")).data.data.map((c) => c.id)).not.toContain("req-of-a")
  })

  it("keeps the newest --request-log calls per company; reading the log is not logged", async () => {
    const company = await small.newCompany()
    const { call } = as(company, small)
    for (const n of [1, 2, 3, 4, 5]) await call("GET", "/v1/tasks", undefined, { "x-request-id": `req-${n}` })
    await call("GET", "/sandbox/v1/requests")
    const listed = (await call("GET", "/sandbox/v1/requests")).data
    expect(listed.data.map((c) => c.id)).toEqual(["req-5", "req-4", "req-3"])
    expect(listed.pagination.total).toBe(3)
  })

  it("keeps nothing with --request-log 0", async () => {
    const company = await off.newCompany()
    const { call } = as(company, off)
    await call("GET", "/v1/tasks")
    expect((await call("GET", "/sandbox/v1/requests")).data.pagination.total).toBe(0)
  })

  it("is emptied by a reset and not carried by a snapshot", async () => {
    const company = await app.newCompany()
    const { call } = as(company)
    await call("GET", "/v1/tasks", undefined, { "x-request-id": "req-before-snapshot" })
    const snapshot = await call("POST", "/sandbox/v1/snapshots", { name: "s1" })
    expect(snapshot.status).toBe(201)
    await call("GET", "/v1/tasks", undefined, { "x-request-id": "req-after-snapshot" })
    const restored = await call("POST", `/sandbox/v1/snapshots/${(snapshot.body as { id: string }).id}/restore`)
    expect(restored.status).toBe(200)
    const kept = (await call("GET", "/sandbox/v1/requests")).data.data.map((c) => c.id)
    expect(kept).toContain("req-after-snapshot")
    expect(kept).toContain("req-before-snapshot")
    await call("POST", "/sandbox/v1/reset", undefined, { "x-request-id": "req-reset" })
    expect((await call("GET", "/sandbox/v1/requests")).data.data.map((c) => c.id)).toEqual(["req-reset"])
  })
})
