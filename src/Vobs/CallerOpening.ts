/**
 * What the caller's create and resolve share: the policy to verify, the VOB opened on it, and the
 * external_message_ids a create or update sends (kept only before their announced removal).
 */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { invalidParameter, notFound, unknownField } from "../Domain/Errors.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { PriorAuthorizationLink } from "../PriorAuthorizations/PriorAuthorizationLink.js"
import { Releases } from "../Releases/Releases.js"
import type { SpecialtyInput } from "./Vob.js"
import { VobOpening } from "./VobOpening.js"
import type { Viewer } from "./VobViews.js"

export const callerOpening = Effect.gen(function*() {
  const opening = yield* VobOpening
  const policies = yield* PatientPolicies
  const activePatient = yield* makeActivePatientCheck
  const priorAuthorizations = yield* PriorAuthorizationLink
  const releases = yield* Releases

  /** Before the announced removal of external_message_ids (the release switched off) VOBs carry them. */
  const beforeRemoval = (companyId: string) => !releases.statesOf(companyId).external_message_ids_removal

  const viewerOf = (caller: Caller): Viewer => ({ via: caller.via, releases: releases.statesOf(caller.companyId) })

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

  return { viewerOf, sentExternalMessageIds, policyFor, open } as const
})
