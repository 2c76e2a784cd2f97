import { HttpServerRequest } from "@effect/platform"
import { Effect, Layer } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import { noteCompany } from "../Http/RequestLog.js"
import { Authentication } from "./Authentication.js"
import { Credentials } from "./Credentials.js"

/** Resolves the caller from the request's raw headers, from memory (no query per request). */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(Credentials, (credentials) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const caller = credentials.resolve(request.headers)
      if (caller instanceof AuthenticationFailed) return Effect.fail(caller)
      noteCompany(request, caller.companyId)
      return Effect.succeed(caller)
    }))
).pipe(Layer.provide(Credentials.Default))
