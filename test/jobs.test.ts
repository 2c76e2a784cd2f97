/**
 * The job runner, driven through the sandbox clock API: jobs run in due-time order, each seeing the
 * clock at its own due time, including jobs scheduled by jobs, and never for another company.
 */
import { SqlClient, SqlError } from "@effect/sql"
import { Effect, Layer, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { SandboxClock } from "../src/Clock/SandboxClock.js"
import { ExtraJobKinds, extraJobKind } from "../src/Orchestration/JobKinds.js"
import { Jobs } from "../src/Jobs/Jobs.js"
import { type Company, startApp } from "./support/TestApp.js"

const runs: Array<{ company: string; label: string; now: string }> = []
const started = new Map<string, number>()
const outages = new Set<string>()

const testKinds = {
  "test.record": extraJobKind(Schema.Unknown, (job, payload) =>
    Effect.gen(function*() {
      const jobs = yield* Jobs
      const clock = yield* SandboxClock
      const { label, then } = payload as { label: string; then?: { label: string; afterSeconds: number } }
      const now = yield* clock.nowMs(job.companyId)
      runs.push({ company: job.companyId, label, now: new Date(now).toISOString() })
      if (then !== undefined) yield* jobs.schedule(job.companyId, "test.record", now + then.afterSeconds * 1000, { label: then.label })
    })),
  "test.fail": extraJobKind(Schema.Unknown, () => Effect.fail("boom")),
  // Cut short by an unreachable store on its first run for a company (what a PostgreSQL outage gives).
  "test.outage_once": extraJobKind(Schema.Unknown, (job) =>
    Effect.suspend(() => {
      if (outages.has(job.companyId)) {
        runs.push({ company: job.companyId, label: "after the outage", now: "" })
        return Effect.void
      }
      outages.add(job.companyId)
      return Effect.die(new SqlError.SqlError({ cause: { code: "ECONNREFUSED" }, message: "Failed to execute statement" }))
    })),
  // Each waits (up to 1 s) until `together` jobs have started: run one after another, they would time out.
  "test.together": extraJobKind(Schema.Unknown, (job, payload) =>
    Effect.gen(function*() {
      const jobs = yield* Jobs
      const clock = yield* SandboxClock
      const { label, together, then } = payload as { label: string; together: number; then?: { label: string; afterSeconds: number } }
      const now = yield* clock.nowMs(job.companyId)
      started.set(job.companyId, (started.get(job.companyId) ?? 0) + 1)
      yield* Effect.sleep("1 millis").pipe(
        Effect.repeat({ until: () => (started.get(job.companyId) ?? 0) >= together }),
        Effect.timeoutFail({ duration: "1 second", onTimeout: () => "ran alone" })
      )
      runs.push({ company: job.companyId, label, now: new Date(now).toISOString() })
      if (then !== undefined) yield* jobs.schedule(job.companyId, "test.record", now + then.afterSeconds * 1000, { label: then.label })
    }), { concurrent: true })
}

const app = startApp({}, Layer.succeed(ExtraJobKinds, testKinds))
afterAll(() => app.dispose())

const T0 = Date.parse("2030-01-01T00:00:00Z")

const frozenCompany = async (): Promise<Company> => {
  const company = await app.newCompany()
  await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: new Date(T0).toISOString() } })
  return company
}

const schedule = (company: Company, label: string, afterSeconds: number, then?: object, kind = "test.record") =>
  app.run(Effect.flatMap(Jobs, (jobs) => jobs.schedule(company.id, kind, T0 + afterSeconds * 1000, { label, then })))

/** A job row written straight into the store: the scheduler is not woken for it. */
const insertJob = (company: Company, label: string, afterSeconds: number) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO jobs (company_id, due_at_ms, kind, payload, created_at_ms)
      VALUES (${company.id}, ${T0 + afterSeconds * 1000}, 'test.record', ${JSON.stringify({ label })}, 0)`))

const runsOf = (company: Company) => runs.filter((r) => r.company === company.id).map(({ label, now }) => ({ label, now }))

describe("jobs on the sandbox clock", () => {
  it("advance runs due jobs in due-time order, each at its own due time, including jobs they schedule", async () => {
    const company = await frozenCompany()
    await schedule(company, "c", 30)
    await schedule(company, "a", 10, { label: "a2", afterSeconds: 5 })
    await schedule(company, "b", 20)
    await schedule(company, "late", 3600)

    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 60 } })
    expect(reply.body).toEqual({ now: "2030-01-01T00:01:00.000Z", mode: "frozen", jobs_run: 4 })
    expect(runsOf(company)).toEqual([
      { label: "a", now: "2030-01-01T00:00:10.000Z" },
      { label: "a2", now: "2030-01-01T00:00:15.000Z" },
      { label: "b", now: "2030-01-01T00:00:20.000Z" },
      { label: "c", now: "2030-01-01T00:00:30.000Z" }
    ])

    const later = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { to: "2030-01-01T01:00:00Z" } })
    expect(later.data.jobs_run).toBe(1)
    expect(runsOf(company).at(-1)).toEqual({ label: "late", now: "2030-01-01T01:00:00.000Z" })
  })

  it("orders jobs due at the same instant by scheduling order", async () => {
    const company = await frozenCompany()
    for (const label of ["first", "second", "third"]) await schedule(company, label, 5)
    await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 5 } })
    expect(runsOf(company).map((r) => r.label)).toEqual(["first", "second", "third"])
  })

  it("never runs another company's jobs", async () => {
    const a = await frozenCompany()
    const b = await frozenCompany()
    await schedule(b, "b-job", 10)
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: a.apiKey, body: { seconds: 60 } })
    expect(reply.data.jobs_run).toBe(0)
    expect(runsOf(b)).toEqual([])
    await app.request("POST", "/sandbox/v1/clock/advance", { key: b.apiKey, body: { seconds: 60 } })
    expect(runsOf(b)).toEqual([{ label: "b-job", now: "2030-01-01T00:00:10.000Z" }])
  })

  it("freezing at a later instant runs what falls due by then", async () => {
    const company = await frozenCompany()
    await schedule(company, "due", 100)
    const reply = await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: "2030-01-01T00:05:00Z" } })
    expect(reply.data.jobs_run).toBe(1)
    expect(runsOf(company)).toEqual([{ label: "due", now: "2030-01-01T00:05:00.000Z" }])
  })

  it("a failing job is recorded as failed and does not stop the others", async () => {
    const company = await frozenCompany()
    await schedule(company, "boom", 1, undefined, "test.fail")
    await schedule(company, "after", 2)
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 5 } })
    expect(reply.data.jobs_run).toBe(2)
    expect(runsOf(company).map((r) => r.label)).toEqual(["after"])
  })

  it("a job cut short by a store outage is not recorded failed: the advance is 503, and the job runs once the store is back", async () => {
    const company = await frozenCompany()
    await schedule(company, "cut", 1, undefined, "test.outage_once")
    const down = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 5 } })
    expect([down.status, down.error.code]).toEqual([503, "service_unavailable"])
    const pending = await app.request("GET", "/sandbox/v1/jobs?status=pending", { key: company.apiKey })
    expect(pending.data.data.map((job) => job.kind)).toEqual(["test.outage_once"])
    // The clock stayed at the instant the advance reached (the job's due time): the job is due now, so it
    // runs (in the background or in the next move) and is not counted as falling due during that move.
    const back = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 5 } })
    expect(back.data.now).toBe("2030-01-01T00:00:06.000Z")
    expect(runsOf(company).map((r) => r.label)).toEqual(["after the outage"])
    const failed = await app.request("GET", "/sandbox/v1/jobs?status=failed", { key: company.apiKey })
    expect(failed.data.data).toEqual([])
  })

  it("runs jobs of a concurrent kind side by side; advance waits for them before the clock moves on", async () => {
    const company = await frozenCompany()
    const together = (label: string, then?: object) =>
      app.run(Effect.flatMap(Jobs, (jobs) => jobs.schedule(company.id, "test.together", T0 + 10_000, { label, together: 2, then })))
    await together("x", { label: "x-then", afterSeconds: 5 })
    await together("y")
    await schedule(company, "z", 20)
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 60 } })
    expect(reply.data.jobs_run).toBe(4)
    const labels = runsOf(company)
    expect(new Set(labels.slice(0, 2).map((r) => r.label))).toEqual(new Set(["x", "y"]))
    expect(labels.slice(0, 2).every((r) => r.now === "2030-01-01T00:00:10.000Z")).toBe(true)
    expect(labels.slice(2)).toEqual([
      { label: "x-then", now: "2030-01-01T00:00:15.000Z" },
      { label: "z", now: "2030-01-01T00:00:20.000Z" }
    ])
  })

  it("jobs_run counts what fell due during the move: work due at its start is run but not counted, whoever ran it first", async () => {
    // One company's due-now job is run by the scheduler before the advance, the other's is written
    // without waking it: whether the background got there first is timing, so it must not change the answer.
    const ranEarly = await frozenCompany()
    await schedule(ranEarly, "early", 0)
    await expect.poll(() => runsOf(ranEarly).length, { timeout: 2_000, interval: 2 }).toBe(1)
    const notYet = await frozenCompany()
    await insertJob(notYet, "now", 0)
    await insertJob(notYet, "later", 5)
    for (const company of [ranEarly, notYet]) {
      const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 0 } })
      expect(reply.body).toEqual({ now: "2030-01-01T00:00:00.000Z", mode: "frozen", jobs_run: 0 })
    }
    expect(runsOf(notYet)).toEqual([{ label: "now", now: "2030-01-01T00:00:00.000Z" }])
    const frozenAgain = await app.request("POST", "/sandbox/v1/clock/freeze", { key: notYet.apiKey, body: { at: "2030-01-01T00:00:05Z" } })
    expect(frozenAgain.data.jobs_run).toBe(1)
  })

  it("the scheduler runs a real-clock company's jobs as they fall due", async () => {
    const company = await app.newCompany()
    const now = Date.now()
    await app.run(Effect.flatMap(Jobs, (jobs) => jobs.schedule(company.id, "test.record", now - 1, { label: "overdue" })))
    await expect.poll(() => runsOf(company).map((r) => r.label), { timeout: 2_000, interval: 5 }).toEqual(["overdue"])
  })
})
