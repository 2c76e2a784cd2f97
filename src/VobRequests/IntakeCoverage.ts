/**
 * The coverage step of a VOB request, inside its transaction: gathers what `planCoverage` needs,
 * applies its writes through the policies service (every policy rule still checked) and answers the
 * request's policy entries with real ids. A write the store refuses is reported `skipped`
 * (`not_saved`) rather than failing the request.
 */
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import type { PolicyCreate } from "../Policies/PatientPolicy.js"
import { PolicyReads } from "../Policies/PolicyReads.js"
import type { CardReading } from "./CardReading.js"
import { type PlanEntry, planCoverage } from "./CoveragePlan.js"
import type { VobRequestCreate, VobRequestResource } from "./VobRequest.js"

type PolicyEntry = VobRequestResource["policies"][number]

const CHANGE_NOTES: Record<string, string> = {
  new_member_number: "The member number of this policy was corrected from an insurance card by a VOB request.",
  corrected_insurance: "The insurance of this policy was corrected from an insurance card by a VOB request.",
  specific_insurance: "The insurance of this policy was made specific from an insurance card by a VOB request.",
  filled: "Details of this policy were filled in by a VOB request."
}

export class IntakeCoverage extends Effect.Service<IntakeCoverage>()("vob-sandbox/IntakeCoverage", {
  effect: Effect.gen(function*() {
    const policies = yield* PatientPolicies
    const repo = yield* PolicyReads
    const reference = yield* ReferenceData

    const takenExternalIds = (companyId: string, patientId: string, candidates: ReadonlyArray<string>) =>
      Effect.gen(function*() {
        const taken = new Set<string>()
        for (const externalId of new Set(candidates)) {
          const holders = yield* repo.withExternalId(companyId, externalId)
          const mine = new Set((yield* repo.ofPatient(companyId, patientId)).map((p) => p.id))
          if (holders.some((id) => !mine.has(id))) taken.add(externalId)
        }
        return taken
      })

    const apply = (caller: Caller, patientId: string, submission: VobRequestCreate, readings: ReadonlyArray<CardReading>) =>
      Effect.gen(function*() {
        const { companyId } = caller
        const requested = submission.policies ?? []
        const existing = yield* repo.ofPatient(companyId, patientId)
        const plan = planCoverage({
          insurances: yield* reference.list(companyId, "insurance"),
          existing,
          requested,
          cards: readings.flatMap((r) => r.cards),
          takenExternalIds: yield* takenExternalIds(
            companyId,
            patientId,
            requested.flatMap((c) => (c.external_id == null || c.external_id.trim() === "" ? [] : [c.external_id.trim()]))
          )
        })

        const refused = new Set<string>()
        // Tier moves together first (a swap passes only as a whole), then the other changes one by one.
        const moves = plan.updates.flatMap((u) => (u.changes.coverage_tier === undefined ? [] : [{ id: u.id, tier: u.changes.coverage_tier }]))
        const moved = yield* Effect.either(policies.moveTiers(companyId, patientId, moves))
        if (moved._tag === "Left") return yield* Effect.die(moved.left)
        for (const update of plan.updates) {
          const { coverage_tier: _, ...changes } = update.changes
          if (Object.keys(changes).length === 0) continue
          const saved = yield* Effect.either(policies.patch(companyId, update.id, undefined, changes as never))
          if (saved._tag === "Left") refused.add(update.id)
        }
        const ids = new Map<string, string>()
        for (const create of plan.creates) {
          const body = {
            patient_id: patientId,
            insurance_id: create.insurance_id,
            member_number: create.member_number,
            coverage_tier: create.coverage_tier,
            ...create.fields
          } as PolicyCreate
          const saved = yield* Effect.either(policies.create(caller, body))
          if (saved._tag === "Left") refused.add(create.ref)
          else ids.set(create.ref, saved.right.id)
        }

        const changedPolicyNotes = new Map<string, Array<string>>()
        const entries = plan.entries.map((entry: PlanEntry): PolicyEntry => {
          if (entry.ref === null) return { id: null, action: entry.action, reason: entry.reason, source: entry.source }
          if (refused.has(entry.ref)) return { id: null, action: "skipped", reason: "not_saved", source: entry.source }
          const id = ids.get(entry.ref) ?? entry.ref
          const note = CHANGE_NOTES[entry.action === "corrected" ? entry.reason ?? "" : entry.action]
          if (note !== undefined) changedPolicyNotes.set(id, [...(changedPolicyNotes.get(id) ?? []), note])
          return { id, action: entry.action, reason: entry.reason, source: entry.source }
        })
        return { entries, changedPolicyNotes }
      })

    return { apply } as const
  }),
  dependencies: [PatientPolicies.Default, PolicyReads.Default]
}) {}
