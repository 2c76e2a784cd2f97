/**
 * VOB records as the service writes them, as pure functions of the record and the moment: a new
 * pending VOB, and the completed and cancelled forms (the missing-information cycle is in MissingInformation.ts).
 */
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { enterStatus } from "./VobStateMachine.js"
import type { Specialty, VobRecord } from "./Vob.js"
import type { VobResult } from "./VobResult.js"
import type { Now } from "./VobWriter.js"

export interface NewVob {
  readonly policy: PatientPolicy
  readonly specialties: ReadonlyArray<Specialty>
  readonly priority: boolean
  readonly notes: string | null
  readonly priorAuthorizationId: string | null
  /** The team member who asked (null through an API key). */
  readonly createdBy: string | null
  readonly createdById: string
  /** Only before the removal release of external_message_ids, when the caller sent them. */
  readonly externalMessageIds?: Readonly<Record<string, unknown>> | undefined
}

/** A new VOB as the service writes it: pending, nothing verified yet. */
export const newVobRecord = (companyId: string, input: NewVob, at: Now, id: string): VobRecord => ({
  id,
  created_at: at.iso,
  updated_at: at.iso,
  patient_id: input.policy.patient_id,
  patient_policy_id: input.policy.id,
  created_by_id: input.createdById,
  version: 1,
  status: "pending",
  priority: input.priority,
  company_id: companyId,
  active: true,
  reviewer_user_id: null,
  reviewed_at: null,
  completed_at: null,
  completed_by_user_id: null,
  missing_information_since: null,
  sla_paused_seconds: 0,
  backfilled: false,
  specialties: input.specialties,
  notes: input.notes,
  prior_authorization_id: input.priorAuthorizationId,
  result_id: null,
  result: null,
  sync: null,
  clinic_reviewed_at: null,
  clinic_reviewed_by_user_id: null,
  follow_up: null,
  missing_information_ask: null,
  missing_information_answered_at: null,
  auto_cancel_on: null,
  cancellation: null,
  created_by_user_id: input.createdBy,
  ...(input.externalMessageIds === undefined ? {} : { external_message_ids: input.externalMessageIds })
})

export const completedRecord = (vob: VobRecord, result: VobResult, by: string | null, at: Now): VobRecord => ({
  ...vob,
  status: "completed",
  completed_at: at.iso,
  completed_by_user_id: by,
  result,
  result_id: result.id,
  sync: vob.sync ?? { status: "not_synced", attempted_at: null },
  missing_information_ask: null,
  follow_up: null
})


/** Cancelled now, with who cancelled and why; an open ask goes with it. */
export const cancelledRecord = (vob: VobRecord, reason: string | null, by: string | null, at: Now): VobRecord => ({
  ...enterStatus(vob, "cancelled", at.iso),
  missing_information_ask: null,
  cancellation: { reason, cancelled_at: at.iso, cancelled_by_user_id: by }
})
