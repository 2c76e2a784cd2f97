/**
 * The VOB's work on the sandbox clock, run by the job kinds listed in Orchestration/JobKinds.ts: autopilot
 * staff steps, the auto-cancel on `auto_cancel_on`, the AI summary, and the outcome of a push to
 * integrations. A step the state machine no longer allows (the test moved the VOB itself) is skipped.
 */
import { Effect } from "effect"
import {
  type AutoCancelPayload,
  type SettlePushPayload,
  type StaffStepJob,
  type SummaryPayload,
  VobEffects
} from "./VobEffects.js"
import { VobStaff } from "./VobStaffActions.js"
import { VobWriter } from "./VobWriter.js"

const skipRefused = <A, E extends { readonly _tag: string; readonly message: string }>(what: string) =>
(effect: Effect.Effect<A, E>) =>
  effect.pipe(
    Effect.asVoid,
    Effect.catchAll((error) => Effect.logDebug(`${what} skipped: ${error.message}`))
  )

export class VobJobs extends Effect.Service<VobJobs>()("vob-sandbox/VobJobs", {
  effect: Effect.gen(function*() {
    const staff = yield* VobStaff
    const effects = yield* VobEffects
    const writer = yield* VobWriter

    const staffStep = (companyId: string, step: StaffStepJob) =>
      Effect.gen(function*() {
        const caller = yield* effects.staffCaller(companyId)
        if (step.action === "sync-result") {
          const status = step.body?.status === "success" ? "success" : "failed"
          return yield* staff.settleSync(caller, step.vobId, status).pipe(skipRefused(`autopilot sync-result on VOB ${step.vobId}`))
        }
        yield* staff.run(caller, step.vobId, step.action, step.body).pipe(
          skipRefused(`autopilot ${step.action} on VOB ${step.vobId}`)
        )
      })

    const autoCancel = (companyId: string, { date, vobId }: typeof AutoCancelPayload.Type) =>
      staff.autoCancel(companyId, vobId, date).pipe(skipRefused(`auto-cancel of VOB ${vobId}`))

    const summary = (companyId: string, { resultUpdatedAt, vobId }: typeof SummaryPayload.Type) =>
      writer.inTransaction(
        Effect.flatMap(writer.now(companyId), (now) => effects.writeSummary(companyId, vobId, resultUpdatedAt, now))
      )

    const settlePush = (companyId: string, { attemptedAt, patientId }: typeof SettlePushPayload.Type) =>
      writer.inTransaction(effects.settlePush(companyId, patientId, attemptedAt, "success"))

    return { staffStep, autoCancel, summary, settlePush } as const
  }),
  dependencies: [VobStaff.Default, VobEffects.Default, VobWriter.Default]
}) {}
