import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { Conversations } from "./Conversations.js"

export const ConversationsHttpLive = apiGroup(Api, "conversations", (handlers) =>
  Effect.gen(function*() {
    const conversations = yield* Conversations
    return handlers.handle("list", ({ urlParams: { page, limit } }) =>
      Effect.flatMap(CurrentCaller, ({ companyId }) => conversations.list(companyId, { page, limit })))
  })).pipe(Layer.provide([Conversations.Default]))
