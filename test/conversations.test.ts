import { afterAll, describe, expect, it } from "vitest"
import { seedPatient } from "./support/SeedPatient.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

describe("conversations", () => {
  it("the sandbox opens a conversation; GET /v1/conversations lists the company's", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: "2030-01-01T09:00:00Z" } })
    const patient = await seedPatient(app, company)
    await app.request("POST", "/sandbox/v1/conversations", {
      key: other.apiKey,
      body: { patient_id: await seedPatient(app, other) }
    })

    const created = await app.request("POST", "/sandbox/v1/conversations", {
      key: company.apiKey,
      body: { patient_id: patient, phone_number_id: "pn_main_line" }
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      patient_id: patient,
      company_id: company.id,
      created_at: "2030-01-01T09:00:00.000Z",
      updated_at: "2030-01-01T09:00:00.000Z",
      phone_number_id: "pn_main_line",
      is_active: true
    })
    const second = await app.request("POST", "/sandbox/v1/conversations", { key: company.apiKey, body: { patient_id: patient } })
    expect(second.data.phone_number_id).toBeNull()

    const list = await app.request("GET", "/v1/conversations", { key: company.apiKey })
    expect(list.status).toBe(200)
    expect(list.body).toEqual({
      data: [created.body, second.body],
      pagination: { has_more: false, total: 2, page: 1, limit: 20 }
    })
    const paged = await app.request("GET", "/v1/conversations?limit=1&page=2", { key: company.apiKey })
    expect(paged.data.data).toEqual([second.body])
    expect((await app.request("GET", "/v1/conversations?limit=101", { key: company.apiKey })).status).toBe(422)
  })

  it("needs an active patient of the company (404 naming patient_id) and a patient_id at all (422)", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    for (const patient of [await seedPatient(app, other), await seedPatient(app, company, { active: false })]) {
      const reply = await app.request("POST", "/sandbox/v1/conversations", { key: company.apiKey, body: { patient_id: patient } })
      expect(reply.status).toBe(404)
      expect(reply.body).toMatchObject({ code: "resource_not_found", param: "patient_id" })
    }
    const missing = await app.request("POST", "/sandbox/v1/conversations", { key: company.apiKey, body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body).toMatchObject({ code: "missing_parameter", param: "patient_id" })
    expect((await app.request("GET", "/v1/conversations", { key: company.apiKey })).data.pagination.total).toBe(0)
  })
})
