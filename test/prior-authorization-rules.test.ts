/** The pure rules of prior authorization records: merge, status moves, outcome rules, VOB specialties and state. */
import { describe, expect, it } from "vitest"
import type { PriorAuthorizationRecord } from "../src/PriorAuthorizations/PriorAuthorization.js"
import {
  applyWrite,
  blankRecord,
  decideVob,
  emptyService,
  mergeService,
  reconsidersVob,
  recordViolation,
  statusMoveViolation,
  vobSpecialtiesOf,
  type VobFacts,
  withStatusDates
} from "../src/PriorAuthorizations/PriorAuthorizationRules.js"

const record = (fields: Partial<PriorAuthorizationRecord> = {}): PriorAuthorizationRecord => ({
  ...blankRecord({
    id: "00000000-0000-4000-8000-000000000001",
    companyId: "00000000-0000-4000-8000-000000000002",
    patientId: "00000000-0000-4000-8000-000000000003",
    createdById: "api_key",
    now: "2030-01-01T00:00:00.000Z",
    requestVob: true,
    vobSpecialties: []
  }),
  ...fields
})

describe("mergeService", () => {
  const current = { ...emptyService, specialty: "PT", service_type_codes: ["physical_therapy" as const], requested_visits: 4 }
  it("keeps omitted fields, replaces sent ones (arrays whole), clears with null", () => {
    expect(mergeService(current, { requested_visits: 8, service_type_codes: ["occupational_therapy"], specialty: null }))
      .toEqual({ ...current, specialty: null, requested_visits: 8, service_type_codes: ["occupational_therapy"] })
    expect(mergeService(current, { service_type_codes: null }).service_type_codes).toEqual([])
  })
  it("leaves the service alone when omitted and empties it with null", () => {
    expect(mergeService(current, undefined)).toBe(current)
    expect(mergeService(current, null)).toEqual(emptyService)
  })
})

describe("applyWrite", () => {
  it("replaces sent fields, keeps the rest, and null file_ids empties the list", () => {
    const before = record({ notes: "a", file_ids: ["f"] })
    const after = applyWrite(before, { notes: null, file_ids: null, external_id: "X" })
    expect(after).toMatchObject({ notes: null, file_ids: [], external_id: "X", status: "draft" })
  })
})

describe("status moves", () => {
  it.each([
    ["draft", "submitted"], ["draft", "cancelled"], ["submitted", "approved"], ["submitted", "denied"],
    ["submitted", "cancelled"], ["denied", "submitted"], ["approved", "approved"]
  ] as const)("%s → %s is allowed", (from, to) => {
    expect(statusMoveViolation(from, to)).toBeUndefined()
  })
  it.each([
    ["draft", "approved"], ["approved", "submitted"], ["approved", "cancelled"], ["cancelled", "draft"], ["denied", "approved"]
  ] as const)("%s → %s is refused as a conflict naming the moves allowed", (from, to) => {
    const violation = statusMoveViolation(from, to)
    expect(violation).toMatchObject({ param: "status", conflict: true })
    expect(violation!.message).toContain(from)
  })
})

describe("recordViolation", () => {
  it("accepts a plain draft and a complete approval", () => {
    expect(recordViolation(record())).toBeUndefined()
    expect(recordViolation(record({ status: "approved", authorization_number: "A1", approved_visits: 3 }))).toBeUndefined()
  })
  it("names the offending field", () => {
    const cases: Array<[Partial<PriorAuthorizationRecord>, string]> = [
      [{ service: { ...emptyService, start_date: "2030-02-01", end_date: "2030-01-31" } }, "service.end_date"],
      [{ status: "approved", authorization_number: "A", approved_from: "2030-02-01", approved_to: "2030-01-01" }, "approved_to"],
      [{ status: "submitted", decision_notes: "x" }, "decision_notes"],
      [{ status: "denied", approved_visits: 2 }, "approved_visits"],
      [{ status: "approved" }, "authorization_number"]
    ]
    for (const [fields, param] of cases) expect(recordViolation(record(fields))?.param).toBe(param)
  })
})

describe("vobSpecialtiesOf", () => {
  it("prefers the sent vob_specialties", () => {
    const sent = [{ service_type: "psychotherapy" as const }]
    expect(vobSpecialtiesOf(record({ vob_specialties: sent, service: { ...emptyService, service_type_codes: ["physical_therapy"] } })))
      .toBe(sent)
  })
  it("otherwise derives one per service type, with the servicing provider and the CPT codes", () => {
    const pa = record({
      servicing_provider_id: "00000000-0000-4000-8000-000000000009",
      service: { ...emptyService, service_type_codes: ["physical_therapy"], cpt_codes: [{ code: "97110", units: "2" }] }
    })
    expect(vobSpecialtiesOf(pa)).toEqual([
      { service_type: "physical_therapy", credentialing_id: "00000000-0000-4000-8000-000000000009", cpt_codes: ["97110"] }
    ])
    expect(vobSpecialtiesOf(record())).toEqual([])
  })
})

describe("decideVob", () => {
  const ready: VobFacts = { requestVob: true, patientPolicyId: "p", specialties: 1, policyOnPatient: true, openVob: null }
  it("reaches each state", () => {
    expect(decideVob({ ...ready, requestVob: false })).toEqual({ state: "not_requested", missing: [] })
    expect(decideVob({ ...ready, patientPolicyId: null, specialties: 0 }))
      .toEqual({ state: "missing_details", missing: ["patient_policy_id", "vob_specialties"] })
    expect(decideVob({ ...ready, specialties: 0 })).toEqual({ state: "missing_details", missing: ["vob_specialties"] })
    expect(decideVob({ ...ready, policyOnPatient: false })).toEqual({ state: "not_on_patient", missing: [] })
    expect(decideVob({ ...ready, openVob: { id: "v", ours: false } })).toEqual({ state: "already_open", vobId: "v" })
    expect(decideVob({ ...ready, openVob: { id: "v", ours: true } })).toEqual({ state: "requested", vobId: "v" })
    expect(decideVob(ready)).toEqual({ state: "requested", vobId: null })
  })
  it("reports missing details before a policy that is not the patient's", () => {
    expect(decideVob({ ...ready, specialties: 0, policyOnPatient: false }).state).toBe("missing_details")
  })
})

describe("reconsidersVob", () => {
  const settled = record({ patient_policy_id: "p", vob: { state: "requested", vob_id: "v", missing: [] } })
  it("on create, on an explicit request, while unsettled, and when the policy changes", () => {
    expect(reconsidersVob(undefined, record({ request_vob: false }), {})).toBe(true)
    expect(reconsidersVob(settled, settled, { request_vob: true })).toBe(true)
    expect(reconsidersVob(settled, { ...settled, patient_policy_id: "q" }, { patient_policy_id: "q" })).toBe(true)
    const unsettled = record({ vob: { state: "missing_details", vob_id: null, missing: ["patient_policy_id"] } })
    expect(reconsidersVob(unsettled, unsettled, { notes: "x" })).toBe(true)
  })
  it("not for other edits of a settled record, nor while request_vob is off", () => {
    expect(reconsidersVob(settled, settled, { notes: "x" })).toBe(false)
    expect(reconsidersVob(settled, { ...settled, request_vob: false }, { request_vob: false })).toBe(false)
  })
})

describe("withStatusDates", () => {
  const now = Date.parse("2030-02-03T10:00:00.000Z")
  it("stamps submitted_at on entering submitted, and a resubmission clears the denial", () => {
    const denied = record({ status: "denied", decision_date: "2030-02-01", decision_notes: "no" })
    expect(withStatusDates(denied, { ...denied, status: "submitted" }, now))
      .toMatchObject({ status: "submitted", submitted_at: "2030-02-03T10:00:00.000Z", decision_date: null, decision_notes: null })
  })
  it("defaults the decision date to today, keeps a sent one, and leaves an unchanged status alone", () => {
    const submitted = record({ status: "submitted" })
    expect(withStatusDates(submitted, { ...submitted, status: "approved" }, now).decision_date).toBe("2030-02-03")
    expect(withStatusDates(submitted, { ...submitted, status: "denied", decision_date: "2030-01-30" }, now).decision_date)
      .toBe("2030-01-30")
    expect(withStatusDates(submitted, submitted, now)).toBe(submitted)
  })
})
