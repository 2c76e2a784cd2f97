/**
 * What the verification team does to a VOB (the /sandbox/v1 staff actions, autopilot and the
 * auto-cancel job): each is a move the state machine must allow, written through `VobWriter`.
 * Completing (and closing a follow-up with a corrected result) writes the result through
 * `VobResultWriter` (the payor with its services and the policy's current version).
 */
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { sameJson } from "../Domain/Changes.js"
import { invalidState } from "../Domain/Errors.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import { enterStatus, type StaffAction } from "./VobStateMachine.js"
import type { VobRecord } from "./Vob.js"
import { mergeResult, type VobResultInput } from "./VobResult.js"
import { VobResultWriter } from "./VobResultWriter.js"
import { VobCancellation } from "./Cancellation.js"
import { VobEffects } from "./VobEffects.js"
import { VobOpening } from "./VobOpening.js"
import { followUpClosedRecord, followUpStartedRecord, followUpTakenRecord } from "./FollowUp.js"
import { askedRecord, resumedRecord, warnedRecord } from "./MissingInformation.js"
import { USUAL_QUESTION } from "./UsualQuestion.js"
import { completedRecord } from "./VobRecords.js"
import { VobsRepo } from "./VobsRepo.js"
import { type Now, VobWriter } from "./VobWriter.js"
import { backfilledVobs } from "./BackfilledVob.js"
import { integrationSwitches } from "./IntegrationSwitches.js"
import { vobTransitions } from "./VobTransitionsView.js"


const staffMove = (action: StaffAction) => ({ by: "staff", action }) as const

export class VobStaff extends Effect.Service<VobStaff>()("vob-sandbox/VobStaff", {
  effect: Effect.gen(function*() {
    const writer = yield* VobWriter
    const repo = yield* VobsRepo
    const effects = yield* VobEffects
    const results = yield* VobResultWriter
    const policies = yield* PatientPolicies
    const cancellation = yield* VobCancellation
    const createBackfilled = yield* backfilledVobs
    const transitions = yield* vobTransitions
    const updateIntegration = yield* integrationSwitches

    const act = <E>(
      caller: Caller,
      id: string,
      action: StaffAction,
      apply: (vob: VobRecord, now: Now, staff: string | null) => Effect.Effect<VobRecord, E>,
      report?: (before: VobRecord, after: VobRecord) => ReadonlyArray<string>
    ) =>
      Effect.gen(function*() {
        const staff = (yield* effects.staffCaller(caller.companyId)).userId
        return yield* writer.change(
          caller.companyId,
          id,
          staffMove(action),
          { by: staff, ...(report ? { report } : {}) },
          (vob, now) => apply(vob, now, staff)
        )
      })

    const start = (caller: Caller, id: string) =>
      act(caller, id, "start", (vob, now) => Effect.succeed(enterStatus(vob, "in_progress", now.iso)))

    /** Without content, staff ask the usual question. */
    const askMissingInformation = (caller: Caller, id: string, content: string = USUAL_QUESTION) =>
      act(caller, id, "ask-missing-information", (vob, now, staff) =>
        Effect.map(writer.addComment(caller.companyId, id, { content, source: "staff", by: staff }), (comment) =>
          askedRecord(vob, { commentId: comment.id, content }, now)))

    const warn = (caller: Caller, id: string, autoCancelOn: string | undefined) =>
      act(caller, id, "warn", (vob, now) => warnedRecord(vob, autoCancelOn, now))

    const resume = (caller: Caller, id: string) =>
      act(caller, id, "resume", (vob, now) => Effect.succeed(resumedRecord(vob, now)))

    const complete = (caller: Caller, id: string, given: VobResultInput | undefined) =>
      act(caller, id, "complete", (vob, now, staff) =>
        Effect.gen(function*() {
          // Read once for both: the generated result's shape and the payor it is recorded on.
          const policy = yield* policies.find(caller.companyId, vob.patient_policy_id)
          const written = mergeResult(results.generated(vob, policy, now), given)
          const result = yield* results.record(caller.companyId, vob, written, null, now, policy)
          return completedRecord(enterStatus(vob, "completed", now.iso), result, staff, now)
        }))

    const cancel = (caller: Caller, id: string, reason: string | null) =>
      Effect.flatMap(effects.staffCaller(caller.companyId), ({ userId }) =>
        cancellation.cancel(caller.companyId, id, { by: "staff", userId }, reason))

    const takeFollowUp = (caller: Caller, id: string) =>
      act(caller, id, "follow-up/take", (vob, now) => Effect.succeed(followUpTakenRecord(vob, now)))

    const startFollowUp = (caller: Caller, id: string) =>
      act(caller, id, "follow-up/start", (vob, now) => Effect.succeed(followUpStartedRecord(vob, now)))

    const closeFollowUp = (caller: Caller, id: string, given: VobResultInput | undefined) =>
      act(
        caller,
        id,
        "follow-up/close",
        (vob, now) =>
          Effect.gen(function*() {
            const closed = followUpClosedRecord(vob)
            if (vob.result === null || given === undefined) return closed
            const { id: _, created_at: __, updated_at: ___, payor_id: ____, ai_summary, ai_summary_generated_at, ...current } = vob.result
            const written = mergeResult(current, given)
            if (sameJson(written, current)) return closed
            return { ...closed, result: yield* results.record(caller.companyId, vob, written, vob.result, now) }
          }),
        (before, after) => [sameJson(before.result, after.result) ? "follow_up" : "result"]
      )

    const comment = (caller: Caller, id: string, content: string) =>
      writer.inTransaction(Effect.gen(function*() {
        yield* repo.table.get(caller.companyId, id)
        const staff = (yield* effects.staffCaller(caller.companyId)).userId
        return yield* writer.addComment(caller.companyId, id, { content, source: "staff", by: staff })
      }))

    /** The auto-cancel job: cancels on its date a VOB whose ask is still unanswered (never an answered one). */
    const autoCancel = cancellation.automatically

    const settleSync = (caller: Caller, id: string, status: "success" | "failed") =>
      writer.inTransaction(Effect.gen(function*() {
        const vob = yield* repo.table.get(caller.companyId, id)
        if (vob.sync?.status !== "pending" || vob.sync.attempted_at === null) {
          return yield* Effect.fail(invalidState(
            `No push of this VOB is pending (sync is ${vob.sync === null ? "null" : vob.sync.status}).`
          ))
        }
        yield* effects.settlePush(caller.companyId, vob.patient_id, vob.sync.attempted_at, status)
        return yield* repo.table.get(caller.companyId, id)
      }))

    /** Runs a staff action by name (autopilot steps are stored as names with their bodies). */
    const run = (caller: Caller, id: string, action: StaffAction, body: Record<string, unknown> | undefined) => {
      switch (action) {
        case "start":
          return start(caller, id)
        case "ask-missing-information":
          return askMissingInformation(caller, id, body?.content === undefined ? undefined : String(body.content))
        case "warn":
          return warn(caller, id, body?.auto_cancel_on as string | undefined)
        case "resume":
          return resume(caller, id)
        case "complete":
          return complete(caller, id, body?.result as VobResultInput | undefined)
        case "cancel":
          return cancel(caller, id, (body?.reason as string | undefined) ?? null)
        case "follow-up/take":
          return takeFollowUp(caller, id)
        case "follow-up/start":
          return startFollowUp(caller, id)
        case "follow-up/close":
          return closeFollowUp(caller, id, body?.result as VobResultInput | undefined)
      }
    }

    return {
      start,
      askMissingInformation,
      warn,
      resume,
      complete,
      cancel,
      takeFollowUp,
      startFollowUp,
      closeFollowUp,
      comment,
      autoCancel,
      settleSync,
      createBackfilled,
      transitions,
      updateIntegration,
      run
    } as const
  }),
  dependencies: [
    VobWriter.Default,
    VobsRepo.Default,
    VobEffects.Default,
    VobOpening.Default,
    VobResultWriter.Default,
    VobCancellation.Default,
    PatientPolicies.Default
  ]
}) {}

/** Where each caller operation is sent (under /v1/verification-of-benefits/{id}); all but update are POSTs. */
