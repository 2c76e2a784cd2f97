/** A policy's current version: the sandbox's verification and eligibility answers merged into it. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { noBenefitAmounts } from "../Domain/BenefitAmounts.js"
import { instantMs } from "../Domain/Scalars.js"
import { inTransaction } from "../Store/Transaction.js"
import { eligibilityCheckOf } from "./EligibilityCheck.js"
import type { PatientPolicy, PolicyVersion, PolicyVersionWrite } from "./PatientPolicy.js"
import { PatientPoliciesRepo } from "./PatientPoliciesRepo.js"

export const currentVersionWriter = Effect.gen(function*() {
  const ids = yield* RecordIds
  const sql = yield* SqlClient.SqlClient
  const repo = yield* PatientPoliciesRepo
  const clock = yield* SandboxClock
  const table = repo.table

  /**
   * The sandbox's verification / eligibility answer, merged into the policy's current version; an
   * eligibility answer is recorded as the policy's latest eligibility check.
   */
  const writeCurrentVersion = (
    caller: Caller,
    id: string,
    write: typeof PolicyVersionWrite.Type,
    options: { readonly keepVersion?: boolean } = {}
  ) =>
    inTransaction(sql, Effect.gen(function*() {
      const { companyId } = caller
      const now = yield* clock.timestamp(companyId)
      const { after } = yield* table.update(companyId, id, { keepVersion: options.keepVersion }, (policy) =>
        Effect.gen(function*() {
          const base: PolicyVersion = policy.current_version ??
            emptyVersion(policy, now, yield* ids.next(companyId, "policy_version"))
          const merged: PolicyVersion = {
            ...base,
            ...(write as Partial<PolicyVersion>),
            ...(write.eligibility_check_date == null
              ? {}
              : { eligibility_check_date: new Date(instantMs(write.eligibility_check_date)).toISOString() }),
            updated_at: now,
            version: base.version + (policy.current_version === null || options.keepVersion === true ? 0 : 1)
          }
          const check = eligibilityCheckOf(write, merged.id, yield* ids.next(companyId, "eligibility_check"), now)
          return { ...policy, current_version: merged, latest_eligibility_check: check ?? policy.latest_eligibility_check, updated_at: now }
        }))
      return after
    }))
  return writeCurrentVersion
})

const emptyVersion = (policy: PatientPolicy, now: string, id: string): PolicyVersion => ({
  id,
  created_at: now,
  updated_at: now,
  patient_id: policy.patient_id,
  patient_policy_id: policy.id,
  billing_credentialing_id: null,
  provider_network_status: "unknown",
  cbh_status: null,
  plan_funding_type: null,
  plan_renewal_date_type: null,
  benefit_period_end_date: null,
  cob_on_file: null,
  cob_last_verified_at: null,
  has_other_active_coverage: null,
  cob_other_coverages: [],
  out_of_state_benefits: null,
  out_of_state_benefits_comments: null,
  in_grace_period: null,
  last_payment_date: null,
  is_cobra_coverage: null,
  deductible_apply_to_oop: null,
  eligibility_check_status: "pending",
  eligibility_check_comment: null,
  eligibility_check_date: null,
  eligibility_version: 0,
  ai_summary: null,
  ai_summary_generated_at: null,
  benefits_related_entities: [],
  patient: { id: policy.patient_id },
  services: [],
  active: true,
  version: 1,
  ...noBenefitAmounts
})
