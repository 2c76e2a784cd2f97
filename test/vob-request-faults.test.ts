/** Infrastructure failures of VOB request processing, played by member-number prefixes (like autopilot). */
import { afterAll, describe, expect, it } from "vitest"
import { faultOf } from "../src/Intake/IntakeFailure.js"
import { PNG, upload } from "./support/Uploads.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const setUp = async () => {
  const company = await app.newCompany()
  const call = <M extends string, P extends string>(method: M, path: P, body?: unknown) =>
    app.request(method, path, { key: company.apiKey, ...(body === undefined ? {} : { body }) })
  await call("POST", "/sandbox/v1/clock/freeze", { at: "2030-01-01T09:00:00Z" })
  const aetna = (await call("GET", "/sandbox/v1/fixtures")).data.insurances.find((i) => i.name === "Aetna")!.id
  return { company, call, aetna }
}

describe("FAULT_ member numbers", () => {
  it("reads the prefix, case aside, from any member number", () => {
    expect(faultOf(["W1", "fault_operation_timeout-7"])).toBe("operation_timeout")
    expect(faultOf(["W1", null, undefined])).toBeUndefined()
  })

  it.each([
    ["FAULT_INVALID_PAYLOAD1", "invalid_operation_payload", false],
    ["FAULT_OPERATION_FAILED1", "operation_failed", true],
    ["FAULT_OPERATION_TIMEOUT1", "operation_timeout", true]
  ] as const)("a coverage numbered %s fails the request with %s (retryable %s), writing nothing", async (member, code, retryable) => {
    const { aetna, call } = await setUp()
    const request = (await call("POST", "/v1/verification-of-benefits-requests", {
      patient: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03" },
      policies: [{ insurance_id: aetna, member_number: member, coverage_tier: "primary" }]
    })).data
    await call("POST", "/sandbox/v1/clock/advance", { seconds: 0 })
    const polled = await call("GET", `/v1/verification-of-benefits-requests/${request.id}`)
    expect(polled.status).toBe(200)
    expect(polled.body).toMatchObject({ status: "failed", patient: null, policies: [], verifications: [], error: { code, retryable, fields: [] } })
    expect((await call("GET", "/v1/patients")).data.pagination.total).toBe(0)
    expect((await call("GET", "/v1/verification-of-benefits")).data.pagination.total).toBe(0)
    expect((await call("GET", "/sandbox/v1/events")).data.data.map((e) => e.type)).toEqual([])
  })

  it("a card read with such a member number fails the request too", async () => {
    const { call, company } = await setUp()
    const file = (await upload(app, company.apiKey, { bytes: PNG })).data
    await call("POST", `/sandbox/v1/files/${file.id}/reading`, { outcome: "read", cards: [{ insurance_name: "Aetna", member_number: "FAULT_OPERATION_FAILED" }] })
    const request = (await call("POST", "/v1/verification-of-benefits-requests", { patient: { phone_number: "5125550100" }, file_ids: [file.id] })).data
    await call("POST", "/sandbox/v1/clock/advance", { seconds: 0 })
    expect((await call("GET", `/v1/verification-of-benefits-requests/${request.id}`)).data.error!.code).toBe("operation_failed")
  })
})
