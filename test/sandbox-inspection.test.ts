import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"
import { T0, vobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

describe("GET /sandbox/v1/jobs", () => {
  it("lists an autopilot VOB's scheduled steps with due times, then what an advance ran, filtered by record and window", async () => {
    const s = await vobScenario(app, { memberNumber: "AUTO_COMPLETE_1" })
    const vob = await s.createVob()
    const pending = await s.call("GET", `/sandbox/v1/jobs?record_id=${vob.id}&status=pending`)
    expect(pending.status).toBe(200)
    expect(pending.data.data.map((j) => [j.kind, j.action, j.due_at, j.record_id])).toEqual([
      ["vob.staff_step", "start", "2030-01-01T09:01:00.000Z", vob.id],
      ["vob.staff_step", "complete", "2030-01-01T09:05:00.000Z", vob.id]
    ])
    await s.advance(120)
    const ran = await s.call("GET", `/sandbox/v1/jobs?due_after=${T0}&due_until=2030-01-01T09:02:00Z&status=done&status=failed`)
    expect(ran.data.data.map((j) => [j.action, j.status])).toEqual([["start", "done"]])
    expect(ran.data.pagination.total).toBe(1)
  })

  it("refuses an unknown status with 422 naming it", async () => {
    const s = await vobScenario(app)
    const refused = await s.call("GET", "/sandbox/v1/jobs?status=sleeping")
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ type: "validation_error", param: "status" })
  })
})

describe("GET /sandbox/v1/verification-of-benefits-requests", () => {
  it("lists the company's requests newest first in their /v1 form, and no other company's", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const first = await s.run({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] })
    const second = await s.run({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W2", coverage_tier: "secondary" }] })
    const listed = await s.call("GET", "/sandbox/v1/verification-of-benefits-requests")
    expect(listed.status).toBe(200)
    expect(listed.data.data).toEqual([{ ...second, file_ids: [] }, { ...first, file_ids: [] }])
    const fileId = await s.uploadCard()
    await s.submit({ patient: AVERY, file_ids: [fileId] })
    // Its processing is due now and runs in the background: advance by 0 to read what it did.
    await s.advance(0)
    const waiting = await s.call("GET", "/sandbox/v1/verification-of-benefits-requests?limit=1")
    expect(waiting.data.data[0]).toMatchObject({ status: "processing", file_ids: [fileId] })
    const other = await app.newCompany()
    const none = await app.request("GET", "/sandbox/v1/prior-authorization-requests", { key: other.apiKey })
    expect(none.body).toEqual({ data: [], pagination: { has_more: false, total: 0, page: 1, limit: 20 } })
  })
})
