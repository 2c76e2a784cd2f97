import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { Conversations } from "../src/Conversations/Conversations.js"
import { apiGroup } from "../src/Http/ApiGroup.js"

export const SandboxConversationsHttpLive = apiGroup(Api, "sandboxConversations", (handlers) =>
  Effect.gen(function*() {
    const conversations = yield* Conversations
    return handlers.handle("create", ({ payload }) =>
      Effect.flatMap(CurrentCaller, ({ companyId }) => conversations.create(companyId, payload)))
  })).pipe(Layer.provide([Conversations.Default]))
