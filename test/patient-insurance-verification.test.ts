/**
 * patient_insurance_verification (spec, Events): sent when a patient enters the Insurance
 * Verification stage, created in it or moved into it from any stage, and when a VOB request moves
 * the patient to Needs VOB and that stage verifies insurance; never for other moves.
 */
import { afterAll, describe, expect, it } from "vitest"
import { sendsInsuranceVerification } from "../src/Patients/StageEvents.js"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"

const stage = (key: string, verifies_insurance: boolean) => ({ id: key, key, title: key, order: 1, verifies_insurance })

describe("the rule", () => {
  const verification = stage("insurance_verification", true)
  const needsVob = stage("needs_vob", true)
  it.each([
    ["created in Insurance Verification", verification, "created", true],
    ["moved into Insurance Verification", verification, "moved", true],
    ["a VOB request's move to Needs VOB, which verifies insurance", needsVob, "vob_request", true],
    ["a VOB request's move to a Needs VOB that does not verify insurance", stage("needs_vob", false), "vob_request", false],
    ["another move to Needs VOB", needsVob, "moved", false],
    ["created in Needs VOB", needsVob, "created", false],
    ["a move to another stage that verifies insurance", stage("eligibility_review", true), "moved", false],
    ["a move to New Lead", stage("new_lead", false), "moved", false]
  ] as const)("%s: %s", (_, next, via, sent) => expect(sendsInsuranceVerification(next, via)).toBe(sent))
})

describe("through the API", () => {
  const app = startApp()
  afterAll(() => app.dispose())

  it("a patient created in Insurance Verification, or moved into it from Needs VOB, is sent one; staff moving it to Needs VOB is not", async () => {
    const s = await requestScenario(app)
    const created = await s.call("POST", "/v1/patients/upsert", { ...AVERY, workflow_stage_id: s.stage("insurance_verification") })
    expect(created.status).toBe(201)
    const id = created.data.patient.id
    expect((await s.events("patient_insurance_verification")).map((e) => e.payload.patient.id)).toEqual([id])

    expect((await s.call("POST", `/sandbox/v1/patients/${id}/stage`, { workflow_stage_id: s.stage("needs_vob") })).status).toBe(200)
    expect(await s.events("patient_insurance_verification")).toHaveLength(1)
    expect((await s.call("POST", `/sandbox/v1/patients/${id}/stage`, { workflow_stage_id: s.stage("insurance_verification") })).status).toBe(200)
    expect(await s.events("patient_insurance_verification")).toHaveLength(2)

    const inNeedsVob = await s.call("POST", "/v1/patients/upsert", { first_name: "Robin", last_name: "Vale", date_of_birth: "1979-09-09", workflow_stage_id: s.stage("needs_vob") })
    expect(inNeedsVob.status).toBe(201)
    expect(await s.events("patient_insurance_verification")).toHaveLength(2)
  })

  it("a VOB request moving the patient to Needs VOB sends one", async () => {
    const s = await requestScenario(app)
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect((await s.call("GET", `/v1/patients/${done.patient!.id}`)).data.workflow_stage_id).toBe(s.stage("needs_vob"))
    expect((await s.events("patient_insurance_verification")).map((e) => e.payload.patient.id)).toEqual([done.patient!.id])
  })
})
