import { HttpServerRequest } from "@effect/platform"
import { Effect, Layer } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import { Authentication } from "./Authentication.js"
import { Credentials } from "./Credentials.js"

/**
 * Both schemes resolve the same way (from the raw headers), so whichever the framework tries last
 * reports the right failure: an unknown API key is `invalid_credentials`, not a missing bearer.
 */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function*() {
    const credentials = yield* Credentials
    const authenticate = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const caller = credentials.resolve(request.headers)
      return caller instanceof AuthenticationFailed ? Effect.fail(caller) : Effect.succeed(caller)
    })
    return { apiKey: () => authenticate, bearer: () => authenticate }
  })
).pipe(Layer.provide(Credentials.Default))
