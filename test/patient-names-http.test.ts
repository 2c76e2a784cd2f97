/**
 * Names of every kind through the API: numbered test patients stay distinct people, and a name in
 * Cyrillic or CJK identifies a patient in the upsert, the batch and a VOB request.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { numberedBatchTwice } from "./support/NumberedPatients.js"
import { requestScenario } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

import { DOB } from "./support/NumberedPatients.js"

describe("numbered test patients", () => {
  // 60 namesakes-but-for-a-digit: more than the demographics lookup ever considered at once (50).
  // The full 500-row batch runs in test/reliability/patient-batch-names.test.ts.
  it("a batch of numbered patients with one birth date creates one each, keeps every external id, and matches each again", async () => {
    const s = await requestScenario(app)
    const type = s.fixtureId("external_id_types", "ehr_mrn")
    // The last ten come after 50 namesakes with the same last name and birth date.
    const result = await numberedBatchTwice(s, type, 60, 50)
    expect(result.first).toMatchObject({ created_count: 60, updated_count: 0, failed_count: 0 })
    expect(new Set(result.first.patient_ids).size).toBe(60)
    expect(result.again).toMatchObject({ created_count: 0, updated_count: 10 })
    expect(result.again.results.every((r) => r.match_reason === "demographics")).toBe(true)
    expect(result.again.updated_patient_ids).toEqual(result.first.patient_ids.slice(50))
    expect((await s.counts()).patients).toBe(60)
    const last = (await s.call("GET", `/v1/patients/${result.first.patient_ids[59]}`)).body
    expect(last).toMatchObject({ first_name: "Test60", external_ids: [{ type_id: type, value: "MRN-60" }] })
  })
})

describe("names in other scripts", () => {
  const IVAN = { first_name: "Иван", last_name: "Петров", date_of_birth: DOB }
  const WANG = { first_name: "小明", last_name: "王", date_of_birth: DOB }

  it("a Cyrillic patient upserts (201), and the same name in capitals with a ё/е spelling matches it", async () => {
    const s = await requestScenario(app)
    const created = await s.call("POST", "/v1/patients/upsert", IVAN)
    expect(created.status).toBe(201)
    const matched = await s.call("POST", "/v1/patients/upsert", { first_name: " ИВАН ", last_name: "ПЕТРОВ", date_of_birth: DOB })
    expect(matched.status).toBe(200)
    expect(matched.body).toMatchObject({ matched: true, match_reason: "demographics", patient: { id: created.data.patient.id } })
    const other = await s.call("POST", "/v1/patients/upsert", { first_name: "Алёна", last_name: "Петрова", date_of_birth: DOB })
    expect(other.status).toBe(201)
    expect((await s.call("POST", "/v1/patients/upsert", { first_name: "Алена", last_name: "Петрова", date_of_birth: DOB })).data.patient.id)
      .toBe(other.data.patient.id)
  })

  it("CJK and Cyrillic rows of a batch are created, then matched", async () => {
    const s = await requestScenario(app)
    const first = await s.call("POST", "/v1/patients/batch", { items: [IVAN, WANG, { ...WANG, first_name: "小红" }] })
    expect(first.body).toMatchObject({ created_count: 3, failed_count: 0 })
    const again = await s.call("POST", "/v1/patients/batch", { items: [WANG, IVAN] })
    expect(again.body).toMatchObject({ created_count: 0, updated_count: 2 })
    expect(again.data.updated_patient_ids).toEqual([first.data.patient_ids[1], first.data.patient_ids[0]])
  })

  it("a VOB request for a CJK patient completes, creating the patient, and a card naming them is no conflict", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{ insurance_name: "Aetna", member_number: "W-CJK", patient: { first_name: "小明", last_name: "王" } }])
    const done = await s.run({ patient: WANG, file_ids: [card] })
    expect(done).toMatchObject({ status: "completed", error: null, patient: { action: "created" } })
    expect((await s.call("GET", `/v1/patients/${done.patient!.id}`)).body).toMatchObject(WANG)
    const again = await s.run({ patient: IVAN, policies: [{ insurance_name: "Aetna", member_number: "W-RU", coverage_tier: "primary" }] })
    expect(again).toMatchObject({ status: "completed", patient: { action: "created" } })
  })

  it("a name of punctuation alone is no name: the submission is refused naming the patient", async () => {
    const s = await requestScenario(app)
    const reply = await s.submit({ patient: { first_name: "-", last_name: "'", date_of_birth: DOB }, policies: [{ insurance_name: "Aetna", member_number: "X", coverage_tier: "primary" }] })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param: "patient" })
  })
})
