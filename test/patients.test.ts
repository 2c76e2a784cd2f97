import { afterAll, describe, expect, it } from "vitest"
import { type Company, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const fixturesOf = async (company: Company) => (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
const upsert = (company: Company, body: unknown, bearer = false) =>
  app.request("POST", "/v1/patients/upsert", bearer ? { bearer: company.bearer, body } : { key: company.apiKey, body })
const eventsOf = async (company: Company, type?: string) =>
  (await app.request("GET", `/sandbox/v1/events?limit=100${type === undefined ? "" : `&type=${type}`}`, { key: company.apiKey }))
    .data.data as Array<{ type: string; payload: Record<string, unknown> }>

const ana = { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15", phone_number: "512-555-0100", email: "ana@example.com" }

describe("POST /v1/patients/upsert", () => {
  it("creates a patient (201) with every field, and emits patient_created with the creator", async () => {
    const company = await app.newCompany()
    const reply = await upsert(company, { ...ana, city: "Austin", tags: ["vip"], custom_fields: { source: "web" }, shoe_size: 9 }, true)
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ created: true, matched: false, match_reason: null, dropped_fields: [], policies: [] })
    const patient = reply.data.patient
    expect(patient).toMatchObject({ ...ana, city: "Austin", tags: ["vip"], custom_fields: { source: "web" }, version: 1, active: true })
    expect(patient).not.toHaveProperty("shoe_size")
    const fixtures = await fixturesOf(company)
    expect(patient.workflow_stage_id).toBe(fixtures.workflow_stages.find((s: { key: string }) => s.key === "new_lead")!.id)
    expect((await app.request("GET", `/v1/patients/${patient.id}`, { key: company.apiKey })).data).toEqual(patient)
    const [created] = await eventsOf(company, "patient_created")
    expect(created!.payload).toMatchObject({ patient: { id: patient.id }, created_by: company.userId })
  })

  it("reads an eight-digit date of birth as YYYYMMDD", async () => {
    const company = await app.newCompany()
    const reply = await upsert(company, { first_name: "Bo", last_name: "Chen", date_of_birth: "19851231" })
    expect(reply.data.patient.date_of_birth).toBe("1985-12-31")
  })

  it("matches by typed external ID first", async () => {
    const company = await app.newCompany()
    const type = (await fixturesOf(company)).external_id_types[0].id
    const first = await upsert(company, { ...ana, external_id: { type_id: type, value: "MRN-1" } })
    const again = await upsert(company, { first_name: "Totally", last_name: "Different", external_id: { type_id: type, value: "MRN-1" } })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: false, matched: true, match_reason: "external_id" })
    expect(again.data.patient.id).toBe(first.data.patient.id)
  })

  it("matches exact demographics, then phone + fuzzy name, then email + fuzzy name", async () => {
    const company = await app.newCompany()
    const kate = { ...ana, first_name: "Katherine" }
    const id = (await upsert(company, kate)).data.patient.id
    const demo = await upsert(company, { first_name: "KATHERINE", last_name: "diaz", date_of_birth: "1990-01-15" })
    expect(demo.body).toMatchObject({ matched: true, match_reason: "demographics", patient: { id } })
    const phone = await upsert(company, { first_name: "Kat", last_name: "Diaz", phone_number: "(512) 555 0100" })
    expect(phone.body).toMatchObject({ matched: true, match_reason: "phone_and_name", patient: { id } })
    const email = await upsert(company, { first_name: "Katharine", last_name: "Dias", email: "ANA@example.com" })
    expect(email.body).toMatchObject({ matched: true, match_reason: "email_and_name", patient: { id } })
  })

  it("does not match a different person who shares a phone and a similar name", async () => {
    const company = await app.newCompany()
    const mother = (await upsert(company, { first_name: "Maria", last_name: "Lopez", phone_number: "5125550199" })).data.patient.id
    const son = await upsert(company, { first_name: "Mario", last_name: "Lopez", date_of_birth: "2010-03-03", phone_number: "5125550199" })
    expect(son.status).toBe(201)
    expect(son.data.patient.id).not.toBe(mother)
    const sameName = await upsert(company, { first_name: "Maria", last_name: "Lopez", date_of_birth: "1970-03-03" })
    expect(sameName.status).toBe(201)
  })

  it("updates a matched patient: patient_updated lists the changed fields; nothing changes, nothing is sent", async () => {
    const company = await app.newCompany()
    const created = (await upsert(company, ana)).data.patient
    const changed = await upsert(company, { ...ana, city: "Dallas", email: "ana.diaz@example.com" })
    expect(changed.data.patient).toMatchObject({ id: created.id, city: "Dallas", email: "ana.diaz@example.com", version: 2 })
    const same = await upsert(company, { ...ana, city: "Dallas", email: "ana.diaz@example.com" })
    expect(same.data.patient.version).toBe(2)
    const updates = await eventsOf(company, "patient_updated")
    expect(updates).toHaveLength(1)
    expect(updates[0]!.payload).toMatchObject({ patient: { id: created.id }, changed_fields: ["email", "city"], changed_by: null })
  })

  it("targets a patient by patient_id, 404 naming patient_id when it is not the company's", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    const id = (await upsert(company, ana)).data.patient.id
    expect((await upsert(company, { patient_id: id, comments: "hi" })).body).toMatchObject({ match_reason: "patient_id", patient: { comments: "hi" } })
    const foreign = await upsert(other, { patient_id: id, comments: "hi" })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ code: "resource_not_found", param: "patient_id" })
  })

  it("400 with dropped_fields naming each unusable field and what to send when no patient can be created", async () => {
    const company = await app.newCompany()
    const reply = await upsert(company, { first_name: "Ana", last_name: "Diaz", phone_number: "12345", email: "nope", date_of_birth: "1850-01-01" })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ type: "invalid_request_error", code: "patient_not_creatable" })
    expect(reply.body).toHaveProperty("dropped_fields", ["phone_number", "email", "date_of_birth"])
    for (const hint of ["phone_number '12345'", "10 digits", "email 'nope'", "date_of_birth '1850-01-01'", "1900-01-01"]) {
      expect(reply.error.message).toContain(hint)
    }
    expect((await app.request("GET", "/v1/patients", { key: company.apiKey })).data.pagination.total).toBe(0)
  })

  it("stores the usable fields and reports the dropped ones when the patient can still be created", async () => {
    const company = await app.newCompany()
    const reply = await upsert(company, { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15", phone_number: "12" })
    expect(reply.status).toBe(201)
    expect(reply.data.dropped_fields).toEqual(["phone_number"])
    expect(reply.data.patient.phone_number).toBeNull()
  })

  it("refuses wrong types and unknown references naming the field, writing nothing", async () => {
    const company = await app.newCompany()
    const badType = await upsert(company, { ...ana, first_name: 42 })
    expect(badType.status).toBe(422)
    expect(badType.error.param).toBe("first_name")
    const badStage = await upsert(company, { ...ana, workflow_stage_id: crypto.randomUUID() })
    expect(badStage.status).toBe(404)
    expect(badStage.error.param).toBe("workflow_stage_id")
    const inactiveType = (await fixturesOf(company)).external_id_types.find((t: { is_active: boolean }) => !t.is_active)!.id
    const badExternal = await upsert(company, { ...ana, external_id: { type_id: inactiveType, value: "x" } })
    expect(badExternal.status).toBe(404)
    expect(badExternal.error.param).toBe("external_id.type_id")
    expect((await app.request("GET", "/v1/patients", { key: company.apiKey })).data.pagination.total).toBe(0)
  })

  it("creates and updates coverage from embedded policies", async () => {
    const company = await app.newCompany()
    const fixtures = await fixturesOf(company)
    const aetna = fixtures.insurances.find((i: { key: string }) => i.key === "aetna")!.id
    const first = await upsert(company, {
      ...ana,
      policies: [
        { insurance_id: aetna, member_number: "W123", group_number: "G1" },
        { insurance_name: "cigna", member_number: "C9" },
        { insurance_name: "Nobody Health", member_number: "Z1" }
      ]
    })
    expect(first.data.policies.map((p: { action: string; reason: string | null }) => [p.action, p.reason])).toEqual([
      ["created", null],
      ["created", null],
      ["skipped", "unresolved_payer"]
    ])
    const policies = (await app.request("GET", `/v1/patient-policies?patient_id=${first.data.patient.id}`, { key: company.apiKey })).data.data
    expect(policies.map((p: { coverage_tier: string; member_number: string }) => [p.coverage_tier, p.member_number])).toEqual([
      ["primary", "W123"],
      ["secondary", "C9"]
    ])
    const again = await upsert(company, { ...ana, policies: [{ insurance_id: aetna, member_number: "w123", group_number: "G2" }, { insurance_id: aetna, member_number: "W123", group_number: "G2" }] })
    expect(again.data.policies.map((p: { action: string }) => p.action)).toEqual(["updated", "unchanged"])
  })
})

describe("GET /v1/patients", () => {
  it("pages the company's patients", async () => {
    const company = await app.newCompany()
    for (const name of ["A", "B", "C"]) await upsert(company, { first_name: name, last_name: "Test", phone_number: `512555010${name.charCodeAt(0) - 60}` })
    const page = await app.request("GET", "/v1/patients?limit=2&page=2", { key: company.apiKey })
    expect(page.data.pagination).toEqual({ has_more: false, total: 3, page: 2, limit: 2 })
    expect(page.data.data.map((p) => p.first_name)).toEqual(["C"])
  })
})

describe("POST /sandbox/v1/patients/{id}/stage", () => {
  it("moves the patient: patient_stage_changed, and patient_insurance_verification entering a verifying stage", async () => {
    const company = await app.newCompany()
    const stages = (await fixturesOf(company)).workflow_stages
    const byKey = (key: string) => stages.find((s: { key: string }) => s.key === key)
    const id = (await upsert(company, ana)).data.patient.id
    const moved = await app.request("POST", `/sandbox/v1/patients/${id}/stage`, {
      key: company.apiKey,
      body: { workflow_stage_id: byKey("insurance_verification")!.id }
    })
    expect(moved.data.workflow_stage_id).toBe(byKey("insurance_verification")!.id)
    const [changed] = await eventsOf(company, "patient_stage_changed")
    expect(changed!.payload).toMatchObject({
      patient: { id },
      previous_stage: { id: byKey("new_lead")!.id, title: "New Lead", order: 1 },
      new_stage: { id: byKey("insurance_verification")!.id, title: "Insurance Verification", order: 2 }
    })
    expect(await eventsOf(company, "patient_insurance_verification")).toHaveLength(1)
    const unknown = await app.request("POST", `/sandbox/v1/patients/${id}/stage`, { key: company.apiKey, body: { workflow_stage_id: crypto.randomUUID() } })
    expect(unknown.status).toBe(404)
    expect(unknown.error.param).toBe("workflow_stage_id")
  })

  it("answers a missing patient's 404 first, whether or not the stage exists", async () => {
    const company = await app.newCompany()
    const stage = (await fixturesOf(company)).workflow_stages[0]!.id
    const missing = crypto.randomUUID()
    for (const workflow_stage_id of [stage, crypto.randomUUID()]) {
      const reply = await app.request("POST", `/sandbox/v1/patients/${missing}/stage`, { key: company.apiKey, body: { workflow_stage_id } })
      expect([reply.status, reply.error.code, reply.error.param]).toEqual([404, "resource_not_found", "id"])
    }
  })
})
