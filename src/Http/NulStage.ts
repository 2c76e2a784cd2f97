/**
 * The edge's NUL check: a NUL in a query parameter (its name or value) or in a path parameter of a known
 * route is a 422 naming it (Domain/NulText.ts), before anything reads the request.
 */
import type { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import type { ApiError } from "../Domain/Errors.js"
import { hasNul, nulRefused } from "../Domain/NulText.js"
import type { RequestStage } from "./EdgeStage.js"
import { errorResponse } from "./ErrorResponses.js"
import type { RouteIndex } from "./RouteIndex.js"

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const nulInUrl = (request: HttpServerRequest.HttpServerRequest, routes: RouteIndex): ApiError | undefined => {
  const url = request.url
  if (!url.includes("%00")) return undefined
  const at = url.indexOf("?")
  const path = at < 0 ? url : url.slice(0, at)
  for (const [name, value] of at < 0 ? [] : new URLSearchParams(url.slice(at + 1))) {
    if (hasNul(name) || hasNul(value)) return nulRefused(name)
  }
  const params = routes.match(request.method, path)?.params ?? {}
  for (const [name, value] of Object.entries(params)) if (hasNul(decoded(value))) return nulRefused(name)
  return undefined
}

export const nulStage = (routes: RouteIndex): RequestStage => (request, app) => {
  const nul = nulInUrl(request, routes)
  return nul === undefined ? app : Effect.succeed(errorResponse(nul))
}
