/**
 * The one place a VOB changes. Every caller operation, staff action and background job goes through
 * `change`: inside one transaction it reads the VOB, asks the state machine whether the move is
 * allowed (409 `invalid_state` with the machine's own message otherwise), applies the change, writes
 * it (a no-op writes and sends nothing), sends vob_completed or vob_updated with the fields that
 * really changed, and calls `VobEffects.react` (stages, payor, policy version, jobs, syncs).
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { changedFields, sameJson } from "../Domain/Changes.js"
import { type Conflict, invalidState, type NotFound, versionConflict } from "../Domain/Errors.js"
import { EventLog } from "../Events/EventLog.js"
import { type Move, refusalMessage, verdict } from "./VobStateMachine.js"
import type { VobCommentRecord, VobRecord } from "./Vob.js"
import { type VobContext, VobsRepo, withVob } from "./VobsRepo.js"
import { VobEffects } from "./VobEffects.js"
import { factsOf } from "./VobViews.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

/** Fields whose change a caller hears about in vob_updated, under their API names. */
const reported: ReadonlyArray<readonly [keyof VobRecord, string]> = [
  ["status", "status"],
  ["priority", "priority"],
  ["notes", "notes"],
  ["specialties", "specialties"],
  ["prior_authorization_id", "prior_authorization_id"],
  ["completed_at", "completed_at"],
  ["missing_information_since", "missing_information_since"],
  ["sla_paused_seconds", "sla_paused_seconds"],
  ["result", "result"],
  ["clinic_reviewed_at", "clinic_reviewed_at"],
  ["clinic_reviewed_by_user_id", "clinic_reviewed_by"],
  ["follow_up", "follow_up"],
  ["missing_information_ask", "missing_information_ask"],
  ["missing_information_answered_at", "missing_information_answered_at"],
  ["auto_cancel_on", "auto_cancel_on"],
  ["cancellation", "cancellation"],
  // The spec's own spelling in changed_fields (only before the removal release can it change).
  ["external_message_ids", "externalMessageIds"]
]

const reportedNames = new Map(reported)

export const reportedChanges = (before: VobRecord, after: VobRecord): ReadonlyArray<string> =>
  changedFields(before, after, reported.map(([key]) => key)).map((key) => reportedNames.get(key)!)

/** The moment of a change, read once so every field written by it agrees. */
export interface Now {
  readonly ms: number
  readonly iso: string
}

interface ChangeOptions {
  readonly expectedVersion?: number | undefined
  /** Who made the change (user id), as `changed_by` of the event. */
  readonly by: string | null
  /** Overrides the reported fields (a follow-up close reports only [result]). */
  readonly report?: (before: VobRecord, after: VobRecord) => ReadonlyArray<string>
}

export class VobWriter extends Effect.Service<VobWriter>()("vob-sandbox/VobWriter", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* VobsRepo
    const clock = yield* SandboxClock
    const events = yield* EventLog
    const effects = yield* VobEffects

    const now = (companyId: string) =>
      Effect.map(clock.nowMs(companyId), (ms): Now => ({ ms, iso: new Date(ms).toISOString() }))

    const refuseUnlessAllowed = (context: VobContext, move: Move) =>
      Effect.suspend(() => {
        const facts = factsOf(context)
        if (verdict(facts, move).allowed) return Effect.void
        return Effect.fail(invalidState(refusalMessage(facts, move), {
          status: context.vob.status,
          follow_up_state: context.vob.follow_up?.state ?? null
        }))
      })

    const emitChange = (companyId: string, before: VobRecord, after: VobRecord, options: ChangeOptions) =>
      Effect.gen(function*() {
        const ref = { vob: { id: after.id }, patient: { id: after.patient_id }, patient_policy: { id: after.patient_policy_id } }
        if (after.status === "completed" && before.status !== "completed") {
          yield* events.emit(companyId, "vob_completed", {
            ...ref,
            result_id: after.result_id,
            completed_at: after.completed_at,
            completed_by: after.completed_by_user_id
          })
          return
        }
        const fields = (options.report ?? reportedChanges)(before, after)
        if (fields.length > 0) {
          yield* events.emit(companyId, "vob_updated", { ...ref, changed_fields: fields, changed_by: options.by })
        }
      })

    /**
     * Applies `apply` to the VOB if `move` is allowed now (no move: internal writes such as the AI
     * summary, which are not the machine's to judge). Returns the VOB after the change, in its context.
     * The VOB and its context are read once (one statement), written once, and not read back: the
     * response to the change is rendered from the context it leaves (`VobsRepo.contextOf`).
     */
    const changeInContext = <E>(
      companyId: string,
      id: string,
      move: Move | null,
      options: ChangeOptions,
      apply: (vob: VobRecord, now: Now) => Effect.Effect<VobRecord, E>
    ): Effect.Effect<VobContext, E | NotFound | Conflict> =>
      inTransaction(sql, Effect.gen(function*() {
        const at = yield* now(companyId)
        const attempt: Effect.Effect<VobContext, E | NotFound | Conflict> = Effect.gen(function*() {
          const { context, stored } = yield* repo.stored(companyId, id)
          const before = context.vob
          if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
            return yield* Effect.fail(versionConflict("VOB", before.version, options.expectedVersion))
          }
          if (move !== null) yield* refuseUnlessAllowed(context, move)
          const next = yield* apply(before, at)
          if (sameJson(next, before)) return context
          const replaced = yield* repo.table.replace(companyId, id, stored, { ...next, updated_at: at.iso })
          // Changed by another writer since it was read: the client's version is stale; an internal
          // change is judged and applied again to the VOB as it is now.
          if (Option.isNone(replaced)) return yield* attempt
          const { after } = replaced.value
          yield* emitChange(companyId, before, after, options)
          // Reactions may annotate the VOB itself (a push marks its sync pending): react hands it back.
          const reacted = yield* effects.react(before, after, at, context.reference)
          // A new result rewrote the policy's current version, which the response embeds: read the context again.
          return after.result === before.result ? withVob(context, reacted) : yield* repo.contextOf(companyId, reacted)
        })
        const changed = yield* attempt
        yield* repo.changed(changed)
        return changed
      }))

    /** `changeInContext`, for the VOB alone. */
    const change = <E>(...args: Parameters<typeof changeInContext<E>>): Effect.Effect<VobRecord, E | NotFound | Conflict> =>
      Effect.map(changeInContext(...args), (context) => context.vob)

    /** Refuses `move` unless allowed, without changing anything (operations that only add a comment). */
    const check = (companyId: string, id: string, move: Move) =>
      Effect.flatMap(repo.context(companyId, id), (context) => Effect.as(refuseUnlessAllowed(context, move), context))

    /** A comment on the VOB; the service's own comments send no vob_comment_created. */
    const addComment = (
      companyId: string,
      vobId: string,
      input: { readonly content: string; readonly source: VobCommentRecord["source"]; readonly by: string | null }
    ) =>
      Effect.gen(function*() {
        const at = yield* now(companyId)
        const comment: VobCommentRecord = {
          id: yield* ids.next(companyId, "vob_comment"),
          vob_id: vobId,
          content: input.content,
          source: input.source,
          created_at: at.iso,
          created_by_user_id: input.by
        }
        yield* repo.insertComment(companyId, comment)
        if (input.source !== "service") {
          yield* events.emit(companyId, "vob_comment_created", {
            vob: { id: vobId },
            comment: { id: comment.id },
            created_by: input.by
          })
        }
        return comment
      })

    return {
      now,
      /** One transaction around `effect` (the shared Store/Transaction), for the VOB code that holds no SqlClient. */
      inTransaction: <A, E>(effect: Effect.Effect<A, E>) => inTransaction(sql, effect),
      change,
      changeInContext,
      check,
      addComment
    } as const
  }),
  dependencies: [VobsRepo.Default, EventLog.Default, VobEffects.Default]
}) {}
