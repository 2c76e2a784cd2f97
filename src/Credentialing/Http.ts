import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Option } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { AuthenticationLive } from "../Auth/AuthenticationLive.js"
import { notFound } from "../Domain/Errors.js"
import { CredentialingRepo } from "./CredentialingRepo.js"

export const CredentialingHttpLive = HttpApiBuilder.group(Api, "credentialing", (handlers) =>
  Effect.gen(function*() {
    const repo = yield* CredentialingRepo
    return handlers
      .handle("list", ({ urlParams: { page, limit, type } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => repo.list(companyId, { type }, { page, limit })))
      .handle("get", ({ path: { id } }) =>
        Effect.gen(function*() {
          const { companyId } = yield* CurrentCaller
          const json = yield* repo.findJson(companyId, id)
          if (Option.isNone(json)) return yield* Effect.fail(notFound("credentialing record", id))
          // The stored document is the encoded resource: send it as is.
          return HttpServerResponse.text(json.value, { contentType: "application/json" })
        }))
  })).pipe(Layer.provide([CredentialingRepo.Default, AuthenticationLive]))
