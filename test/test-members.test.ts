/**
 * SBX- test members over HTTP: each outcome drives its VOB on the frozen sandbox clock from its
 * creation, each shape sets the result, and GET /sandbox/v1/test-members documents the grammar.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()
const to = async (s: VobScenario, seconds: number) => {
  const reply = await s.call("POST", "/sandbox/v1/clock/advance", { to: at(seconds) })
  expect(reply.status).toBe(200)
}
const statusAt = async (s: VobScenario, id: string, seconds: number) => {
  await to(s, seconds)
  return (await s.getVob(id)).status
}
const types = async (s: VobScenario) => (await s.events()).map((e) => e.type).filter((t) => t.startsWith("vob_"))

describe("SBX- test members", () => {
  it("COMPLETE-2H-OON-COINS30: started at +60 s, completed two sandbox hours after creation, shaped", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-COMPLETE-2H-OON-COINS30" })
    const vob = await s.createVob({ specialties: [{ service_type: "physical_therapy" }] })
    expect(await statusAt(s, vob.id, 59)).toBe("pending")
    expect(await statusAt(s, vob.id, 60)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 7199)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 7200)).toBe("completed")
    const done = await s.getVob(vob.id)
    expect(done.completed_at).toBe(at(7200))
    expect(done.result).toMatchObject({ provider_network_status: "out_of_network", eligibility_status: "active" })
    expect(done.result!.services).toEqual([
      expect.objectContaining({ service_type: "physical_therapy", co_insurance_in_network: 30, co_insurance_out_network: 30 })
    ])
    const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
    expect(policy.current_version!.provider_network_status).toBe("out_of_network")
    expect(await types(s)).toEqual(["vob_created", "vob_updated", "vob_completed"])
  })

  it("complete (lower case, default delay 5M) with INACTIVE and HMO shapes", async () => {
    const s = await vobScenario(app, { memberNumber: "sbx-complete-inactive-hmo" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 299)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 300)).toBe("completed")
    const { result } = await s.getVob(vob.id)
    expect(result).toMatchObject({ eligibility_status: "inactive", plan_type: "HM", plan_name: "HMO" })
    expect(result!.services.every((x) => x.covered_in_network === false)).toBe(true)
  })

  it("MISSING-10M-HDHP_UNMET: asks at +10 min; the caller's comment answers; completes with the shape", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-MISSING-10M-HDHP_UNMET" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 599)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 600)).toBe("missing_information")
    expect((await s.getVob(vob.id)).missing_information_ask).toMatchObject({ created_at: at(600) })
    expect(await statusAt(s, vob.id, 3600)).toBe("missing_information")
    expect((await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Card back attached" })).status).toBe(201)
    expect(await statusAt(s, vob.id, 3660)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 3900)).toBe("completed")
    expect((await s.getVob(vob.id)).result).toMatchObject({
      individual_deductible_policy_in_network: 3500,
      individual_deductible_remaining_in_network: 3500
    })
  })

  it("MISSING_UNANSWERED-1H: asks and warns at +1 h; the auto-cancel cancels it on auto_cancel_on", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-MISSING_UNANSWERED-1H" })
    const vob = await s.createVob()
    await to(s, 3599)
    expect(await s.getVob(vob.id)).toMatchObject({ status: "in_progress", auto_cancel_on: null })
    await to(s, 3600)
    expect(await s.getVob(vob.id)).toMatchObject({ status: "missing_information", auto_cancel_on: "2030-01-08" })
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-07T23:59:59Z" })
    expect((await s.getVob(vob.id)).status).toBe("missing_information")
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-08T00:00:00Z" })
    const cancelled = await s.getVob(vob.id)
    expect(cancelled.status).toBe("cancelled")
    expect(cancelled.result).toBeNull()
  })

  it("CANCEL-30M: staff cancel it at +30 min with a reason", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-CANCEL-30M" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 1799)).toBe("in_progress")
    expect(await statusAt(s, vob.id, 1800)).toBe("cancelled")
    expect((await s.getVob(vob.id)).cancellation).toMatchObject({ cancelled_at: at(1800), reason: expect.stringContaining("SBX-CANCEL") })
  })

  it("FOLLOWUP_CHANGED-PPO: completes at +5 min, a follow-up opens at +10 min and closes with a changed result at +15 min", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-FOLLOWUP_CHANGED-PPO" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 300)).toBe("completed")
    const completed = await s.getVob(vob.id)
    expect(completed.result).toMatchObject({ plan_type: "12", plan_name: "PPO" })
    await to(s, 600)
    expect((await s.getVob(vob.id)).follow_up).toMatchObject({ state: "in_progress", started_at: at(600) })
    await to(s, 900)
    const closed = await s.getVob(vob.id)
    expect(closed.follow_up).toBeNull()
    expect(closed.result!.individual_deductible_remaining_in_network).toBe(0)
    expect(closed.result!.notes).not.toBe(completed.result!.notes)
    const updates = (await s.events()).filter((e) => e.type === "vob_updated" && e.payload.changed_fields.includes("result"))
    expect(updates).toHaveLength(1)
    expect((await s.events()).filter((e) => e.type === "vob_completed")).toHaveLength(1)
  })

  it("SYNC_FAIL: completes at +5 min and its push fails (sync failed), not settled as success later", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-SYNC_FAIL-3M" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 180)).toBe("completed")
    expect((await s.getVob(vob.id)).sync).toEqual({ status: "failed", attempted_at: at(180) })
    await to(s, 600)
    expect((await s.getVob(vob.id)).sync).toEqual({ status: "failed", attempted_at: at(180) })
  })

  it("an SBX- number that does not parse is an ordinary member number: nothing drives its VOBs", async () => {
    const s = await vobScenario(app, { memberNumber: "SBX-COMPLETE-PPO-HMO" })
    const vob = await s.createVob()
    expect(await statusAt(s, vob.id, 86_400)).toBe("pending")
  })

  it("GET /sandbox/v1/test-members lists the grammar, every outcome and shape, and examples that parse as described", async () => {
    const s = await vobScenario(app)
    const reply = await s.call("GET", "/sandbox/v1/test-members")
    expect(reply.status).toBe(200)
    expect(reply.data.grammar).toBe("SBX-<OUTCOME>[-<DELAY>][-<SHAPE>]...")
    expect(reply.data.outcomes.map((o) => o.name)).toEqual([
      "COMPLETE", "MISSING", "MISSING_UNANSWERED", "CANCEL", "FOLLOWUP_CHANGED", "SYNC_FAIL"
    ])
    expect(reply.data.shapes.map((o) => o.name)).toEqual([
      "INACTIVE", "OON", "HDHP_MET", "HDHP_UNMET", "COINS<n>", "PPO", "HMO", "EPO", "POS"
    ])
    expect(reply.data.examples.map((e) => e.member_number)).toContain("SBX-COMPLETE-2H-OON-COINS30")
    expect(reply.data.prefixes.map((p) => p.name)).toEqual(["AUTO_COMPLETE", "AUTO_MISSING", "AUTO_CANCEL", "AUTO_FOLLOWUP"])
    expect((await app.request("GET", "/sandbox/v1/test-members")).status).toBe(401)
  })
})
