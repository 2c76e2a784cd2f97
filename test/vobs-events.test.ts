/**
 * What a VOB's life sends, as a webhook subscriber would see it (through the sandbox event log):
 * vob_* events with ids only, vob_updated only for real changes, the follow-up close rules, the
 * patient's stage moves, the AI summary and patient_verification_completed.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

const ofType = async (s: VobScenario, type: string) => (await s.events()).filter((e) => e.type === type)
const vobEvents = async (s: VobScenario) => (await s.events()).filter((e) => e.type.startsWith("vob_"))
const stageTitle = (s: VobScenario, id: string) => s.fixtures.workflow_stages.find((w) => w.id === id)?.title
const patientStage = async (s: VobScenario) =>
  stageTitle(s, (await s.call("GET", `/v1/patients/${s.patientId}`)).data.workflow_stage_id!)

/** Runs `step` and returns the events it produced. */
const during = async (s: VobScenario, step: () => Promise<unknown>) => {
  const before = (await s.events()).length
  await step()
  return (await s.events()).slice(before)
}

describe("vob_* events", () => {
  it("vob_updated names exactly the fields that changed; completion sends vob_completed and no vob_updated", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const started = await during(s, () => s.staff(vob.id, "start"))
    expect(started.map((e) => [e.type, e.payload.changed_fields])).toEqual([["vob_updated", ["status"]]])
    await s.advance(5)
    const asked = await during(s, () => s.staff(vob.id, "ask-missing-information", { content: "Card back please" }))
    const askUpdate = asked.filter((e) => e.type === "vob_updated")
    expect(askUpdate).toHaveLength(1)
    expect([...askUpdate[0]!.payload.changed_fields].sort()).toEqual(
      ["missing_information_ask", "missing_information_since", "status"]
    )
    expect(asked.filter((e) => e.type === "vob_comment_created")).toHaveLength(1)
    await s.staff(vob.id, "resume")
    const completed = await during(s, () => s.staff(vob.id, "complete"))
    expect(completed.filter((e) => e.type.startsWith("vob_")).map((e) => e.type)).toEqual(["vob_completed"])
    expect(completed[0]!.payload).toMatchObject({ vob: { id: vob.id } })
    const reviewed = await during(s, () => s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: true }))
    expect(reviewed.map((e) => [e.type, e.payload.changed_fields])).toEqual([["vob_updated", ["clinic_reviewed_at"]]])
    expect(await during(s, () => s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: true }))).toEqual([])
  })

  it("a follow-up closed with a changed result sends vob_updated [result] and no second vob_completed", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.call("POST", `${BASE}/${vob.id}/follow-up-request`, { content: "Deductible seems off" })
    await s.staff(vob.id, "follow-up/take")
    const closed = await during(s, () =>
      s.staff(vob.id, "follow-up/close", { result: { individual_deductible_remaining_in_network: 7 } }))
    const vobOnes = closed.filter((e) => e.type.startsWith("vob_"))
    expect(vobOnes.map((e) => [e.type, e.payload.changed_fields])).toEqual([["vob_updated", ["result"]]])
    expect(await ofType(s, "vob_completed")).toHaveLength(1)
    expect((await s.getVob(vob.id)).result!.individual_deductible_remaining_in_network).toBe(7)
  })

  it("a follow-up closed without a change to the result does not report [result]", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.staff(vob.id, "follow-up/start")
    const same = vob.result!.individual_deductible_remaining_in_network
    const closed = await during(s, () =>
      s.staff(vob.id, "follow-up/close", { result: { individual_deductible_remaining_in_network: same } }))
    for (const e of closed.filter((x) => x.type === "vob_updated")) expect(e.payload.changed_fields).not.toContain("result")
    expect(closed.map((e) => e.type)).not.toContain("vob_completed")
    expect((await s.getVob(vob.id)).result).toEqual(vob.result)
  })

  it("every vob_* payload carries ids only: no comment text, names or birth dates", async () => {
    const s = await vobScenario(app)
    const staffUser = s.fixtures.users.find((u) => u.user_type === "staff")!
    const vob = await s.createVob({ notes: "Notes about knee surgery", specialties: [{ service_type: "physical_therapy" }] })
    await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Caller comment about anxiety" })
    await s.staff(vob.id, "ask-missing-information", { content: "Staff ask about the referral" })
    await s.call("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/comments`, { content: "Staff comment text" })
    await s.callAsUser("POST", `${BASE}/${vob.id}/comments`, { content: "Answer with details" })
    await s.staff(vob.id, "complete")
    await s.call("POST", `${BASE}/${vob.id}/follow-up-request`, { content: "Follow-up text" })
    await s.staff(vob.id, "follow-up/take")
    await s.staff(vob.id, "follow-up/close", { result: { notes: "Corrected notes" } })
    const other = await s.createVob()
    await s.call("POST", `${BASE}/${other.id}/cancel`, { reason: "Cancel reason text" })
    await s.advance(30)
    const events = await vobEvents(s)
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(["vob_created", "vob_updated", "vob_completed", "vob_comment_created"])
    )
    const text = JSON.stringify(events)
    for (const secret of ["knee", "anxiety", "referral", "Staff comment", "details", "Follow-up text", "Corrected",
      "Cancel reason", "Avery", "Quinn", "1985-04-12", staffUser.name, "Sandbox Admin", "physical_therapy"]) {
      expect(text, secret).not.toContain(secret)
    }
    for (const e of events) expect(e.payload.vob).toEqual({ id: expect.any(String) })
  })

  it("staff comments send vob_comment_created too", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const sent = await during(s, () =>
      s.call("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/comments`, { content: "Called the payer" }))
    expect(sent.map((e) => e.type)).toEqual(["vob_comment_created"])
    expect(sent[0]!.payload.vob).toEqual({ id: vob.id })
  })
})

describe("patient stages", () => {
  it("asking for missing information moves the patient to the Missing Information stage", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const moved = await during(s, () => s.staff(vob.id, "ask-missing-information", { content: "Need the card" }))
    const change = moved.find((e) => e.type === "patient_stage_changed")
    expect(change?.payload).toMatchObject({ patient: { id: s.patientId }, new_stage: { title: "Missing Information" } })
    expect(await patientStage(s)).toBe("Missing Information")
  })

  it("a patient kept on Missing Information by another VOB is not moved when one VOB resumes", async () => {
    const s = await vobScenario(app)
    const other = await s.addPolicy("C8080808")
    const first = await s.createVob()
    const second = await s.createVob({ patient_policy_id: other })
    await s.staff(first.id, "ask-missing-information", { content: "Need the card" })
    await s.staff(second.id, "ask-missing-information", { content: "Need the referral" })
    const resumed = await during(s, () => s.staff(first.id, "resume"))
    expect(resumed.map((e) => e.type)).not.toContain("patient_stage_changed")
    expect(await patientStage(s)).toBe("Missing Information")
  })
})

describe("AI summary and patient_verification_completed", () => {
  it("the summary is written 20 s after completion; then patient_verification_completed and a stage move", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.advance(19)
    expect((await s.getVob(vob.id)).result!.ai_summary).toBeNull()
    expect(await ofType(s, "patient_verification_completed")).toEqual([])
    await s.advance(1)
    const done = await s.getVob(vob.id)
    expect(done.result!.ai_summary).toEqual(expect.any(String))
    expect(done.result!.ai_summary!.length).toBeGreaterThan(0)
    expect(done.result!.ai_summary_generated_at).toBe(at(20))
    expect(done.result!.ai_summary).not.toContain("Avery")
    const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
    expect(policy.current_version!.ai_summary).toBe(done.result!.ai_summary)
    const completed = await ofType(s, "patient_verification_completed")
    expect(completed).toHaveLength(1)
    expect(completed[0]!.payload).toMatchObject({ patient: { id: s.patientId }, new_stage: { id: expect.any(String) } })
    expect(await ofType(s, "patient_stage_changed")).toHaveLength(1)
    const events = await s.events()
    const types = events.map((e) => e.type)
    expect(types.indexOf("patient_verification_completed")).toBeGreaterThan(types.indexOf("vob_completed"))
    expect(await patientStage(s)).toBe(stageTitle(s, completed[0]!.payload.new_stage.id))
  })

  it("is not sent while another VOB of the patient is open; it is sent once that one is completed and summarised", async () => {
    const s = await vobScenario(app)
    const second = await s.addPolicy("C1234567")
    const open = await s.createVob({ patient_policy_id: second })
    await s.completedVob()
    await s.advance(60)
    expect(await ofType(s, "patient_verification_completed")).toEqual([])
    await s.staff(open.id, "complete")
    await s.advance(19)
    expect(await ofType(s, "patient_verification_completed")).toEqual([])
    await s.advance(1)
    expect(await ofType(s, "patient_verification_completed")).toHaveLength(1)
  })

  it("a cancelled VOB does not hold it back", async () => {
    const s = await vobScenario(app)
    const second = await s.addPolicy("C7654321")
    const doomed = await s.createVob({ patient_policy_id: second })
    await s.completedVob()
    await s.advance(30)
    expect(await ofType(s, "patient_verification_completed")).toEqual([])
    await s.call("POST", `${BASE}/${doomed.id}/cancel`, {})
    expect(await ofType(s, "patient_verification_completed")).toHaveLength(1)
  })

  it("a backfilled (already completed) VOB of the patient does not hold it back", async () => {
    const s = await vobScenario(app)
    const second = await s.addPolicy("C5550000")
    const backfilled = await s.call("POST", "/sandbox/v1/verification-of-benefits/backfilled", { patient_policy_id: second })
    expect(backfilled.status).toBe(201)
    await s.completedVob()
    await s.advance(20)
    expect(await ofType(s, "patient_verification_completed")).toHaveLength(1)
  })

  it("a follow-up closed with a changed result does not send patient_verification_completed again", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.advance(20)
    expect(await ofType(s, "patient_verification_completed")).toHaveLength(1)
    await s.staff(vob.id, "follow-up/start")
    await s.staff(vob.id, "follow-up/close", { result: { notes: "Corrected after a call" } })
    await s.advance(20)
    expect((await s.getVob(vob.id)).result!.ai_summary_generated_at).toBe(at(40))
    expect(await ofType(s, "patient_verification_completed")).toHaveLength(1)
  })

  it("writing the summary bumps neither the VOB's nor the policy's version (a client's next update still succeeds)", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
    await s.advance(20)
    expect((await s.getVob(vob.id)).result!.ai_summary).not.toBeNull()
    const vobPatch = await s.call("PATCH", `${BASE}/${vob.id}`, { version: vob.version, priority: true })
    expect(vobPatch.status).toBe(200)
    const policyPatch = await s.call("PATCH", `/v1/patient-policies/${s.policyId}`, { version: policy.version, group_number: "GRP-1" })
    expect(policyPatch.status, JSON.stringify(policyPatch.body)).toBe(200)
  })

  it("a follow-up closed with a changed result gets a new summary 20 s later", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.advance(20)
    const first = (await s.getVob(vob.id)).result
    await s.advance(100)
    await s.staff(vob.id, "follow-up/start")
    await s.staff(vob.id, "follow-up/close", { result: { individual_deductible_policy_in_network: 9876 } })
    await s.advance(20)
    const second = (await s.getVob(vob.id)).result
    expect(second!.ai_summary_generated_at).toBe(at(140))
    expect(second!.ai_summary).not.toBe(first!.ai_summary)
  })
})
