/**
 * Jobs and reactions as data: every job kind is listed with its payload schema (Orchestration/JobKinds.ts),
 * a job whose kind is unknown or whose payload does not decode is recorded failed with the reason,
 * and each service brings its own reactions, so the order layers are built in does not matter.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Either, Layer, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { SandboxConfig } from "../src/Config/SandboxConfig.js"
import { EventLog } from "../src/Events/EventLog.js"
import { JobKinds } from "../src/Orchestration/JobKinds.js"
import { PlatformLive } from "../src/Platform.js"
import { Webhooks } from "../src/Webhooks/Webhooks.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const T0 = "2030-01-01T09:00:00Z"

/** A job row written straight into the store, due at T0 + 1 s. */
const insertJob = (companyId: string, kind: string, payload: string) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ id: number }>`INSERT INTO jobs (company_id, due_at_ms, kind, payload, created_at_ms)
      VALUES (${companyId}, ${Date.parse(T0) + 1000}, ${kind}, ${payload}, 0) RETURNING id`)).then((rows) => rows[0]!.id)

const jobRow = (id: number) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ status: string; error: string | null }>`
    SELECT status, error FROM jobs WHERE id = ${id}`)).then((rows) => rows[0]!)

describe("a job that cannot run", () => {
  it("is recorded failed with the reason: an unknown kind, a payload that does not decode, a payload that is not JSON", async () => {
    const company = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: T0 } })
    const unknown = await insertJob(company.id, "never.listed", "{}")
    const undecodable = await insertJob(company.id, "webhook.attempt", JSON.stringify({ delivery: 42 }))
    const notJson = await insertJob(company.id, "vob.auto_cancel", "{not json")
    const later = await insertJob(company.id, "vob.settle_push", JSON.stringify({ patientId: "p", attemptedAt: T0 }))

    const advanced = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 1 } })
    expect(advanced.data.jobs_run).toBe(4)
    expect(await jobRow(unknown)).toEqual({ status: "failed", error: "no handler for job kind 'never.listed'" })
    const failed = await jobRow(undecodable)
    expect(failed.status).toBe("failed")
    expect(failed.error).toContain("payload of job kind 'webhook.attempt' does not decode")
    expect(failed.error).toContain("delivery_id")
    expect(await jobRow(notJson)).toMatchObject({ status: "failed", error: expect.stringContaining("does not decode") })
    // The runner goes on: the next job runs (its VOBs are gone, so it settles nothing).
    expect(await jobRow(later)).toEqual({ status: "done", error: null })
  })
})

describe("the order of layers", () => {
  const config = SandboxConfig.layer({ logLevel: "none", db: ":memory:" })

  it.each([
    ["the event log first", Layer.mergeAll(EventLog.Default, Webhooks.Default)],
    ["the webhooks first", Layer.mergeAll(Webhooks.Default, EventLog.Default)]
  ])("%s: an event fans out to its subscription's delivery, with its attempt scheduled", async (_, services) => {
    const runtime = ManagedRuntime.make(services.pipe(Layer.provideMerge(PlatformLive), Layer.provide(config)))
    try {
      const counts = await runtime.runPromise(Effect.gen(function*() {
        const webhooks = yield* Webhooks
        const events = yield* EventLog
        const sql = yield* SqlClient.SqlClient
        yield* webhooks.create("company-1", { url: "http://127.0.0.1:9/hook", event_types: ["patient_created"] })
        yield* events.emit("company-1", "patient_created", { patient: { id: "p1" }, created_by: null })
        const [deliveries] = yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM webhook_deliveries`
        const [attempts] = yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM jobs WHERE kind = 'webhook.attempt'`
        return { deliveries: deliveries!.n, attempts: attempts!.n }
      }))
      expect(counts).toEqual({ deliveries: 1, attempts: 1 })
    } finally {
      await runtime.dispose()
    }
  })

  it("every job kind of the product is known to a JobKinds built alone", async () => {
    const runtime = ManagedRuntime.make(JobKinds.Default.pipe(Layer.provide(PlatformLive), Layer.provide(config)))
    try {
      const kinds = await runtime.runPromise(JobKinds)
      const payloads: Record<string, object> = {
        "webhook.attempt": { delivery_id: "d" },
        "vob_request.process": { requestId: "r" },
        "prior_authorization_request.process": { requestId: "r" },
        "vob.staff_step": { vobId: "v", action: "start" },
        "vob.auto_cancel": { vobId: "v", date: "2030-01-01" },
        "vob.ai_summary": { vobId: "v", resultUpdatedAt: T0 },
        "vob.settle_push": { patientId: "p", attemptedAt: T0 }
      }
      for (const [kind, payload] of Object.entries(payloads)) {
        const resolved = kinds.resolve({ id: 1, companyId: "c", dueAtMs: 0, kind, payload: JSON.stringify(payload), idScope: null, scheduledByJob: false })
        expect(Either.isRight(resolved), kind).toBe(true)
      }
    } finally {
      await runtime.dispose()
    }
  })
})
