/**
 * The pure rules of a prior authorization record: how a write changes it (the service merges field
 * by field), which status moves are allowed, what the outcome fields require, which specialties its
 * VOB verifies, and the `vob` block's state.
 */
import { toIsoDate } from "../Domain/Scalars.js"
import type { SpecialtyInput } from "../Vobs/Vob.js"
import type {
  PriorAuthorizationRecord,
  PriorAuthorizationService,
  PriorAuthorizationStatus,
  PriorAuthorizationVobState,
  PriorAuthorizationWrite,
  ServiceInput
} from "./PriorAuthorization.js"

export interface RuleViolation {
  readonly param: string
  readonly message: string
  /** 409 `invalid_state` rather than 422. */
  readonly conflict?: boolean
}

export const emptyService: PriorAuthorizationService = {
  specialty: null,
  service_type_codes: [],
  start_date: null,
  end_date: null,
  cpt_codes: [],
  requested_visits: null,
  requested_weeks: null,
  visits_last_90_days: null,
  locations: []
}

const outcomeCleared = {
  authorization_number: null,
  approved_visits: null,
  approved_from: null,
  approved_to: null,
  decision_date: null,
  decision_notes: null
} as const

interface NewRecord {
  readonly id: string
  readonly companyId: string
  readonly patientId: string
  readonly createdById: string
  readonly now: string
  readonly requestVob: boolean
  readonly vobSpecialties: ReadonlyArray<SpecialtyInput>
}

/** A new draft with nothing but its patient: what a create body is written over. */
export const blankRecord = (input: NewRecord): PriorAuthorizationRecord => ({
  id: input.id,
  created_at: input.now,
  updated_at: input.now,
  company_id: input.companyId,
  created_by_id: input.createdById,
  version: 1,
  active: true,
  status: "draft",
  submitted_at: null,
  patient_id: input.patientId,
  patient_policy_id: null,
  payor_id: null,
  service: emptyService,
  requesting_provider_id: null,
  servicing_provider_id: null,
  servicing_location_id: null,
  organization_id: null,
  notes: null,
  external_id: null,
  scheduled_submission_date: null,
  file_ids: [],
  ...outcomeCleared,
  request_vob: input.requestVob,
  vob_specialties: input.vobSpecialties,
  vob: { state: "not_requested", vob_id: null, missing: [] }
})

/** Omitted fields keep their value, null clears (arrays to []), a sent value replaces (arrays whole). */
export const mergeService = (
  current: PriorAuthorizationService,
  input: ServiceInput | null | undefined
): PriorAuthorizationService => {
  if (input === undefined) return current
  if (input === null) return emptyService
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    next[key] = value === null ? emptyService[key as keyof PriorAuthorizationService] : value
  }
  return next as PriorAuthorizationService
}

/** Status moves: a request is drafted, submitted, decided; a denial may be resubmitted (appeal). */
const statusMoves: Record<PriorAuthorizationStatus, ReadonlyArray<PriorAuthorizationStatus>> = {
  draft: ["submitted", "cancelled"],
  submitted: ["approved", "denied", "cancelled"],
  approved: [],
  denied: ["submitted"],
  cancelled: []
}

/** Statuses a record may be created in (a decision received on paper is recorded as it is). */
export const creatableStatuses: ReadonlyArray<PriorAuthorizationStatus> = ["draft", "submitted", "approved", "denied"]

export const statusMoveViolation = (
  from: PriorAuthorizationStatus,
  to: PriorAuthorizationStatus
): RuleViolation | undefined => {
  if (from === to || statusMoves[from].includes(to)) return undefined
  const allowed = statusMoves[from]
  return {
    param: "status",
    conflict: true,
    message: `A ${from} prior authorization cannot become ${to}; ` +
      (allowed.length === 0 ? `${from} is final.` : `from ${from} it may become ${allowed.join(" or ")}.`)
  }
}

const outcomeFields = ["authorization_number", "approved_visits", "approved_from", "approved_to", "decision_date", "decision_notes"] as const
const approvalFields = ["authorization_number", "approved_visits", "approved_from", "approved_to"] as const

/** The rules every stored record keeps: dates in order, outcome fields only with a decision. */
export const recordViolation = (record: PriorAuthorizationRecord): RuleViolation | undefined => {
  const { service } = record
  if (service.start_date !== null && service.end_date !== null && service.end_date < service.start_date) {
    return { param: "service.end_date", message: "service.end_date must not be before service.start_date." }
  }
  if (record.approved_from !== null && record.approved_to !== null && record.approved_to < record.approved_from) {
    return { param: "approved_to", message: "approved_to must not be before approved_from." }
  }
  const decided = record.status === "approved" || record.status === "denied"
  if (!decided) {
    const set = outcomeFields.find((f) => record[f] !== null)
    if (set !== undefined) {
      return { param: set, message: `${set} is part of the payer's decision: set it with status approved or denied.` }
    }
  }
  if (record.status === "denied") {
    const set = approvalFields.find((f) => record[f] !== null)
    if (set !== undefined) return { param: set, message: `${set} describes an approval; a denied prior authorization has none.` }
  }
  if (record.status === "approved" && record.authorization_number === null) {
    return { param: "authorization_number", message: "An approved prior authorization needs the payer's authorization_number." }
  }
  return undefined
}

/** The record after a write (not yet checked): sent fields replace, omitted ones stay, the service merges. */
export const applyWrite = (current: PriorAuthorizationRecord, write: PriorAuthorizationWrite): PriorAuthorizationRecord => {
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(write)) {
    if (value === undefined || key === "service") continue
    next[key] = key === "file_ids" && value === null ? [] : value
  }
  next.service = mergeService(current.service, write.service)
  return next as PriorAuthorizationRecord
}

/** What the VOB verifies: the sent `vob_specialties`, else one specialty per service type of the service. */
export const vobSpecialtiesOf = (record: PriorAuthorizationRecord): ReadonlyArray<SpecialtyInput> => {
  if (record.vob_specialties.length > 0) return record.vob_specialties
  const cptCodes = record.service.cpt_codes.map((c) => c.code)
  return record.service.service_type_codes.map((service_type) => ({
    service_type,
    ...(record.servicing_provider_id === null ? {} : { credentialing_id: record.servicing_provider_id }),
    ...(cptCodes.length === 0 ? {} : { cpt_codes: cptCodes })
  }))
}

export interface VobFacts {
  readonly requestVob: boolean
  readonly patientPolicyId: string | null
  readonly specialties: number
  /** The policy is an active policy of the record's (active) patient. */
  readonly policyOnPatient: boolean
  /** The newest open VOB on the policy, and whether this record opened it. */
  readonly openVob: { readonly id: string; readonly ours: boolean } | null
}

type VobDecision =
  | { readonly state: Exclude<PriorAuthorizationVobState, "requested" | "already_open">; readonly missing: ReadonlyArray<string> }
  | { readonly state: "already_open"; readonly vobId: string }
  | { readonly state: "requested"; readonly vobId: string | null }

/** The `vob` block's state; `requested` with a null id means a VOB is to be opened now. */
export const decideVob = (facts: VobFacts): VobDecision => {
  if (!facts.requestVob) return { state: "not_requested", missing: [] }
  const missing = [
    ...(facts.patientPolicyId === null ? ["patient_policy_id"] : []),
    ...(facts.specialties === 0 ? ["vob_specialties"] : [])
  ]
  if (missing.length > 0) return { state: "missing_details", missing }
  if (!facts.policyOnPatient) return { state: "not_on_patient", missing: [] }
  if (facts.openVob !== null) {
    return facts.openVob.ours ? { state: "requested", vobId: facts.openVob.id } : { state: "already_open", vobId: facts.openVob.id }
  }
  return { state: "requested", vobId: null }
}

/**
 * Whether a write asks for the VOB again: on create; on PATCH when `request_vob: true` is sent, or
 * while it is on and the block is not settled yet, or when the policy or the service changed.
 */
export const reconsidersVob = (
  before: PriorAuthorizationRecord | undefined,
  after: PriorAuthorizationRecord,
  write: PriorAuthorizationWrite
): boolean => {
  if (before === undefined) return true
  if (!after.request_vob) return false
  if (write.request_vob === true) return true
  if (before.vob.state !== "requested" && before.vob.state !== "already_open") return true
  return before.patient_policy_id !== after.patient_policy_id
}

/** Status bookkeeping: when it was submitted, the decision date, a resubmission clearing the old decision. */
export const withStatusDates = (
  before: PriorAuthorizationRecord | undefined,
  after: PriorAuthorizationRecord,
  nowMs: number
): PriorAuthorizationRecord => {
  if (before?.status === after.status) return after
  if (after.status === "submitted") {
    return { ...after, ...(before?.status === "denied" ? outcomeCleared : {}), submitted_at: new Date(nowMs).toISOString() }
  }
  if ((after.status === "approved" || after.status === "denied") && after.decision_date === null) {
    return { ...after, decision_date: toIsoDate(nowMs) }
  }
  return after
}
