/**
 * What a company's release switches change before a request reaches its handler, read from the API
 * definition's release annotations (Releases/ReleaseMembership.ts) on the route the request matches
 * (RouteIndex): an endpoint that exists only with a release is 404 without it, and a query parameter the
 * company's releases do not show is treated as its release says (one an unreleased release adds is ignored,
 * as any undeclared parameter; one a release removed is refused, 422 unknown_field). Answers are never
 * touched here: each resource's view renders the fields the company's releases show.
 */
import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { AuthenticationFailed, NotFound, unknownField } from "../Domain/Errors.js"
import { pathOfUrl } from "../Domain/Paths.js"
import { defaultStates, type ReleaseStates } from "../Releases/ReleaseCatalog.js"
import { isShown, type ReleasedProperty } from "../Releases/ReleaseMembership.js"
import type { Releases } from "../Releases/Releases.js"
import type { App, CallerStage } from "./EdgeStage.js"
import { errorResponse } from "./ErrorResponses.js"
import type { RouteIndex, RouteMatch } from "./RouteIndex.js"


const noRoute = (method: string, path: string, release: string) =>
  Effect.succeed(errorResponse(
    new NotFound({
      code: "route_not_found",
      message: `No route ${method} ${path}: it exists only with the '${release}' release, which this company has switched off.`
    })
  ))

/** The request without the named query parameters (the handler decodes the query as if they were not sent). */
const withoutQueryParameters = (app: App, request: HttpServerRequest.HttpServerRequest, names: ReadonlyArray<string>): App => {
  const at = request.url.indexOf("?")
  const query = new URLSearchParams(request.url.slice(at + 1))
  for (const name of names) query.delete(name)
  const rest = query.toString()
  const url = request.url.slice(0, at) + (rest === "" ? "" : `?${rest}`)
  return Effect.provideService(app, HttpServerRequest.HttpServerRequest, request.modify({ url }))
}

/** The released query parameters the request sends. */
const sentParameters = (request: HttpServerRequest.HttpServerRequest, route: RouteMatch) => {
  const at = request.url.indexOf("?")
  if (at < 0 || route.releasedParameters.length === 0) return []
  const query = new URLSearchParams(request.url.slice(at + 1))
  return route.releasedParameters.filter((p) => query.has(p.name))
}

/** Whether the request may send a query parameter a release removes by default (the only thing to refuse while no company is switched). */
const mayRefuseOnDefaults = (request: HttpServerRequest.HttpServerRequest, removedByDefault: ReadonlyArray<string>) => {
  const at = request.url.indexOf("?")
  return at >= 0 && removedByDefault.some((name) => request.url.includes(name, at))
}

export const releaseGate = (releases: Releases, routes: RouteIndex): CallerStage => {
  const removedByDefault = [...new Set(routes.releasedParameters().filter((p) => !isShown(p.membership, defaultStates)).map((p) => p.name))]
  return (request, caller, app) => {
    if (!releases.anySwitched() && !mayRefuseOnDefaults(request, removedByDefault)) return app
    if (caller instanceof AuthenticationFailed) return app
    const route = routes.match(request.method, pathOfUrl(request.url))
    if (route === undefined || !route.authenticated) return app
    const sent = sentParameters(request, route)
    if (!releases.anySwitched() && !sent.some((p) => !isShown(p.membership, defaultStates))) return app
    // Read on every authenticated call (on PostgreSQL from the store): the views read the states `current` remembers.
    return Effect.flatMap(releases.current(caller.companyId), (states) => gated(app, request, route, sent, states))
  }
}

const gated = (
  app: App,
  request: HttpServerRequest.HttpServerRequest,
  route: RouteMatch,
  sent: ReadonlyArray<ReleasedProperty>,
  states: ReleaseStates
): App => {
  if (route.release !== undefined && !states[route.release]) return noRoute(request.method, pathOfUrl(request.url), route.release)
  const unshown = sent.filter((p) => !isShown(p.membership, states))
  const removed = unshown.find((p) => !p.membership.shownWhen)
  if (removed !== undefined) {
    return Effect.succeed(errorResponse(unknownField(
      removed.name,
      `'${removed.name}' was removed by the announced ${removed.membership.release} release; send the request without it.`
    )))
  }
  return unshown.length === 0 ? app : withoutQueryParameters(app, request, unshown.map((p) => p.name))
}
