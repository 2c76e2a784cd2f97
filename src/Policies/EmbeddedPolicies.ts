/** The coverages carried inside a patient write (upsert, batch), applied to the patient's policies. */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { resolveInsurance } from "../Domain/InsuranceResolution.js"
import type { EmbeddedPolicy } from "../Patients/Patient.js"
import type { PatientPolicy, PolicyCreate } from "./PatientPolicy.js"
import { PatientPoliciesRepo } from "./PatientPoliciesRepo.js"
import { type Defined, pickDefined, writableKeys } from "./PolicyFields.js"
import type { PolicyWrites } from "./PolicyWrites.js"
import { memberNumberKey, nextFreeTier } from "./PolicyRules.js"

export interface EmbeddedPolicyOutcome {
  readonly policy_id: string | null
  readonly action: "created" | "updated" | "unchanged" | "skipped"
  readonly reason: string | null
}

export const embeddedPolicies = ({ newPolicy, patch }: PolicyWrites) => Effect.gen(function*() {
  const repo = yield* PatientPoliciesRepo
  const reference = yield* ReferenceData
  const table = repo.table

  /**
   * Coverages inside a patient write: `policy_id` names the policy to update; otherwise the patient's
   * policy on the same insurance with the same member number is updated, or a policy is created on
   * the first free tier. Runs in the caller's transaction.
   */
  const applyEmbedded = (
    caller: Caller,
    patientId: string,
    embedded: ReadonlyArray<EmbeddedPolicy>,
    /** The patient's active policies when the caller knows them (none for a patient it just created). */
    known?: ReadonlyArray<PatientPolicy>
  ) =>
    Effect.gen(function*() {
      const outcomes: Array<EmbeddedPolicyOutcome> = []
      if (embedded.length === 0) return outcomes
      const { companyId } = caller
      const insurances = yield* reference.list(companyId, "insurance")
      // The patient's policies, read once and kept current as each coverage is applied: the caller's
      // transaction writes them, so nobody else can meanwhile.
      let held = known ?? (yield* repo.ofPatient(companyId, patientId))
      // New policies are stored together, in one statement, before anything reads or updates the
      // patient's policies and at the end.
      const unstored = table.heldInserts(companyId)
      const skipped = (reason: string) => ({ policy_id: null, action: "skipped", reason }) satisfies EmbeddedPolicyOutcome
      for (const coverage of embedded) {
        const resolution = resolveInsurance(insurances, coverage)
        const insurance = resolution._tag === "Resolved" ? Option.some(resolution.insurance) : Option.none()
        const fields = {
          ...pickDefined(coverage, writableKeys.filter((k) => k in coverage) as Array<keyof EmbeddedPolicy>),
          ...(Option.isSome(insurance) ? { insurance_id: insurance.value.id } : {}),
          ...(coverage.member_number == null ? {} : { member_number: coverage.member_number.trim() })
        } as Defined<PatientPolicy>
        const target = coverage.policy_id !== undefined
          ? held.find((p) => p.id === coverage.policy_id)
          : held.find((p) =>
            Option.isSome(insurance) && p.insurance_id === insurance.value.id &&
            memberNumberKey(p.member_number) === memberNumberKey(coverage.member_number)
          )
        if (coverage.policy_id !== undefined && target === undefined) {
          outcomes.push(skipped("policy_not_found"))
          continue
        }
        if (target !== undefined) {
          // Matched case-insensitively on the member number: keep the stored spelling.
          const { member_number: _, ...rest } = fields
          yield* unstored.flush
          const { after, changed } = yield* patch(companyId, target.id, undefined, coverage.policy_id === undefined ? rest : fields)
          held = held.map((p) => p.id === after.id ? after : p)
          outcomes.push({ policy_id: target.id, action: changed ? "updated" : "unchanged", reason: null })
          continue
        }
        if (Option.isNone(insurance)) outcomes.push(skipped("unresolved_payer"))
        else if (memberNumberKey(coverage.member_number) === null) outcomes.push(skipped("no_member_number"))
        else if (nextFreeTier(held.map((p) => p.coverage_tier)) === undefined) outcomes.push(skipped("tiers_full"))
        else {
          const created = yield* newPolicy(companyId, {
            ...fields,
            patient_id: patientId,
            insurance_id: insurance.value.id,
            member_number: coverage.member_number!
          } as PolicyCreate, held, unstored.held())
          held = [...held, created]
          unstored.add(created.id, created)
          outcomes.push({ policy_id: created.id, action: "created", reason: null })
        }
      }
      yield* unstored.flush
      return outcomes
    })
  return applyEmbedded
})
