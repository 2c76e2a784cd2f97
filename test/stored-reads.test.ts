/**
 * Every stored read is checked: a document row that does not match its schema is never served or used.
 * GET by id (stored JSON sent as is on the hot path) and list reads answer 500 `stored_record_invalid`
 * in the error shape, and the row's table and id are logged.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Logger } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"

const logged: Array<unknown> = []
const capture = Logger.replace(
  Logger.defaultLogger,
  Logger.make(({ message }) => void logged.push(...(Array.isArray(message) ? message : [message])))
)

const app = startApp({ logLevel: "error" }, capture)
afterAll(() => app.dispose())

const corrupt = (table: string, id: string, doc: string) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE ${sql(table)} SET doc = ${doc} WHERE id = ${id}`))

describe("a stored document that does not match its schema", () => {
  it("GET by id and the list answer 500 stored_record_invalid, never the stored bytes, and the table and id are logged", async () => {
    const company = await app.newCompany()
    const created = await app.request("POST", "/v1/patients/upsert", {
      key: company.apiKey,
      body: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15" }
    })
    const id = created.data.patient.id
    await corrupt("patients", id, JSON.stringify({ ...created.data.patient, first_name: 42, secret: "do not serve" }))

    const byId = await app.request("GET", `/v1/patients/${id}`, { key: company.apiKey })
    expect(byId.status).toBe(500)
    expect(byId.body).toEqual({
      type: "api_error",
      code: "stored_record_invalid",
      message: `The stored record '${id}' cannot be read: it does not match its schema. It has been logged.`
    })
    expect(logged).toContain(`stored record invalid: table patients, id ${id}`)

    const list = await app.request("GET", "/v1/patients", { key: company.apiKey })
    expect(list.status).toBe(500)
    expect(list.error.code).toBe("stored_record_invalid")
  })

  it("a VOB request (once read without decoding) is checked too", async () => {
    const company = await app.newCompany()
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
    const submitted = await app.request("POST", "/v1/verification-of-benefits-requests", {
      key: company.apiKey,
      body: {
        patient: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15" },
        policies: [{ insurance_id: fixtures.insurances[0].id, member_number: "W1", coverage_tier: "primary" }]
      }
    })
    expect(submitted.status).toBe(202)
    const id = submitted.data.id
    await corrupt("vob_requests", id, JSON.stringify({ ...submitted.data, status: "lost" }))
    const polled = await app.request("GET", `/v1/verification-of-benefits-requests/${id}`, { key: company.apiKey })
    expect(polled.status).toBe(500)
    expect(polled.error.code).toBe("stored_record_invalid")
    expect(logged).toContain(`stored record invalid: table vob_requests, id ${id}`)
  })
})
