import { Effect, Layer } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import { Authentication } from "./Authentication.js"
import { RequestCaller } from "./RequestCaller.js"

/** The caller the edge's caller stage resolved for the request (Auth/RequestCaller.ts), or its refusal. */
export const AuthenticationLive = Layer.succeed(
  Authentication,
  Effect.flatMap(RequestCaller, (caller) =>
    caller === undefined
      ? Effect.dieMessage("Authentication ran outside the edge: no caller was resolved for the request")
      : caller instanceof AuthenticationFailed
      ? Effect.fail(caller)
      : Effect.succeed(caller))
)
