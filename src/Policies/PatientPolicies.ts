/**
 * Patient policies (coverage): create, update with version, soft delete, the filtered list with
 * expansions, the coverages carried inside patient writes, and the current verification.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { coverageTierTaken, externalIdTaken, invalidParameter, notFound, tiersFull } from "../Domain/Errors.js"
import type { CoverageTierName } from "../Domain/Coverage.js"
import type { Page } from "../Domain/Pagination.js"
import { instantMs } from "../Domain/Scalars.js"
import type { EmbeddedPolicy } from "../Patients/Patient.js"
import { patientsTable } from "../Patients/PatientsRepo.js"
import { noBenefitAmounts } from "../Domain/BenefitAmounts.js"
import { resolveInsurance } from "../Domain/InsuranceResolution.js"
import { Files } from "../Files/Files.js"
import {
  type PatientPolicy,
  type PolicyCreate,
  type PolicyUpdate,
  type PolicyVersion,
  type PolicyVersionWrite
} from "./PatientPolicy.js"
import { eligibilityCheckOf } from "./EligibilityCheck.js"
import { PatientPoliciesRepo, type PolicyFilter } from "./PatientPoliciesRepo.js"
import { datesInOrder, memberNumberKey, nextFreeTier } from "./PolicyRules.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

type Expansion = "insurance" | "patient"

export interface EmbeddedPolicyOutcome {
  readonly policy_id: string | null
  readonly action: "created" | "updated" | "unchanged" | "skipped"
  readonly reason: string | null
}


const writableKeys = [
  "insurance_display_name",
  "group_number",
  "group_description",
  "medicaid_id",
  "plan_name",
  "insurance_type",
  "start_date",
  "end_date",
  "relationship_to_subscriber",
  "subscriber",
  "external_id",
  "insurance_card_front_file_id",
  "insurance_card_back_file_id"
] as const

type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> }

const pickDefined = <T extends object>(source: T, keys: ReadonlyArray<keyof T>) =>
  Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as Defined<T>

export class PatientPolicies extends Effect.Service<PatientPolicies>()("vob-sandbox/PatientPolicies", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PatientPoliciesRepo
    const patients = yield* patientsTable
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

    /** A new policy of an active patient whose active policies are `held`, in the caller's transaction. */
    const createFor = (companyId: string, body: PolicyCreate, held: ReadonlyArray<PatientPolicy>) =>
      Effect.tap(newPolicy(companyId, body, held, []), (policy) => table.insert(companyId, policy.id, policy))

    const create = (caller: Caller, body: PolicyCreate) =>
      inTransaction(sql, Effect.gen(function*() {
        yield* patients.get(caller.companyId, body.patient_id, "patient_id")
        return yield* createFor(caller.companyId, body, yield* repo.ofPatient(caller.companyId, body.patient_id))
      }))

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

    /**
     * Moves several of a patient's policies to new tiers at once (a swap is fine: the tiers are checked
     * once all moved, not one move at a time, which no sequence of single moves could pass).
     */
    const moveTiers = (companyId: string, patientId: string, moves: ReadonlyArray<{ readonly id: string; readonly tier: CoverageTierName }>) =>
      Effect.gen(function*() {
        const current = new Map((yield* repo.ofPatient(companyId, patientId)).map((p) => [p.id, p]))
        const moving = moves.filter((m) => current.has(m.id) && current.get(m.id)!.coverage_tier !== m.tier)
        if (moving.length === 0) return
        const now = yield* clock.timestamp(companyId)
        // The store allows one active policy per tier at every statement: take the moving policies off
        // their tiers first (only the index column; each is rewritten whole just after).
        yield* sql`UPDATE patient_policies SET coverage_tier = 'moving:' || id
          WHERE company_id = ${companyId} AND ${sql.in("id", moving.map((m) => m.id))}`.pipe(Effect.orDie)
        for (const move of moving) {
          yield* table.update(companyId, move.id, {}, (policy) => Effect.succeed({ ...policy, coverage_tier: move.tier, updated_at: now }))
        }
        const tiers = (yield* repo.ofPatient(companyId, patientId)).map((p) => p.coverage_tier)
        if (new Set(tiers).size !== tiers.length) {
          return yield* Effect.fail(coverageTierTaken({ message: "Two policies would share a tier.", param: "coverage_tier" }))
        }
      })

    const update = (caller: Caller, id: string, body: PolicyUpdate) =>
      inTransaction(
        sql,
        patch(caller.companyId, id, body.version, pickDefined(body, [...writableKeys, "insurance_id", "member_number", "coverage_tier"]))
      ).pipe(Effect.map(({ after }) => after))

    const remove = (caller: Caller, id: string) => table.remove(caller.companyId, id)

    const expand = (companyId: string, policy: PatientPolicy, expansions: ReadonlyArray<Expansion>) =>
      Effect.gen(function*() {
        if (expansions.length === 0) return policy
        let expanded: PatientPolicy = policy
        if (expansions.includes("insurance")) {
          const insurance = yield* reference.get(companyId, "insurance", policy.insurance_id)
          if (Option.isSome(insurance)) expanded = { ...expanded, insurance: insurance.value }
        }
        if (expansions.includes("patient")) {
          const patient = yield* patients.find(companyId, policy.patient_id)
          if (Option.isSome(patient)) expanded = { ...expanded, patient: patient.value }
        }
        return expanded
      })

    const get = (companyId: string, id: string, expansions: ReadonlyArray<Expansion>) =>
      Effect.flatMap(table.get(companyId, id), (policy) => expand(companyId, policy, expansions))

    const list = (companyId: string, filter: PolicyFilter, page: Page, expansions: ReadonlyArray<Expansion>) =>
      Effect.gen(function*() {
        const listed = yield* repo.list(companyId, filter, page, yield* clock.nowMs(companyId))
        return { ...listed, data: yield* Effect.forEach(listed.data, (p) => expand(companyId, p, expansions)) }
      })

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

    /** A deleted file leaves the card slots that held it. */
    const emptyCardSlots = (companyId: string, fileId: string) =>
      Effect.gen(function*() {
        const now = yield* clock.timestamp(companyId)
        for (const policyId of yield* repo.withCardFile(companyId, fileId)) {
          yield* table.update(companyId, policyId, {}, (policy) =>
            Effect.succeed({
              ...policy,
              insurance_card_front_file_id: policy.insurance_card_front_file_id === fileId
                ? null
                : policy.insurance_card_front_file_id,
              insurance_card_back_file_id: policy.insurance_card_back_file_id === fileId
                ? null
                : policy.insurance_card_back_file_id,
              updated_at: now
            }))
        }
      }).pipe(Effect.catchAll(Effect.die))

    return {
      create,
      patch,
      moveTiers,
      update,
      remove,
      get,
      list,
      applyEmbedded,
      writeCurrentVersion,
      findJson: table.findJson,
      /** An active policy of the company, as stored. */
      find: table.find,
      emptyCardSlots
    } as const
  }),
  dependencies: [PatientPoliciesRepo.Default, Files.Default]
}) {}

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
