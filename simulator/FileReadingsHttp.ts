import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { FileReactions } from "../src/Orchestration/FileReactions.js"

export const SandboxFileReadingsHttpLive = apiGroup(Api, "sandboxIntake", (handlers) =>
  Effect.gen(function*() {
    const reactions = yield* FileReactions
    return handlers
      .handle("read", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => reactions.registerReading(companyId, id, payload)))
      .handle("extract", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => reactions.registerExtraction(companyId, id, payload)))
  })).pipe(Layer.provide([FileReactions.Default]))
