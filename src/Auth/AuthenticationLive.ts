import { HttpServerRequest } from "@effect/platform"
import { Effect, Layer } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import { Authentication } from "./Authentication.js"
import { Credentials } from "./Credentials.js"
import { callerOf } from "./RequestCaller.js"

/** The caller the request's credentials name (already resolved at the edge when the request has a body). */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(Credentials, (credentials) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      Effect.flatMap(callerOf(credentials, request), (caller) =>
        caller instanceof AuthenticationFailed ? Effect.fail(caller) : Effect.succeed(caller))))
).pipe(Layer.provide(Credentials.Default))
