/** Reads by id are served from memory: they must never show an uncommitted, rolled-back or reset record. */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const ana = { first_name: "Ana", last_name: "Diaz", phone_number: "5125550100", city: "Austin" }

describe("records read by id", () => {
  it("show every committed change at once", async () => {
    const { apiKey: key } = await app.newCompany()
    const id = (await app.request("POST", "/v1/patients/upsert", { key, body: ana })).data.patient.id
    expect((await app.request("GET", `/v1/patients/${id}`, { key })).data.city).toBe("Austin")
    await app.request("POST", "/v1/patients/upsert", { key, body: { ...ana, city: "Dallas" } })
    expect((await app.request("GET", `/v1/patients/${id}`, { key })).body).toMatchObject({ city: "Dallas", version: 2 })
  })

  it("never show a change whose transaction rolled back", async () => {
    const { apiKey: key } = await app.newCompany()
    const id = (await app.request("POST", "/v1/patients/upsert", {
      key,
      body: { ...ana, policies: [{ insurance_name: "Aetna", member_number: "M1", external_id: "E1" }] }
    })).data.patient.id
    expect((await app.request("GET", `/v1/patients/${id}`, { key })).data.city).toBe("Austin")
    // Matches the patient and changes the city, then fails on the coverage: nothing may stay.
    const failed = await app.request("POST", "/v1/patients/upsert", {
      key,
      body: { ...ana, city: "Dallas", policies: [{ insurance_name: "Cigna", member_number: "M2", external_id: "E1" }] }
    })
    expect(failed.status).toBe(409)
    expect((await app.request("GET", `/v1/patients/${id}`, { key })).body).toMatchObject({ city: "Austin", version: 1 })
  })

  it("are gone after a reset", async () => {
    const { apiKey: key } = await app.newCompany()
    const id = (await app.request("POST", "/v1/patients/upsert", { key, body: ana })).data.patient.id
    expect((await app.request("GET", `/v1/patients/${id}`, { key })).status).toBe(200)
    await app.request("POST", "/sandbox/v1/reset", { key })
    expect((await app.request("GET", `/v1/patients/${id}`, { key })).status).toBe(404)
  })
})
