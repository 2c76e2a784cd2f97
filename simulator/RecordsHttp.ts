import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { Patients } from "../src/Patients/Patients.js"
import { Payors } from "../src/Payors/Payors.js"
import { PatientPolicies } from "../src/Policies/PatientPolicies.js"

export const SandboxRecordsHttpLive = HttpApiBuilder.group(Api, "sandboxRecords", (handlers) =>
  Effect.gen(function*() {
    const patients = yield* Patients
    const policies = yield* PatientPolicies
    const payors = yield* Payors
    return handlers
      .handle("movePatientStage", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => patients.moveToStage(caller, id, payload.workflow_stage_id)))
      .handle("writePolicyVersion", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => policies.writeCurrentVersion(caller, id, payload)))
      .handle("createPayor", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => payors.createForPatient(companyId, payload)))
  })).pipe(Layer.provide([Patients.Default, PatientPolicies.Default, Payors.Default]))
