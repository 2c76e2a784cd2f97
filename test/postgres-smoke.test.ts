/**
 * The PostgreSQL store in `npm test`, kept small (the full matrix is `npm run test:postgres`): one
 * throwaway PostgreSQL, two instances on one database, a VOB lifecycle driven through both, an
 * idempotency key and a version check raced across them.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Exit, Fiber, Layer, Queue } from "effect"
import { createServer } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SandboxClock } from "../src/Clock/SandboxClock.js"
import { SandboxConfig } from "../src/Config/SandboxConfig.js"
import { ServerLive } from "../src/Http.js"
import { Jobs } from "../src/Jobs/Jobs.js"
import { SqlLive } from "../src/Sql.js"
import { isPostgresUrl, toPostgresDdl } from "../src/Store/Dialect.js"
import { startupFailureLine } from "../src/StartupFailure.js"
import { type Postgres, postgresMissing, startPostgres } from "./support/Postgres.js"
import { onPostgresMatrix } from "./support/PostgresMatrix.js"
import { startReceiver } from "./support/Receiver.js"
import { openSse } from "./support/SseClient.js"
import { startApp, type TestApp } from "./support/TestApp.js"
import { PDF, upload } from "./support/Uploads.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"
import { vobScenario } from "./support/VobScenario.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe, T0 } from "./support/Webhooks.js"

const missing = postgresMissing()
if (missing !== undefined) console.warn(missing)

/** One app whose requests alternate between instances: each call may land on either. */
const alternating = (instances: ReadonlyArray<TestApp>): TestApp => {
  let turn = 0
  const next = () => instances[turn++ % instances.length]!
  return {
    ...instances[0]!,
    request: (method, path, options) => next().request(method, path, options),
    newCompany: (name) => next().newCompany(name)
  }
}

let server: Postgres

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  if (missing === undefined) server = await startPostgres()
}, 60_000)

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()])
  server?.stop()
})

let a: TestApp
let b: TestApp
/** What /readyz answered an instance starting on a new database, polled from before it listened (see below). */
let startupProbe: Promise<Array<string>>

/**
 * Starts an instance on a new database on a known port and polls /readyz from the start: refused until
 * the port listens, 503 while it migrates (a while here), then 200; "hung" for a request never answered.
 */
const probeStartup = async (db: string) => {
  const port = await freePort()
  const fiber = Effect.runFork(Layer.launch(ServerLive).pipe(Effect.provide(SandboxConfig.layer({ db, port, logLevel: "none" }))))
  try {
    const outcomes: Array<string> = []
    while (outcomes.at(-1) !== "200" && outcomes.length < 5_000) {
      outcomes.push(await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => String(r.status),
        (e) => e.name === "TimeoutError" ? "hung" : "refused"
      ))
    }
    return outcomes
  } finally {
    await Effect.runPromise(Fiber.interrupt(fiber))
  }
}

describe.skipIf(missing !== undefined)("two instances on one PostgreSQL database", () => {
  let both: TestApp

  beforeAll(async () => {
    const [db, probed] = await Promise.all([server.createDatabase(), server.createDatabase()])
    // Two processes would differ by pid; in one they are told apart by name (leases are per instance).
    // Started at once: one migrates the new database while the other waits for it (the migration lock).
    a = startApp({ db, instanceId: "smoke-a" })
    b = startApp({ db, instanceId: "smoke-b" })
    // Meanwhile a third on a database of its own, for "the bad days" below: its start overlaps theirs.
    startupProbe = probeStartup(probed)
    await Promise.all([a.baseUrl(), b.baseUrl(), startupProbe])
    both = alternating([a, b])
  }, 60_000)


  it("serve one VOB lifecycle, whichever instance answers each call", async () => {
    const s = await vobScenario(both)
    const vob = await s.completedVob()
    expect(vob).toMatchObject({ status: "completed", version: 3 })
    expect((await b.request("GET", `/v1/verification-of-benefits/${vob.id}`, { key: s.company.apiKey })).body)
      .toEqual((await a.request("GET", `/v1/verification-of-benefits/${vob.id}`, { key: s.company.apiKey })).body)
    expect((await s.events()).map((e) => e.type)).toEqual(["patient_created", "vob_created", "vob_updated", "vob_completed"])
  })

  it("hold an idempotency key reserved through either instance, also when raced", async () => {
    const s = await requestScenario(both)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const replies = await Promise.all(Array.from({ length: 8 }, () => s.submit(body, "raced-key")))
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(202))
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1)
    expect((await s.counts()).requests).toBe(1)
  })

  it("check at the edge, before any body, credentials created through the other instance (looked up, not refused)", async () => {
    const company = await a.newCompany()
    const other = await a.newCompany()
    const patient = await b.request("POST", "/v1/patients/upsert", {
      key: company.apiKey, body: { first_name: "Ada", last_name: "Byron", date_of_birth: "1990-01-01" }
    })
    expect(patient.status).toBe(201)
    const uploaded = await upload(b, company.apiKey, { bytes: PDF, name: "card.pdf" })
    expect(uploaded.status).toBe(201)
    const both = await b.request("POST", "/sandbox/v1/tasks", {
      key: company.apiKey, bearer: company.bearer, body: { title: "Both headers, one company" }
    })
    expect(both.status).toBe(201)
    const conflicting = await b.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, bearer: other.bearer, body: { title: "x" } })
    expect(conflicting.body).toMatchObject({ code: "conflicting_credentials" })
    expect((await b.request("POST", "/v1/patients/upsert", { key: "sk_test_nope", rawBody: "x", headers: { "content-type": "text/plain" } })).status).toBe(401)
  })

  it("detect a version conflict across instances, also when raced", async () => {
    const company = await both.newCompany()
    const created = await a.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, body: { title: "Call the payer" } })
    expect(created.status).toBe(201)
    const path = `/sandbox/v1/tasks/${created.data.id}`
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      both.request("PATCH", path, { bearer: company.bearer, body: { version: 1, title: `Title ${i}` } })))
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)])
    expect(replies.find((r) => r.status === 409)!.body).toMatchObject({ code: "version_conflict" })
    const next = await b.request("PATCH", path, { bearer: company.bearer, body: { version: 2, title: "Final" } })
    expect(next.body).toMatchObject({ version: 3, title: "Final" })
  })
})

describe.skipIf(missing !== undefined)("merged features on two instances", () => {
  it("a call made through one instance is in the request log listed through the other", async () => {
    const company = await a.newCompany()
    // Each instance reads the shared clock at a call's arrival for its sandbox time (docs/decisions.md).
    expect((await b.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: "2031-03-01T09:00:00Z" } })).status).toBe(200)
    const made = await a.request("GET", "/v1/tasks", { key: company.apiKey, headers: { "x-request-id": "req-through-a" } })
    expect(made.status).toBe(200)
    // Instance a writes its calls in batches a few milliseconds after answering them.
    let found = await b.request("GET", "/sandbox/v1/requests/req-through-a", { key: company.apiKey })
    for (let tries = 0; found.status === 404 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      found = await b.request("GET", "/sandbox/v1/requests/req-through-a", { key: company.apiKey })
    }
    expect(found.data).toMatchObject({ id: "req-through-a", method: "GET", path: "/v1/tasks", status: 200, sandbox_time: "2031-03-01T09:00:00.000Z" })
    const listed = await b.request("GET", "/sandbox/v1/requests?path=/v1/tasks", { key: company.apiKey })
    expect(listed.data.data.map((call) => call.id)).toEqual(["req-through-a"])
  })

  it("/openapi.json through one instance describes the switches of a company created through the other, named by its key", async () => {
    const company = await a.newCompany()
    expect((await a.request("PATCH", "/sandbox/v1/releases", { key: company.apiKey, body: { vob_requests: false } })).status).toBe(200)
    // The key's first use on b: the edge's caller stage looks it up in the database before describing the API.
    const described = (await b.request("GET", "/openapi.json", { key: company.apiKey })).data as { paths: Record<string, unknown> }
    expect(Object.keys(described.paths)).not.toContain("/v1/verification-of-benefits-requests")
    expect(Object.keys(described.paths)).toContain("/v1/verification-of-benefits")
  })

  it("a release switched through one instance applies through the other, both ways", async () => {
    const company = await a.newCompany()
    // An unknown request: 404 route_not_found while the release is off, the record's own 404 once on.
    const path = "/v1/verification-of-benefits-requests/00000000-0000-4000-8000-000000000000"
    expect((await a.request("PATCH", "/sandbox/v1/releases", { key: company.apiKey, body: { vob_requests: false } })).status).toBe(200)
    expect((await b.request("GET", path, { key: company.apiKey })).error.code).toBe("route_not_found")
    expect((await b.request("PATCH", "/sandbox/v1/releases", { key: company.apiKey, body: { vob_requests: true } })).status).toBe(200)
    const on = await a.request("GET", path, { key: company.apiKey })
    expect([on.status, on.error.code]).toEqual([404, "resource_not_found"])
    const states = (await a.request("GET", "/sandbox/v1/releases", { key: company.apiKey })).data.data
    expect(states.find((r) => r.name === "vob_requests")!.enabled).toBe(true)
  })

  it("reference data one instance holds in memory shows a change made through the other", async () => {
    const company = await a.newCompany()
    const label = async (app: TestApp) => (await app.request("GET", "/sandbox/v1/settings", { key: company.apiKey })).data.assistant_label
    // Both instances hold the company's reference data before the change.
    expect([await label(a), await label(b)]).toEqual(["Benefits Assistant", "Benefits Assistant"])
    await a.request("PATCH", "/sandbox/v1/settings", { key: company.apiKey, body: { assistant_label: "Verification Desk" } })
    expect(await label(b)).toBe("Verification Desk")
    await a.request("POST", "/sandbox/v1/reset", { key: company.apiKey })
    expect(await label(b)).toBe("Benefits Assistant")
  })

  it("a fault rule added through one instance fires through the other, each matching request counted once", async () => {
    const company = await a.newCompany()
    const call = <M extends string, P extends string>(app: TestApp, method: M, path: P, body?: unknown) =>
      app.request(method, path, { key: company.apiKey, ...(body === undefined ? {} : { body }) })
    const rule = await call(a, "POST", "/sandbox/v1/faults", { method: "GET", path: "/v1/tasks", status: 503, times: 3 })
    expect(rule.status).toBe(201)
    // Raced through both instances: exactly `times` of them are faulted.
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i % 2 === 0 ? a : b, "GET", "/v1/tasks")))
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 503, 503, 503])
    expect((await call(b, "GET", "/sandbox/v1/faults")).data.data)
      .toEqual([expect.objectContaining({ id: rule.data.id, matched_count: 3, fired_count: 3 })])
    const next = await call(b, "POST", "/sandbox/v1/faults", { path: "/v1/**", status: 429 })
    expect((await call(a, "GET", "/v1/patients")).status).toBe(429)
    expect((await call(a, "DELETE", `/sandbox/v1/faults/${next.data.id}`)).status).toBe(204)
    expect((await call(b, "GET", "/v1/patients")).status).toBe(200)
  })

  it("advances through both instances at once move the clock by both, each answering its own instant", async () => {
    const company = await frozenCompany(a)
    const replies = await Promise.all([advance(a, company, 60), advance(b, company, 60)])
    expect(replies.map((r) => r.data.now).sort()).toEqual(["2030-01-01T09:01:00.000Z", "2030-01-01T09:02:00.000Z"])
    expect((await b.request("GET", "/sandbox/v1/clock", { key: company.apiKey })).data.now).toBe("2030-01-01T09:02:00.000Z")
  })
})

// Slower to wind down (an instance holding a stream or an attempt in flight at the end takes about two
// seconds to close), so `npm run test:postgres` runs them and `npm test` keeps its minute.
describe.skipIf(missing !== undefined || !onPostgresMatrix)("background work across two instances", () => {
  it("an advance through one instance waits for an attempt in flight on the other, then runs its retries at their instants", async () => {
    const hooks = await startReceiver("hang")
    try {
      const company = await frozenCompany(a)
      await a.request("PATCH", "/sandbox/v1/settings", { key: company.apiKey, body: { webhook_timeout_ms: 100 } })
      const subscription = await subscribe(a, company, hooks.url, ["task_created"])
      // Scheduled through b, whose scheduler is woken at once: its first attempt hangs on the receiver there.
      await createTask(b, company)
      await expect.poll(() => hooks.received.length, { timeout: 2_000, interval: 2 }).toBe(1)
      await advance(a, company, 3600)
      expect(hooks.received).toHaveLength(3)
      const [delivery] = (await deliveriesOf(a, company, subscription.id)).data
      expect([delivery.status, delivery.attempts.map((x: any) => x.attempted_at)])
        .toEqual(["failed", [T0, "2030-01-01T09:01:00.000Z", "2030-01-01T09:06:00.000Z"]])
    } finally {
      await hooks.close()
    }
  })

  it("an event recorded through one instance reaches a stream open on the other", async () => {
    const company = await a.newCompany()
    const live = await openSse(`${await b.baseUrl()}/sandbox/v1/events/stream`, { "x-api-key": company.apiKey })
    try {
      const created = await a.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, body: { title: "Streamed" } })
      expect(created.status).toBe(201)
      const [message] = await live.take(1)
      expect([message!.event, JSON.parse(message!.data).payload.task.id]).toEqual(["task_created", created.data.id])
    } finally {
      live.close()
    }
  })
})

// The first instance of the suite above, whose database is stopped last of all.
describe.skipIf(missing !== undefined)("the PostgreSQL store's bad days", () => {

  const startFailure = async (url: string) => {
    const exit = await Effect.runPromiseExit(
      Layer.launch(SqlLive).pipe(Effect.provide(SandboxConfig.layer({ db: url })), Effect.timeout("10 seconds"))
    )
    return Exit.isFailure(exit) ? startupFailureLine(exit.cause, { host: "127.0.0.1", port: 0 }) : "started"
  }

  it("an unreachable database at start is one clear line naming it", async () => {
    // A closed loopback port: the server's own, once stopped, is not reusable here, so port 1.
    expect(await startFailure("postgres://postgres:secret@127.0.0.1:1/sandbox")).toBe(
      "vob-sandbox: cannot connect to the database postgres://postgres:***@127.0.0.1:1/sandbox (--db or DATABASE_URL): nothing accepts connections there " +
        "(is PostgreSQL running, and on that host and port?)"
    )
    expect(await startFailure(server.url("missing_db"))).toMatch(/the database does not exist/)
  })

  it("a request reaching the port while the instance starts is answered (503 until ready), never left hanging", async () => {
    const answered = (await startupProbe).filter((o) => o !== "refused")
    expect(answered.at(-1)).toBe("200")
    expect(answered.slice(0, -1).every((o) => o === "503")).toBe(true)
  })

  it("a database of a newer schema is refused, naming both versions", async () => {
    const newer = await server.createDatabase()
    await server.query(newer.split("/").pop()!, `CREATE TABLE effect_sql_migrations (
      migration_id integer primary key, created_at timestamptz not null default now(), name text not null)`)
    await server.query(newer.split("/").pop()!, `INSERT INTO effect_sql_migrations VALUES (9999, now(), 'from_the_future')`)
    expect(await startFailure(newer)).toMatch(
      /schema is at migration 9999 \(from_the_future\), newer than this vob-sandbox knows \(up to \d+\)/
    )
  })

  it("a database that drops mid-run is 503 service_unavailable in the error shape, then recovers by itself", async () => {
    const company = await a.newCompany()
    expect((await a.request("GET", "/v1/patients", { key: company.apiKey })).status).toBe(200)
    server.pause()
    try {
      // Both instances' job schedulers woken: each takes the wake-up and its pass fails on the stopped store
      // (its query fails at once, before the requests below are answered).
      for (const app of [a, b]) await app.run(Effect.flatMap(Jobs, (jobs) => jobs.wakeups.offer(undefined)))
      await expect.poll(() => Promise.all([a, b].map((app) => app.run(Effect.flatMap(Jobs, (jobs) => Queue.size(jobs.wakeups))))), {
        timeout: 2_000,
        interval: 2
      }).toEqual([0, 0])
      const down = await a.request("GET", "/v1/patients", { key: company.apiKey })
      expect(down.status).toBe(503)
      expect(down.body).toEqual({
        type: "api_error",
        code: "service_unavailable",
        message: "The sandbox's database cannot be reached right now. Retry shortly."
      })
      expect((await a.request("GET", "/healthz")).body).toMatchObject({ store: "postgres", database: "unreachable" })
      expect((await a.request("GET", "/readyz")).status).toBe(503)
    } finally {
      server.resume()
    }
    expect((await a.request("GET", "/v1/patients", { key: company.apiKey })).status).toBe(200)
    expect((await a.request("GET", "/healthz")).body).toMatchObject({ status: "ok", database: "reachable" })
    // The schedulers came back too: a real-clock job due now runs (recorded failed: a kind without a handler,
    // the cheapest job; pending means no scheduler ran it).
    const jobId = await a.run(Effect.flatMap(Effect.all([Jobs, SandboxClock]), ([jobs, clock]) =>
      Effect.flatMap(clock.nowMs(company.id), (now) => jobs.schedule(company.id, "smoke.after_outage", now, {}))))
    const statusOf = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ status: string }>`SELECT status FROM jobs WHERE id = ${jobId}`)
    await expect.poll(() => a.run(statusOf), {
      timeout: 5_000,
      interval: 10
    }).toEqual([{ status: "failed" }])
  })
})

describe("the migrations' SQLite DDL in PostgreSQL's words", () => {
  it("serial keys, bytes, 64-bit integers and a rowid column for insertion order", () => {
    expect(toPostgresDdl("CREATE TABLE jobs (\n    id INTEGER PRIMARY KEY AUTOINCREMENT,\n    due_at_ms INTEGER NOT NULL\n  )"))
      .toBe("CREATE TABLE jobs (\n    id BIGSERIAL PRIMARY KEY,\n    due_at_ms BIGINT NOT NULL\n  )")
    expect(toPostgresDdl("CREATE TABLE files (\n    id TEXT PRIMARY KEY,\n    content BLOB NOT NULL\n  )"))
      .toBe("CREATE TABLE files (\n    rowid BIGSERIAL,\n    id TEXT PRIMARY KEY,\n    content BYTEA NOT NULL\n  )")
    expect(toPostgresDdl("ALTER TABLE jobs ADD COLUMN lease_until_ms INTEGER")).toBe("ALTER TABLE jobs ADD COLUMN lease_until_ms BIGINT")
    expect(toPostgresDdl("CREATE TABLE company_releases (\n    name TEXT NOT NULL,\n    PRIMARY KEY (name)\n  ) WITHOUT ROWID"))
      .toBe("CREATE TABLE company_releases (\n    rowid BIGSERIAL,\n    name TEXT NOT NULL,\n    PRIMARY KEY (name)\n  )")
    expect([isPostgresUrl("postgres://u@h/db"), isPostgresUrl("postgresql://h/db"), isPostgresUrl("pg.sqlite")]).toEqual([true, true, false])
  })
})
