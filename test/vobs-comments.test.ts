/**
 * VOB comments (caller and staff, listing, events), the comment a cancel posts, and the
 * find-or-open resolve operation, as a client sees them.
 */
import { afterAll, describe, expect, it } from "vitest"
import { createApiClient } from "../src/Kit/ApiClient.js"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"

const total = async (s: VobScenario) => (await s.api.GET(BASE)).data!.pagination.total
/** The typed client's path parameters for one VOB. */
const vobPath = (id: string) => ({ params: { path: { id } } })
const commentsOf = async (s: VobScenario, id: string) =>
  (await s.api.GET(`${BASE}/{id}/comments`, vobPath(id))).data!.data
const ofType = async (s: VobScenario, type: string) => (await s.events()).filter((e) => e.type === type)

describe("POST /v1/verification-of-benefits/{id}/cancel with a blank reason", () => {
  it("never posts a blank comment: a blank reason is refused (422) or recorded as no reason", async () => {
    const s = await vobScenario(app)
    for (const reason of ["", "   "]) {
      const vob = await s.createVob()
      const reply = await s.api.POST(`${BASE}/{id}/cancel`, { ...vobPath(vob.id), body: { reason } })
      expect([200, 422], JSON.stringify(reason)).toContain(reply.response.status)
      if (reply.data !== undefined) expect(reply.data.cancellation?.reason, JSON.stringify(reason)).toBeNull()
      expect(await commentsOf(s, vob.id), JSON.stringify(reason)).toEqual([])
    }
  })
})

describe("VOB comments", () => {
  it("POST answers 201 with the comment; listed oldest first; vob_comment_created carries ids only", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const first = await s.api.POST(`${BASE}/{id}/comments`, { ...vobPath(vob.id), body: { content: "Secret diagnosis text" } })
    expect(first.response.status).toBe(201)
    expect(first.data).toEqual({
      id: expect.any(String),
      vob_id: vob.id,
      content: "Secret diagnosis text",
      source: "caller",
      created_at: T0,
      created_by: null
    })
    await s.advance(5)
    const staff = await s.api.POST("/sandbox/v1/verification-of-benefits/{id}/comments", {
      ...vobPath(vob.id),
      body: { content: "Staff note text" }
    })
    expect(staff.response.status).toBe(201)
    expect(staff.data?.source).toBe("staff")
    const listed = await commentsOf(s, vob.id)
    expect(listed.map((c) => c.id)).toEqual([first.data?.id, staff.data?.id])
    const events = await ofType(s, "vob_comment_created")
    expect(events).toHaveLength(2)
    expect(events.map((e) => e.payload.vob)).toEqual([{ id: vob.id }, { id: vob.id }])
    expect(JSON.stringify(events)).not.toContain("Secret diagnosis")
    expect(JSON.stringify(events)).not.toContain("Staff note")
    expect(JSON.stringify(events)).toContain(first.data!.id)
  })

  it("a bearer caller's comment names the team member; the list pages oldest first", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const asUser = createApiClient(await app.baseUrl(), { bearerToken: s.company.bearer })
    const mine = await asUser.POST(`${BASE}/{id}/comments`, { ...vobPath(vob.id), body: { content: "From the admin" } })
    expect(mine.data?.created_by).toMatchObject({ id: s.company.userId, name: "Sandbox Admin" })
    for (const n of [1, 2, 3]) {
      await s.advance(1)
      await s.api.POST(`${BASE}/{id}/comments`, { ...vobPath(vob.id), body: { content: `Note ${n}` } })
    }
    const page = (await s.api.GET(`${BASE}/{id}/comments`, { params: { path: { id: vob.id }, query: { limit: 2, page: 2 } } })).data!
    expect(page.pagination).toEqual({ has_more: false, total: 4, page: 2, limit: 2 })
    expect(page.data.map((c) => c.content)).toEqual(["Note 2", "Note 3"])
  })

  it("refuses blank or missing content and undeclared fields (422); 404 for an unknown VOB", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    // Bodies the API's types refuse go untyped (`s.call`): that they are refused is what is tested.
    for (const body of [{ content: "   " }, { content: "" }, {}, { content: "ok", pinned: true }]) {
      const reply = await s.call("POST", `${BASE}/${vob.id}/comments`, body)
      expect(reply.status, JSON.stringify(body)).toBe(422)
    }
    expect(await commentsOf(s, vob.id)).toEqual([])
    const missing = await s.api.POST(`${BASE}/{id}/comments`, { ...vobPath("5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716"), body: { content: "hi" } })
    expect(missing.response.status).toBe(404)
  })
})

describe("POST /v1/verification-of-benefits/resolve", () => {
  it("opens a VOB, then finds the same one open; after completion opens a new one", async () => {
    const s = await vobScenario(app)
    const path = `${BASE}/resolve` as const
    const first = await s.api.POST(path, { body: { patient_policy_id: s.policyId } })
    expect(first.response.status).toBe(200)
    expect(first.data?.resolution).toBe("opened")
    expect(first.data?.vob).toMatchObject({ patient_policy_id: s.policyId, status: "pending" })
    const again = await s.api.POST(path, { body: { patient_policy_id: s.policyId } })
    expect(again.data?.resolution).toBe("already_open")
    expect(again.data?.vob.id).toBe(first.data?.vob.id)
    expect(await total(s)).toBe(1)
    await s.staff(first.data!.vob.id, "complete")
    const fresh = await s.api.POST(path, { body: { patient_policy_id: s.policyId } })
    expect(fresh.data?.resolution).toBe("opened")
    expect(fresh.data?.vob.id).not.toBe(first.data?.vob.id)
    expect(await ofType(s, "vob_created")).toHaveLength(2)
    const unknown = await s.api.POST(path, { body: { patient_policy_id: "0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d" } })
    expect(unknown.response.status).toBe(404)
    expect((await s.call("POST", path, { patient_policy_id: s.policyId, extra: 1 })).status).toBe(422)
  })
})
