import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { storedJsonOr404 } from "../Http/StoredJson.js"
import { CredentialingRecords } from "./CredentialingRecords.js"

export const CredentialingHttpLive = apiGroup(Api, "credentialing", (handlers) =>
  Effect.gen(function*() {
    const records = yield* CredentialingRecords
    return handlers
      .handle("list", ({ urlParams: { page, limit, type } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => records.list(companyId, { type }, { page, limit })))
      .handle("get", ({ path: { id } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.flatMap(records.findJson(companyId, id), storedJsonOr404("credentialing record", id))))
  })).pipe(Layer.provide([CredentialingRecords.Default]))
