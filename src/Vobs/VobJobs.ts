/**
 * The VOB's work on the sandbox clock, registered as job handlers: autopilot staff steps, the
 * auto-cancel on `auto_cancel_on`, the AI summary, and the outcome of a push to integrations.
 * A step the state machine no longer allows (the test moved the VOB itself) is skipped.
 */
import { Effect, Layer } from "effect"
import { Jobs } from "../Jobs/Jobs.js"
import { staffActions, type StaffAction } from "./Transitions.js"
import { jobKinds, type StaffStepJob, VobEffects } from "./VobEffects.js"
import { VobStaff } from "./VobStaff.js"
import { VobWriter } from "./VobWriter.js"

const skipRefused = <A, E extends { readonly _tag: string; readonly message: string }>(what: string) =>
(effect: Effect.Effect<A, E>) =>
  effect.pipe(
    Effect.asVoid,
    Effect.catchAll((error) => Effect.logDebug(`${what} skipped: ${error.message}`))
  )

export const VobJobsLive = Layer.effectDiscard(Effect.gen(function*() {
  const jobs = yield* Jobs
  const staff = yield* VobStaff
  const effects = yield* VobEffects
  const writer = yield* VobWriter

  yield* jobs.register(jobKinds.staffStep, ({ companyId, payload }) =>
    Effect.gen(function*() {
      const step = payload as StaffStepJob
      const caller = yield* effects.staffCaller(companyId)
      if (step.action === "sync-result") {
        const status = step.body?.status === "success" ? "success" : "failed"
        return yield* staff.settleSync(caller, step.vobId, status).pipe(skipRefused(`autopilot sync-result on VOB ${step.vobId}`))
      }
      if (!staffActions.includes(step.action as StaffAction)) return
      yield* staff.run(caller, step.vobId, step.action as StaffAction, step.body).pipe(
        skipRefused(`autopilot ${step.action} on VOB ${step.vobId}`)
      )
    }))

  yield* jobs.register(jobKinds.autoCancel, ({ companyId, payload }) => {
    const { date, vobId } = payload as { vobId: string; date: string }
    return staff.autoCancel(companyId, vobId, date).pipe(skipRefused(`auto-cancel of VOB ${vobId}`))
  })

  yield* jobs.register(jobKinds.summary, ({ companyId, payload }) => {
    const { resultUpdatedAt, vobId } = payload as { vobId: string; resultUpdatedAt: string }
    return writer.inTransaction(
      Effect.flatMap(writer.now(companyId), (now) => effects.writeSummary(companyId, vobId, resultUpdatedAt, now))
    )
  })

  yield* jobs.register(jobKinds.settlePush, ({ companyId, payload }) => {
    const { attemptedAt, patientId } = payload as { patientId: string; attemptedAt: string }
    return writer.inTransaction(effects.settlePush(companyId, patientId, attemptedAt, "success"))
  })
})).pipe(Layer.provide([Jobs.Default, VobStaff.Default, VobEffects.Default, VobWriter.Default]))
