/**
 * The merge of a prior-authorization request's `data` over its documents, end to end: each rule once
 * through HTTP, patient / policy / payor / provider resolution, and each `vob.state` a request-created
 * record can reach.
 */
import { afterAll, describe, expect, it } from "vitest"
import { paRequestScenario, RILEY, SERVICE } from "./support/PaRequestScenario.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const completed = async (s: Awaited<ReturnType<typeof paRequestScenario>>, body: unknown) => {
  const done = await s.runPa(body)
  expect(done.status, JSON.stringify(done.error)).toBe("completed")
  return s.priorAuthorization(done.prior_authorization_id!)
}

describe("merge rules, end to end", () => {
  it("1-4: omitted fields keep extracted values, explicit values override, nested objects merge field by field, arrays replace", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE, notes: "extracted", external_id: "DOC-1" })
    const pa = await completed(s, {
      file_ids: [file],
      data: { notes: "sent", service: { requested_visits: 20, cpt_codes: [{ code: "97140", units: "2" }] } }
    })
    expect(pa).toMatchObject({
      notes: "sent",
      external_id: "DOC-1",
      service: { ...SERVICE, requested_visits: 20, cpt_codes: [{ code: "97140", units: "2" }] }
    })
  })

  it("5: explicit null clears an extracted value; clearing a required one fails validation, naming it", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE, notes: "extracted" })
    const pa = await completed(s, { file_ids: [file], data: { notes: null, service: { end_date: null } } })
    expect(pa.notes).toBeNull()
    expect(pa.service).toMatchObject({ start_date: SERVICE.start_date, end_date: null })
    const before = await s.paCounts()
    const failed = await s.runPa({ file_ids: [file], data: { service: { service_type_codes: null }, patient_data: { date_of_birth: null } } })
    expect(failed.error).toMatchObject({
      code: "validation_failed",
      retryable: false,
      fields: [
        { path: "patient_data.date_of_birth", code: "required", message: expect.any(String) },
        { path: "service.service_type_codes", code: "required", message: expect.any(String) }
      ]
    })
    expect(await s.paCounts()).toEqual(before)
  })

  it("nothing extracted and nothing sent names no patient: validation_failed", async () => {
    const s = await paRequestScenario(app)
    const failed = await s.runPa({ file_ids: [await s.document({})], data: { service: SERVICE } })
    expect(failed.error!.fields.map((f) => f.path)).toEqual(["patient_data.first_name", "patient_data.last_name", "patient_data.date_of_birth"])
  })

  it("6: patient_id replaces extracted patient_data (no new patient); documents naming another person fail validation", async () => {
    const s = await paRequestScenario(app)
    const riley = await s.patient({ ...RILEY, first_name: "Riley Ann" })
    const file = await s.document({ patient_data: RILEY, service: SERVICE })
    const before = await s.paCounts()
    const pa = await completed(s, { file_ids: [file], data: { patient_id: riley.id } })
    expect(pa.patient_id).toBe(riley.id)
    expect((await s.paCounts()).patients).toBe(before.patients)

    const blake = await s.patient({ first_name: "Blake", last_name: "Morrow", date_of_birth: "1990-02-03" })
    const failed = await s.runPa({ file_ids: [file], data: { patient_id: blake.id } })
    expect(failed.error).toMatchObject({ code: "validation_failed", fields: [{ path: "patient_data.date_of_birth", code: "other_person" }] })
    const inactive = await s.patient({ first_name: "Gone", last_name: "Away", date_of_birth: "1970-01-01" })
    await s.deactivatePatient(inactive.id)
    expect((await s.runPa({ file_ids: [await s.document({ service: SERVICE })], data: { patient_id: inactive.id } })).error)
      .toMatchObject({ code: "validation_failed", fields: [{ path: "patient_id", code: "not_found" }] })
  })

  it("patient_data matches an existing patient instead of creating one", async () => {
    const s = await paRequestScenario(app)
    const riley = await s.patient(RILEY)
    const pa = await completed(s, { file_ids: [await s.document({ patient_data: RILEY, service: SERVICE })] })
    expect(pa.patient_id).toBe(riley.id)
    expect((await s.events("patient_created")).length).toBe(1)
  })

  it("6: patient_policy_id replaces extracted policy_data; policy_data otherwise matches or creates the patient's policy", async () => {
    const s = await paRequestScenario(app)
    const riley = await s.patient({ ...RILEY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W100" }] })
    const file = await s.document({ patient_data: RILEY, service: SERVICE, policy_data: { insurance_name: "Cigna", member_number: "C9" } })
    const selected = await completed(s, { file_ids: [file], data: { patient_policy_id: riley.policyIds[0] } })
    expect(selected.patient_policy_id).toBe(riley.policyIds[0])
    expect((await s.policiesOf(riley.id)).length).toBe(1)

    const matched = await completed(s, { file_ids: [file], data: { policy_data: { insurance_name: "Aetna", member_number: "W100" } } })
    expect(matched.patient_policy_id).toBe(riley.policyIds[0])
    const created = await completed(s, { file_ids: [file] })
    const policies = await s.policiesOf(riley.id)
    expect(policies.length).toBe(2)
    expect(created.patient_policy_id).toBe(policies.find((p) => p.member_number === "C9")!.id)

    const failed = await s.runPa({ file_ids: [file], data: { policy_data: { insurance_name: "No Such Payer", member_number: "X" } } })
    expect(failed.error).toMatchObject({ code: "validation_failed", fields: [{ path: "policy_data", code: "unresolved_payer" }] })
  })

  it("payor_id replaces extracted payor_data; payor_data matches or creates the patient's payor", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE, payor_data: { insurance_id: s.insurance("Aetna"), member_id: "W7" } })
    const pa = await completed(s, { file_ids: [file] })
    const payor = (await s.call("GET", `/v1/payors/${pa.payor_id}`)).body
    expect(payor).toMatchObject({ patient_id: pa.patient_id, insured_member_id: "W7" })
    const again = await completed(s, { file_ids: [file] })
    expect(again.payor_id).toBe(pa.payor_id)
    const failed = await s.runPa({ file_ids: [file], data: { payor_data: { insurance_id: null } } })
    expect(failed.error!.fields).toEqual([expect.objectContaining({ path: "payor_data.insurance_id", code: "required" })])
  })

  it("several documents combine in file order, the first value winning", async () => {
    const s = await paRequestScenario(app)
    const first = await s.document({ patient_data: RILEY, notes: "first", service: { service_type_codes: ["physical_therapy"] } })
    const second = await s.document({ notes: "second", external_id: "DOC-2", service: { requested_visits: 8, service_type_codes: ["psychotherapy"] } })
    const pa = await completed(s, { file_ids: [first, second] })
    expect(pa).toMatchObject({ notes: "first", external_id: "DOC-2", service: { service_type_codes: ["physical_therapy"], requested_visits: 8 } })
  })

  it("7: provider ids resolve only within the company; an ambiguous provider needs an explicit id", async () => {
    const s = await paRequestScenario(app)
    const [a, b] = s.fixtures.credentialing.map((c) => c.id)
    const one = await s.document({ patient_data: RILEY, service: SERVICE, servicing_provider_id: a })
    const two = await s.document({ servicing_provider_id: b })
    const ambiguous = await s.runPa({ file_ids: [one, two] })
    expect(ambiguous.error).toMatchObject({ code: "validation_failed", fields: [{ path: "servicing_provider_id", code: "ambiguous" }] })
    const chosen = await completed(s, { file_ids: [one, two], data: { servicing_provider_id: b } })
    expect(chosen.servicing_provider_id).toBe(b)

    const other = await paRequestScenario(app)
    const foreign = other.fixtures.credentialing[0].id
    const failed = await s.runPa({ file_ids: [one], data: { requesting_provider_id: foreign } })
    expect(failed.error).toMatchObject({ code: "validation_failed", fields: [{ path: "requesting_provider_id", code: "not_found" }] })
  })

  it("copy_files_from_prior_authorization_id attaches that record's files before the request's", async () => {
    const s = await paRequestScenario(app)
    const firstFile = await s.document({ patient_data: RILEY, service: SERVICE })
    const source = await completed(s, { file_ids: [firstFile] })
    const secondFile = await s.document({ patient_data: RILEY, service: SERVICE })
    const copy = await completed(s, { file_ids: [secondFile], data: { copy_files_from_prior_authorization_id: source.id } })
    expect(copy.file_ids).toEqual([firstFile, secondFile])
    const failed = await s.runPa({ file_ids: [secondFile], data: { copy_files_from_prior_authorization_id: "00000000-0000-4000-8000-000000000000" } })
    expect(failed.error!.fields).toEqual([expect.objectContaining({ path: "copy_files_from_prior_authorization_id", code: "not_found" })])
  })

  it("a document of another patient than the one finally selected fails validation", async () => {
    const s = await paRequestScenario(app)
    const blake = await s.patient({ first_name: "Blake", last_name: "Morrow", date_of_birth: "1990-02-03" })
    const file = await s.document({ patient_data: RILEY, service: SERVICE }, { document_type: "prior_authorization", patient_id: blake.id })
    const failed = await s.runPa({ file_ids: [file] })
    expect(failed.error).toMatchObject({ code: "validation_failed", fields: [{ path: "file_ids.0", code: "other_patient" }] })
    expect((await s.paCounts()).patients).toBe(1)
  })
})

describe("the vob block of a request-created record (request_vob follows the company default: on)", () => {
  it("requested, then already_open for the next record on the same policy", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE, policy_data: { insurance_name: "Aetna", member_number: "W5" } })
    const first = await completed(s, { file_ids: [file] })
    expect(first.vob).toMatchObject({ state: "requested", vob: { id: expect.any(String), status: "pending" } })
    const second = await completed(s, { file_ids: [file] })
    expect(second.vob).toMatchObject({ state: "already_open", vob: { id: first.vob.vob!.id } })
  })

  it("missing_details without a policy; not_on_patient for another patient's policy", async () => {
    const s = await paRequestScenario(app)
    const missing = await completed(s, { file_ids: [await s.document({ patient_data: RILEY, service: SERVICE })] })
    expect(missing.vob).toEqual({ state: "missing_details", vob: null, missing: ["patient_policy_id"] })
    const blake = await s.patient({ first_name: "Blake", last_name: "Morrow", date_of_birth: "1990-02-03", policies: [{ insurance_id: s.insurance("Aetna"), member_number: "B1" }] })
    const notOn = await completed(s, { file_ids: [await s.document({ patient_data: RILEY, service: SERVICE })], data: { patient_policy_id: blake.policyIds[0] } })
    expect(notOn.vob).toMatchObject({ state: "not_on_patient", vob: null })
  })

  it("not_requested when the company's default is off (PATCH /sandbox/v1/settings)", async () => {
    const s = await paRequestScenario(app)
    const changed = await s.call("PATCH", "/sandbox/v1/settings", { prior_authorization_request_vob_default: false })
    expect(changed.body).toMatchObject({ prior_authorization_request_vob_default: false, assistant_label: "Benefits Assistant" })
    const file = await s.document({ patient_data: RILEY, service: SERVICE, policy_data: { insurance_name: "Aetna", member_number: "W6" } })
    const record = await completed(s, { file_ids: [file] })
    expect(record.vob).toEqual({ state: "not_requested", vob: null, missing: [] })
  })

  it("asks for no VOB, whatever the default, when the company has switched prior_authorization_vob_request off", async () => {
    const s = await paRequestScenario(app)
    expect((await s.call("PATCH", "/sandbox/v1/releases", { prior_authorization_vob_request: false })).status).toBe(200)
    const file = await s.document({ patient_data: RILEY, service: SERVICE, policy_data: { insurance_name: "Aetna", member_number: "W7" } })
    const record = await completed(s, { file_ids: [file] })
    for (const field of ["request_vob", "vob_specialties", "vob"]) expect(record).not.toHaveProperty(field)
    expect((await s.paCounts()).vobs).toBe(0)
  })
})
