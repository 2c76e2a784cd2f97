import { afterAll, describe, expect, it } from "vitest"
import { type Company, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const setup = async () => {
  const company = await app.newCompany()
  const patient = (await app.request("POST", "/v1/patients/upsert", { key: company.apiKey, body: { phone_number: "5125550100" } }))
    .body.patient.id as string
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
  return { company, patient, payor: payor.body }
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
    const unknown = await app.request("GET", `/v1/payors/${payor.id}?fields=plan_type,shoe_size`, { key: company.apiKey })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({ param: "fields", message: expect.stringContaining("shoe_size") })
  })

  it("is 404 for another company", async () => {
    const { payor } = await setup()
    const other = await app.newCompany()
    expect((await app.request("GET", `/v1/payors/${payor.id}`, { key: other.apiKey })).status).toBe(404)
  })

  it("refuses every invalid enum with the field named", async () => {
    const { company, patient } = await setup()
    for (const [field, value] of [["plan_type", "XX"], ["cob_on_file", "maybe"], ["payor_responsibility", "fifth"], ["provider_network_status", "both"]]) {
      const reply = await app.request("POST", "/sandbox/v1/payors", {
        key: company.apiKey,
        body: { patient_id: patient, insurance_name: "aetna", insured_member_id: "W1", [field!]: value }
      })
      expect(reply.status, field).toBe(422)
      expect(reply.body.param).toBe(field)
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
      location_rates: [{ service_location: "standard", copay_in_network: 30, covered_in_network: true, visit_limit_time_period: "calendar_year" }]
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      payor_id: payor.id,
      service_type: "mental_health",
      verification_benefits_status: "pending",
      version: 1,
      pre_cert_name: null,
      payor: { id: payor.id, insured_member_id: "W123" }
    })
    expect(reply.body.location_rates[0]).toMatchObject({
      id: expect.any(String),
      service_location: "standard",
      copay_in_network: 30,
      copay_out_network: null,
      covered_in_network: true
    })
    const onPayor = await app.request("GET", `/v1/payors/${payor.id}`, { key: company.apiKey })
    expect(onPayor.body.services).toHaveLength(1)
    expect(onPayor.body.services[0].id).toBe(reply.body.id)
  })

  it.each([
    [{ service_type: "massage" }, "service_type"],
    [{ service_type: "mental_health", verification_benefits_status: "done" }, "verification_benefits_status"],
    [{ service_type: "mental_health", oon_reimbursement_rate_type: "usual" }, "oon_reimbursement_rate_type"],
    [{ service_type: "mental_health", oon_reimbursement_rate: "60%" }, "oon_reimbursement_rate"],
    [{ service_type: "mental_health", location_rates: [{ service_location: "standard", copay_in_network: "thirty" }] }, "location_rates.0.copay_in_network"],
    [{ service_type: "mental_health", location_rates: [{ copay_in_network: 5 }] }, "location_rates.0.service_location"],
    [{}, "service_type"]
  ])("refuses %j naming %s", async (body, param) => {
    const { company, payor } = await setup()
    const reply = await addService(company, { payor_id: payor.id, ...body })
    expect(reply.status).toBe(422)
    expect(reply.body.param).toBe(param)
  })

  it("404 naming payor_id for a payor the company does not have", async () => {
    const { payor } = await setup()
    const other = await app.newCompany()
    const reply = await addService(other, { payor_id: payor.id, service_type: "mental_health" })
    expect(reply.status).toBe(404)
    expect(reply.body.param).toBe("payor_id")
  })
})
