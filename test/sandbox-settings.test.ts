/**
 * GET/PATCH /sandbox/v1/settings: the company's configuration, restored by a reset. Reference data is
 * served from memory, and several processes may share one database: a change made by another process
 * (here another ReferenceData instance on the same database) must show on the next read, on the VOB
 * read too, which checks the company's reference version with its own query (on SQLite, which one
 * process holds, another process cannot write: the settings read there checks no version).
 */
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { ReferenceData } from "../src/Companies/ReferenceData.js"
import { startApp } from "./support/TestApp.js"
import { onPostgresMatrix } from "./support/PostgresMatrix.js"
import { vobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

describe("/sandbox/v1/settings", () => {
  it("reads the fixtures' settings, changes them, and a reset restores them", async () => {
    const s = await vobScenario(app)
    expect((await s.call("GET", "/sandbox/v1/settings")).body).toEqual({
      assistant_label: "Benefits Assistant",
      prior_authorization_request_vob_default: true,
      webhook_timeout_ms: 30_000
    })
    const changed = await s.call("PATCH", "/sandbox/v1/settings", { assistant_label: "Verification Desk", webhook_timeout_ms: 500 })
    expect(changed.body).toEqual({
      assistant_label: "Verification Desk",
      prior_authorization_request_vob_default: true,
      webhook_timeout_ms: 500
    })
    await s.call("POST", "/sandbox/v1/reset")
    expect((await s.call("GET", "/sandbox/v1/settings")).body).toMatchObject({
      assistant_label: "Benefits Assistant",
      webhook_timeout_ms: 30_000
    })
  })

  it("the assistant label is what API-key callers see for staff", async () => {
    const s = await vobScenario(app)
    await s.call("PATCH", "/sandbox/v1/settings", { assistant_label: "Verification Desk" })
    const vob = await s.createVob()
    const cancelled = await s.staff(vob.id, "cancel", { reason: "duplicate request" })
    expect(cancelled.data.cancellation!.cancelled_by).toMatchObject({ name: "Verification Desk", email: null })
  })

  it("refuses unknown fields and a blank label", async () => {
    const s = await vobScenario(app)
    expect((await s.call("PATCH", "/sandbox/v1/settings", { color: "blue" })).body).toMatchObject({ code: "unknown_field", param: "color" })
    expect((await s.call("PATCH", "/sandbox/v1/settings", { assistant_label: "" })).error.param).toBe("assistant_label")
  })
})

/** What another process holding the same database would run (its own in-memory snapshots). */
const inAnotherProcess = <A, E>(use: (other: typeof ReferenceData.Service) => Effect.Effect<A, E>) =>
  app.run(Effect.flatMap(ReferenceData, use).pipe(Effect.provide(ReferenceData.Default)))

describe("reference data held in memory", () => {
  // Only PostgreSQL is shared: a SQLite database is held by one process (an exclusive lock, Store/DatabaseFile.ts),
  // whose own writes drop its snapshot, so there the snapshot is served without reading the version.
  it.skipIf(!onPostgresMatrix)("shows another process's settings and integration changes on the next read (PostgreSQL)", async () => {
    const { company } = await vobScenario(app)
    const label = () => app.run(Effect.flatMap(ReferenceData, (r) => r.settings(company.id))).then((s) => s.assistant_label)
    const syncs = () =>
      app.run(Effect.flatMap(ReferenceData, (r) => r.list(company.id, "integration"))).then((l) => l.map((i) => i.syncs_vobs))
    expect(await label()).toBe("Benefits Assistant")
    const before = await syncs()

    await inAnotherProcess((other) => other.updateSettings(company.id, { assistant_label: "Verification Desk" }))
    expect(await label()).toBe("Verification Desk")

    await inAnotherProcess((other) =>
      Effect.gen(function*() {
        const [first] = yield* other.list(company.id, "integration")
        yield* other.put(company.id, "integration", { ...first!, syncs_vobs: !first!.syncs_vobs })
      }))
    expect(await syncs()).toEqual([!before[0], ...before.slice(1)])
  })

  it("a VOB read shows another process's new assistant label", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    await s.staff(vob.id, "cancel", { reason: "duplicate request" })
    expect((await s.getVob(vob.id)).cancellation!.cancelled_by!.name).toBe("Benefits Assistant")
    await inAnotherProcess((other) => other.updateSettings(s.company.id, { assistant_label: "Verification Desk" }))
    expect((await s.getVob(vob.id)).cancellation!.cancelled_by!.name).toBe("Verification Desk")
  })
})
