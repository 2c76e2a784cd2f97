/** The VOB request's other pure rules: synchronous rejections, card identity, which VOBs open. */
import { describe, expect, it } from "vitest"
import { cardIdentityConflict } from "../src/VobRequests/CardIdentity.js"
import { leftOutComment, planVerifications, verificationEntry } from "../src/VobRequests/VerificationPlan.js"
import { submissionViolation } from "../src/VobRequests/SubmissionRules.js"
import type { VobRequestCreate } from "../src/VobRequests/VobRequest.js"

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const base: VobRequestCreate = { patient: { phone_number: "5125550100" }, policies: [{ insurance_id: uuid(1), member_number: "A1", coverage_tier: "primary" }] }
const violation = (body: Partial<VobRequestCreate>) => submissionViolation({ ...base, ...body } as VobRequestCreate)?.param

describe("submissionViolation", () => {
  it("passes a well-formed body", () => {
    expect(violation({})).toBeUndefined()
    expect(violation({ policies: undefined, file_ids: [uuid(9)] })).toBeUndefined()
  })

  it.each([
    ["both patient and patient_id", { patient_id: uuid(2) }, "patient_id"],
    ["neither patient nor patient_id", { patient: undefined }, "patient"],
    ["a patient without phone, external id or name and birth date", { patient: { first_name: "A", last_name: "B" } }, "patient"],
    ["neither policies nor files", { policies: [] }, "policies"],
    ["an empty file list", { file_ids: [] }, "file_ids"],
    ["sixteen files", { file_ids: Array.from({ length: 16 }, (_, i) => uuid(100 + i)) }, "file_ids"],
    ["a file twice", { file_ids: [uuid(3), uuid(4), uuid(3)] }, "file_ids.2"],
    ["empty specialties", { specialties: [] }, "specialties"],
    ["a service type twice", { specialties: [{ service_type: "psychotherapy" }, { service_type: "psychotherapy" }] }, "specialties.1.service_type"],
    ["a coverage without insurance", { policies: [{ member_number: "A1" }] }, "policies.0.insurance_id"],
    ["two coverages on one tier", { policies: [{ insurance_id: uuid(1), coverage_tier: "primary" }, { insurance_id: uuid(5), coverage_tier: "primary" }] }, "policies.1.coverage_tier"],
    ["one external id twice", { policies: [{ insurance_id: uuid(1), external_id: "E" }, { insurance_id: uuid(5), external_id: "E" }] }, "policies.1.external_id"],
    ["one insurance and member twice", { policies: [{ insurance_id: uuid(1), member_number: "A1" }, { insurance_id: uuid(1), member_number: "a1 " }] }, "policies.1.member_number"]
  ] as const)("refuses %s", (_, body, param) => {
    expect(violation(body as Partial<VobRequestCreate>)).toBe(param)
  })

  it("accepts a patient identified by name and birth date, or by external id", () => {
    expect(violation({ patient: { first_name: "A", last_name: "B", date_of_birth: "1990-01-01" } })).toBeUndefined()
    expect(violation({ patient: { external_id: { type_id: uuid(7), value: "MRN1" } } })).toBeUndefined()
  })
})

describe("cardIdentityConflict", () => {
  const patient = { first_name: "Riley", middle_name: null, last_name: "Chen-Garcia", date_of_birth: "1985-04-12" }
  const cardOf = (person: { first_name?: string; last_name?: string; date_of_birth?: string }) => ({ member_number: "M", patient: person })

  it("accepts a card sharing a word or an initial, and cards without a person", () => {
    expect(cardIdentityConflict(patient, [cardOf({ first_name: "R.", last_name: "Garcia" })])).toBeUndefined()
    expect(cardIdentityConflict(patient, [cardOf({ first_name: "RILEY", last_name: "Chén" })])).toBeUndefined()
    expect(cardIdentityConflict(patient, [{ member_number: "M" }])).toBeUndefined()
  })

  it("refuses a card naming nobody like the patient, or another birth date", () => {
    expect(cardIdentityConflict(patient, [cardOf({ first_name: "Morgan", last_name: "Smith" })])).toMatchObject({ cardIndex: 0, field: "name" })
    expect(cardIdentityConflict(patient, [{ member_number: "M" }, cardOf({ first_name: "Riley", date_of_birth: "1985-04-13" })]))
      .toMatchObject({ cardIndex: 1, field: "date_of_birth" })
  })

  it("lets an unknown birth date on either side pass", () => {
    expect(cardIdentityConflict({ ...patient, date_of_birth: null }, [cardOf({ first_name: "Riley", date_of_birth: "2001-01-01" })])).toBeUndefined()
  })
})

describe("planVerifications", () => {
  const policies = [
    { id: "p1", insurance_id: "aetna", openVobId: null },
    { id: "p2", insurance_id: "cigna", openVobId: "v9" }
  ]
  const everywhere = { service_type: "psychotherapy" as const, credentialedInsuranceIds: null }
  const aetnaOnly = { service_type: "mental_health" as const, credentialedInsuranceIds: new Set(["aetna"]) }
  const nowhere = { service_type: "chiropractic" as const, credentialedInsuranceIds: new Set<string>() }

  it("opens with every resolving specialty; a policy with an open VOB is already_open", () => {
    expect(planVerifications(policies, [everywhere, aetnaOnly])).toEqual([
      { status: "opened", policyId: "p1", specialties: [0, 1], leftOut: [] },
      { status: "already_open", policyId: "p2", vobId: "v9" }
    ])
  })

  it("leaves out specialties whose credential is not credentialed with the insurance", () => {
    const [plan] = planVerifications([{ id: "p3", insurance_id: "cigna", openVobId: null }], [everywhere, aetnaOnly])
    expect(plan).toEqual({ status: "opened", policyId: "p3", specialties: [0], leftOut: ["mental_health"] })
    expect(verificationEntry(plan!, "v1")).toEqual({
      id: "v1",
      patient_policy_id: "p3",
      status: "opened",
      reason: "specialties_unresolved",
      left_out: ["mental_health"]
    })
    expect(leftOutComment(["mental_health"])).toContain("mental health")
  })

  it("requests nothing without specialties (no_service_type) or when none resolves (specialties_unresolved)", () => {
    const p = [{ id: "p1", insurance_id: "aetna", openVobId: null }]
    expect(planVerifications(p, [])).toEqual([{ status: "not_requested", policyId: "p1", reason: "no_service_type", leftOut: [] }])
    expect(planVerifications(p, [nowhere])).toEqual([
      { status: "not_requested", policyId: "p1", reason: "specialties_unresolved", leftOut: ["chiropractic"] }
    ])
  })
})
