/**
 * The VOBs a completed request opens and its other effects: verification entries (opened,
 * already_open, left_out, not_requested), default specialties, priority, the patient's stage, the
 * events (vob_created per VOB, no vob_comment_created for the service's comments, no completion
 * webhook) and a resource carrying ids and codes only.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario, type RequestScenario } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const VOBS = "/v1/verification-of-benefits"
const getVob = async (s: RequestScenario, id: string) => {
  const reply = await s.call("GET", `${VOBS}/${id}`)
  expect(reply.status, id).toBe(200)
  return reply.data
}
const commentsOf = async (s: RequestScenario, vobId: string) => (await s.call("GET", `${VOBS}/${vobId}/comments`)).data.data

describe("completed VOB request: verifications", () => {
  it("opens a VOB per active policy with the company's default specialties, one vob_created each", async () => {
    const s = await requestScenario(app)
    const done = await s.run({
      patient: AVERY,
      policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }, { insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "secondary" }]
    })
    expect(done.status).toBe("completed")
    expect(done.verifications).toHaveLength(2)
    const defaults = s.fixtures.default_specialties
    expect(defaults).toHaveLength(2)
    for (const [i, entry] of done.verifications.entries()) {
      expect(entry).toEqual({ id: expect.any(String), patient_policy_id: done.policies[i].id, status: "opened", reason: null, left_out: [] })
      const vob = await getVob(s, entry.id!)
      expect(vob).toMatchObject({ patient_id: done.patient!.id, patient_policy_id: entry.patient_policy_id, status: "pending", priority: false })
      expect(vob.specialties.map((sp) => [sp.service_type, sp.credentialing_id])).toEqual(
        defaults.map((d) => [d.service_type, d.credentialing_id])
      )
    }
    const created = await s.events("vob_created")
    expect(created.map((e) => e.payload.vob.id).sort()).toEqual(done.verifications.map((v) => v.id).sort())
  })

  it("sent specialties replace the defaults; priority true flags every VOB opened", async () => {
    const s = await requestScenario(app)
    const done = await s.run({
      patient: AVERY,
      policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }, { insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "secondary" }],
      specialties: [{ service_type: "physical_therapy" }],
      priority: true
    })
    expect(done.verifications.map((v) => v.status)).toEqual(["opened", "opened"])
    for (const entry of done.verifications) {
      const vob = await getVob(s, entry.id!)
      expect(vob.priority).toBe(true)
      expect(vob.specialties.map((sp) => sp.service_type)).toEqual(["physical_therapy"])
    }
  })

  it("a second request while the first VOB is open reports already_open with that VOB, opening none", async () => {
    const s = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const first = await s.run(body)
    const second = await s.run(body)
    expect(second.verifications).toEqual([
      { id: first.verifications[0].id, patient_policy_id: first.policies[0].id, status: "already_open", reason: null, left_out: [] }
    ])
    expect(await s.events("vob_created")).toHaveLength(1)
    expect((await s.counts()).vobs).toBe(1)
    // Once that VOB is completed, the next request opens a new one.
    for (const action of ["start", "complete"]) {
      expect((await s.call("POST", `/sandbox/v1/verification-of-benefits/${first.verifications[0].id}/${action}`, {})).status).toBe(200)
    }
    const third = await s.run(body)
    expect(third.verifications).toEqual([
      { id: expect.any(String), patient_policy_id: first.policies[0].id, status: "opened", reason: null, left_out: [] }
    ])
    expect(third.verifications[0].id).not.toBe(first.verifications[0].id)
  })

  it("requests nothing when the company configures no specialty and none is sent (not_requested, no_service_type)", async () => {
    const s = await requestScenario(app)
    await s.clearDefaultSpecialties()
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect(done.verifications).toEqual([
      { id: null, patient_policy_id: done.policies[0].id, status: "not_requested", reason: "no_service_type", left_out: [] }
    ])
    expect((await s.counts()).vobs).toBe(0)
  })

  it("a deleted policy of the patient gets no verification", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({
      ...AVERY,
      policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }, { insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "secondary" }]
    })
    expect((await s.call("DELETE", `/v1/patient-policies/${avery.policyIds[1]}`)).status).toBeLessThan(300)
    const done = await s.run({ patient_id: avery.id, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect(done.policies).toEqual([{ id: avery.policyIds[0], action: "matched", reason: null, source: "request" }])
    expect(done.verifications.map((v) => [v.patient_policy_id, v.status])).toEqual([[avery.policyIds[0], "opened"]])
  })

  it("leaves out a specialty whose credential is not credentialed with the insurance, with a service comment and no vob_comment_created", async () => {
    const s = await requestScenario(app)
    // UnitedHealthcare: the clinic entity is credentialed with it, Dr. Chen (psychotherapy) is not.
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("UnitedHealthcare"), member_number: "U1", coverage_tier: "primary" }] })
    expect(done.verifications).toEqual([
      { id: expect.any(String), patient_policy_id: done.policies[0].id, status: "opened", reason: "specialties_unresolved", left_out: ["psychotherapy"] }
    ])
    const vob = await getVob(s, done.verifications[0].id!)
    expect(vob.specialties.map((sp) => sp.service_type)).toEqual(["mental_health_provider_outpatient"])
    const comments = await commentsOf(s, vob.id)
    expect(comments).toHaveLength(1)
    expect(comments[0]).toMatchObject({ source: "service" })
    expect(comments[0].content).toMatch(/psychotherapy/)
    expect(await s.events("vob_comment_created")).toEqual([])
  })

  it("requests nothing on a policy none of whose specialties resolves (not_requested, specialties_unresolved)", async () => {
    const s = await requestScenario(app)
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("Humana"), member_number: "H1", coverage_tier: "primary" }] })
    expect(done.verifications).toEqual([
      {
        id: null,
        patient_policy_id: done.policies[0].id,
        status: "not_requested",
        reason: "specialties_unresolved",
        left_out: expect.arrayContaining(["mental_health_provider_outpatient", "psychotherapy"])
      }
    ])
    expect((await s.counts()).vobs).toBe(0)
    expect(await s.events("vob_created")).toEqual([])
    // No VOB opened: the patient is not moved to Needs VOB.
    expect((await s.call("GET", `/v1/patients/${done.patient!.id}`)).data.workflow_stage_id).toBe(s.stage("new_lead"))
  })

  it("opens a VOB for every active policy of the patient, also those the request did not name (unchanged)", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1" }] })
    const done = await s.run({ patient_id: avery.id, policies: [{ insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "secondary" }] })
    expect(done.policies).toEqual(expect.arrayContaining([
      { id: expect.any(String), action: "created", reason: null, source: "request" },
      { id: avery.policyIds[0], action: "unchanged", reason: null, source: null }
    ]))
    expect(done.verifications.map((v) => v.status)).toEqual(["opened", "opened"])
    expect(done.verifications.map((v) => v.patient_policy_id)).toContain(avery.policyIds[0])
  })

  it("a card correcting a policy puts a service comment on its VOB, without vob_comment_created", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1" }] })
    const card = await s.cardFile([{ insurance_name: "Aetna", member_number: "W2" }])
    const done = await s.run({ patient_id: avery.id, file_ids: [card] })
    expect(done.policies[0]).toMatchObject({ action: "corrected", reason: "new_member_number" })
    const comments = await commentsOf(s, done.verifications[0].id!)
    expect(comments.map((c) => c.source)).toEqual(["service"])
    expect(await s.events("vob_comment_created")).toEqual([])
  })
})

describe("completed VOB request: stage, events and privacy", () => {
  it("moves the patient to Needs VOB and emits patient_insurance_verification; no other event kinds", async () => {
    const s = await requestScenario(app)
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect((await s.call("GET", `/v1/patients/${done.patient!.id}`)).data.workflow_stage_id).toBe(s.stage("needs_vob"))
    const verification = await s.events("patient_insurance_verification")
    expect(verification).toHaveLength(1)
    expect(verification[0]!.payload.patient).toEqual({ id: done.patient!.id })
    const types = new Set((await s.events()).map((e) => e.type))
    // No completion webhook: only the patient's and the VOB's own events.
    expect([...types].sort()).toEqual(["patient_created", "patient_insurance_verification", "patient_stage_changed", "vob_created"])
  })

  it("does not move a patient already on a stage that verifies insurance", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient(AVERY)
    const stage = s.stage("insurance_verification")
    expect((await s.call("POST", `/sandbox/v1/patients/${avery.id}/stage`, { workflow_stage_id: stage })).status).toBe(200)
    const before = (await s.events()).length
    const done = await s.run({ patient_id: avery.id, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect(done.verifications[0].status).toBe("opened")
    expect((await s.call("GET", `/v1/patients/${avery.id}`)).data.workflow_stage_id).toBe(stage)
    const after = (await s.events()).slice(before).map((e) => e.type)
    expect(after).not.toContain("patient_stage_changed")
    expect(after).not.toContain("patient_insurance_verification")
    expect(after).toContain("vob_created")
  })

  it("does not move a patient kept on Missing Information by another VOB; moves one merely placed there", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1" }] })
    const vob = await s.call("POST", VOBS, { patient_policy_id: avery.policyIds[0] })
    expect(vob.status).toBe(201)
    for (const [action, body] of [["start", undefined], ["ask-missing-information", { content: "Need the back of the card" }]] as const) {
      expect((await s.call("POST", `/sandbox/v1/verification-of-benefits/${vob.data.id}/${action}`, body)).status).toBe(200)
    }
    const missing = s.stage("missing_information")
    expect((await s.call("GET", `/v1/patients/${avery.id}`)).data.workflow_stage_id).toBe(missing)
    const kept = await s.run({ patient_id: avery.id, policies: [{ insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "secondary" }] })
    expect(kept.verifications.map((v) => v.status).sort()).toEqual(["already_open", "opened"])
    expect((await s.call("GET", `/v1/patients/${avery.id}`)).data.workflow_stage_id).toBe(missing)

    const blake = await s.patient({ first_name: "Blake", last_name: "Other", date_of_birth: "1990-02-02" })
    await s.call("POST", `/sandbox/v1/patients/${blake.id}/stage`, { workflow_stage_id: missing })
    await s.run({ patient_id: blake.id, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "B1", coverage_tier: "primary" }] })
    expect((await s.call("GET", `/v1/patients/${blake.id}`)).data.workflow_stage_id).toBe(s.stage("needs_vob"))
  })

  it("does not move the patient when no VOB is opened (only already_open)", async () => {
    const s = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    const first = await s.run(body)
    await s.call("POST", `/sandbox/v1/patients/${first.patient!.id}/stage`, { workflow_stage_id: s.stage("new_lead") })
    const second = await s.run(body)
    expect(second.verifications[0].status).toBe("already_open")
    expect((await s.call("GET", `/v1/patients/${first.patient!.id}`)).data.workflow_stage_id).toBe(s.stage("new_lead"))
  })

  it("a completed request exposes only ids and codes: no names, birth dates, member or group numbers", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{ insurance_name: "Cigna", member_number: "CIGNA-77812", group_number: "GRP-5531", patient: AVERY }])
    const done = await s.run({
      patient: { ...AVERY, phone_number: "5125550123", email: "avery@quinn.test" },
      policies: [{ insurance_id: s.insurance("Aetna"), member_number: "AETNA-99231", plan_name: "Gold PPO", coverage_tier: "primary" }],
      file_ids: [card]
    })
    expect(done.status).toBe("completed")
    const text = JSON.stringify(done)
    for (const secret of ["Avery", "Quinn", "1985-04-12", "5550123", "quinn.test", "AETNA-99231", "CIGNA-77812", "GRP-5531", "Gold PPO", "Cigna", "Aetna"]) {
      expect(text).not.toContain(secret)
    }
    expect(Object.keys(done).sort()).toEqual(
      ["completed_at", "created_at", "error", "id", "patient", "policies", "status", "updated_at", "verifications"]
    )
  })
})
