import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { PatientBatch } from "./PatientBatch.js"

export const PatientBatchHttpLive = apiGroup(Api, "patientBatch", (handlers) =>
  Effect.gen(function*() {
    const batch = yield* PatientBatch
    return handlers.handle("batch", ({ payload }) =>
      Effect.flatMap(CurrentCaller, (caller) => batch.run(caller, payload.items)))
  })).pipe(Layer.provide([PatientBatch.Default]))
