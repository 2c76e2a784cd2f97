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
      if (!(caller instanceof AuthenticationFailed)) {
        noteCompany(request, caller.companyId)
        return Effect.succeed(caller)
      }
      if (!credentials.shared || caller.code !== "invalid_credentials") return Effect.fail(caller)
      // Another instance may have created the company: one look in the database before refusing.
      return Effect.flatMap(credentials.lookUp(request.headers), () => {
        const found = credentials.resolve(request.headers)
        if (found instanceof AuthenticationFailed) return Effect.fail(found)
        noteCompany(request, found.companyId)
        return Effect.succeed(found)
      })
    }))
).pipe(Layer.provide(Credentials.Default))
