/**
 * Patient policies (coverage): create, update with version, soft delete, the filtered list with
 * expansions, the coverages carried inside patient writes, and the current verification.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { coverageTierTaken } from "../Domain/Errors.js"
import type { CoverageTierName } from "../Domain/Coverage.js"
import type { Page } from "../Domain/Pagination.js"
import { patientReads } from "../Patients/PatientReads.js"
import { Files } from "../Files/Files.js"
import type { PatientPolicy, PolicyCreate, PolicyUpdate } from "./PatientPolicy.js"
import { currentVersionWriter } from "./CurrentVersion.js"
import { embeddedPolicies } from "./EmbeddedPolicies.js"
import { PatientPoliciesRepo, type PolicyFilter } from "./PatientPoliciesRepo.js"
import { pickDefined, writableKeys } from "./PolicyFields.js"
import { policyWrites } from "./PolicyWrites.js"
import { inTransaction } from "../Store/Transaction.js"

type Expansion = "insurance" | "patient"


export class PatientPolicies extends Effect.Service<PatientPolicies>()("vob-sandbox/PatientPolicies", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PatientPoliciesRepo
    const patients = yield* patientReads
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData
    const table = repo.table
    const writes = yield* policyWrites
    const { newPolicy, patch } = writes
    const applyEmbedded = yield* embeddedPolicies(writes)
    const writeCurrentVersion = yield* currentVersionWriter

    /** A new policy of an active patient whose active policies are `held`, in the caller's transaction. */
    const createFor = (companyId: string, body: PolicyCreate, held: ReadonlyArray<PatientPolicy>) =>
      Effect.tap(newPolicy(companyId, body, held, []), (policy) => table.insert(companyId, policy.id, policy))

    const create = (caller: Caller, body: PolicyCreate) =>
      inTransaction(sql, Effect.gen(function*() {
        yield* patients.get(caller.companyId, body.patient_id, "patient_id")
        return yield* createFor(caller.companyId, body, yield* repo.ofPatient(caller.companyId, body.patient_id))
      }))

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
