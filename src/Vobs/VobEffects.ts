/**
 * What a VOB change sets off around it, in the same transaction: the patient's workflow stage, the
 * AI summary job, pushes to integrations (VobPushes) and their outcome, the auto-cancel job, autopilot steps,
 * and patient_verification_completed once every verification of the patient is done and summarised.
 */
import { Effect, Option, Schema } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData, type ReferenceSnapshot } from "../Companies/ReferenceData.js"
import { EventLog } from "../Events/EventLog.js"
import { Jobs } from "../Jobs/Jobs.js"
import { PatientStages, stageRef } from "../Patients/PatientStages.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { autopilotPlan, type AutopilotTrigger, driverOf } from "./Autopilot.js"
import { OPEN_STATUSES, staffActions } from "./VobStateMachine.js"
import type { VobRecord } from "./Vob.js"
import { summarize } from "./VobResult.js"
import { SETTLE_PUSH_JOB, VobPushes } from "./VobPushes.js"
import { VobsRepo } from "./VobsRepo.js"
import type { Now } from "./VobWriter.js"

const SUMMARY_DELAY_MS = 20_000

export const jobKinds = {
  staffStep: "vob.staff_step",
  autoCancel: "vob.auto_cancel",
  summary: "vob.ai_summary",
  settlePush: SETTLE_PUSH_JOB
} as const

/** The payloads of the VOB's jobs, decoded when each runs (see Orchestration/JobKinds.ts). */
export const StaffStepPayload = Schema.Struct({
  vobId: Schema.String,
  action: Schema.Literal(...staffActions, "sync-result"),
  body: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
})
export type StaffStepJob = typeof StaffStepPayload.Type
export const AutoCancelPayload = Schema.Struct({ vobId: Schema.String, date: Schema.String })
export const SummaryPayload = Schema.Struct({ vobId: Schema.String, resultUpdatedAt: Schema.String })
export const SettlePushPayload = Schema.Struct({ patientId: Schema.String, attemptedAt: Schema.String })

export class VobEffects extends Effect.Service<VobEffects>()("vob-sandbox/VobEffects", {
  effect: Effect.gen(function*() {
    const repo = yield* VobsRepo
    const jobs = yield* Jobs
    const referenceData = yield* ReferenceData
    const patientStages = yield* PatientStages
    const policies = yield* PatientPolicies
    const events = yield* EventLog
    const { push, settlePush } = yield* VobPushes

    const staffCaller = (companyId: string): Effect.Effect<Caller> =>
      Effect.map(referenceData.list(companyId, "user"), (users) => ({
        companyId,
        via: "api_key",
        userId: users.find((u) => u.user_type === "staff")?.id ?? null
      }))

    const stageByKey = (companyId: string, key: string) =>
      Effect.map(referenceData.list(companyId, "workflow_stage"), (stages) => stages.find((s) => s.key === key))

    const moveTo = (companyId: string, patientId: string, key: string) =>
      Effect.gen(function*() {
        const stage = yield* stageByKey(companyId, key)
        if (stage === undefined) return Option.none()
        const caller = yield* staffCaller(companyId)
        return yield* patientStages.moveInTransaction(caller, patientId, stage.id).pipe(
          Effect.map(Option.some),
          Effect.catchTag("NotFound", () => Effect.succeed(Option.none()))
        )
      })

    /** `policy`: the VOB's policy when the caller holds it (as its change read it), else read here. */
    const scheduleAutopilot = (
      companyId: string,
      vob: VobRecord,
      trigger: AutopilotTrigger,
      at: Now,
      held?: Option.Option<PatientPolicy>
    ) =>
      Effect.gen(function*() {
        const policy = held ?? (yield* policies.find(companyId, vob.patient_policy_id))
        if (Option.isNone(policy)) return
        const driver = driverOf(policy.value.member_number)
        if (driver === null) return
        for (const step of autopilotPlan(driver, trigger)) {
          const job: StaffStepJob = { vobId: vob.id, action: step.action, ...(step.body ? { body: step.body } : {}) }
          yield* jobs.schedule(companyId, jobKinds.staffStep, at.ms + step.afterSeconds * 1000, job)
        }
      })

    /**
     * patient_verification_completed: every VOB of the patient that was not cancelled is completed
     * and summarised (and there is at least one). The patient moves to Ready to Schedule.
     */
    const completeVerificationIfDone = (companyId: string, patientId: string) =>
      Effect.gen(function*() {
        const live = (yield* repo.ofPatient(companyId, patientId)).filter((v) => v.status !== "cancelled")
        const done = live.length > 0 &&
          live.every((v) => v.status === "completed" && v.result !== null && v.result.ai_summary !== null)
        if (!done) return
        const moved = yield* moveTo(companyId, patientId, "ready_to_schedule")
        if (Option.isNone(moved)) return
        const { next, previous } = moved.value
        yield* events.emit(companyId, "patient_verification_completed", {
          patient: { id: patientId },
          previous_stage: previous === undefined ? null : stageRef(previous),
          new_stage: stageRef(next),
          changed_by: null
        })
      })

    /** The AI summary of the result the job was scheduled for (a newer result has its own job). */
    const writeSummary = (companyId: string, vobId: string, resultUpdatedAt: string, at: Now) =>
      Effect.gen(function*() {
        // Read once: the update's own read decides whether the summary is still due.
        let summarized: { readonly summary: string; readonly first: boolean } | undefined
        const written = yield* Effect.option(repo.table.update(companyId, vobId, { keepVersion: true }, (current) =>
          Effect.sync(() => {
            summarized = undefined
            if (current.result === null || current.result.updated_at !== resultUpdatedAt) return current
            summarized = { summary: summarize(current.result), first: current.result.ai_summary === null }
            return {
              ...current,
              result: { ...current.result, ai_summary: summarized.summary, ai_summary_generated_at: at.iso }
            }
          })))
        if (Option.isNone(written) || summarized === undefined) return
        const vob = written.value.after
        const caller = yield* staffCaller(companyId)
        yield* policies.writeCurrentVersion(caller, vob.patient_policy_id, {
          ai_summary: summarized.summary,
          ai_summary_generated_at: at.iso
        }, { keepVersion: true }).pipe(Effect.catchTag("NotFound", () => Effect.void))
        if (summarized.first) yield* completeVerificationIfDone(companyId, vob.patient_id)
      }).pipe(Effect.orDie)

    /**
     * What a committed-to VOB change sets off; VobWriter.change calls it in the change's transaction with
     * the company's records it read. Returns the VOB as its reactions leave it (a push marks its sync pending).
     */
    const react = (before: VobRecord, after: VobRecord, at: Now, reference: ReferenceSnapshot) =>
      Effect.gen(function*() {
        const companyId = after.company_id!
        let current = after
        const pushed = (marked: ReadonlyArray<VobRecord>) => {
          current = marked.find((v) => v.id === after.id) ?? current
        }
        const entered = (status: VobRecord["status"]) => after.status === status && before.status !== status
        if (entered("missing_information")) yield* moveTo(companyId, after.patient_id, "missing_information")
        if (before.status === "missing_information" && OPEN_STATUSES.includes(after.status)) {
          const others = (yield* repo.ofPatient(companyId, after.patient_id))
            .filter((v) => v.id !== after.id && v.status === "missing_information")
          if (others.length === 0 && after.status !== "missing_information") {
            yield* moveTo(companyId, after.patient_id, "needs_vob")
          }
        }
        if (after.result !== null && after.result.updated_at !== before.result?.updated_at) {
          yield* jobs.schedule(companyId, jobKinds.summary, at.ms + SUMMARY_DELAY_MS, {
            vobId: after.id,
            resultUpdatedAt: after.result.updated_at
          })
        }
        if (entered("completed")) pushed(yield* push(companyId, after.patient_id, "on_completion", at, reference))
        const closedWithNewResult = before.follow_up !== null && after.follow_up === null &&
          canonicalResult(before) !== canonicalResult(after)
        if (closedWithNewResult && after.sync !== null && after.sync.status !== "not_synced") {
          pushed(yield* push(companyId, after.patient_id, "all", at, reference))
        }
        if (after.clinic_reviewed_at !== null && before.clinic_reviewed_at === null) {
          pushed(yield* push(companyId, after.patient_id, "on_review", at, reference))
        }
        if (after.auto_cancel_on !== null && after.auto_cancel_on !== before.auto_cancel_on) {
          yield* jobs.schedule(companyId, jobKinds.autoCancel, Date.parse(`${after.auto_cancel_on}T00:00:00Z`), {
            vobId: after.id,
            date: after.auto_cancel_on
          })
        }
        if (entered("cancelled")) yield* completeVerificationIfDone(companyId, after.patient_id)
        return current
      }).pipe(Effect.orDie)

    return { react, scheduleAutopilot, writeSummary, settlePush, push, staffCaller } as const
  }),
  dependencies: [
    VobsRepo.Default,
    Jobs.Default,
    PatientStages.Default,
    PatientPolicies.Default,
    EventLog.Default,
    VobPushes.Default
  ]
}) {}

const canonicalResult = (vob: VobRecord) => JSON.stringify(vob.result === null ? null : { ...vob.result, ai_summary: null })
