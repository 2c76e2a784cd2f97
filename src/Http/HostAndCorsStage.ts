/**
 * The edge's first check: a request naming a Host the sandbox does not serve is refused (Http/HostCheck.ts),
 * a CORS preflight is answered here, and an allowed origin's answers carry its CORS headers (Http/Cors.ts).
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { SandboxSettings } from "../Config/SandboxConfig.js"
import { corsRule } from "./Cors.js"
import type { RequestStage } from "./EdgeStage.js"
import { errorResponse } from "./ErrorResponses.js"
import { hostRule } from "./HostCheck.js"

export const hostAndCorsStage = (settings: Pick<SandboxSettings, "host" | "allowedHosts" | "corsOrigin">): RequestStage => {
  const hosts = hostRule(settings.host, settings.allowedHosts)
  const cors = corsRule(settings.corsOrigin)
  return (request, app) => {
    const headers = request.headers
    const wrongHost = hosts.check(headers["host"])
    if (wrongHost !== undefined) return Effect.succeed(errorResponse(wrongHost))
    const preflight = cors.preflight(request.method, headers)
    if (preflight !== undefined) return Effect.succeed(preflight)
    const corsHeaders = cors.responseHeaders(headers)
    return corsHeaders === undefined ? app : Effect.map(app, (response) => HttpServerResponse.setHeaders(response, corsHeaders))
  }
}
