/**
 * Which VOBs a completed request opens, as a pure plan: one entry per active policy of the patient.
 * A policy with an open VOB is `already_open`; without any specialty to verify it is
 * `not_requested` (`no_service_type`); a specialty whose billing credential is not credentialed
 * with the policy's insurance is left out, and a policy with none left is `not_requested`
 * (`specialties_unresolved`); otherwise `opened` with the rest, the left-out ones named in a comment.
 */
import type { ServiceType } from "../Domain/ServiceType.js"

interface PlannedPolicy {
  readonly id: string
  readonly insurance_id: string
  /** The policy's newest open VOB, if any. */
  readonly openVobId: string | null
}

interface PlannedSpecialty {
  readonly service_type: typeof ServiceType.Type
  /** The active insurances the specialty's credential is credentialed with; null when it names no credential. */
  readonly credentialedInsuranceIds: ReadonlySet<string> | null
}

export type VerificationPlan =
  | { readonly status: "already_open"; readonly policyId: string; readonly vobId: string }
  | {
    readonly status: "not_requested"
    readonly policyId: string
    readonly reason: "no_service_type" | "specialties_unresolved"
    readonly leftOut: ReadonlyArray<typeof ServiceType.Type>
  }
  | {
    readonly status: "opened"
    readonly policyId: string
    /** Indices into the specialties to request. */
    readonly specialties: ReadonlyArray<number>
    readonly leftOut: ReadonlyArray<typeof ServiceType.Type>
  }

export const planVerifications = (
  policies: ReadonlyArray<PlannedPolicy>,
  specialties: ReadonlyArray<PlannedSpecialty>
): ReadonlyArray<VerificationPlan> =>
  policies.map((policy): VerificationPlan => {
    if (policy.openVobId !== null) return { status: "already_open", policyId: policy.id, vobId: policy.openVobId }
    if (specialties.length === 0) {
      return { status: "not_requested", policyId: policy.id, reason: "no_service_type", leftOut: [] }
    }
    const resolves = (s: PlannedSpecialty) => s.credentialedInsuranceIds === null || s.credentialedInsuranceIds.has(policy.insurance_id)
    const kept = specialties.flatMap((s, i) => (resolves(s) ? [i] : []))
    const leftOut = specialties.filter((s) => !resolves(s)).map((s) => s.service_type)
    if (kept.length === 0) return { status: "not_requested", policyId: policy.id, reason: "specialties_unresolved", leftOut }
    return { status: "opened", policyId: policy.id, specialties: kept, leftOut }
  })

/** The service's comment on a VOB opened without some requested specialties. */
export const leftOutComment = (leftOut: ReadonlyArray<string>): string =>
  `Not requested on this VOB: ${leftOut.map((s) => s.replace(/_/g, " ")).join(", ")}. ` +
  "The billing credential of each is not credentialed with this insurance; add the credential or request it separately."

/** The verification entry of the request resource for a plan (with the VOB it opened). */
export const verificationEntry = (plan: VerificationPlan, openedVobId: string | null) => {
  switch (plan.status) {
    case "already_open":
      return { id: plan.vobId, patient_policy_id: plan.policyId, status: plan.status, reason: null, left_out: [] }
    case "not_requested":
      return { id: null, patient_policy_id: plan.policyId, status: plan.status, reason: plan.reason, left_out: plan.leftOut }
    case "opened":
      return {
        id: openedVobId,
        patient_policy_id: plan.policyId,
        status: plan.status,
        reason: plan.leftOut.length > 0 ? "specialties_unresolved" : null,
        left_out: plan.leftOut
      }
  }
}
