import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { Webhooks } from "../src/Webhooks/Webhooks.js"

export const SandboxWebhookAttemptsHttpLive = apiGroup(Api, "sandboxWebhookAttempts", (handlers) =>
  Effect.gen(function*() {
    const webhooks = yield* Webhooks
    return handlers.handle("attempts", ({ path }) =>
      Effect.flatMap(CurrentCaller, ({ companyId }) => webhooks.signedAttempts(companyId, path.id, path.delivery_id)))
  })).pipe(Layer.provide([Webhooks.Default]))
