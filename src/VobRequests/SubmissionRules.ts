/**
 * The synchronous rejections of a VOB request that need no lookup, as one pure function: the first
 * rule the decoded body breaks, with the field it names (422), or undefined when it passes. Lookups
 * (files, patient, insurances, credentials) are the service's.
 */
import { hasName } from "../Domain/PersonName.js"
import type { VobRequestCreate } from "./VobRequest.js"

const MAX_FILES = 15

interface Violation {
  readonly param: string
  readonly message: string
}

const present = (value: string | null | undefined): boolean => value != null && value.trim() !== ""

/** The index of the first element equal (by `key`) to an earlier one. */
const firstRepeat = <A>(items: ReadonlyArray<A>, key: (item: A) => string | undefined): number => {
  const seen = new Set<string>()
  return items.findIndex((item) => {
    const k = key(item)
    if (k === undefined) return false
    if (seen.has(k)) return true
    seen.add(k)
    return false
  })
}

/** 1 to 15 distinct file ids (VOB and prior-authorization requests). */
export const fileIdsViolation = (files: ReadonlyArray<string>): Violation | undefined => {
  if (files.length === 0 || files.length > MAX_FILES) {
    return { param: "file_ids", message: `file_ids holds 1 to ${MAX_FILES} files, not ${files.length}.` }
  }
  const repeat = firstRepeat(files, (id) => id.toLowerCase())
  if (repeat >= 0) return { param: `file_ids.${repeat}`, message: `file_ids names '${files[repeat]}' twice.` }
  return undefined
}

export const submissionViolation = (body: VobRequestCreate): Violation | undefined => {
  const policies = body.policies ?? []
  const files = body.file_ids

  if ((body.patient === undefined) === (body.patient_id === undefined)) {
    return {
      param: body.patient === undefined ? "patient" : "patient_id",
      message: "Send exactly one of patient (to match or create the patient) and patient_id (an existing patient)."
    }
  }
  if (body.patient !== undefined) {
    const p = body.patient
    const identified = present(p.phone_number) || p.external_id != null ||
      (hasName(p.first_name) && hasName(p.last_name) && present(p.date_of_birth))
    if (!identified) {
      return {
        param: "patient",
        message: "patient must carry a phone_number, an external_id, or first_name, last_name and date_of_birth."
      }
    }
  }
  if (policies.length === 0 && (files === undefined || files.length === 0)) {
    return { param: "policies", message: "Send policies (known coverage), file_ids (insurance cards) or both." }
  }
  if (files !== undefined) {
    const violation = fileIdsViolation(files)
    if (violation !== undefined) return violation
  }
  if (body.specialties !== undefined) {
    if (body.specialties.length === 0) {
      return { param: "specialties", message: "specialties must not be empty; omit it to use the company's specialties." }
    }
    const repeat = firstRepeat(body.specialties, (s) => s.service_type)
    if (repeat >= 0) {
      return {
        param: `specialties.${repeat}.service_type`,
        message: `Service type '${body.specialties[repeat]!.service_type}' is requested twice.`
      }
    }
  }
  const unnamed = policies.findIndex((c) => c.insurance_id === undefined && !present(c.insurance_name))
  if (unnamed >= 0) {
    return { param: `policies.${unnamed}.insurance_id`, message: "Each coverage needs insurance_id or insurance_name." }
  }
  const checks: ReadonlyArray<readonly [string, (c: typeof policies[number]) => string | undefined, string]> = [
    ["coverage_tier", (c) => c.coverage_tier, "Two coverages are on the same coverage_tier."],
    ["external_id", (c) => (present(c.external_id) ? c.external_id!.trim() : undefined), "Two coverages carry the same external_id."],
    [
      "member_number",
      (c) => (c.insurance_id !== undefined && present(c.member_number)
        ? `${c.insurance_id.toLowerCase()}|${c.member_number!.trim().toLowerCase()}`
        : undefined),
      "Two coverages carry the same insurance_id and member_number."
    ]
  ]
  for (const [field, key, message] of checks) {
    const repeat = firstRepeat(policies, key)
    if (repeat >= 0) return { param: `policies.${repeat}.${field}`, message }
  }
  return undefined
}
