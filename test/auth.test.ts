import { afterAll, describe, expect, it } from "vitest"
import { DEMO_BEARER, DEMO_KEY, OPERATOR_KEY, OTHER_KEY, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const companyOf = async (headers: Record<string, string>) => {
  return app.request("GET", "/sandbox/v1/fixtures", { headers })
}

describe("authentication", () => {
  it("refuses a request without credentials with 401 missing_credentials", async () => {
    const reply = await app.request("GET", "/v1/credentialing")
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({ type: "authentication_error", code: "missing_credentials" })
  })

  it.each([
    ["an unknown API key", { "x-api-key": "sk_test_nope" }, "X-API-Key"],
    ["an unknown bearer token", { authorization: "Bearer tok_nope" }, "Authorization"],
    ["a malformed Authorization header", { authorization: "Basic abc" }, "Authorization"],
    ["a bearer token sent as an API key", { "x-api-key": DEMO_BEARER }, "X-API-Key"],
    ["an API key sent as a bearer token", { authorization: `Bearer ${DEMO_KEY}` }, "Authorization"]
  ])("refuses %s with 401 invalid_credentials", async (_, headers, param) => {
    const reply = await companyOf(headers)
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({ type: "authentication_error", code: "invalid_credentials", param })
  })

  it("accepts the fixture API keys and the bearer token, each for its own company", async () => {
    const demo = await companyOf({ "x-api-key": DEMO_KEY })
    const dana = await companyOf({ authorization: `Bearer ${DEMO_BEARER}` })
    const other = await companyOf({ "x-api-key": OTHER_KEY })
    expect(demo.data.company.name).toBe("Demo Clinic")
    expect(dana.data.company.id).toBe(demo.data.company.id)
    expect(other.data.company.name).toBe("Other Clinic")
    expect(other.data.company.id).not.toBe(demo.data.company.id)
  })

  it("lets the operator global key act on the company named by X-Company-Id", async () => {
    const other = await companyOf({ "x-api-key": OTHER_KEY })
    const asOperator = await companyOf({ "x-api-key": OPERATOR_KEY, "x-company-id": other.data.company.id })
    expect(asOperator.status).toBe(200)
    expect(asOperator.data.company).toEqual(other.data.company)
  })

  it("refuses the operator key without a known X-Company-Id", async () => {
    const missing = await companyOf({ "x-api-key": OPERATOR_KEY })
    expect(missing.status).toBe(401)
    expect(missing.body).toMatchObject({ code: "missing_credentials", param: "X-Company-Id" })
    const unknown = await companyOf({ "x-api-key": OPERATOR_KEY, "x-company-id": crypto.randomUUID() })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toMatchObject({ code: "invalid_credentials", param: "X-Company-Id" })
  })

  it("creates isolated companies whose credentials work at once", async () => {
    const company = await app.newCompany("QA Clinic")
    const byKey = await companyOf({ "x-api-key": company.apiKey })
    const byToken = await companyOf({ authorization: `Bearer ${company.bearer}` })
    expect(byKey.data.company).toEqual({ id: company.id, name: "QA Clinic" })
    expect(byToken.data.company.id).toBe(company.id)
    expect(byKey.data.users.map((u: { id: string }) => u.id)).toContain(company.userId)
  })

  describe("both X-API-Key and Authorization", () => {
    it("are accepted when they name the same company (the key's caller, as when sent alone)", async () => {
      const company = await app.newCompany("Both Headers Clinic")
      const both = await companyOf({ "x-api-key": company.apiKey, authorization: `Bearer ${company.bearer}` })
      expect(both.status).toBe(200)
      expect(both.data.company.id).toBe(company.id)
      const operator = await companyOf({ "x-api-key": OPERATOR_KEY, "x-company-id": company.id, authorization: `Bearer ${company.bearer}` })
      expect(operator.data.company.id).toBe(company.id)
    })

    it.each([
      ["a key and a bearer token of another company", (a: Creds, b: Creds) => ({ "x-api-key": a.apiKey, authorization: `Bearer ${b.bearer}` })],
      ["the operator key for one company and a bearer token of another", (a: Creds, b: Creds) => ({ "x-api-key": OPERATOR_KEY, "x-company-id": a.id, authorization: `Bearer ${b.bearer}` })],
      ["a bearer token and the operator key (as bearer) for another company", (a: Creds, b: Creds) => ({ "x-api-key": a.apiKey, authorization: `Bearer ${OPERATOR_KEY}`, "x-company-id": b.id })]
    ])("refuse %s with 401 conflicting_credentials, on reads and on writes with a body", async (_, headers) => {
      const [a, b] = await Promise.all([app.newCompany("Clinic A"), app.newCompany("Clinic B")])
      const read = await companyOf(headers(a, b))
      expect(read.status).toBe(401)
      expect(read.body).toMatchObject({ type: "authentication_error", code: "conflicting_credentials", param: "Authorization" })
      expect(read.error.message).toContain(a.id)
      expect(read.error.message).toContain(b.id)
      const write = await app.request("POST", "/v1/patients/upsert", {
        headers: headers(a, b),
        body: { first_name: "Ada", last_name: "Byron", date_of_birth: "1990-01-01" }
      })
      expect(write.status).toBe(401)
      expect(write.body).toMatchObject({ code: "conflicting_credentials" })
      const listed = await app.request("GET", "/v1/patients", { key: a.apiKey })
      expect(listed.data.pagination.total).toBe(0)
    })

    it("refuse a valid key beside an unknown or malformed bearer token: every credential sent is checked", async () => {
      const unknown = await companyOf({ "x-api-key": DEMO_KEY, authorization: "Bearer tok_nope" })
      expect(unknown.status).toBe(401)
      expect(unknown.body).toMatchObject({ code: "invalid_credentials", param: "Authorization" })
      const malformed = await companyOf({ "x-api-key": DEMO_KEY, authorization: "Basic abc" })
      expect(malformed.body).toMatchObject({ code: "invalid_credentials", param: "Authorization" })
    })
  })
})

type Creds = Awaited<ReturnType<typeof app.newCompany>>
