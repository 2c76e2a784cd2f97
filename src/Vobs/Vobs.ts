/**
 * The caller's VOB operations (/v1): create, resolve, read, update, cancel, comment, follow-up
 * request, review and sync. Each change is a caller move of the state machine, written through
 * `VobWriter`; every response is the VOB as this caller sees it.
 */
import { Effect, type Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { sameJson } from "../Domain/Changes.js"
import { forbidden } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { PriorAuthorizationLink } from "../PriorAuthorizations/PriorAuthorizationLink.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { Releases } from "../Releases/Releases.js"
import type { VobListParams } from "./Vob.js"
import { type CallerOperation, OPEN_STATUSES } from "./VobStateMachine.js"
import type { Specialty, VobCommentRecord, VobCreate, VobRecord, VobResolve, VobUpdate } from "./Vob.js"
import { followUpRequestedRecord } from "./FollowUp.js"
import { answeredRecord } from "./MissingInformation.js"
import { VobCancellation } from "./Cancellation.js"
import { VobEffects } from "./VobEffects.js"
import { VobOpening } from "./VobOpening.js"
import { VobsRepo, withVob } from "./VobsRepo.js"
import { callerOpening } from "./CallerOpening.js"
import { commentViews, detailView, listItemViews } from "./VobViews.js"
import { type Now, VobWriter } from "./VobWriter.js"

const callerMove = (action: CallerOperation) => ({ by: "caller", action }) as const

const withoutIds = (specialties: ReadonlyArray<Specialty>) => specialties.map(({ id: _, ...rest }) => rest)

/** The VOB after the caller's update: what it sent and changed; new notes answer a missing-information ask. */
const updatedRecord = (
  current: VobRecord,
  now: Now,
  body: VobUpdate,
  specialties: ReadonlyArray<Specialty> | undefined,
  externalMessageIds: Readonly<Record<string, unknown>> | undefined
): VobRecord => {
  const next: VobRecord = {
    ...current,
    ...(body.priority === undefined ? {} : { priority: body.priority }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
    ...(specialties === undefined || sameJson(withoutIds(specialties), withoutIds(current.specialties))
      ? {}
      : { specialties }),
    // Absent reads as {}: sending the value shown is no change.
    ...(externalMessageIds === undefined ||
        sameJson(externalMessageIds, current.external_message_ids ?? {})
      ? {}
      : { external_message_ids: externalMessageIds })
  }
  return body.notes !== undefined && next.notes !== current.notes ? answeredRecord(next, now) : next
}

export class Vobs extends Effect.Service<Vobs>()("vob-sandbox/Vobs", {
  effect: Effect.gen(function*() {
    const writer = yield* VobWriter
    const repo = yield* VobsRepo
    const reference = yield* ReferenceData
    const opening = yield* VobOpening
    const cancellation = yield* VobCancellation
    const effects = yield* VobEffects
    const { viewerOf, sentExternalMessageIds, policyFor, open } = yield* callerOpening

    /** A comment as the caller sees it. */
    const commentOf = (caller: Caller, comment: VobCommentRecord) =>
      Effect.map(reference.current(caller.companyId), (snapshot) => commentViews(caller, snapshot, [comment])[0]!)

    /** The response for a VOB this request just wrote. */
    const detail = (caller: Caller, vob: VobRecord) =>
      Effect.map(repo.contextOf(caller.companyId, vob), (context) => detailView(viewerOf(caller), context))

    const create = (caller: Caller, body: VobCreate) =>
      Effect.flatMap(
        writer.inTransaction(Effect.flatMap(policyFor(caller.companyId, body.patient_policy_id), (policy) =>
          open(caller, policy, body))),
        (vob) => detail(caller, vob)
      )

    /** Find-or-open: the newest VOB open on the policy, or a new one. */
    const resolve = (caller: Caller, body: VobResolve) =>
      Effect.gen(function*() {
        const outcome = yield* writer.inTransaction(Effect.gen(function*() {
          const policy = yield* policyFor(caller.companyId, body.patient_policy_id)
          const openOnPolicy = (yield* repo.ofPolicy(caller.companyId, policy.id))
            .filter((v) => OPEN_STATUSES.includes(v.status))
          const existing = openOnPolicy[openOnPolicy.length - 1]
          if (existing !== undefined) return { resolution: "already_open" as const, vob: existing }
          return { resolution: "opened" as const, vob: yield* open(caller, policy, body) }
        }))
        return { resolution: outcome.resolution, vob: yield* detail(caller, outcome.vob) }
      })

    const get = (caller: Caller, id: string) =>
      Effect.map(repo.context(caller.companyId, id), (context) => detailView(viewerOf(caller), context))

    const list = (caller: Caller, params: VobListParams) =>
      Effect.gen(function*() {
        const page: Page = { page: params.page, limit: params.limit }
        const { listed, reference } = yield* repo.list(caller.companyId, params, page)
        return { data: listItemViews(viewerOf(caller), reference, listed.data, params.include === "result"), pagination: listed.pagination }
      })

    const update = (caller: Caller, id: string, body: VobUpdate) =>
      Effect.gen(function*() {
        const externalMessageIds = yield* sentExternalMessageIds(caller.companyId, body.external_message_ids)
        const specialties = body.specialties === undefined
          ? undefined
          : yield* opening.resolveSpecialties(caller.companyId, body.specialties)
        const vob = yield* writer.change(
          caller.companyId,
          id,
          callerMove("update"),
          { expectedVersion: body.version, by: caller.userId },
          (current, now) => Effect.succeed(updatedRecord(current, now, body, specialties, externalMessageIds))
        )
        yield* autopilotOnAnswer(caller, vob)
        return yield* detail(caller, vob)
      })

    /** Autopilot goes on once the caller answered (the answer is the VOB's latest). `policy`: as the change read it. */
    const autopilotOnAnswer = (caller: Caller, vob: VobRecord, policy?: Option.Option<PatientPolicy>) =>
      Effect.gen(function*() {
        const now = yield* writer.now(caller.companyId)
        if (vob.missing_information_answered_at === now.iso) {
          yield* effects.scheduleAutopilot(caller.companyId, vob, "answered", now, policy)
        }
      })

    const cancel = (caller: Caller, id: string, reason: string | null) =>
      Effect.flatMap(cancellation.cancel(caller.companyId, id, { by: "caller", userId: caller.userId }, reason), (vob) =>
        detail(caller, vob))

    const comment = (caller: Caller, id: string, content: string) =>
      Effect.gen(function*() {
        let created: VobCommentRecord | undefined
        const context = yield* writer.changeInContext(caller.companyId, id, callerMove("comment"), { by: caller.userId }, (current, now) =>
          Effect.map(writer.addComment(caller.companyId, id, { content, source: "caller", by: caller.userId }), (c) => {
            created = c
            return answeredRecord(current, now)
          }))
        yield* autopilotOnAnswer(caller, context.vob, context.policy)
        return commentViews(caller, context.reference, [created!])[0]!
      })

    const comments = (caller: Caller, id: string, page: Page) =>
      Effect.gen(function*() {
        yield* repo.table.get(caller.companyId, id)
        const listedComments = yield* repo.comments(caller.companyId, id, page)
        return {
          data: commentViews(caller, yield* reference.current(caller.companyId), listedComments.data),
          pagination: listedComments.pagination
        }
      })

    const followUpRequest = (caller: Caller, id: string, content: string) =>
      Effect.gen(function*() {
        if (caller.via === "operator_key") {
          return yield* Effect.fail(forbidden({
            message: "The operator's global API keys cannot request a follow-up; use the clinic's own credentials."
          }))
        }
        const vob = yield* writer.change(caller.companyId, id, callerMove("follow-up-request"), { by: caller.userId }, (current, now) =>
          Effect.as(
            writer.addComment(caller.companyId, id, { content, source: "caller", by: caller.userId }),
            followUpRequestedRecord(current, now)
          ))
        yield* effects.scheduleAutopilot(caller.companyId, vob, "follow_up_requested", yield* writer.now(caller.companyId))
        return yield* detail(caller, vob)
      })

    const review = (caller: Caller, id: string, reviewed: boolean) =>
      Effect.flatMap(
        writer.change(caller.companyId, id, callerMove("review"), { by: caller.userId }, (vob, now) =>
          Effect.succeed(
            reviewed
              ? vob.clinic_reviewed_at !== null
                ? vob
                : { ...vob, clinic_reviewed_at: now.iso, clinic_reviewed_by_user_id: caller.userId }
              : { ...vob, clinic_reviewed_at: null, clinic_reviewed_by_user_id: null }
          )),
        (vob) => detail(caller, vob)
      )

    const sync = (caller: Caller, id: string) =>
      Effect.flatMap(
        writer.inTransaction(Effect.gen(function*() {
          const context = yield* writer.check(caller.companyId, id, callerMove("sync"))
          const { vob } = context
          const marked = yield* effects.push(caller.companyId, vob.patient_id, "all", yield* writer.now(caller.companyId), context.reference)
          const pushed = withVob(context, marked.find((v) => v.id === id) ?? vob)
          yield* repo.changed(pushed)
          return pushed.vob
        })),
        (vob) => detail(caller, vob)
      )

    return { create, resolve, get, list, update, cancel, comment, comments, followUpRequest, review, sync, detail, commentOf } as const
  }),
  dependencies: [
    VobWriter.Default,
    VobsRepo.Default,
    VobOpening.Default,
    VobCancellation.Default,
    VobEffects.Default,
    PatientPolicies.Default,
    PriorAuthorizationLink.Default,
    Releases.Default
  ]
}) {}
