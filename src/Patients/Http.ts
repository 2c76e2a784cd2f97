import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { storedJsonOr404 } from "../Http/StoredJson.js"
import { Patients } from "./Patients.js"

export const PatientsHttpLive = apiGroup(Api, "patients", (handlers) =>
  Effect.gen(function*() {
    const patients = yield* Patients
    return handlers
      .handle("upsert", ({ payload }) => Effect.flatMap(CurrentCaller, (caller) => patients.upsert(caller, payload)))
      .handle("list", ({ urlParams }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => patients.list(companyId, urlParams)))
      .handle("get", ({ path: { id } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.flatMap(patients.findJson(companyId, id), storedJsonOr404("patient", id))))
  })).pipe(Layer.provide([Patients.Default]))
