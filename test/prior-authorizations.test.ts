/**
 * Prior authorization records through HTTP: create (defaults, every field, validation, references),
 * read, list filters, PATCH (merge, status moves, outcome rules, version), soft delete, attached
 * files, each state of the `vob` block, and the VOB create's `prior_authorization_id` link.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { PDF, upload } from "./support/Uploads.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/prior-authorizations"
const VOBS = "/v1/verification-of-benefits"

const credential = (s: VobScenario, name: string) => s.fixtures.credentialing.find((c) => c.name === name)!.id
const location = (s: VobScenario, name: string) => s.fixtures.locations.find((l) => l.name === name)!.id
const insurance = (s: VobScenario, name: string) => s.fixtures.insurances.find((i) => i.name === name)!.id

const create = async (s: VobScenario, body: Record<string, unknown> = {}) => {
  const reply = await s.call("POST", BASE, { patient_id: s.patientId, ...body })
  if (reply.status !== 201) throw new Error(`PA creation failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.data
}

const patch = (s: VobScenario, pa: { id: string; version: number }, body: Record<string, unknown>) =>
  s.call("PATCH", `${BASE}/${pa.id}`, { version: pa.version, ...body })

/** Another patient of the company with an Aetna policy. */
const otherPatient = async (s: VobScenario) => {
  const reply = await s.call("POST", "/v1/patients/upsert", {
    first_name: "Blake",
    last_name: "Morrow",
    date_of_birth: "1990-02-03",
    policies: [{ insurance_id: insurance(s, "Aetna"), member_number: "OTHER123" }]
  })
  return { patientId: reply.data.patient.id as string, policyId: reply.data.policies[0].policy_id as string }
}

const vobCount = async (s: VobScenario) => (await s.call("GET", VOBS)).data.pagination.total

const FULL_SERVICE = {
  specialty: "Physical therapy",
  service_type_codes: ["physical_therapy"],
  start_date: "2030-01-15",
  end_date: "2030-03-15",
  cpt_codes: [{ code: "97110", units: "4" }, { code: "97140", units: "2" }],
  requested_visits: 12,
  requested_weeks: 8,
  visits_last_90_days: 3,
  locations: ["standard"]
}

describe("POST /v1/prior-authorizations", () => {
  it("creates a draft with defaults, readable by id, and emits no event", async () => {
    const s = await vobScenario(app)
    const before = (await s.events()).length
    const pa = await create(s)
    expect(pa).toMatchObject({
      created_at: T0,
      updated_at: T0,
      company_id: s.company.id,
      version: 1,
      active: true,
      status: "draft",
      submitted_at: null,
      patient_id: s.patientId,
      patient_policy_id: null,
      payor_id: null,
      service: {
        specialty: null, service_type_codes: [], start_date: null, end_date: null, cpt_codes: [],
        requested_visits: null, requested_weeks: null, visits_last_90_days: null, locations: []
      },
      file_ids: [],
      authorization_number: null,
      decision_date: null,
      request_vob: true,
      vob_specialties: [],
      vob: { state: "missing_details", vob: null, missing: ["patient_policy_id", "vob_specialties"] }
    })
    expect(pa.created_by_id).toBe("api_key")
    expect((await s.call("GET", `${BASE}/${pa.id}`)).body).toEqual(pa)
    expect((await s.events()).length).toBe(before)
  })

  it("stores every field of the record", async () => {
    const s = await vobScenario(app)
    const file = (await upload(app, s.company.apiKey, { bytes: PDF, name: "referral.pdf" })).data.id
    const body = {
      patient_policy_id: s.policyId,
      service: FULL_SERVICE,
      requesting_provider_id: credential(s, "Demo Clinic Group"),
      servicing_provider_id: credential(s, "Dr. Riley Chen"),
      servicing_location_id: location(s, "Main Street Clinic"),
      organization_id: s.fixtures.organizations[0].id,
      notes: "Post-surgery rehab",
      external_id: "EHR-PA-1",
      scheduled_submission_date: "2030-01-05",
      file_ids: [file],
      request_vob: false
    }
    const pa = await create(s, body)
    expect(pa).toMatchObject({ ...body, status: "draft", vob: { state: "not_requested", vob: null, missing: [] } })
  })

  it("follows the company's request_vob default when omitted", async () => {
    const s = await vobScenario(app)
    expect((await create(s)).request_vob).toBe(true)
    expect((await s.call("PATCH", "/sandbox/v1/settings", { prior_authorization_request_vob_default: false })).status).toBe(200)
    const pa = await create(s, { patient_policy_id: s.policyId, service: { service_type_codes: ["physical_therapy"] } })
    expect(pa.request_vob).toBe(false)
    expect(pa.vob).toEqual({ state: "not_requested", vob: null, missing: [] })
    expect(await vobCount(s)).toBe(0)
  })

  it("refuses invalid bodies with 422 naming the field, storing nothing", async () => {
    const s = await vobScenario(app)
    // The record's cross-field rules (dates in order, what each status needs) are recordViolation's, case by
    // case in prior-authorization-rules.test.ts; one of them here proves the wiring.
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ color: "blue" }, "color"],
      [{ service: { specialty: "PT", extra: 1 } }, "service.extra"],
      [{ service: { cpt_codes: [{ code: "97110", units: "1", modifier: "GP" }] } }, "service.cpt_codes.0.modifier"],
      [{ service: { service_type_codes: ["basket_weaving"] } }, "service.service_type_codes.0"],
      [{ service: { requested_visits: -1 } }, "service.requested_visits"],
      [{ service: { requested_visits: 2.5 } }, "service.requested_visits"],
      [{ scheduled_submission_date: "2030-02-30" }, "scheduled_submission_date"],
      [{ request_vob: "yes" }, "request_vob"],
      [{ vob_specialties: [{ service_type: "psychotherapy", extra: 1 }] }, "vob_specialties.0.extra"],
      [{ status: "cancelled" }, "status"],
      [{ status: "approved" }, "authorization_number"],
      [{ authorization_number: "AUTH1" }, "authorization_number"],
      [{ external_id: "  " }, "external_id"],
      [{ patient_id: "not-a-uuid" }, "patient_id"]
    ]
    for (const [body, param] of cases) {
      const reply = await s.call("POST", BASE, { patient_id: s.patientId, ...body })
      expect(reply.status, JSON.stringify(body)).toBe(422)
      expect(reply.body, JSON.stringify(body)).toMatchObject({ type: "validation_error", param })
    }
    const missing = await s.call("POST", BASE, {})
    expect(missing.status).toBe(422)
    expect(missing.error.param).toBe("patient_id")
    expect((await s.call("GET", BASE)).data.pagination.total).toBe(0)
  })

  it("resolves every reference within the company: 404 naming the field", async () => {
    const s = await vobScenario(app)
    const other = await vobScenario(app)
    const unknown = "4f1c2d3e-1111-4222-8333-944455556666"
    const closed = s.fixtures.locations.find((l) => !l.is_active)!.id
    const deletedFile = (await upload(app, s.company.apiKey, { bytes: PDF })).data.id
    await s.call("DELETE", `/v1/files/${deletedFile}`)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ patient_id: unknown }, "patient_id"],
      [{ patient_id: other.patientId }, "patient_id"],
      [{ patient_policy_id: unknown }, "patient_policy_id"],
      [{ patient_policy_id: other.policyId }, "patient_policy_id"],
      [{ payor_id: unknown }, "payor_id"],
      [{ requesting_provider_id: unknown }, "requesting_provider_id"],
      [{ servicing_provider_id: credential(s, "Dr. Former Provider") }, "servicing_provider_id"],
      [{ servicing_provider_id: credential(other, "Dr. Riley Chen") }, "servicing_provider_id"],
      [{ servicing_location_id: closed }, "servicing_location_id"],
      [{ organization_id: unknown }, "organization_id"],
      [{ file_ids: [deletedFile] }, "file_ids.0"],
      [{ vob_specialties: [{ service_type: "psychotherapy", credentialing_id: unknown }] }, "vob_specialties.0.credentialing_id"]
    ]
    for (const [body, param] of cases) {
      const reply = await s.call("POST", BASE, { patient_id: s.patientId, ...body })
      expect(reply.status, JSON.stringify(body)).toBe(404)
      expect(reply.body, JSON.stringify(body)).toMatchObject({ type: "not_found_error", param })
    }
  })

  it("attaches only the patient's or nobody's PDFs and images, each once", async () => {
    const s = await vobScenario(app)
    const { patientId: otherId } = await otherPatient(s)
    const theirs = (await upload(app, s.company.apiKey, { bytes: PDF, fields: { patient_id: otherId } })).data.id
    const text = (await upload(app, s.company.apiKey, { bytes: "hello", type: "text/plain" })).data.id
    const mine = (await upload(app, s.company.apiKey, { bytes: PDF, fields: { patient_id: s.patientId } })).data.id
    for (const [fileIds, param] of [[[mine, theirs], "file_ids.1"], [[text], "file_ids.0"], [[mine, mine], "file_ids"]] as const) {
      const reply = await s.call("POST", BASE, { patient_id: s.patientId, file_ids: fileIds })
      expect(reply.status).toBe(422)
      expect(reply.error.param).toBe(param)
    }
    const pa = await create(s, { file_ids: [mine] })
    expect(pa.file_ids).toEqual([mine])
    // Deleting the file detaches it.
    expect((await s.call("DELETE", `/v1/files/${mine}`)).status).toBe(200)
    expect((await s.call("GET", `${BASE}/${pa.id}`)).data.file_ids).toEqual([])
  })

  it("refuses a payor of another patient (422) and keeps external_id unique (409)", async () => {
    const s = await vobScenario(app)
    const { patientId: otherId } = await otherPatient(s)
    const payor = await s.call("POST", "/sandbox/v1/payors", { patient_id: otherId, insurance_name: "Aetna" })
    expect(payor.status).toBe(201)
    const refused = await s.call("POST", BASE, { patient_id: s.patientId, payor_id: payor.data.id })
    expect(refused.status).toBe(422)
    expect(refused.error.param).toBe("payor_id")
    expect((await s.call("POST", BASE, { patient_id: otherId, payor_id: payor.data.id })).status).toBe(201)
    await create(s, { external_id: "EHR-7" })
    const taken = await s.call("POST", BASE, { patient_id: s.patientId, external_id: "EHR-7" })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: "external_id_taken", param: "external_id" })
  })
})

describe("PATCH /v1/prior-authorizations/{id}", () => {
  it("merges the service field by field: omitted keep, null clears, arrays replace; a no-op keeps the version", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, { service: FULL_SERVICE, notes: "first", request_vob: false })
    const reply = await patch(s, pa, {
      service: { requested_visits: 20, cpt_codes: [{ code: "97530", units: "1" }], specialty: null },
      notes: null
    })
    expect(reply.status).toBe(200)
    expect(reply.data.version).toBe(2)
    expect(reply.data.notes).toBeNull()
    expect(reply.data.service).toEqual({
      ...FULL_SERVICE,
      specialty: null,
      requested_visits: 20,
      cpt_codes: [{ code: "97530", units: "1" }]
    })
    const same = await patch(s, reply.data, { service: { requested_visits: 20 } })
    expect(same.status).toBe(200)
    expect(same.data.version).toBe(2)
    const cleared = await patch(s, reply.data, { service: null })
    expect(cleared.data.service).toMatchObject({ specialty: null, service_type_codes: [], cpt_codes: [], requested_visits: null })
  })

  it("is 409 version_conflict against a stale version, 422 for undeclared or create-only fields", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, { request_vob: false })
    const stale = await s.call("PATCH", `${BASE}/${pa.id}`, { version: 7, notes: "x" })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: "version_conflict", meta: { current_version: 1 } })
    for (const [body, param] of [
      [{ version: 1, patient_id: s.patientId }, "patient_id"],
      [{ version: 1, vob_specialties: [] }, "vob_specialties"],
      [{ notes: "no version" }, "version"]
    ] as const) {
      const reply = await s.call("PATCH", `${BASE}/${pa.id}`, body)
      expect(reply.status, JSON.stringify(body)).toBe(422)
      expect(reply.error.param).toBe(param)
    }
  })

  it("moves draft → submitted → approved with the outcome, and refuses moves out of a final status", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, { request_vob: false })
    const submitted = (await patch(s, pa, { status: "submitted" })).data
    expect(submitted).toMatchObject({ status: "submitted", submitted_at: T0 })
    const noNumber = await patch(s, submitted, { status: "approved" })
    expect(noNumber.status).toBe(422)
    expect(noNumber.error.param).toBe("authorization_number")
    await s.advance(86400)
    const approved = await patch(s, submitted, {
      status: "approved",
      authorization_number: "AUTH-555",
      approved_visits: 10,
      approved_from: "2030-01-15",
      approved_to: "2030-03-15"
    })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: "approved", decision_date: "2030-01-02", authorization_number: "AUTH-555" })
    const back = await patch(s, approved.data, { status: "draft" })
    expect(back.status).toBe(409)
    expect(back.body).toMatchObject({ code: "invalid_state", param: "status" })
    const skip = await patch(s, pa, { status: "approved", authorization_number: "A" })
    expect(skip.status).toBe(409)
  })

  it("a denial can be resubmitted, which clears the old decision", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, { request_vob: false, status: "submitted" })
    const denied = (await patch(s, pa, { status: "denied", decision_notes: "Not medically necessary" })).data
    expect(denied).toMatchObject({ status: "denied", decision_date: "2030-01-01", decision_notes: "Not medically necessary" })
    const again = (await patch(s, denied, { status: "submitted" })).data
    expect(again).toMatchObject({ status: "submitted", decision_date: null, decision_notes: null })
    const cancelled = (await patch(s, again, { status: "cancelled" })).data
    expect(cancelled.status).toBe("cancelled")
  })
})

describe("DELETE and GET /v1/prior-authorizations", () => {
  it("soft-deletes: 200 with active false, then 404 everywhere and never listed", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, { request_vob: false })
    const deleted = await s.call("DELETE", `${BASE}/${pa.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.data.active).toBe(false)
    for (const [method, body] of [["GET", undefined], ["PATCH", { version: 1 }], ["DELETE", undefined]] as const) {
      const reply = await s.call(method, `${BASE}/${pa.id}`, body)
      expect(reply.status).toBe(404)
      expect(reply.error.code).toBe("resource_not_found")
    }
    expect((await s.call("GET", BASE)).data.pagination.total).toBe(0)
  })

  it("lists in creation order with every filter ANDed and the page envelope", async () => {
    const s = await vobScenario(app)
    const other = await otherPatient(s)
    const a = await create(s, { request_vob: false, patient_policy_id: s.policyId, scheduled_submission_date: "2030-01-10", external_id: "A" })
    const b = await create(s, { request_vob: false, status: "submitted", scheduled_submission_date: "2030-02-10" })
    const c = await s.call("POST", BASE, {
      patient_id: other.patientId,
      request_vob: false,
      patient_policy_id: other.policyId,
      servicing_provider_id: credential(s, "Dr. Riley Chen")
    })
    const ids = async (query: "" | `?${string}`) => (await s.call("GET", `${BASE}${query}`)).data.data.map((pa) => pa.id)
    expect(await ids("")).toEqual([a.id, b.id, c.data.id])
    expect(await ids(`?patient_id=${s.patientId}`)).toEqual([a.id, b.id])
    expect(await ids(`?patient_policy_id=${s.policyId}`)).toEqual([a.id])
    expect(await ids("?status=submitted")).toEqual([b.id])
    expect(await ids("?status=submitted&status=draft")).toEqual([a.id, b.id, c.data.id])
    expect(await ids("?external_id=A")).toEqual([a.id])
    expect(await ids(`?servicing_provider_id=${credential(s, "Dr. Riley Chen")}`)).toEqual([c.data.id])
    expect(await ids("?scheduled_submission_date_from=2030-01-10&scheduled_submission_date_to=2030-01-31")).toEqual([a.id])
    expect(await ids(`?patient_id=${s.patientId}&status=draft`)).toEqual([a.id])
    const page = await s.call("GET", `${BASE}?limit=2&page=2`)
    expect(page.data.pagination).toEqual({ has_more: false, total: 3, page: 2, limit: 2 })
    expect(page.data.data.map((pa) => pa.id)).toEqual([c.data.id])
    for (const query of ["?status=open", "?limit=0", "?patient_id=nope", "?scheduled_submission_date_from=2030-13-01"]) {
      const reply = await s.call("GET", `${BASE}${query}`)
      expect(reply.status, query).toBe(422)
    }
  })
})

describe("the vob block", () => {
  it("requested: opens a VOB on the policy linked to the record, whose status is read live", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, {
      patient_policy_id: s.policyId,
      vob_specialties: [{ service_type: "psychotherapy", credentialing_id: credential(s, "Dr. Riley Chen") }]
    })
    expect(pa.vob.state).toBe("requested")
    expect(pa.vob.vob).toMatchObject({ status: "pending" })
    expect(pa.vob.missing).toEqual([])
    const vob = await s.getVob(pa.vob.vob!.id)
    expect(vob).toMatchObject({ patient_policy_id: s.policyId, prior_authorization_id: pa.id })
    expect(vob.specialties.map((sp) => sp.service_type)).toEqual(["psychotherapy"])
    expect((await s.events()).filter((e) => e.type === "vob_created")).toHaveLength(1)
    await s.staff(vob.id, "start")
    expect((await s.call("GET", `${BASE}/${pa.id}`)).data.vob.vob).toEqual({ id: vob.id, status: "in_progress" })
    // A later write does not open a second VOB while this one is open.
    const again = await patch(s, pa, { request_vob: true, notes: "more" })
    expect(again.data.vob).toMatchObject({ state: "requested", vob: { id: vob.id } })
    expect(await vobCount(s)).toBe(1)
  })

  it("requested from the service's types when no vob_specialties are sent", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, {
      patient_policy_id: s.policyId,
      servicing_provider_id: credential(s, "Dr. Riley Chen"),
      service: { service_type_codes: ["physical_therapy"], cpt_codes: [{ code: "97110", units: "4" }] }
    })
    expect(pa.vob.state).toBe("requested")
    const vob = await s.getVob(pa.vob.vob!.id)
    expect(vob.specialties).toMatchObject([
      { service_type: "physical_therapy", credentialing_id: credential(s, "Dr. Riley Chen"), cpt_codes: ["97110"] }
    ])
  })

  it("already_open: names the VOB already open on the policy and opens none", async () => {
    const s = await vobScenario(app)
    const open = await s.createVob()
    const pa = await create(s, { patient_policy_id: s.policyId, vob_specialties: [{ service_type: "psychotherapy" }] })
    expect(pa.vob).toEqual({ state: "already_open", vob: { id: open.id, status: "pending" }, missing: [] })
    expect(await vobCount(s)).toBe(1)
  })

  it("not_on_patient: the policy is another patient's, or was deleted", async () => {
    const s = await vobScenario(app)
    const other = await otherPatient(s)
    const specialties = [{ service_type: "psychotherapy" }]
    const theirs = await create(s, { patient_policy_id: other.policyId, vob_specialties: specialties })
    expect(theirs.vob).toEqual({ state: "not_on_patient", vob: null, missing: [] })
    const cigna = await s.addPolicy("C-555")
    const later = await create(s, { patient_policy_id: cigna, vob_specialties: specialties, request_vob: false })
    expect((await s.call("DELETE", `/v1/patient-policies/${cigna}`)).status).toBe(200)
    const turnedOn = await patch(s, later, { request_vob: true })
    expect(turnedOn.data.vob).toEqual({ state: "not_on_patient", vob: null, missing: [] })
    expect(await vobCount(s)).toBe(0)
  })

  it("missing_details lists what is missing; supplying it opens the VOB", async () => {
    const s = await vobScenario(app)
    const noPolicy = await create(s, { vob_specialties: [{ service_type: "psychotherapy" }] })
    expect(noPolicy.vob).toEqual({ state: "missing_details", vob: null, missing: ["patient_policy_id"] })
    const noSpecialty = await create(s, { patient_policy_id: s.policyId })
    expect(noSpecialty.vob).toEqual({ state: "missing_details", vob: null, missing: ["vob_specialties"] })
    const fixed = await patch(s, noPolicy, { patient_policy_id: s.policyId })
    expect(fixed.data.vob).toMatchObject({ state: "requested", vob: { status: "pending" }, missing: [] })
    const second = await patch(s, noSpecialty, { service: { service_type_codes: ["psychotherapy"] } })
    expect(second.data.vob).toMatchObject({ state: "already_open", vob: { id: fixed.data.vob.vob!.id } })
  })

  it("not_requested: request_vob false; turning it on requests the VOB, turning it off keeps it", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, {
      patient_policy_id: s.policyId,
      vob_specialties: [{ service_type: "psychotherapy" }],
      request_vob: false
    })
    expect(pa.vob).toEqual({ state: "not_requested", vob: null, missing: [] })
    expect(await vobCount(s)).toBe(0)
    const on = (await patch(s, pa, { request_vob: true })).data
    expect(on.vob).toMatchObject({ state: "requested", vob: { status: "pending" } })
    const off = (await patch(s, on, { request_vob: false })).data
    expect(off.vob).toEqual({ state: "not_requested", vob: on.vob.vob, missing: [] })
    expect((await s.getVob(on.vob.vob!.id)).status).toBe("pending")
  })

  it("a completed VOB is not open: requesting again opens a new one", async () => {
    const s = await vobScenario(app)
    const done = await s.completedVob()
    const pa = await create(s, { patient_policy_id: s.policyId, vob_specialties: [{ service_type: "psychotherapy" }] })
    expect(pa.vob.state).toBe("requested")
    expect(pa.vob.vob!.id).not.toBe(done.id)
  })
})

describe("POST /v1/verification-of-benefits with prior_authorization_id", () => {
  it("links a prior authorization of the same patient on the policy's insurance", async () => {
    const s = await vobScenario(app)
    const pa = await create(s, { patient_policy_id: s.policyId, request_vob: false })
    const reply = await s.call("POST", VOBS, { patient_policy_id: s.policyId, prior_authorization_id: pa.id })
    expect(reply.status).toBe(201)
    expect(reply.data.prior_authorization_id).toBe(pa.id)
    expect((await s.getVob(reply.data.id)).prior_authorization_id).toBe(pa.id)
  })

  it("refuses any other prior authorization with 422 naming prior_authorization_id, opening nothing", async () => {
    const s = await vobScenario(app)
    const stranger = await vobScenario(app)
    const other = await otherPatient(s)
    const cigna = await s.addPolicy("C-777")
    const noPolicy = await create(s, { request_vob: false })
    const onCigna = await create(s, { patient_policy_id: cigna, request_vob: false })
    const theirs = (await s.call("POST", BASE, { patient_id: other.patientId, patient_policy_id: other.policyId, request_vob: false })).data
    const deleted = await create(s, { patient_policy_id: s.policyId, request_vob: false })
    await s.call("DELETE", `${BASE}/${deleted.id}`)
    const foreign = await create(stranger, { patient_policy_id: stranger.policyId, request_vob: false })
    for (const id of [noPolicy.id, onCigna.id, theirs.id, deleted.id, foreign.id, "0b6f2c8e-4a55-4c1b-9c55-0f8f3f3c9a10"]) {
      const reply = await s.call("POST", VOBS, { patient_policy_id: s.policyId, prior_authorization_id: id })
      expect(reply.status, id).toBe(422)
      expect(reply.body).toMatchObject({ type: "validation_error", param: "prior_authorization_id" })
    }
    expect(await vobCount(s)).toBe(0)
  })
})
