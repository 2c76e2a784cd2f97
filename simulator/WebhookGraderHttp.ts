import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { ReceiverGrader } from "../src/Webhooks/ReceiverGrader.js"

export const SandboxWebhookGraderHttpLive = apiGroup(Api, "sandboxWebhookGrader", (handlers) =>
  Effect.gen(function*() {
    const grader = yield* ReceiverGrader
    return handlers.handle("grade", ({ path }) =>
      Effect.flatMap(CurrentCaller, ({ companyId }) => grader.grade(companyId, path.id)))
  })).pipe(Layer.provide([ReceiverGrader.Default]))
