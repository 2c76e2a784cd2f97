/**
 * What other features read of patient policies, and nothing more: one by id, a patient's active
 * policies, the active holders of an external id, and a policy row another feature's join returned, read
 * as the policies table reads it. The same statements as the feature's own; writes go through
 * `PatientPolicies`.
 */
import { Effect } from "effect"
import { PatientPoliciesRepo, policiesTable } from "./PatientPoliciesRepo.js"

/** A stored policy document (its JSON text) selected by another feature's statement (the VOB's context). */
export const joinedPolicyReader = Effect.map(policiesTable, (table) => table.read)

export class PolicyReads extends Effect.Service<PolicyReads>()("vob-sandbox/PolicyReads", {
  effect: Effect.gen(function*() {
    const repo = yield* PatientPoliciesRepo
    return {
      find: repo.table.find,
      /** The patient's active policies, oldest first. */
      ofPatient: repo.ofPatient,
      /** The ids of the active policies holding `externalId`. */
      withExternalId: repo.withExternalId
    } as const
  }),
  dependencies: [PatientPoliciesRepo.Default]
}) {}
