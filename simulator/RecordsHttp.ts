import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { PatientStages } from "../src/Patients/PatientStages.js"
import { Payors } from "../src/Payors/Payors.js"
import { PatientPolicies } from "../src/Policies/PatientPolicies.js"
import { policyView } from "../src/Policies/PolicyView.js"
import { Releases } from "../src/Releases/Releases.js"

export const SandboxRecordsHttpLive = apiGroup(Api, "sandboxRecords", (handlers) =>
  Effect.gen(function*() {
    const stages = yield* PatientStages
    const policies = yield* PatientPolicies
    const payors = yield* Payors
    const releases = yield* Releases
    // These writes send no `version`, so the store never answers them a version conflict: one would be a
    // bug (a 500), and the operations document no 409.
    return handlers
      .handle("movePatientStage", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => stages.moveToStage(caller, id, payload.workflow_stage_id)).pipe(
          Effect.catchTag("Conflict", Effect.die)
        ))
      .handle("writePolicyVersion", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) =>
          Effect.map(policies.writeCurrentVersion(caller, id, payload), (policy) =>
            policyView(releases.statesOf(caller.companyId), policy))).pipe(
          Effect.catchTag("Conflict", Effect.die)
        ))
      .handle("createPayor", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => payors.createForPatient(companyId, payload)))
  })).pipe(Layer.provide([PatientStages.Default, PatientPolicies.Default, Payors.Default, Releases.Default]))
