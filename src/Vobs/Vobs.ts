/**
 * The caller's VOB operations (/v1): create, resolve, read, update, cancel, comment, follow-up
 * request, review and sync. Each change is a caller move of the state machine, written through
 * `VobWriter`; every response is the VOB as this caller sees it.
 */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { canonicalJson } from "../Domain/Changes.js"
import { forbidden, invalidParameter, notFound, unknownField } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import { PriorAuthorizationLink } from "../PriorAuthorizations/PriorAuthorizationLink.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { Releases } from "../Releases/Releases.js"
import type { VobListParams } from "./Vob.js"
import { type CallerOperation, OPEN_STATUSES } from "./VobStateMachine.js"
import type { Specialty, SpecialtyInput, VobCommentRecord, VobCreate, VobRecord, VobResolve, VobUpdate } from "./Vob.js"
import { followUpRequestedRecord } from "./FollowUp.js"
import { answeredRecord } from "./MissingInformation.js"
import { VobCancellation } from "./Cancellation.js"
import { VobEffects } from "./VobEffects.js"
import { VobOpening } from "./VobOpening.js"
import { VobsRepo } from "./VobsRepo.js"
import { commentViews, detailView, listItemViews, type Viewer } from "./VobViews.js"
import { VobWriter } from "./VobWriter.js"

const callerMove = (action: CallerOperation) => ({ by: "caller", action }) as const

const withoutIds = (specialties: ReadonlyArray<Specialty>) => specialties.map(({ id: _, ...rest }) => rest)

export class Vobs extends Effect.Service<Vobs>()("vob-sandbox/Vobs", {
  effect: Effect.gen(function*() {
    const writer = yield* VobWriter
    const repo = yield* VobsRepo
    const reference = yield* ReferenceData
    const opening = yield* VobOpening
    const cancellation = yield* VobCancellation
    const effects = yield* VobEffects
    const policies = yield* PatientPolicies
    const activePatient = yield* makeActivePatientCheck
    const priorAuthorizations = yield* PriorAuthorizationLink
    const releases = yield* Releases

    /** Before the announced removal of external_message_ids (the release switched off) VOBs carry them. */
    const beforeRemoval = (companyId: string) => !releases.statesOf(companyId).external_message_ids_removal

    const viewerOf = (caller: Caller): Viewer => (beforeRemoval(caller.companyId) ? { via: caller.via, externalMessageIds: true } : caller)

    /**
     * The external_message_ids a create or update sent: refused as an undeclared field once removed (the default),
     * else an object of the caller's message ids.
     */
    const sentExternalMessageIds = (companyId: string, sent: unknown) => {
      if (sent === undefined) return Effect.succeed(undefined)
      if (!beforeRemoval(companyId)) {
        return Effect.fail(unknownField("external_message_ids", "'external_message_ids' is not a field of this request."))
      }
      return typeof sent === "object" && sent !== null && !Array.isArray(sent)
        ? Effect.succeed(sent as Readonly<Record<string, unknown>>)
        : Effect.fail(invalidParameter("external_message_ids", "'external_message_ids' must be an object (message ids by system)."))
    }

    /** A comment as the caller sees it. */
    const commentOf = (caller: Caller, comment: VobCommentRecord) =>
      Effect.map(reference.current(caller.companyId), (snapshot) => commentViews(caller, snapshot, [comment])[0]!)

    /** The response for a VOB this request just wrote. */
    const detail = (caller: Caller, vob: VobRecord) =>
      Effect.map(repo.contextOf(caller.companyId, vob), (context) => detailView(viewerOf(caller), context))

    /** The policy to verify: active, of this company, on an active patient. */
    const policyFor = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const found = yield* policies.find(companyId, id)
        if (Option.isNone(found)) return yield* Effect.fail(notFound("patient policy", id, "patient_policy_id"))
        yield* activePatient(companyId, found.value.patient_id, "patient_policy_id")
        return found.value
      })

    const open = (
      caller: Caller,
      policy: PatientPolicy,
      input: {
        readonly specialties?: ReadonlyArray<SpecialtyInput> | undefined
        readonly priority?: boolean | undefined
        readonly notes?: string | null | undefined
        readonly prior_authorization_id?: string | undefined
        readonly external_message_ids?: unknown
      }
    ) =>
      Effect.gen(function*() {
        const externalMessageIds = yield* sentExternalMessageIds(caller.companyId, input.external_message_ids)
        const priorAuthorizationId = yield* priorAuthorizations.check(caller.companyId, input.prior_authorization_id, policy)
        const specialties = yield* opening.resolveSpecialties(caller.companyId, input.specialties ?? [])
        return yield* opening.open(caller.companyId, {
          policy,
          specialties,
          priority: input.priority ?? false,
          notes: input.notes ?? null,
          priorAuthorizationId,
          createdBy: caller.userId,
          createdById: caller.userId ?? caller.via,
          externalMessageIds
        })
      })

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
        const notesSent = body.notes !== undefined
        const vob = yield* writer.change(
          caller.companyId,
          id,
          callerMove("update"),
          { expectedVersion: body.version, by: caller.userId },
          (current, now) => {
            const next: VobRecord = {
              ...current,
              ...(body.priority === undefined ? {} : { priority: body.priority }),
              ...(body.notes === undefined ? {} : { notes: body.notes }),
              ...(specialties === undefined || canonicalJson(withoutIds(specialties)) === canonicalJson(withoutIds(current.specialties))
                ? {}
                : { specialties }),
              // Absent reads as {}: sending the value shown is no change.
              ...(externalMessageIds === undefined ||
                  canonicalJson(externalMessageIds) === canonicalJson(current.external_message_ids ?? {})
                ? {}
                : { external_message_ids: externalMessageIds })
            }
            return Effect.succeed(notesSent && next.notes !== current.notes ? answeredRecord(next, now) : next)
          }
        )
        return yield* afterAnswer(caller, vob)
      })

    /** Autopilot goes on once the caller answered (the answer is the VOB's latest). */
    const afterAnswer = (caller: Caller, vob: VobRecord) =>
      Effect.gen(function*() {
        const now = yield* writer.now(caller.companyId)
        if (vob.missing_information_answered_at === now.iso) {
          yield* effects.scheduleAutopilot(caller.companyId, vob, "answered", now)
        }
        return yield* detail(caller, vob)
      })

    const cancel = (caller: Caller, id: string, reason: string | null) =>
      Effect.flatMap(cancellation.cancel(caller.companyId, id, { by: "caller", userId: caller.userId }, reason), (vob) =>
        detail(caller, vob))

    const comment = (caller: Caller, id: string, content: string) =>
      Effect.gen(function*() {
        let created: VobCommentRecord | undefined
        const vob = yield* writer.change(caller.companyId, id, callerMove("comment"), { by: caller.userId }, (current, now) =>
          Effect.map(writer.addComment(caller.companyId, id, { content, source: "caller", by: caller.userId }), (c) => {
            created = c
            return answeredRecord(current, now)
          }))
        yield* afterAnswer(caller, vob)
        return yield* commentOf(caller, created!)
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
          const vob = yield* writer.check(caller.companyId, id, callerMove("sync"))
          yield* effects.push(caller.companyId, vob.patient_id, "all", yield* writer.now(caller.companyId))
          return yield* repo.table.get(caller.companyId, id)
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
