/**
 * One policy's checked writes: the rules every stored policy keeps (its insurance, its tier, its dates,
 * its external id, its card files), a new policy built and checked, and a patch checked, stamped and
 * versioned. Built inside the PatientPolicies service, over the same store and reference data.
 */
import { Effect, Option } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { coverageTierTaken, externalIdTaken, invalidParameter, notFound, tiersFull } from "../Domain/Errors.js"
import { Files } from "../Files/Files.js"
import type { PatientPolicy, PolicyCreate } from "./PatientPolicy.js"
import { PatientPoliciesRepo } from "./PatientPoliciesRepo.js"
import { type Defined, pickDefined, writableKeys } from "./PolicyFields.js"
import { datesInOrder, nextFreeTier } from "./PolicyRules.js"

export const policyWrites = Effect.gen(function*() {
  const ids = yield* RecordIds
  const repo = yield* PatientPoliciesRepo
  const clock = yield* SandboxClock
  const reference = yield* ReferenceData
  const files = yield* Files
  const table = repo.table

  const activeInsurance = (companyId: string, id: string, param: string) =>
    Effect.flatMap(reference.get(companyId, "insurance", id), (found) =>
      Option.isSome(found) && found.value.is_active
        ? Effect.succeed(found.value)
        : Effect.fail(notFound("insurance", id, param)))

  /** A card slot holds an active PDF or image of the company that is the patient's or nobody's yet. */
  const checkCardFile = (companyId: string, patientId: string, fileId: string, param: string) =>
    files.get(companyId, fileId, param).pipe(
      Effect.catchTag("NotFound", () =>
        Effect.fail(invalidParameter(param, `'${fileId}' is not an active file of this company.`))),
      Effect.flatMap((file) =>
        file.patient_id !== null && file.patient_id !== patientId
          ? Effect.fail(invalidParameter(param, `File '${fileId}' belongs to another patient.`))
          : file.attachable
          ? Effect.void
          : Effect.fail(invalidParameter(param, `File '${fileId}' is ${file.content_type}; a card must be a PDF or an image (PNG, JPEG).`)))
    )

  /**
   * The rules every stored policy keeps: its insurance, its tier, its dates, its external id, its card
   * files. `held` is the patient's active policies when the caller has them already (else read here).
   */
  const check = (
    companyId: string,
    policy: PatientPolicy,
    held?: ReadonlyArray<PatientPolicy>,
    /** Policies of this write not stored yet (the store cannot see them). */
    unstored: ReadonlyArray<PatientPolicy> = []
  ) =>
    Effect.gen(function*() {
      yield* activeInsurance(companyId, policy.insurance_id, "insurance_id")
      if (!datesInOrder(policy.start_date, policy.end_date)) {
        return yield* Effect.fail(invalidParameter("end_date", "end_date must not be before start_date."))
      }
      const others = (held ?? (yield* repo.ofPatient(companyId, policy.patient_id))).filter((p) => p.id !== policy.id)
      if (others.some((p) => p.coverage_tier === policy.coverage_tier)) {
        return yield* Effect.fail(
          coverageTierTaken({
            message: `The patient already has a ${policy.coverage_tier} policy; a patient holds one policy per tier.`,
            param: "coverage_tier"
          })
        )
      }
      if (policy.external_id !== null) {
        const holders = (yield* repo.withExternalId(companyId, policy.external_id)).filter((id) => id !== policy.id)
        if (holders.length > 0 || unstored.some((p) => p.id !== policy.id && p.external_id === policy.external_id)) {
          return yield* Effect.fail(
            externalIdTaken({
              message: `Another policy already has external_id '${policy.external_id}'.`,
              param: "external_id"
            })
          )
        }
      }
      for (const slot of ["insurance_card_front_file_id", "insurance_card_back_file_id"] as const) {
        const fileId = policy[slot]
        if (fileId !== null) yield* checkCardFile(companyId, policy.patient_id, fileId, slot)
      }
    })

  /**
   * A new policy of an active patient whose active policies are `held`, checked but not stored:
   * `unstored` are the policies the same write made before it and will store with it.
   */
  const newPolicy = (companyId: string, body: PolicyCreate, held: ReadonlyArray<PatientPolicy>, unstored: ReadonlyArray<PatientPolicy>) =>
    Effect.gen(function*() {
      const tier = body.coverage_tier ?? nextFreeTier(held.map((p) => p.coverage_tier))
      if (tier === undefined) {
        return yield* Effect.fail(
          tiersFull({
            message: "The patient already holds four policies (primary through quaternary).",
            param: "coverage_tier"
          })
        )
      }
      const now = yield* clock.timestamp(companyId)
      const policy: PatientPolicy = {
        id: yield* ids.next(companyId, "patient_policy"),
        created_at: now,
        updated_at: now,
        patient_id: body.patient_id,
        insurance_id: body.insurance_id,
        member_number: body.member_number.trim(),
        coverage_tier: tier,
        insurance_display_name: null,
        group_number: null,
        group_description: null,
        medicaid_id: null,
        plan_name: null,
        insurance_type: null,
        start_date: null,
        end_date: null,
        relationship_to_subscriber: null,
        subscriber: null,
        external_id: null,
        active: true,
        version: 1,
        current_version: null,
        insurance_card_front_file_id: null,
        insurance_card_back_file_id: null,
        latest_eligibility_check: null,
        ...pickDefined(body, writableKeys)
      }
      yield* check(companyId, policy, held, unstored)
      return policy
    })

  /** Applies `fields` over the policy; a change is checked, stamped and versioned, a no-op is not. */
  const patch = (companyId: string, id: string, expectedVersion: number | undefined, fields: Defined<PatientPolicy>) =>
    Effect.gen(function*() {
      const now = yield* clock.timestamp(companyId)
      return yield* table.update(companyId, id, { expectedVersion }, (current) => {
        const next: PatientPolicy = { ...current, ...fields }
        if (JSON.stringify(next) === JSON.stringify(current)) return Effect.succeed(current)
        return Effect.as(check(companyId, next), { ...next, updated_at: now })
      })
    })

  return { check, newPolicy, patch } as const
})

export type PolicyWrites = Effect.Effect.Success<typeof policyWrites>
