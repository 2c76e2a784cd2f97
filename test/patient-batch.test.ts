import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { type Company, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const batch = (company: Company, items: ReadonlyArray<unknown>) =>
  app.request("POST", "/v1/patients/batch", { key: company.apiKey, body: { items } })

describe("POST /v1/patients/batch", () => {
  it("processes rows independently, in order, with every count of the response", async () => {
    const company = await app.newCompany()
    const type = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data.external_id_types[0].id
    await batch(company, [{ first_name: "Old", last_name: "Timer", date_of_birth: "1950-05-05" }])
    const reply = await batch(company, [
      { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15", external_id_type: type, external_id: "MRN-1" },
      { first_name: "Nope", last_name: "Nobody", phone_number: "12", date_of_birth: "3000-01-01" },
      { first_name: 42 },
      { first_name: "OLD", last_name: "timer", date_of_birth: "1950-05-05", city: "Austin" },
      {
        first_name: "Bo", last_name: "Chen", phone_number: "5125550123", created_from: "crm",
        payors: [
          { insurance_name: "Aetna", insured_member_id: "A1", payor_responsibility: "primary" },
          { insurance_name: "Nobody Health", insured_member_id: "Z1", payor_responsibility: "secondary" }
        ]
      },
      { phone_number: "5125550124", payors: [{ insurance_name: "cigna", payor_responsibility: "primary" }] },
      { external_id_type: type, external_id: "MRN-1", email: "ana@example.com" }
    ])
    expect(reply.status).toBe(200)
    const body = reply.data
    expect(body.results.map((r: { row: number }) => r.row)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const [ana, nope, typed, old, bo, loose, anaAgain] = body.results
    expect(ana).toMatchObject({ created: true, matched: false, match_reason: null, insurance_status: "not_provided", error: null })
    expect(nope).toMatchObject({
      patient_id: null,
      created: false,
      dropped_fields: ["phone_number", "date_of_birth"],
      error: { type: "invalid_request_error", code: "patient_not_creatable" }
    })
    expect(typed).toMatchObject({ patient_id: null, error: { type: "validation_error", param: "first_name" } })
    expect(old).toMatchObject({ created: false, matched: true, match_reason: "demographics" })
    expect(bo).toMatchObject({ created: true, insurance_status: "unresolved" })
    expect(bo.payor_results.map((p: { outcome: string }) => p.outcome)).toEqual(["created", "unresolved"])
    expect(bo.payor_results[0]).toMatchObject({
      payor_responsibility: "primary",
      submitted_insurance_name: "Aetna",
      resolved_insurance_name: "Aetna",
      resolution_method: "name",
      payor_id: expect.any(String),
      coverage_chain_id: expect.any(String)
    })
    expect(loose).toMatchObject({ created: true, insurance_status: "incomplete" })
    expect(anaAgain).toMatchObject({ matched: true, match_reason: "external_id", patient_id: ana.patient_id })
    expect(body).toMatchObject({
      created_count: 3,
      updated_count: 2,
      failed_count: 2,
      patient_ids: [ana.patient_id, bo.patient_id, loose.patient_id],
      updated_patient_ids: [old.patient_id, ana.patient_id],
      insurance_created_count: 0,
      insurance_updated_count: 0,
      insurance_unchanged_count: 0,
      insurance_unresolved_count: 1,
      insurance_incomplete_count: 1,
      insurance_failed_count: 0,
      insurance_not_processed_count: 0,
      insurance_not_provided_count: 5
    })
    const payor = await app.request("GET", `/v1/payors/${bo.payor_results[0].payor_id}`, { key: company.apiKey })
    expect(payor.body).toMatchObject({ patient_id: bo.patient_id, insured_member_id: "A1" })
    const patients = await app.request("GET", "/v1/patients?limit=100", { key: company.apiKey })
    expect(patients.data.pagination.total).toBe(4)
    expect(patients.data.data.find((p: { id: string }) => p.id === bo.patient_id)!.created_from).toBe("crm")
  })

  it("rolls back a row that fails after writing: its patient and events are not kept", async () => {
    const company = await app.newCompany()
    const reply = await batch(company, [
      { first_name: "Ok", last_name: "Row", phone_number: "5125550100", policies: [{ insurance_name: "Aetna", member_number: "M1", external_id: "E1" }] },
      // Created, then its coverage collides with row 0's external_id: the whole row must vanish.
      { first_name: "Bad", last_name: "Row", phone_number: "5125550101", policies: [{ insurance_name: "Aetna", member_number: "M2", external_id: "E1" }] },
      { first_name: "Also", last_name: "Fine", phone_number: "5125550102" }
    ])
    expect(reply.data.results.map((r: { error: unknown }) => r.error === null)).toEqual([true, false, true])
    expect(reply.data.results[1].error).toMatchObject({ type: "conflict_error", code: "external_id_taken", param: "external_id" })
    const events = await app.request("GET", "/sandbox/v1/events?type=patient_created", { key: company.apiKey })
    expect(events.data.pagination.total).toBe(2)
    const patients = await app.request("GET", "/v1/patients", { key: company.apiKey })
    expect(patients.data.data.map((p) => p.first_name)).toEqual(["Ok", "Also"])
  })

  it("marks payors of a failed row not processed", async () => {
    const company = await app.newCompany()
    const reply = await batch(company, [{ first_name: "X", payors: [{ insurance_name: "Aetna", insured_member_id: "1" }] }])
    expect(reply.data.results[0]).toMatchObject({ insurance_status: "not_processed", error: { code: "patient_not_creatable" } })
    expect(reply.data.insurance_not_processed_count).toBe(1)
  })

  it("updates a payor on a second import and reports unchanged when nothing differs", async () => {
    const company = await app.newCompany()
    const item = (group: string) => ({ phone_number: "5125550100", first_name: "A", last_name: "B", payors: [{ insurance_name: "Aetna", insured_member_id: "A1", group_number: group }] })
    const first = (await batch(company, [item("G1")])).data.results[0].payor_results[0]
    const second = (await batch(company, [item("G2")])).data.results[0].payor_results[0]
    const third = (await batch(company, [item("G2")])).data
    expect([first.outcome, second.outcome, third.results[0].payor_results[0].outcome]).toEqual(["created", "updated", "unchanged"])
    expect(second.payor_id).toBe(first.payor_id)
    expect(third.insurance_unchanged_count).toBe(1)
  })

  it("is 422 for the whole body with 0 or 501 items, and accepts exactly 500", async () => {
    const company = await app.newCompany()
    for (const items of [[], Array.from({ length: 501 }, () => ({}))]) {
      const reply = await batch(company, items)
      expect(reply.status).toBe(422)
      expect(reply.body).toMatchObject({ type: "validation_error", param: "items" })
    }
    const many = Array.from({ length: 500 }, (_, i) => ({ first_name: `P${i}`, last_name: "Load", phone_number: `512${String(i).padStart(7, "0")}` }))
    const reply = await batch(company, many)
    expect(reply.status).toBe(200)
    expect(reply.data.created_count).toBe(500)
    expect(reply.data.failed_count).toBe(0)
  })
})

describe("a long batch beside other companies", () => {
  it("lets another company's requests in while its rows are written", async () => {
    const batcher = await app.newCompany()
    const reader = await app.newCompany()
    const ROWS = 200
    const committed = () =>
      app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ n: number }>`SELECT COUNT(*) AS n FROM patients WHERE company_id = ${batcher.id}`)).then((rows) => rows[0]!.n)
    const items = Array.from({ length: ROWS }, (_, i) => ({ first_name: `Row${i}`, last_name: "Batch", phone_number: `7${String(i).padStart(9, "0")}` }))
    let done = false
    const answered = batch(batcher, items).finally(() => (done = true))
    // What the batching company had committed each time one of the reader's requests was answered.
    const seen: Array<number> = []
    while (!done) {
      expect((await app.request("GET", "/v1/patients?limit=1", { key: reader.apiKey })).status).toBe(200)
      seen.push(await committed())
    }
    expect((await answered).data.created_count).toBe(ROWS)
    // Served between slices of the batch, not only before or after all of it.
    expect(seen.some((n) => n > 0 && n < ROWS), `rows committed when the reader was answered: ${seen.join(", ")}`).toBe(true)
  })
})
