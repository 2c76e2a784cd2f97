/**
 * The caller a request's credentials name, resolved once per request and kept on it: the edge resolves
 * it before reading a body (so a request without valid credentials is 401 before any body check), and
 * the release gate and the authentication middleware reuse that answer instead of resolving again.
 */
import type { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import { noteCompany } from "../Http/RequestLog.js"
import type { Credentials } from "./Credentials.js"
import type { Caller } from "./CurrentCaller.js"

export type ResolvedCaller = Caller | AuthenticationFailed

const RESOLVED = Symbol.for("vob-sandbox/Auth/RequestCaller")

// `source` (the Node request) is the one object every copy of a request shares (see Http/RequestLog.ts).
type Holder = { [RESOLVED]?: ResolvedCaller }

const keep = (request: HttpServerRequest.HttpServerRequest, resolved: ResolvedCaller): ResolvedCaller => {
  ;(request.source as Holder)[RESOLVED] = resolved
  // The request's log line and the company's request log name the company from here on.
  if (!(resolved instanceof AuthenticationFailed)) noteCompany(request, resolved.companyId)
  return resolved
}

/**
 * From memory; on the shared store a key or token not in memory (created through another instance) is
 * looked up once in the database before the request is refused.
 */
export const callerOf = (
  credentials: Credentials,
  request: HttpServerRequest.HttpServerRequest
): Effect.Effect<ResolvedCaller> => {
  const kept = (request.source as Holder)[RESOLVED]
  if (kept !== undefined) return Effect.succeed(kept)
  const known = credentials.resolve(request.headers)
  if (!(known instanceof AuthenticationFailed) || !credentials.shared || known.code !== "invalid_credentials") {
    return Effect.succeed(keep(request, known))
  }
  return Effect.map(credentials.lookUp(request.headers), () => keep(request, credentials.resolve(request.headers)))
}
