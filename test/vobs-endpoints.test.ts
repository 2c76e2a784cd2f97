/**
 * The caller's VOB endpoints as a client sees them: create (validation, references, specialties),
 * get, list (grouping, filters, row shape), update, cancel, comments and resolve.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"

/** Every field of the spec's VOB (detail form) table. */
const SPEC_FIELDS = [
  "id", "created_at", "updated_at", "patient_id", "patient_policy_id", "created_by_id", "version", "status",
  "priority", "company_id", "active", "reviewer_user_id", "reviewed_at", "completed_at", "completed_by_user_id",
  "missing_information_since", "sla_paused_seconds", "backfilled", "specialties", "result_id", "result",
  "created_by", "patient", "sync", "clinic_reviewed_at", "clinic_reviewed_by", "follow_up",
  "missing_information_ask", "missing_information_answered_at", "auto_cancel_on", "cancellation",
  "can_request_follow_up"
]

const credential = (s: VobScenario, name: string) => s.fixtures.credentialing.find((c) => c.name === name)!
const total = async (s: VobScenario) => (await s.call("GET", BASE)).data.pagination.total
const ofType = async (s: VobScenario, type: string) => (await s.events()).filter((e) => e.type === type)

describe("POST /v1/verification-of-benefits", () => {
  it("answers 201 with the detail form: every spec field, the defaults, and vob_created", async () => {
    const s = await vobScenario(app)
    const reply = await s.call("POST", BASE, { patient_policy_id: s.policyId })
    expect(reply.status).toBe(201)
    const vob = reply.data
    expect(Object.keys(vob)).toEqual(expect.arrayContaining(SPEC_FIELDS))
    expect(vob).toMatchObject({
      created_at: T0,
      updated_at: T0,
      patient_id: s.patientId,
      patient_policy_id: s.policyId,
      version: 1,
      status: "pending",
      priority: false,
      company_id: s.company.id,
      active: true,
      completed_at: null,
      missing_information_since: null,
      sla_paused_seconds: 0,
      backfilled: false,
      specialties: [],
      result_id: null,
      result: null,
      created_by: null,
      sync: null,
      clinic_reviewed_at: null,
      clinic_reviewed_by: null,
      follow_up: null,
      missing_information_ask: null,
      missing_information_answered_at: null,
      auto_cancel_on: null,
      cancellation: null,
      can_request_follow_up: false
    })
    expect(vob.patient).toMatchObject({ id: s.patientId })
    expect(typeof vob.created_by_id).toBe("string")
    expect((await s.call("GET", `${BASE}/${vob.id}`)).body).toEqual(vob)
    const created = await ofType(s, "vob_created")
    expect(created).toHaveLength(1)
    expect(created[0]!.payload.vob).toEqual({ id: vob.id })
  })

  it("records the team member who created it through a bearer token", async () => {
    const s = await vobScenario(app)
    const reply = await s.callAsUser("POST", BASE, { patient_policy_id: s.policyId, priority: true, notes: "Urgent intake" })
    expect(reply.status).toBe(201)
    expect(reply.data.priority).toBe(true)
    expect(reply.data.created_by_id).toBe(s.company.userId)
    expect(reply.data.created_by).toMatchObject({ id: s.company.userId, name: "Sandbox Admin" })
  })

  it("refuses undeclared fields (also inside a specialty) and non-boolean priority with 422, creating nothing", async () => {
    const s = await vobScenario(app)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ patient_policy_id: s.policyId, color: "blue" }, "color"],
      [{ patient_policy_id: s.policyId, specialties: [{ service_type: "physical_therapy", extra: 1 }] }, "specialties.0.extra"],
      [{ patient_policy_id: s.policyId, priority: "true" }, "priority"],
      [{ patient_policy_id: s.policyId, priority: null }, "priority"],
      [{ patient_policy_id: s.policyId, specialties: [{ service_type: "basket_weaving" }] }, "specialties.0.service_type"],
      [{ patient_policy_id: s.policyId, prior_authorization_id: "0b6f2c8e-4a55-4c1b-9c55-0f8f3f3c9a10" }, "prior_authorization_id"],
      [{}, "patient_policy_id"]
    ]
    for (const [body, param] of cases) {
      const reply = await s.call("POST", BASE, body)
      expect(reply.status, JSON.stringify(body)).toBe(422)
      expect(reply.body).toMatchObject({ type: "validation_error", param })
    }
    expect(await total(s)).toBe(0)
    expect(await ofType(s, "vob_created")).toEqual([])
  })

  it("404s a policy that is unknown, deleted or another company's, param patient_policy_id", async () => {
    const s = await vobScenario(app)
    const other = await vobScenario(app)
    const doomed = await s.addPolicy("DOOMED1")
    expect((await s.call("DELETE", `/v1/patient-policies/${doomed}`)).status).toBeLessThan(300)
    for (const id of ["4f1c2d3e-1111-4222-8333-944455556666", doomed, other.policyId]) {
      const reply = await s.call("POST", BASE, { patient_policy_id: id })
      expect(reply.status, id).toBe(404)
      expect(reply.body).toMatchObject({ type: "not_found_error", param: "patient_policy_id" })
    }
    expect(await total(s)).toBe(0)
    expect(await ofType(s, "vob_created")).toEqual([])
  })

  it("404s a specialty whose credentialing is unknown or inactive, naming its index", async () => {
    const s = await vobScenario(app)
    const active = credential(s, "Dr. Riley Chen")
    const inactive = credential(s, "Dr. Former Provider")
    expect(inactive.is_active).toBe(false)
    for (const id of [inactive.id, "9d0e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70"]) {
      const reply = await s.call("POST", BASE, {
        patient_policy_id: s.policyId,
        specialties: [{ service_type: "psychotherapy", credentialing_id: active.id }, { service_type: "physical_therapy", credentialing_id: id }]
      })
      expect(reply.status).toBe(404)
      expect(reply.error.param).toBe("specialties.1.credentialing_id")
    }
    expect(await total(s)).toBe(0)
  })

  it("embeds each specialty's credential; its npi defaults to the credential's, a given npi is kept", async () => {
    const s = await vobScenario(app)
    const group = credential(s, "Demo Clinic Group")
    const vob = await s.createVob({
      specialties: [
        { service_type: "physical_therapy", credentialing_id: group.id, cpt_codes: ["97110"], service_locations: ["standard", "telehealth"] },
        { service_type: "psychotherapy", credentialing_id: group.id, npi: "1111111111" },
        { service_type: "chiropractic" }
      ]
    })
    const [pt, psych, chiro] = vob.specialties
    expect(pt).toMatchObject({
      id: expect.any(String),
      service_type: "physical_therapy",
      credentialing_id: group.id,
      npi: group.npi,
      cpt_codes: ["97110"],
      service_locations: ["standard", "telehealth"],
      icd_codes: []
    })
    expect(Object.keys(pt.credentialing!).sort()).toEqual(["id", "location", "name", "npi", "organization", "ptan", "tax_id"])
    expect(pt.credentialing).toMatchObject({ id: group.id, name: "Demo Clinic Group", npi: group.npi })
    expect(psych.npi).toBe("1111111111")
    expect(chiro).toMatchObject({ credentialing_id: null, credentialing: null, npi: null })
  })
})

describe("tenancy and authentication", () => {
  it("every caller operation 404s another company's VOB; no credentials is 401", async () => {
    const s = await vobScenario(app)
    const other = await vobScenario(app)
    const theirs = await other.completedVob()
    const ops: Array<[string, string, unknown?]> = [
      ["PATCH", "", { version: theirs.version, priority: true }],
      ["POST", "/cancel", {}],
      ["POST", "/comments", { content: "hello" }],
      ["GET", "/comments"],
      ["POST", "/follow-up-request", { content: "again" }],
      ["POST", "/review", { reviewed: true }],
      ["POST", "/sync"]
    ]
    for (const [method, suffix, body] of ops) {
      const reply = await s.call(method, `${BASE}/${theirs.id}${suffix}`, body)
      expect(reply.status, `${method} ${suffix}`).toBe(404)
    }
    expect(await other.getVob(theirs.id)).toEqual(theirs)
    expect((await app.request("GET", BASE)).status).toBe(401)
    expect((await app.request("POST", BASE, { body: { patient_policy_id: s.policyId } })).status).toBe(401)
  })
})

describe("GET /v1/verification-of-benefits/{id}", () => {
  it("404s an unknown id and another company's VOB", async () => {
    const s = await vobScenario(app)
    const other = await vobScenario(app)
    const theirs = await other.createVob()
    for (const id of ["0f0e0d0c-0b0a-4909-8807-060504030201", theirs.id]) {
      const reply = await s.call("GET", `${BASE}/${id}`)
      expect(reply.status).toBe(404)
      expect(reply.error.type).toBe("not_found_error")
    }
  })
})

describe("GET /v1/verification-of-benefits", () => {
  /** One VOB in each status (plus a second pending one), a clock second apart. */
  const spread = async (s: VobScenario) => {
    const ids: Record<string, string> = {}
    const next = async (name: string, actions: Array<[string, unknown?]>) => {
      await s.advance(1)
      const vob = await s.createVob()
      for (const [action, body] of actions) expect((await s.staff(vob.id, action, body)).status).toBe(200)
      ids[name] = vob.id
    }
    await next("pendingOld", [])
    await next("inProgress", [["start"]])
    await next("missing", [["ask-missing-information", { content: "Need the card back" }]])
    await next("completed", [["complete"]])
    await next("cancelled", [["cancel", { reason: "Duplicate" }]])
    await next("pendingNew", [])
    return ids
  }

  it("groups by status (pending, in_progress, missing_information, completed, cancelled), latest update first", async () => {
    const s = await vobScenario(app)
    const ids = await spread(s)
    const order = async () => (await s.call("GET", BASE)).data.data.map((v) => v.id)
    expect(await order()).toEqual([ids.pendingNew, ids.pendingOld, ids.inProgress, ids.missing, ids.completed, ids.cancelled])
    await s.advance(1)
    const old = await s.getVob(ids.pendingOld!)
    expect((await s.call("PATCH", `${BASE}/${old.id}`, { version: old.version, priority: true })).status).toBe(200)
    expect((await order()).slice(0, 2)).toEqual([ids.pendingOld, ids.pendingNew])
  })

  it("filters by status (repeatable), priority, reviewed, patient and policy; paginates", async () => {
    const s = await vobScenario(app)
    const ids = await spread(s)
    const list = async (query: string) => {
      const reply = await s.call("GET", `${BASE}?${query}`)
      expect(reply.status, query).toBe(200)
      return reply.data
    }
    const idsOf = async (query: string) => (await list(query)).data.map((v) => v.id)
    expect(await idsOf("status=completed")).toEqual([ids.completed])
    expect(await idsOf("status=pending&status=completed")).toEqual([ids.pendingNew, ids.pendingOld, ids.completed])
    const pending = await s.getVob(ids.pendingOld!)
    await s.call("PATCH", `${BASE}/${pending.id}`, { version: pending.version, priority: true })
    expect(await idsOf("priority=true")).toEqual([ids.pendingOld])
    expect(await idsOf("priority=false")).not.toContain(ids.pendingOld)
    expect((await idsOf("priority=false")).length).toBe(5)
    expect((await s.call("POST", `${BASE}/${ids.completed}/review`, { reviewed: true })).status).toBe(200)
    expect(await idsOf("reviewed=true")).toEqual([ids.completed])
    expect(await idsOf("reviewed=false")).toHaveLength(5)
    const second = await s.addPolicy("C22222")
    const onSecond = await s.createVob({ patient_policy_id: second })
    expect(await idsOf(`patient_policy_id=${second}`)).toEqual([onSecond.id])
    expect(await idsOf(`patient_id=${s.patientId}`)).toHaveLength(7)
    expect(await idsOf(`patient_id=${(await vobScenario(app)).patientId}`)).toEqual([])
    const page2 = await list("limit=3&page=2")
    expect(page2.pagination).toEqual({ has_more: true, total: 7, page: 2, limit: 3 })
    expect(page2.data).toHaveLength(3)
  })

  it("a status repeated as often as there are statuses still filters to that status", async () => {
    const s = await vobScenario(app)
    const ids = await spread(s)
    const reply = await s.call("GET", `${BASE}?${Array(5).fill("status=pending").join("&")}`)
    expect(reply.status).toBe(200)
    expect(reply.data.data.map((v) => v.id)).toEqual([ids.pendingNew, ids.pendingOld])
  })

  it("refuses an unknown status, limit out of range, page 0 and a bad boolean with 422", async () => {
    const s = await vobScenario(app)
    for (const query of ["status=done", "limit=101", "limit=0", "page=0", "priority=yes", "reviewed=maybe", "include=everything",
      "patient_id=not-a-uuid"]) {
      const reply = await s.call("GET", `${BASE}?${query}`)
      expect(reply.status, query).toBe(422)
      expect(reply.error.type).toBe("validation_error")
    }
  })

  it("rows carry result_id, follow_up, sync and review fields, never can_request_follow_up; result only with include=result", async () => {
    const s = await vobScenario(app)
    const done = await s.completedVob()
    const row = (await s.call("GET", BASE)).data.data[0]
    expect(row.id).toBe(done.id)
    expect(row).not.toHaveProperty("can_request_follow_up")
    expect(row).not.toHaveProperty("result")
    expect(row).toMatchObject({
      result_id: done.result_id,
      follow_up: null,
      sync: done.sync,
      clinic_reviewed_at: null,
      clinic_reviewed_by: null
    })
    const included = (await s.call("GET", `${BASE}?include=result`)).data.data[0]
    expect(included.result).toEqual(done.result)
    expect(included).not.toHaveProperty("can_request_follow_up")
  })
})

describe("PATCH /v1/verification-of-benefits/{id}", () => {
  it("changes priority, notes and specialties with the current version; vob_updated names them", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    await s.advance(10)
    const reply = await s.call("PATCH", `${BASE}/${vob.id}`, {
      version: 1,
      priority: true,
      notes: "Patient starts next week",
      specialties: [{ service_type: "physical_therapy" }]
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ version: 2, priority: true, updated_at: "2030-01-01T09:00:10.000Z" })
    expect(reply.data.specialties.map((x) => x.service_type)).toEqual(["physical_therapy"])
    const updated = await ofType(s, "vob_updated")
    expect(updated).toHaveLength(1)
    expect([...updated[0]!.payload.changed_fields].sort()).toEqual(["notes", "priority", "specialties"])
    expect(JSON.stringify(updated[0]!.payload)).not.toContain("Patient starts next week")
  })

  it("a PATCH with the same values changes nothing: no version bump, no vob_updated", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob({ priority: true, specialties: [{ service_type: "psychotherapy" }] })
    const reply = await s.call("PATCH", `${BASE}/${vob.id}`, {
      version: 1,
      priority: true,
      specialties: [{ service_type: "psychotherapy" }]
    })
    expect(reply.status).toBe(200)
    expect(reply.data.version).toBe(1)
    expect(reply.data.updated_at).toBe(vob.updated_at)
    expect(await ofType(s, "vob_updated")).toEqual([])
  })

  it("409 version_conflict on a stale version, 422 without version or with an undeclared field, 409 once cancelled", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const stale = await s.call("PATCH", `${BASE}/${vob.id}`, { version: 7, priority: true })
    expect(stale.status).toBe(409)
    expect(stale.error.code).toBe("version_conflict")
    const noVersion = await s.call("PATCH", `${BASE}/${vob.id}`, { priority: true })
    expect(noVersion.status).toBe(422)
    expect(noVersion.error.param).toBe("version")
    const extra = await s.call("PATCH", `${BASE}/${vob.id}`, { version: 1, status: "completed" })
    expect(extra.status).toBe(422)
    expect(extra.error.param).toBe("status")
    const badPriority = await s.call("PATCH", `${BASE}/${vob.id}`, { version: 1, priority: "false" })
    expect(badPriority.status).toBe(422)
    expect((await s.getVob(vob.id)).version).toBe(1)
    const cancelled = await s.call("POST", `${BASE}/${vob.id}/cancel`, {})
    const refused = await s.call("PATCH", `${BASE}/${vob.id}`, { version: cancelled.data.version, priority: true })
    expect(refused.status).toBe(409)
    expect(refused.error.code).toBe("invalid_state")
  })
})

describe("POST /v1/verification-of-benefits/{id}/cancel", () => {
  it("cancels with a reason posted as a comment; cancelled_by null through an API key", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    await s.advance(30)
    const reply = await s.call("POST", `${BASE}/${vob.id}/cancel`, { reason: "Patient went elsewhere" })
    expect(reply.status).toBe(200)
    expect(reply.data.status).toBe("cancelled")
    expect(reply.data.cancellation).toEqual({
      reason: "Patient went elsewhere",
      cancelled_at: "2030-01-01T09:00:30.000Z",
      cancelled_by: null
    })
    const comments = (await s.call("GET", `${BASE}/${vob.id}/comments`)).data.data
    expect(comments.map((c) => c.content)).toEqual(["Patient went elsewhere"])
    const again = await s.call("POST", `${BASE}/${vob.id}/cancel`, {})
    expect(again.status).toBe(409)
    expect(again.error.code).toBe("invalid_state")
  })

  it("records the team member through a bearer token; a cancel without a body works; completed VOBs cannot be cancelled", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const reply = await s.callAsUser("POST", `${BASE}/${vob.id}/cancel`, { reason: null })
    expect(reply.status).toBe(200)
    expect(reply.data.cancellation).toMatchObject({ reason: null, cancelled_by: { id: s.company.userId, name: "Sandbox Admin" } })
    const bare = await s.createVob()
    const noBody = await s.call("POST", `${BASE}/${bare.id}/cancel`)
    expect(noBody.status).toBe(200)
    expect(noBody.data.cancellation!.reason).toBeNull()
    const done = await s.completedVob()
    const refused = await s.call("POST", `${BASE}/${done.id}/cancel`, { reason: "too late" })
    expect(refused.status).toBe(409)
    expect(refused.error.code).toBe("invalid_state")
    expect((await s.getVob(done.id)).status).toBe("completed")
  })
})
