import { afterAll, describe, expect, it } from "vitest"
import { type Company, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const setup = async () => {
  const company = await app.newCompany()
  const patient = (await app.request("POST", "/v1/patients/upsert", { key: company.apiKey, body: { phone_number: "5125550100" } }))
    .data.patient.id as string
  const payor = await app.request("POST", "/sandbox/v1/payors", {
    key: company.apiKey,
    body: {
      patient_id: patient,
      insurance_name: "aetna",
      insured_member_id: "W123",
      payor_responsibility: "primary",
      plan_type: "PR",
      cob_on_file: "complete",
      individual_deductible_policy_in_network: 1500
    }
  })
  return { company, patient, payor: payor.data }
}

const addService = (company: Company, body: Record<string, unknown>) =>
  app.request("POST", "/v1/payor-services", { key: company.apiKey, body })

describe("payors", () => {
  it("stores every field with its defaults and reads it back with its insurance", async () => {
    const { company, patient, payor } = await setup()
    expect(payor).toMatchObject({
      patient_id: patient,
      insured_member_id: "W123",
      payor_responsibility: "primary",
      plan_type: "PR",
      cob_on_file: "complete",
      eligibility_check_status: "pending",
      eligibility_version: 0,
      version: 1,
      provider_network_status: "unknown",
      individual_deductible_policy_in_network: 1500,
      family_oop_max_remaining_out_network: null,
      insurance: { name: "Aetna" },
      services: []
    })
    const read = await app.request("GET", `/v1/payors/${payor.id}`, { key: company.apiKey })
    expect(read.body).toEqual(payor)
  })

  it("returns only the requested fields (plus id); an unknown field name is 422", async () => {
    const { company, payor } = await setup()
    const subset = await app.request("GET", `/v1/payors/${payor.id}?fields=plan_type,insured_member_id`, { key: company.apiKey })
    expect(subset.body).toEqual({ id: payor.id, plan_type: "PR", insured_member_id: "W123" })
    const related = await app.request("GET", `/v1/payors/${payor.id}?fields=services, insurance`, { key: company.apiKey })
    expect(related.body).toEqual({ id: payor.id, services: [], insurance: payor.insurance })
    const unknown = await app.request("GET", `/v1/payors/${payor.id}?fields=plan_type,shoe_size`, { key: company.apiKey })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({ type: "validation_error", param: "fields", message: expect.stringContaining("shoe_size") })
  })

  it("is 404 for another company", async () => {
    const { payor } = await setup()
    const other = await app.newCompany()
    expect((await app.request("GET", `/v1/payors/${payor.id}`, { key: other.apiKey })).status).toBe(404)
  })

  it("refuses every invalid enum with the field named", async () => {
    const { company, patient } = await setup()
    const cases: ReadonlyArray<readonly [string, unknown, string]> = [
      ["plan_type", "XX", "plan_type"],
      ["plan_type", "pr", "plan_type"],
      ["cob_on_file", true, "cob_on_file"],
      ["cob_on_file", "maybe", "cob_on_file"],
      ["payor_responsibility", "fifth", "payor_responsibility"],
      ["provider_network_status", "both", "provider_network_status"],
      ["relationship_to_subscriber", "cousin", "relationship_to_subscriber"],
      ["plan_funding_type", "partly_funded", "plan_funding_type"],
      ["plan_renewal_date_type", "fiscal_year", "plan_renewal_date_type"],
      ["eligibility_check_status", "unknown", "eligibility_check_status"],
      ["coverage_from", "01/02/2030", "coverage_from"],
      ["eligibility_check_date", "2030-01-02", "eligibility_check_date"],
      ["eligibility_version", -1, "eligibility_version"],
      ["individual_oop_max_remaining_out_network", "100", "individual_oop_max_remaining_out_network"],
      ["subscriber", { first_name: "A", dob: "yesterday" }, "subscriber.dob"]
    ]
    for (const [field, value, param] of cases) {
      const reply = await app.request("POST", "/sandbox/v1/payors", {
        key: company.apiKey,
        body: { patient_id: patient, insurance_name: "aetna", insured_member_id: "W1", [field]: value }
      })
      expect(reply.status, `${field}=${JSON.stringify(value)}`).toBe(422)
      expect(reply.body).toMatchObject({ type: "validation_error", param })
    }
  })

  it("accepts every enum value the spec lists", async () => {
    const { company, patient } = await setup()
    const reply = await app.request("POST", "/sandbox/v1/payors", {
      key: company.apiKey,
      body: {
        patient_id: patient,
        insurance_id: (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data.insurances[3].id,
        insured_member_id: "C9",
        payor_responsibility: "quaternary",
        relationship_to_subscriber: "organ_donor",
        provider_network_status: "out_of_network",
        plan_funding_type: "self_funded",
        plan_renewal_date_type: "service_year",
        plan_type: "01",
        cob_on_file: "not_required",
        eligibility_check_status: "failed",
        eligibility_version: 3,
        coverage_from: "2030-01-01",
        cob_last_verified_at: "2030-01-02T03:04:05+02:00",
        subscriber: { first_name: "Sam", last_name: "Doe", dob: "1980-02-03" }
      }
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      insurance: { name: "Cigna" },
      payor_responsibility: "quaternary",
      relationship_to_subscriber: "organ_donor",
      plan_type: "01",
      eligibility_check_status: "failed",
      eligibility_version: 3,
      cob_last_verified_at: "2030-01-02T01:04:05.000Z",
      subscriber: { first_name: "Sam", dob: "1980-02-03" }
    })
  })
})

describe("payors of a batch import", () => {
  it("updates only the sent fields, resolves by payer id and reports an invalid payor without failing the row", async () => {
    const company = await app.newCompany()
    const item = (payors: ReadonlyArray<Record<string, unknown>>) => ({ first_name: "Pat", last_name: "Doe", phone_number: "5125550100", payors })
    const run = async (payors: ReadonlyArray<Record<string, unknown>>) =>
      (await app.request("POST", "/v1/patients/batch", { key: company.apiKey, body: { items: [item(payors)] } })).data.results[0]
    const first = await run([{ insurance_name: "aetna", insured_member_id: "A1", plan_type: "PR", cob_on_file: "pending" }])
    const second = await run([
      { insurance_name: "Aetna", insured_member_id: "A1", group_number: "G2" },
      { insurance_name: "62308", insured_member_id: "C1", payor_responsibility: "secondary" },
      { insurance_name: "Aetna", insured_member_id: "A1", plan_type: "XX" }
    ])
    expect(second.error).toBeNull()
    expect(second.payor_results).toMatchObject([
      { outcome: "updated", payor_id: first.payor_results[0].payor_id, resolution_method: "name" },
      { outcome: "created", resolution_method: "payer_id", resolved_insurance_name: "Cigna", payor_responsibility: "secondary" },
      { outcome: "failed", reason_code: "invalid_payor", submitted_insurance_name: "Aetna", payor_id: null }
    ])
    expect(second.payor_results[2].message).toMatch(/^Invalid value for 'plan_type': must be one of /)
    expect(second.payor_results[1].coverage_chain_id).toBe(first.payor_results[0].coverage_chain_id)
    const payor = await app.request("GET", `/v1/payors/${first.payor_results[0].payor_id}`, { key: company.apiKey })
    expect(payor.data).toMatchObject({ plan_type: "PR", cob_on_file: "pending", group_number: "G2", version: 2 })
  })
})

describe("POST /sandbox/v1/payors", () => {
  it("names what is wrong with the insurance, the patient or the body", async () => {
    const { company, patient } = await setup()
    const other = await app.newCompany()
    const otherPatient = (await app.request("POST", "/v1/patients/upsert", { key: other.apiKey, body: { phone_number: "5125550100" } }))
      .data.patient.id as string
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
    const legacy = fixtures.insurances.find((i: { name: string }) => i.name === "Legacy Health Plan")!.id
    const cases: ReadonlyArray<readonly [Record<string, unknown>, number, string, string]> = [
      [{ insured_member_id: "W1" }, 422, "missing_parameter", "insurance_id"],
      [{ insurance_name: "Nobody Health" }, 422, "invalid_parameter", "insurance_name"],
      [{ insurance_name: "Legacy Health Plan" }, 422, "invalid_parameter", "insurance_name"],
      [{ insurance_id: legacy }, 422, "invalid_parameter", "insurance_id"],
      [{ insurance_id: "6f1c2d3e-0000-4000-8000-000000000000" }, 404, "resource_not_found", "insurance_id"],
      [{ insurance_name: "Aetna", patient_id: otherPatient }, 404, "resource_not_found", "patient_id"],
      [{ insurance_name: "Aetna", shoe_size: 9 }, 422, "unknown_field", "shoe_size"]
    ]
    for (const [body, status, code, param] of cases) {
      const reply = await app.request("POST", "/sandbox/v1/payors", { key: company.apiKey, body: { patient_id: patient, ...body } })
      expect(reply.status, JSON.stringify(body)).toBe(status)
      expect(reply.body, JSON.stringify(body)).toMatchObject({ code, param })
    }
  })
})

describe("POST /v1/payor-services", () => {
  it("creates a service (201) with defaults and location rates, shown on the payor", async () => {
    const { company, payor } = await setup()
    const reply = await addService(company, {
      payor_id: payor.id,
      service_type: "mental_health",
      oon_reimbursement_rate: 60,
      oon_reimbursement_rate_type: "medicare",
      verification_dates: ["2030-01-01T09:00:00-05:00"],
      location_rates: [{ service_location: "standard", copay_in_network: 30, covered_in_network: true, visit_limit_time_period: "calendar_year" }]
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      payor_id: payor.id,
      service_type: "mental_health",
      verification_benefits_status: "pending",
      version: 1,
      pre_cert_name: null,
      verification_dates: ["2030-01-01T14:00:00.000Z"],
      payor: { id: payor.id, insured_member_id: "W123" }
    })
    expect(reply.data.location_rates![0]).toMatchObject({
      id: expect.any(String),
      service_location: "standard",
      copay_in_network: 30,
      copay_out_network: null,
      covered_in_network: true
    })
    const onPayor = await app.request("GET", `/v1/payors/${payor.id}`, { key: company.apiKey })
    expect(onPayor.data.services).toHaveLength(1)
    expect(onPayor.data.services[0].id).toBe(reply.data.id)
  })

  it.each([
    [{ service_type: "massage" }, "service_type"],
    [{ service_type: "mental_health", verification_benefits_status: "done" }, "verification_benefits_status"],
    [{ service_type: "mental_health", oon_reimbursement_rate_type: "usual" }, "oon_reimbursement_rate_type"],
    [{ service_type: "mental_health", oon_reimbursement_rate: "60%" }, "oon_reimbursement_rate"],
    [{ service_type: "mental_health", location_rates: [{ service_location: "standard", copay_in_network: "thirty" }] }, "location_rates.0.copay_in_network"],
    [{ service_type: "mental_health", location_rates: [{ copay_in_network: 5 }] }, "location_rates.0.service_location"],
    [{ service_type: "mental_health", location_rates: [{ service_location: "standard" }, { service_location: "telehealth", covered_out_network: "yes" }] }, "location_rates.1.covered_out_network"],
    [{ service_type: "mental_health", location_rates: [{ service_location: "standard", visit_limit_type_in_network: 3 }] }, "location_rates.0.visit_limit_type_in_network"],
    [{ service_type: "mental_health", location_rates: { service_location: "standard" } }, "location_rates"],
    [{ service_type: "mental_health", verification_dates: ["not a date"] }, "verification_dates.0"],
    [{ service_type: "mental_health", pre_cert_phone_number: 5125550100 }, "pre_cert_phone_number"],
    [{ payor_id: "not-a-uuid", service_type: "mental_health" }, "payor_id"],
    [{}, "service_type"]
  ])("refuses %j naming %s", async (body, param) => {
    const { company, payor } = await setup()
    const reply = await addService(company, { payor_id: payor.id, ...body })
    expect(reply.status).toBe(422)
    expect(reply.error.param).toBe(param)
  })

  it("404 naming payor_id for a payor the company does not have", async () => {
    const { payor } = await setup()
    const other = await app.newCompany()
    const reply = await addService(other, { payor_id: payor.id, service_type: "mental_health" })
    expect(reply.status).toBe(404)
    expect(reply.error.param).toBe("payor_id")
  })
})
