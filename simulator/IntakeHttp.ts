import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { AuthenticationLive } from "../src/Auth/AuthenticationLive.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { DocumentExtractions } from "../src/PriorAuthorizations/DocumentExtractions.js"
import { CardReadings } from "../src/VobRequests/CardReadings.js"

export const SandboxIntakeHttpLive = HttpApiBuilder.group(Api, "sandboxIntake", (handlers) =>
  Effect.gen(function*() {
    const readings = yield* CardReadings
    const extractions = yield* DocumentExtractions
    return handlers
      .handle("read", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => readings.register(companyId, id, payload)))
      .handle("extract", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => extractions.register(companyId, id, payload)))
  })).pipe(Layer.provide([CardReadings.Default, DocumentExtractions.Default, AuthenticationLive]))
