/**
 * What a company's release switches change at the edge: endpoints that exist only with a release are 404
 * without it, and fields a release adds are taken out of the answers of a company that switched it off.
 * Companies on the defaults (today's behaviour) pass straight through.
 */
import { HttpBody, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { AuthenticationFailed, NotFound } from "../Domain/Errors.js"
import { differsFromDefault, type ReleaseStates } from "../Releases/ReleaseCatalog.js"
import type { Releases } from "../Releases/Releases.js"
import type { App, CallerStage } from "./EdgeStage.js"
import { errorResponse } from "./ErrorResponses.js"

const VOB_REQUESTS = /^\/v1\/verification-of-benefits-requests(\/|$)/
const PA_REQUESTS = /^\/v1\/prior-authorization-requests(\/|$)/
const FOLLOW_UP_OPERATIONS = /^\/v1\/verification-of-benefits\/[^/]+\/(follow-up-request|review|sync)$/
/** Answers that carry VOBs, policies or prior authorizations (their lists, details, and the records that embed them). */
const CARRIES_VOBS_OR_POLICIES = /^\/v1\/(verification-of-benefits(\/|$)|patient-policies|patients|prior-authorizations(\/|$))/
const VOB_LIST = "/v1/verification-of-benefits"

const FOLLOW_UP_FIELDS = ["follow_up", "can_request_follow_up", "clinic_reviewed_at", "clinic_reviewed_by", "sync"]
const CARD_SLOTS = ["insurance_card_front_file_id", "insurance_card_back_file_id"]
const PA_VOB_FIELDS = ["request_vob", "vob_specialties", "vob"]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isVob = (o: Record<string, unknown>) => "patient_policy_id" in o && "status" in o && "specialties" in o
const isPolicy = (o: Record<string, unknown>) => "member_number" in o && "coverage_tier" in o
const isPriorAuthorization = (o: Record<string, unknown>) => "request_vob" in o && "vob" in o && "service" in o

/** Whether the company's switches take anything out of the answers of VOB, policy and prior-authorization routes. */
const reshapes = (states: ReleaseStates) =>
  !states.follow_up_review_sync || !states.specialty_credential_details || !states.insurance_card_files ||
  !states.prior_authorization_vob_request

/** The answer's JSON as the company's releases shape it (a copy; records are recognised by their fields). */
export const shapeForReleases = (value: unknown, states: ReleaseStates): unknown => {
  if (Array.isArray(value)) return value.map((item) => shapeForReleases(item, states))
  if (!isObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) out[key] = shapeForReleases(field, states)
  if (isVob(value)) {
    if (!states.follow_up_review_sync) for (const key of FOLLOW_UP_FIELDS) delete out[key]
    if (!states.specialty_credential_details && Array.isArray(out.specialties)) {
      out.specialties = out.specialties.map((s) =>
        isObject(s) && isObject(s.credentialing) ? { ...s, credentialing: { id: s.credentialing.id, name: s.credentialing.name } } : s
      )
    }
  }
  if (isPolicy(value)) {
    if (!states.follow_up_review_sync) delete out.latest_eligibility_check
    if (!states.insurance_card_files) for (const key of CARD_SLOTS) delete out[key]
  }
  if (isPriorAuthorization(value) && !states.prior_authorization_vob_request) for (const key of PA_VOB_FIELDS) delete out[key]
  return out
}

const noRoute = (method: string, path: string, release: string) =>
  Effect.succeed(errorResponse(
    new NotFound({
      code: "route_not_found",
      message: `No route ${method} ${path}: it exists only with the '${release}' release, which this company has switched off.`
    })
  ))

const reshape = (response: HttpServerResponse.HttpServerResponse, states: ReleaseStates) => {
  const body = response.body
  if (body._tag !== "Uint8Array" || !body.contentType.includes("json")) return response
  const shaped = shapeForReleases(JSON.parse(new TextDecoder().decode(body.body)), states)
  return HttpServerResponse.setBody(response, HttpBody.unsafeJson(shaped))
}

const withoutQueryParameter = (app: App, request: HttpServerRequest.HttpServerRequest, name: string): App => {
  const at = request.url.indexOf("?")
  if (at < 0) return app
  const query = new URLSearchParams(request.url.slice(at + 1))
  if (!query.has(name)) return app
  query.delete(name)
  const rest = query.toString()
  const url = request.url.slice(0, at) + (rest === "" ? "" : `?${rest}`)
  return Effect.provideService(app, HttpServerRequest.HttpServerRequest, request.modify({ url }))
}

export const releaseGate = (releases: Releases): CallerStage => (request, caller, app) => {
  const path = request.url.split("?")[0] ?? "/"
  if (!path.startsWith("/v1/") || !releases.anySwitched() || caller instanceof AuthenticationFailed) return app
  return Effect.flatMap(releases.current(caller.companyId), (states) => gated(app, request, path, states))
}

const gated = (app: App, request: HttpServerRequest.HttpServerRequest, path: string, states: ReleaseStates): App => {
  if (!differsFromDefault(states)) return app
  if (!states.vob_requests && VOB_REQUESTS.test(path)) return noRoute(request.method, path, "vob_requests")
  if (!states.prior_authorization_requests && PA_REQUESTS.test(path)) {
    return noRoute(request.method, path, "prior_authorization_requests")
  }
  if (!states.follow_up_review_sync && request.method === "POST" && FOLLOW_UP_OPERATIONS.test(path)) {
    return noRoute(request.method, path, "follow_up_review_sync")
  }
  // Before the release the VOB list has no `reviewed` filter: the parameter is dropped, as any undeclared one is ignored.
  const served = !states.follow_up_review_sync && path === VOB_LIST ? withoutQueryParameter(app, request, "reviewed") : app
  return reshapes(states) && CARRIES_VOBS_OR_POLICIES.test(path)
    ? Effect.map(served, (response) => reshape(response, states))
    : served
}
