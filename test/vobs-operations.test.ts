/**
 * The caller's operations on a completed VOB, as a client sees them: follow-up request (each refusal
 * and can_request_follow_up agreeing with it), review, and sync through the fixture integrations.
 */
import { afterAll, describe, expect, it } from "vitest"
import { OPERATOR_KEY, startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

const followUp = (s: VobScenario, id: string, body: unknown = { content: "Please re-check the deductible." }) =>
  s.call("POST", `${BASE}/${id}/follow-up-request`, body)

/** A refused follow-up request: 409 with a message saying why, and the VOB agrees it cannot be requested. */
const expectRefused = async (s: VobScenario, id: string, why: RegExp) => {
  const before = await s.getVob(id)
  const reply = await followUp(s, id)
  expect(reply.status).toBe(409)
  expect(reply.error.type).toBe("conflict_error")
  expect(reply.error.message).toMatch(why)
  expect(before.can_request_follow_up).toBe(false)
  const after = await s.getVob(id)
  expect(after.follow_up).toEqual(before.follow_up)
  expect(after.version).toBe(before.version)
}

const integrations = (s: VobScenario) =>
  Object.fromEntries(s.fixtures.integrations.map((i) => [i.key, i.id])) as Record<string, string>

const setIntegration = async (s: VobScenario, key: string, body: Record<string, unknown>) => {
  const reply = await s.call("PATCH", `/sandbox/v1/integrations/${integrations(s)[key]}`, body)
  expect(reply.status).toBe(200)
}

describe("POST /v1/verification-of-benefits/{id}/follow-up-request", () => {
  it("opens a requested follow-up on a completed VOB, posts the text as a comment, and blocks a second one", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    expect(vob.can_request_follow_up).toBe(true)
    await s.advance(60)
    const reply = await followUp(s, vob.id, { content: "The copay looks wrong." })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      status: "completed",
      follow_up: { state: "requested", requested_at: at(60), started_at: null },
      can_request_follow_up: false
    })
    const comments = (await s.call("GET", `${BASE}/${vob.id}/comments`)).data.data
    expect(comments.map((c) => [c.content, c.source])).toEqual([["The copay looks wrong.", "caller"]])
    await expectRefused(s, vob.id, /open follow-up/i)
    await s.advance(30)
    const taken = await s.staff(vob.id, "follow-up/take")
    expect(taken.data.follow_up).toEqual({ state: "in_progress", requested_at: at(60), started_at: at(90) })
    await expectRefused(s, vob.id, /open follow-up/i)
    const closed = await s.staff(vob.id, "follow-up/close")
    expect(closed.status).toBe(200)
    expect(closed.data.follow_up).toBeNull()
    expect(closed.data.status).toBe("completed")
    expect(closed.data.can_request_follow_up).toBe(true)
  })

  it("409s a VOB that is not completed", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    await expectRefused(s, vob.id, /not completed/i)
    await s.staff(vob.id, "cancel")
    await expectRefused(s, vob.id, /not completed/i)
  })

  it("409s when a newer VOB is open on the policy, then when a newer VOB holds the policy's current result", async () => {
    const s = await vobScenario(app)
    const older = await s.completedVob()
    const newer = await s.createVob()
    await expectRefused(s, older.id, /newer VOB is open/i)
    await s.staff(newer.id, "complete")
    await expectRefused(s, older.id, /newer VOB holds the policy's current result/i)
    expect((await s.getVob(newer.id)).can_request_follow_up).toBe(true)
    expect((await followUp(s, newer.id)).status).toBe(200)
  })

  it("a newer VOB on the policy that was cancelled blocks nothing", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    const newer = await s.createVob()
    await s.call("POST", `${BASE}/${newer.id}/cancel`, {})
    expect((await s.getVob(vob.id)).can_request_follow_up).toBe(true)
    expect((await followUp(s, vob.id)).status).toBe(200)
  })

  it("a newer VOB on another policy of the patient blocks nothing", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    const other = await s.addPolicy("C9999")
    await s.completedVob({ patient_policy_id: other })
    await s.createVob({ patient_policy_id: other })
    expect((await s.getVob(vob.id)).can_request_follow_up).toBe(true)
    expect((await followUp(s, vob.id)).status).toBe(200)
  })

  it("409s a backfilled VOB", async () => {
    const s = await vobScenario(app)
    const created = await s.call("POST", "/sandbox/v1/verification-of-benefits/backfilled", { patient_policy_id: s.policyId })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ backfilled: true, status: "completed", can_request_follow_up: false })
    expect(created.data.result_id).toBe(created.data.result!.id)
    await expectRefused(s, created.data.id, /backfilled/i)
    expect((await s.call("GET", BASE)).data.data.map((v) => v.id)).toEqual([created.data.id])
  })

  it("409s once the VOB's policy was deleted", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    expect((await s.call("DELETE", `/v1/patient-policies/${s.policyId}`)).status).toBeLessThan(300)
    await expectRefused(s, vob.id, /deleted/i)
  })

  it("403 for the operator's global key, which otherwise reads the company", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    const asOperator = <M extends string, P extends string>(method: M, path: P, body?: unknown) =>
      app.request(method, path, { key: OPERATOR_KEY, headers: { "x-company-id": s.company.id }, ...(body ? { body } : {}) })
    expect((await asOperator("GET", `${BASE}/${vob.id}`)).status).toBe(200)
    const reply = await asOperator("POST", `${BASE}/${vob.id}/follow-up-request`, { content: "please" })
    expect(reply.status).toBe(403)
    expect(reply.error.type).toBe("permission_error")
    expect((await s.getVob(vob.id)).follow_up).toBeNull()
  })

  it("validates the body: 1 to 5000 characters, required, no undeclared fields", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    for (const body of [{ content: "x".repeat(5001) }, { content: "" }, {}, { content: "ok", urgent: true }]) {
      const reply = await followUp(s, vob.id, body)
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(422)
      expect(reply.error.type).toBe("validation_error")
    }
    expect((await s.getVob(vob.id)).follow_up).toBeNull()
    expect((await followUp(s, vob.id, { content: "y".repeat(5000) })).status).toBe(200)
  })
})

describe("POST /v1/verification-of-benefits/{id}/review", () => {
  it("true marks reviewed (no reviewer through an API key), false clears; status stays completed", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.advance(100)
    const reviewed = await s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: true })
    expect(reviewed.status).toBe(200)
    expect(reviewed.body).toMatchObject({ status: "completed", clinic_reviewed_at: at(100), clinic_reviewed_by: null })
    const cleared = await s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: false })
    expect(cleared.body).toMatchObject({ status: "completed", clinic_reviewed_at: null, clinic_reviewed_by: null })
  })

  it("records the admin through a bearer token", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    const reply = await s.callAsUser("POST", `${BASE}/${vob.id}/review`, { reviewed: true })
    expect(reply.status).toBe(200)
    expect(reply.data.clinic_reviewed_by).toMatchObject({ id: s.company.userId, name: "Sandbox Admin" })
    expect((await s.getVob(vob.id)).clinic_reviewed_by).toMatchObject({ id: s.company.userId })
  })

  it("409 when not completed or while a follow-up is open; 422 for a non-boolean", async () => {
    const s = await vobScenario(app)
    const pending = await s.createVob()
    const notDone = await s.call("POST", `${BASE}/${pending.id}/review`, { reviewed: true })
    expect(notDone.status).toBe(409)
    expect(notDone.error.code).toBe("invalid_state")
    const vob = await s.completedVob()
    expect((await s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: "yes" })).status).toBe(422)
    expect((await s.call("POST", `${BASE}/${vob.id}/review`, {})).status).toBe(422)
    await s.staff(vob.id, "follow-up/start")
    const open = await s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: true })
    expect(open.status).toBe(409)
    expect(open.error.message).toMatch(/follow-up/i)
    expect((await s.getVob(vob.id)).clinic_reviewed_at).toBeNull()
  })
})

describe("VOB sync", () => {
  it("completion starts a push to the integration that does not wait for review; it succeeds 5 s later", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    expect(vob.sync).toBeNull()
    await s.advance(10)
    const done = (await s.staff(vob.id, "complete")).data
    expect(done.sync).toEqual({ status: "pending", attempted_at: at(10) })
    await s.advance(4)
    expect((await s.getVob(vob.id)).sync!.status).toBe("pending")
    await s.advance(1)
    expect((await s.getVob(vob.id)).sync).toEqual({ status: "success", attempted_at: at(10) })
  })

  it("POST sync starts a push; sync-result settles it failed; 409 when nothing is pending", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.advance(60)
    const reply = await s.call("POST", `${BASE}/${vob.id}/sync`)
    expect(reply.status).toBe(200)
    expect(reply.data.sync).toEqual({ status: "pending", attempted_at: at(60) })
    const settled = await s.staff(vob.id, "sync-result", { status: "failed" })
    expect(settled.status).toBe(200)
    expect(settled.data.sync).toEqual({ status: "failed", attempted_at: at(60) })
    await s.advance(10)
    expect((await s.getVob(vob.id)).sync!.status).toBe("failed")
    const nothing = await s.staff(vob.id, "sync-result", { status: "success" })
    expect(nothing.status).toBe(409)
  })

  it("409 when not completed or while a follow-up is open", async () => {
    const s = await vobScenario(app)
    const pending = await s.createVob()
    expect((await s.call("POST", `${BASE}/${pending.id}/sync`)).status).toBe(409)
    const vob = await s.completedVob()
    await followUp(s, vob.id)
    const open = await s.call("POST", `${BASE}/${vob.id}/sync`)
    expect(open.status).toBe(409)
    expect(open.error.message).toMatch(/follow-up/i)
  })

  it("with no integration syncing VOBs: sync is null and POST sync is 409", async () => {
    const s = await vobScenario(app)
    await setIntegration(s, "ehr_sync", { syncs_vobs: false })
    await setIntegration(s, "billing_review", { syncs_vobs: false })
    const vob = await s.completedVob()
    expect(vob.sync).toBeNull()
    const reply = await s.call("POST", `${BASE}/${vob.id}/sync`)
    expect(reply.status).toBe(409)
    expect(reply.error.message).toMatch(/integration/i)
    expect((await s.call("GET", BASE)).data.data[0].sync).toBeNull()
  })

  it("an integration that waits for review is pushed on review true, not on completion", async () => {
    const s = await vobScenario(app)
    await setIntegration(s, "ehr_sync", { syncs_vobs: false })
    const vob = await s.completedVob()
    expect(vob.sync).toEqual({ status: "not_synced", attempted_at: null })
    await s.advance(120)
    expect((await s.getVob(vob.id)).sync!.status).toBe("not_synced")
    const reviewed = await s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: true })
    expect(reviewed.data.sync).toEqual({ status: "pending", attempted_at: at(120) })
    await s.advance(5)
    expect((await s.getVob(vob.id)).sync).toEqual({ status: "success", attempted_at: at(120) })
  })

  it("one push carries every completed VOB of the patient", async () => {
    const s = await vobScenario(app)
    const first = await s.completedVob()
    const other = await s.addPolicy("C3131313")
    const open = await s.createVob({ patient_policy_id: other })
    await s.advance(30)
    const second = (await s.staff(open.id, "complete")).data
    expect(second.sync).toEqual({ status: "pending", attempted_at: at(30) })
    expect((await s.getVob(first.id)).sync).toEqual({ status: "pending", attempted_at: at(30) })
    await s.advance(30)
    await s.call("POST", `${BASE}/${first.id}/sync`)
    expect((await s.getVob(second.id)).sync).toEqual({ status: "pending", attempted_at: at(60) })
  })

  it("review true starts no push when no integration waits for review", async () => {
    const s = await vobScenario(app)
    await setIntegration(s, "billing_review", { syncs_vobs: false })
    const vob = await s.completedVob()
    await s.advance(60)
    const reviewed = await s.call("POST", `${BASE}/${vob.id}/review`, { reviewed: true })
    expect(reviewed.data.sync).toEqual({ status: "success", attempted_at: T0 })
  })

  it("a follow-up closed with a corrected result is pushed again", async () => {
    const s = await vobScenario(app)
    const vob = await s.completedVob()
    await s.advance(30)
    expect((await s.getVob(vob.id)).sync!.status).toBe("success")
    await s.staff(vob.id, "follow-up/start")
    const closed = await s.staff(vob.id, "follow-up/close", { result: { notes: "Payer corrected the copay." } })
    expect(closed.status).toBe(200)
    expect(closed.data.sync).toEqual({ status: "pending", attempted_at: at(30) })
  })
})
