/**
 * The shape of a stage of the edge (Http/Edge.ts): given the request as it arrived and the rest of the
 * edge already built for it (`app`), a stage answers itself, passes `app` on as it is, or wraps it. A
 * stage reads the request from its argument, not from the context, so a stage that lets the request
 * pass costs no Effect operation. A stage after the caller stage is handed the resolved caller too.
 */
import type { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { Effect } from "effect"
import type { ResolvedCaller } from "../Auth/RequestCaller.js"

export type App = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

/** A stage before the caller is known: host, CORS, NUL, the recorder. */
export type RequestStage = (request: HttpServerRequest.HttpServerRequest, app: App) => App

/** A stage after the caller stage: body, faults, released routes, pause. */
export type CallerStage = (request: HttpServerRequest.HttpServerRequest, caller: ResolvedCaller, app: App) => App
