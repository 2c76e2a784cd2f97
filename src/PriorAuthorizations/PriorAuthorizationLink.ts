/**
 * Which prior authorization a new VOB may name (`prior_authorization_id` of VOB create): an active
 * one of the same patient whose policy is on the VOB policy's insurance. Anything else is 422 naming
 * the field. Reads the records only, so the VOB service can depend on it without a cycle.
 */
import { Effect, Option } from "effect"
import { invalidParameter, type ValidationFailed } from "../Domain/Errors.js"
import { PolicyReads } from "../Policies/PolicyReads.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { priorAuthorizationsTable } from "./PriorAuthorizationsRepo.js"

export class PriorAuthorizationLink extends Effect.Service<PriorAuthorizationLink>()("vob-sandbox/PriorAuthorizationLink", {
  effect: Effect.gen(function*() {
    const records = yield* priorAuthorizationsTable
    const policies = yield* PolicyReads

    /** Succeeds with the id to store on the VOB (null when none is named). */
    const check = (
      companyId: string,
      priorAuthorizationId: string | undefined,
      policy: PatientPolicy
    ): Effect.Effect<string | null, ValidationFailed> =>
      Effect.gen(function*() {
        if (priorAuthorizationId === undefined) return null
        const refuse = (why: string) =>
          Effect.fail(invalidParameter("prior_authorization_id", `'${priorAuthorizationId}' ${why}`))
        const found = yield* records.find(companyId, priorAuthorizationId)
        if (Option.isNone(found)) return yield* refuse("is not an active prior authorization of this company.")
        const pa = found.value
        if (pa.patient_id !== policy.patient_id) return yield* refuse("is a prior authorization of another patient.")
        const paPolicy = pa.patient_policy_id === null
          ? Option.none()
          : yield* policies.find(companyId, pa.patient_policy_id)
        if (Option.isNone(paPolicy) || paPolicy.value.insurance_id !== policy.insurance_id) {
          return yield* refuse("is not a prior authorization on this policy's insurance.")
        }
        return pa.id
      })

    return { check } as const
  }),
  dependencies: [PolicyReads.Default]
}) {}
