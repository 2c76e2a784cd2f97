/**
 * Pushes of a patient's VOB results to the company's integrations: a push marks every completed VOB of
 * the patient pending and schedules its settling on the company clock; the settling marks those still
 * pending from that push with its outcome.
 */
import { Effect, Option } from "effect"
import { ReferenceData, type ReferenceSnapshot } from "../Companies/ReferenceData.js"
import { Jobs } from "../Jobs/Jobs.js"
import type { VobRecord } from "./Vob.js"
import { VobsRepo } from "./VobsRepo.js"
import type { Now } from "./VobWriter.js"

/** The job that settles a push (its payload: VobEffects.SettlePushPayload). */
export const SETTLE_PUSH_JOB = "vob.settle_push"
const PUSH_SETTLES_AFTER_MS = 5_000

/** Integrations a push goes to: on completion those that do not wait for review; on review those that do. */
export type PushAudience = "on_completion" | "on_review" | "all"

export class VobPushes extends Effect.Service<VobPushes>()("vob-sandbox/VobPushes", {
  effect: Effect.gen(function*() {
    const repo = yield* VobsRepo
    const jobs = yield* Jobs
    const referenceData = yield* ReferenceData

    /**
     * Starts a push of the patient's results: every completed VOB of the patient is carried by it.
     * Returns the VOBs it marked pending. `reference`: the company's records as the caller read them.
     */
    const push = (companyId: string, patientId: string, audience: PushAudience, at: Now, reference?: ReferenceSnapshot) =>
      Effect.gen(function*() {
        const all = reference === undefined ? yield* referenceData.list(companyId, "integration") : reference.list("integration")
        const integrations = all.filter((i) =>
          i.syncs_vobs &&
          (audience === "all" || (audience === "on_review" ? i.waits_for_review : !i.waits_for_review))
        )
        if (integrations.length === 0) return []
        const carried = (yield* repo.ofPatient(companyId, patientId)).filter((v) => v.status === "completed")
        const pending = (vob: VobRecord): VobRecord => ({ ...vob, sync: { status: "pending", attempted_at: at.iso } })
        const marked: Array<VobRecord> = []
        for (const vob of carried) {
          if (vob.sync?.status === "pending" && vob.sync.attempted_at === at.iso) {
            marked.push(vob)
            continue
          }
          // Written over the VOB as just read; read again only when another writer changed it meanwhile.
          const replaced = yield* repo.table.replace(companyId, vob.id, { record: vob, version: vob.version }, pending(vob), { keepVersion: true })
          const { after } = Option.isSome(replaced)
            ? replaced.value
            : yield* repo.table.update(companyId, vob.id, { keepVersion: true }, (current) => Effect.succeed(pending(current)))
          marked.push(after)
        }
        yield* jobs.schedule(companyId, SETTLE_PUSH_JOB, at.ms + PUSH_SETTLES_AFTER_MS, {
          patientId,
          attemptedAt: at.iso
        })
        return marked
      }).pipe(Effect.orDie)

    /** Settles a push: every VOB whose latest push is still this pending one. */
    const settlePush = (companyId: string, patientId: string, attemptedAt: string, status: "success" | "failed") =>
      Effect.gen(function*() {
        let settled = 0
        for (const vob of yield* repo.ofPatient(companyId, patientId)) {
          if (vob.sync?.status !== "pending" || vob.sync.attempted_at !== attemptedAt) continue
          yield* repo.table.update(companyId, vob.id, { keepVersion: true }, (current) =>
            Effect.succeed({ ...current, sync: { status, attempted_at: attemptedAt } }))
          settled++
        }
        return settled
      }).pipe(Effect.orDie)

    return { push, settlePush } as const
  }),
  dependencies: [VobsRepo.Default, Jobs.Default]
}) {}
