/**
 * Autopilot: policies whose member number starts with AUTO_COMPLETE, AUTO_MISSING, AUTO_CANCEL or
 * AUTO_FOLLOWUP get their VOBs driven by staff steps on the sandbox clock, at the documented timings.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

/** Advances the clock to T0 + seconds. */
const to = (s: VobScenario, seconds: number) => s.call("POST", "/sandbox/v1/clock/advance", { to: at(seconds) })
const statusAt = async (s: VobScenario, id: string, seconds: number) => {
  const reply = await to(s, seconds)
  expect(reply.status).toBe(200)
  return (await s.getVob(id)).status
}
const ofType = async (s: VobScenario, type: string) => (await s.events()).filter((e) => e.type === type)

describe("autopilot", () => {
  it("AUTO_COMPLETE: in_progress at 60 s, completed with a result at 300 s", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_COMPLETE123" })
    const vob = await s.createVob({ specialties: [{ service_type: "physical_therapy" }] })
    expect(await statusAt(s, vob.id, 59)).toBe("pending")
    expect(await statusAt(s, vob.id, 60)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 299)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 300)).toBe("completed")
    const done = await s.getVob(vob.id)
    expect(done.completed_at).toBe(at(300))
    expect(done.result!.services.map((x) => x.service_type)).toEqual(["physical_therapy"])
    expect(await ofType(s, "vob_completed")).toHaveLength(1)
  })

  it("a member number without a prefix gets no autopilot", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 3600)).toBe("pending")
  })

  it("AUTO_MISSING: asks at 120 s and waits; after the caller's answer resumes 60 s later and completes 300 s later", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_MISSING1" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 119)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 120)).toBe("missing_information")
    const asked = await s.getVob(vob.id)
    expect(asked.missing_information_since).toBe(at(120))
    expect(asked.missing_information_ask).toMatchObject({ content: expect.any(String), created_at: at(120) })
    expect(await statusAt(s, vob.id, 7200)).toBe("missing_information")
    expect((await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Card back attached" })).status).toBe(201)
    expect(await statusAt(s, vob.id, 7259)).toBe("missing_information")
    expect(await statusAt(s, vob.id, 7260)).toBe("in_progress")
    expect((await s.getVob(vob.id)).sla_paused_seconds).toBe(7260 - 120)
    expect(await statusAt(s, vob.id, 7499)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 7500)).toBe("completed")
  })

  it("AUTO_MISSING: a notes update answers the ask too", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_MISSING2" })
    const vob = await s.createVob()
    await to(s, 150)
    const current = await s.getVob(vob.id)
    const patched = await s.call("PATCH", `${BASE}/${vob.id}`, { version: current.version, notes: "Uploaded the card" })
    expect(patched.data.missing_information_answered_at).toBe(at(150))
    expect(await statusAt(s, vob.id, 210)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 450)).toBe("completed")
  })

  it("AUTO_CANCEL: warns at 180 s and is cancelled when the clock reaches auto_cancel_on", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_CANCEL9" })
    const vob = await s.createVob()
    await to(s, 179)
    expect((await s.getVob(vob.id))).toMatchObject({ status: "missing_information", auto_cancel_on: null })
    await to(s, 180)
    const warned = await s.getVob(vob.id)
    expect(warned).toMatchObject({ status: "missing_information", auto_cancel_on: "2030-01-08" })
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-07T23:00:00Z" })
    expect((await s.getVob(vob.id)).status).toBe("missing_information")
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-08T12:00:00Z" })
    const cancelled = await s.getVob(vob.id)
    expect(cancelled.status).toBe("cancelled")
    expect(cancelled.cancellation).toMatchObject({ cancelled_at: expect.any(String) })
  })

  it("AUTO_CANCEL: an answer before the date keeps the VOB and autopilot completes it", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_CANCEL_ANSWERED" })
    const vob = await s.createVob()
    await to(s, 200)
    await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Sent" })
    expect((await s.getVob(vob.id)).auto_cancel_on).toBeNull()
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-09T00:00:00Z" })
    expect((await s.getVob(vob.id)).status).toBe("completed")
  })

  it("AUTO_FOLLOWUP: completed at 300 s, follow-up started at 600 s, closed with a changed result at 900 s", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_FOLLOWUP42" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 300)).toBe("completed")
    const completed = await s.getVob(vob.id)
    await to(s, 599)
    expect((await s.getVob(vob.id)).follow_up).toBeNull()
    await to(s, 600)
    expect((await s.getVob(vob.id)).follow_up).toEqual({ state: "in_progress", requested_at: at(600), started_at: at(600) })
    await to(s, 900)
    const closed = await s.getVob(vob.id)
    expect(closed).toMatchObject({ status: "completed", follow_up: null })
    expect(closed.result).not.toEqual(completed.result)
    const updates = (await ofType(s, "vob_updated")).filter((e) => e.payload.changed_fields.includes("result"))
    expect(updates.map((e) => e.payload.changed_fields)).toEqual([["result"]])
    expect(await ofType(s, "vob_completed")).toHaveLength(1)
  })

  it("a caller's follow-up request on an autopilot VOB is taken 60 s later and closed 300 s later", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_COMPLETE_FU" })
    const vob = await s.createVob()
    await to(s, 1000)
    await s.call("POST", `${BASE}/${vob.id}/follow-up-request`, { content: "Please re-check" })
    await to(s, 1060)
    expect((await s.getVob(vob.id)).follow_up).toMatchObject({ state: "in_progress", started_at: at(1060) })
    await to(s, 1300)
    expect((await s.getVob(vob.id)).follow_up).toBeNull()
  })

  it("steps the VOB no longer allows are skipped: a VOB the caller cancelled stays cancelled", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_COMPLETE_X" })
    const vob = await s.createVob()
    await to(s, 90)
    expect((await s.call("POST", `${BASE}/${vob.id}/cancel`, { reason: "No longer needed" })).status).toBe(200)
    const reply = await to(s, 1000)
    expect(reply.status).toBe(200)
    const after = await s.getVob(vob.id)
    expect(after.status).toBe("cancelled")
    expect(after.result).toBeNull()
  })
})
