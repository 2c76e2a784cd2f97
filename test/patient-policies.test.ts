import { afterAll, describe, expect, it } from "vitest"
import { type Company, startApp } from "./support/TestApp.js"
import { JPEG, PDF, PNG, upload } from "./support/Uploads.js"

const app = startApp()
afterAll(() => app.dispose())

interface Setup {
  readonly company: Company
  readonly patientId: string
  readonly insurance: (key: string) => string
}

const setup = async (at = "2030-06-15T12:00:00Z"): Promise<Setup> => {
  const company = await app.newCompany()
  await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at } })
  const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
  const patient = await app.request("POST", "/v1/patients/upsert", {
    key: company.apiKey,
    body: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15" }
  })
  return {
    company,
    patientId: patient.data.patient.id,
    insurance: (key) => fixtures.insurances.find((i: { key: string }) => i.key === key)!.id
  }
}

const newPatient = async (s: Setup, phone: string) =>
  (await app.request("POST", "/v1/patients/upsert", { key: s.company.apiKey, body: { phone_number: phone } })).data.patient.id

const create = (s: Setup, body: Record<string, unknown>) =>
  app.request("POST", "/v1/patient-policies", { key: s.company.apiKey, body: { patient_id: s.patientId, insurance_id: s.insurance("aetna"), member_number: "W1", ...body } })

/** The list reply, with the member numbers it lists (none when refused). */
const list = async (s: Setup, query: string) => {
  const reply = await app.request("GET", `/v1/patient-policies?${query}`, { key: s.company.apiKey })
  return Object.assign(reply, { ids: reply.status === 200 ? reply.data.data.map((p) => p.member_number) : [] })
}

describe("patient policies", () => {
  it("creates a policy (201) with every field, reads it back, and fills the first free tier", async () => {
    const s = await setup()
    const reply = await create(s, {
      group_number: "G-7",
      plan_name: "Gold PPO",
      insurance_type: "PR",
      start_date: "2030-01-01",
      end_date: "2030-12-31",
      relationship_to_subscriber: "self",
      subscriber: { first_name: "Ana", last_name: "Diaz", dob: "1990-01-15" },
      external_id: "ext-1"
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      patient_id: s.patientId,
      insurance_id: s.insurance("aetna"),
      member_number: "W1",
      coverage_tier: "primary",
      group_number: "G-7",
      insurance_type: "PR",
      subscriber: { first_name: "Ana", middle_name: null, dob: "1990-01-15" },
      active: true,
      version: 1,
      current_version: null,
      insurance_card_front_file_id: null,
      insurance_card_back_file_id: null,
      latest_eligibility_check: null
    })
    expect(reply.body).not.toHaveProperty("insurance")
    const read = await app.request("GET", `/v1/patient-policies/${reply.data.id}`, { key: s.company.apiKey })
    expect(read.body).toEqual(reply.body)
    const second = await create(s, { insurance_id: s.insurance("cigna"), member_number: "C1" })
    expect(second.data.coverage_tier).toBe("secondary")
  })

  it("keeps one policy per tier and at most four", async () => {
    const s = await setup()
    expect((await create(s, { coverage_tier: "tertiary" })).status).toBe(201)
    const taken = await create(s, { coverage_tier: "tertiary", member_number: "W2" })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ type: "conflict_error", code: "coverage_tier_taken", param: "coverage_tier" })
    for (const n of [3, 4, 5]) expect((await create(s, { member_number: `W${n}` })).status).toBe(201)
    const full = await create(s, { member_number: "W6" })
    expect(full.status).toBe(409)
    expect(full.error.code).toBe("tiers_full")
  })

  it("refuses bad input naming the field, and unknown references with 404", async () => {
    const s = await setup()
    expect((await create(s, { coverage_tier: "fifth" })).body).toMatchObject({ type: "validation_error", param: "coverage_tier" })
    expect((await create(s, { member_number: "  " })).body).toMatchObject({ type: "validation_error", param: "member_number" })
    expect((await create(s, { insurance_type: "ZZ" })).body).toMatchObject({ type: "validation_error", param: "insurance_type" })
    expect((await create(s, { start_date: "2030-02-30" })).body).toMatchObject({ type: "validation_error", param: "start_date" })
    expect((await create(s, { start_date: "2030-05-01", end_date: "2030-04-01" })).body).toMatchObject({ param: "end_date" })
    const inactive = await create(s, { insurance_id: s.insurance("legacy") })
    expect(inactive.status).toBe(404)
    expect(inactive.error.param).toBe("insurance_id")
    const noPatient = await create(s, { patient_id: crypto.randomUUID() })
    expect(noPatient.status).toBe(404)
    expect(noPatient.error.param).toBe("patient_id")
  })

  it("updates with the current version; a stale version is 409 version_conflict", async () => {
    const s = await setup()
    const policy = (await create(s, {})).data
    const updated = await app.request("PATCH", `/v1/patient-policies/${policy.id}`, {
      key: s.company.apiKey,
      body: { version: 1, group_number: "NEW" }
    })
    expect(updated.data).toMatchObject({ group_number: "NEW", version: 2 })
    const stale = await app.request("PATCH", `/v1/patient-policies/${policy.id}`, {
      key: s.company.apiKey,
      body: { version: 1, group_number: "OLD" }
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: "version_conflict", meta: { current_version: 2 } })
    const missing = await app.request("PATCH", `/v1/patient-policies/${policy.id}`, { key: s.company.apiKey, body: { group_number: "X" } })
    expect(missing.status).toBe(422)
    expect(missing.error.param).toBe("version")
  })

  it("soft-deletes: 404 afterwards, never listed, and the tier is free again", async () => {
    const s = await setup()
    const policy = (await create(s, {})).data
    const deleted = await app.request("DELETE", `/v1/patient-policies/${policy.id}`, { key: s.company.apiKey })
    expect(deleted.data).toMatchObject({ id: policy.id, active: false })
    expect((await app.request("GET", `/v1/patient-policies/${policy.id}`, { key: s.company.apiKey })).status).toBe(404)
    expect((await app.request("DELETE", `/v1/patient-policies/${policy.id}`, { key: s.company.apiKey })).status).toBe(404)
    expect((await list(s, "")).data.pagination.total).toBe(0)
    expect((await create(s, { member_number: "W2" })).data.coverage_tier).toBe("primary")
  })

  it("expands insurance and patient on request", async () => {
    const s = await setup()
    const policy = (await create(s, {})).data
    const one = await app.request("GET", `/v1/patient-policies/${policy.id}?expand=insurance,patient`, { key: s.company.apiKey })
    expect(one.data.insurance).toMatchObject({ id: s.insurance("aetna"), name: "Aetna" })
    expect(one.data.patient).toMatchObject({ id: s.patientId, first_name: "Ana" })
    const listed = await app.request("GET", "/v1/patient-policies?expand=insurance&expand=patient", { key: s.company.apiKey })
    expect(listed.data.data[0]!.insurance!.name).toBe("Aetna")
    expect(listed.data.data[0]!.patient!.id).toBe(s.patientId)
    const bad = await app.request("GET", "/v1/patient-policies?expand=payor", { key: s.company.apiKey })
    expect(bad.status).toBe(422)
    expect(bad.error.param).toMatch(/^expand/)
  })
})

describe("GET /v1/patient-policies filters", () => {
  // Today on the sandbox clock is 2030-06-15.
  const seed = async () => {
    const s = await setup()
    const other = await newPatient(s, "5125550111")
    const write = (body: Record<string, unknown>) => create(s, body).then((r) => r.data)
    await write({ member_number: "EXP-TODAY", coverage_tier: "primary", end_date: "2030-06-15", start_date: "2030-01-01" })
    await write({ member_number: "EXP-30", coverage_tier: "secondary", end_date: "2030-07-15", insurance_id: s.insurance("cigna") })
    await write({ member_number: "EXP-31", coverage_tier: "tertiary", end_date: "2030-07-16", external_id: "X-9" })
    await write({ member_number: "GONE", coverage_tier: "quaternary", end_date: "2030-06-14", start_date: "2029-01-01" })
    const stale = await write({ patient_id: other, member_number: "abc-STALE", coverage_tier: "primary" })
    const fresh = await write({ patient_id: other, member_number: "FRESH", coverage_tier: "secondary" })
    const version = (id: string, body: Record<string, unknown>) =>
      app.request("PUT", `/sandbox/v1/patient-policies/${id}/current-version`, { key: s.company.apiKey, body })
    await version(stale.id, { eligibility_check_status: "active", eligibility_check_date: "2030-03-16T11:59:59Z", provider_network_status: "in_network" })
    await version(fresh.id, { eligibility_check_status: "inactive", eligibility_check_date: "2030-03-17T12:00:00Z", provider_network_status: "out_of_network" })
    return { s, other }
  }

  it("buckets expiration on the sandbox clock: expiring is today through +30 days, expired before today", async () => {
    const { s } = await seed()
    expect((await list(s, "expiration=expiring")).ids).toEqual(["EXP-TODAY", "EXP-30"])
    expect((await list(s, "expiration=expired")).ids).toEqual(["GONE"])
    expect((await list(s, "expiration=all")).ids).toHaveLength(6)
  })

  it("eligibility_stale means checked more than 90 days ago", async () => {
    const { s } = await seed()
    expect((await list(s, "expiration=eligibility_stale")).ids).toEqual(["abc-STALE"])
  })

  it("filters by patient, insurance, tier, external id, member number, dates, eligibility and network status, ANDed", async () => {
    const { s, other } = await seed()
    expect((await list(s, `patient_id=${other}`)).ids).toEqual(["abc-STALE", "FRESH"])
    expect((await list(s, `insurance_id=${s.insurance("cigna")}`)).ids).toEqual(["EXP-30"])
    expect((await list(s, "coverage_tier=primary")).ids).toEqual(["EXP-TODAY", "abc-STALE"])
    expect((await list(s, "external_id=X-9")).ids).toEqual(["EXP-31"])
    expect((await list(s, "member_number=exp")).ids).toEqual(["EXP-TODAY", "EXP-30", "EXP-31"])
    expect((await list(s, "member_number=Stale")).ids).toEqual(["abc-STALE"])
    expect((await list(s, "member_number=%25")).ids).toEqual([])
    expect((await list(s, "start_date_from=2030-01-01")).ids).toEqual(["EXP-TODAY"])
    expect((await list(s, "start_date_to=2029-12-31")).ids).toEqual(["GONE"])
    expect((await list(s, "end_date_from=2030-07-15&end_date_to=2030-07-16")).ids).toEqual(["EXP-30", "EXP-31"])
    expect((await list(s, "eligibility_check_status=active")).ids).toEqual(["abc-STALE"])
    expect((await list(s, "provider_network_status=out_of_network")).ids).toEqual(["FRESH"])
    expect((await list(s, `coverage_tier=primary&patient_id=${other}&expiration=eligibility_stale`)).ids).toEqual(["abc-STALE"])
    expect((await list(s, "coverage_tier=secondary&expiration=expired")).ids).toEqual([])
  })

  it.each([
    ["expiration=soon", "expiration"],
    ["coverage_tier=fifth", "coverage_tier"],
    ["patient_id=abc", "patient_id"],
    ["start_date_from=2030-13-01", "start_date_from"],
    ["eligibility_check_status=maybe", "eligibility_check_status"],
    ["provider_network_status=both", "provider_network_status"],
    ["limit=101", "limit"],
    ["page=0", "page"]
  ])("%s is 422 naming %s", async (query, param) => {
    const s = await setup()
    const reply = await list(s, query)
    expect(reply.status).toBe(422)
    expect(reply.error.param).toBe(param)
  })
})

describe("insurance card file slots", () => {
  it("accepts the patient's (or nobody's) PDF or image; one file may fill both slots", async () => {
    const s = await setup()
    const front = (await upload(app, s.company.apiKey, { bytes: PNG, fields: { patient_id: s.patientId } })).data.id
    const loose = (await upload(app, s.company.apiKey, { bytes: PDF })).data.id
    const policy = await create(s, { insurance_card_front_file_id: front, insurance_card_back_file_id: front })
    expect(policy.status).toBe(201)
    expect(policy.body).toMatchObject({ insurance_card_front_file_id: front, insurance_card_back_file_id: front })
    const patched = await app.request("PATCH", `/v1/patient-policies/${policy.data.id}`, {
      key: s.company.apiKey,
      body: { version: 1, insurance_card_back_file_id: loose }
    })
    expect(patched.data.insurance_card_back_file_id).toBe(loose)
  })

  it("refuses another patient's file, a file that is not a PDF or image, and an unknown file: 422 naming the slot", async () => {
    const s = await setup()
    const other = await newPatient(s, "5125550122")
    const theirs = (await upload(app, s.company.apiKey, { bytes: PDF, fields: { patient_id: other } })).data.id
    const text = (await upload(app, s.company.apiKey, { bytes: "hello", name: "notes.txt", type: "text/plain" })).data.id
    const foreign = (await upload(app, (await app.newCompany()).apiKey, { bytes: PDF })).data.id
    for (const [file, slot, hint] of [
      [theirs, "insurance_card_front_file_id", "another patient"],
      [text, "insurance_card_back_file_id", "PDF or an image"],
      [foreign, "insurance_card_front_file_id", "not an active file"]
    ] as const) {
      const reply = await create(s, { [slot]: file })
      expect(reply.status).toBe(422)
      expect(reply.body).toMatchObject({ type: "validation_error", param: slot })
      expect(reply.error.message).toContain(hint)
    }
    expect((await list(s, "")).data.pagination.total).toBe(0)
  })

  it("empties the slots that held a file when the file is deleted", async () => {
    const s = await setup()
    const card = (await upload(app, s.company.apiKey, { bytes: JPEG })).data.id
    const policy = (await create(s, { insurance_card_front_file_id: card, insurance_card_back_file_id: card })).data
    expect((await app.request("DELETE", `/v1/files/${card}`, { key: s.company.apiKey })).status).toBe(200)
    const after = (await app.request("GET", `/v1/patient-policies/${policy.id}`, { key: s.company.apiKey })).body
    expect(after).toMatchObject({ insurance_card_front_file_id: null, insurance_card_back_file_id: null, version: 2 })
  })
})
