/**
 * NUL (U+0000) in text the API receives: PostgreSQL's text cannot hold it (SQLite can), so it is refused
 * on both stores alike, 422 naming the field, before anything is written: in a JSON value or key, a
 * query parameter, a path parameter and an uploaded file's name. Part of the store matrix
 * (`npm run test:postgres` runs it on PostgreSQL).
 */
import type { components } from "../src/client/openapi.js"
import { afterAll, describe, expect, it } from "vitest"
import { replyOf, startApp } from "./support/TestApp.js"
import { PNG } from "./support/Uploads.js"

const app = startApp()
afterAll(() => app.dispose())

const refusedNaming = (param: string) => ({ type: "validation_error", code: "invalid_parameter", param, message: expect.stringContaining("NUL") })

/** A multipart upload whose file name is sent percent-encoded (RFC 5987), as a client sends any name. */
const uploadNamed = async (key: string, encodedName: string) => {
  const boundary = "nulboundary"
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\ninsurance_card_front\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodedName}\r\n` +
      "Content-Type: image/png\r\n\r\n"),
    Buffer.from(PNG),
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  const response = await fetch(`${await app.baseUrl()}/v1/files`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": `multipart/form-data; boundary=${boundary}` },
    body
  })
  return replyOf<components["schemas"]["FileRecord"]>(response.status, response.headers, await response.json())
}

describe("NUL in text the API receives", () => {
  it("is 422 naming the field in a JSON value or key, nested or not, and nothing is written", async () => {
    const company = await app.newCompany()
    const post = (path: string, body: unknown) => app.request("POST", path, { key: company.apiKey, body })
    const tasks = async () => (await app.request("GET", "/v1/tasks", { key: company.apiKey })).data.pagination.total

    const title = await post("/sandbox/v1/tasks", { title: "Call\u0000the payer" })
    expect([title.status, title.body]).toEqual([422, refusedNaming("title")])
    const key = await post("/sandbox/v1/tasks", { title: "Call the payer", "tags\u0000": ["x"] })
    expect([key.status, key.body]).toEqual([422, refusedNaming("tags\u0000")])
    const nested = await post("/v1/patients/upsert", {
      first_name: "Ada", last_name: "Quinn", date_of_birth: "1985-04-12",
      policies: [{ insurance_name: "Aetna", member_number: "W1\u0000" }]
    })
    expect([nested.status, nested.body]).toEqual([422, refusedNaming("policies.0.member_number")])
    const name = await post("/v1/patients/upsert", { first_name: "\u0000", last_name: "Quinn", date_of_birth: "1985-04-12" })
    expect([name.status, name.body]).toEqual([422, refusedNaming("first_name")])
    expect(await tasks()).toBe(0)
    expect((await app.request("GET", "/v1/patients", { key: company.apiKey })).data.pagination.total).toBe(0)
  })

  it("is 422 naming the parameter in a query or a path, and in an uploaded file's name", async () => {
    const company = await app.newCompany()
    const get = <P extends string>(path: P) => app.request("GET", path, { key: company.apiKey })
    const query = await get("/v1/patient-policies?external_id=W%001")
    expect([query.status, query.body]).toEqual([422, refusedNaming("external_id")])
    const path = await get("/v1/tasks/task%00id")
    expect([path.status, path.body]).toEqual([422, refusedNaming("id")])
    const file = await uploadNamed(company.apiKey, "card%00.png")
    expect([file.status, file.body]).toEqual([422, refusedNaming("file")])
    expect((await get("/v1/files")).data.pagination.total).toBe(0)
    // The same name without the NUL is stored as sent.
    const fine = await uploadNamed(company.apiKey, "card%C3%A9.png")
    expect([fine.status, fine.data.name]).toEqual([201, "cardé.png"])
  })
})
