/** A completed VOB recorded after the fact (`POST /sandbox/v1/verification-of-benefits/backfilled`). */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { invalidParameter, notFound } from "../Domain/Errors.js"
import { instantMs } from "../Domain/Scalars.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import type { SpecialtyInput, VobRecord } from "./Vob.js"
import { VobEffects } from "./VobEffects.js"
import { VobOpening } from "./VobOpening.js"
import { completedRecord, newVobRecord } from "./VobRecords.js"
import { mergeResult, summarize, type VobResult, type VobResultInput } from "./VobResult.js"
import { VobResultWriter } from "./VobResultWriter.js"
import { VobsRepo } from "./VobsRepo.js"
import { type Now, VobWriter } from "./VobWriter.js"

export const backfilledVobs = Effect.gen(function*() {
  const ids = yield* RecordIds
  const writer = yield* VobWriter
  const repo = yield* VobsRepo
  const effects = yield* VobEffects
  const opening = yield* VobOpening
  const results = yield* VobResultWriter
  const policies = yield* PatientPolicies

  const createBackfilled = (
    caller: Caller,
    input: {
      readonly patient_policy_id: string
      readonly specialties?: ReadonlyArray<SpecialtyInput> | undefined
      readonly result?: VobResultInput | undefined
      readonly completed_at?: string | undefined
    }
  ) =>
    writer.inTransaction(Effect.gen(function*() {
      const { companyId } = caller
      const policy = yield* policies.find(companyId, input.patient_policy_id)
      if (Option.isNone(policy)) return yield* Effect.fail(notFound("patient policy", input.patient_policy_id, "patient_policy_id"))
      const specialties = yield* opening.resolveSpecialties(companyId, input.specialties ?? [])
      const now = yield* writer.now(companyId)
      const completedMs = input.completed_at === undefined ? now.ms : instantMs(input.completed_at)
      if (completedMs > now.ms) {
        return yield* Effect.fail(invalidParameter("completed_at", "completed_at must not be in the future."))
      }
      const at: Now = { ms: completedMs, iso: new Date(completedMs).toISOString() }
      const staff = (yield* effects.staffCaller(companyId)).userId
      const base = newVobRecord(companyId, {
        policy: policy.value,
        specialties,
        priority: false,
        notes: null,
        priorAuthorizationId: null,
        createdBy: null,
        createdById: staff ?? "service"
      }, at, yield* ids.next(companyId, "vob"))
      const written = mergeResult(results.generated(base, policy, at), input.result)
      const result: VobResult = {
        ...written,
        id: yield* ids.next(companyId, "vob_result"),
        created_at: at.iso,
        updated_at: at.iso,
        payor_id: null,
        // Historical: its summary was written long ago.
        ai_summary: summarize(written),
        ai_summary_generated_at: at.iso
      }
      const vob: VobRecord = { ...completedRecord(base, result, staff, at), backfilled: true }
      yield* repo.table.insert(companyId, vob.id, vob)
      return vob
    }))

  return createBackfilled
})
