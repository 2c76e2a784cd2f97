/**
 * Holds a company's requests while its snapshot is captured, restored or forked (Snapshots/CompanyPause).
 * The snapshot routes themselves take the pause, and an event stream only reads for as long as it is
 * open: both pass straight through, as does a request whose credentials are not known (it is refused next).
 */
import { type HttpServerRequest, HttpServerRequest as Request, type HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { Credentials } from "../Auth/Credentials.js"
import { callerOf } from "../Auth/RequestCaller.js"
import { AuthenticationFailed } from "../Domain/Errors.js"
import type { CompanyPause } from "../Snapshots/CompanyPause.js"

type App = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

const PASSES_THROUGH = /^\/sandbox\/v1\/(snapshots(\/|$)|events\/stream$)/

export const companyPauseGate = (pause: CompanyPause, credentials: Credentials) => (app: App): App =>
  Effect.flatMap(Request.HttpServerRequest, (request) => {
    const path = request.url.split("?")[0] ?? "/"
    if (PASSES_THROUGH.test(path)) return app
    return Effect.flatMap(callerOf(credentials, request), (caller) =>
      caller instanceof AuthenticationFailed ? app : pause.admit(caller.companyId)(app))
  })
