/**
 * The edge's outermost stage: hands every answered API call of a known company (`/v1` and `/sandbox/v1`,
 * refused ones included once their credentials named the company) to the company's request log. Calls
 * without valid credentials belong to no company and are not kept; reading the log is not logged (a
 * console or `tail --requests` watching it would otherwise fill it with its own reads).
 */
import { type HttpBody, HttpServerRequest, type HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import type { CompanyRequestLog } from "../RequestLog/CompanyRequestLog.js"
import { pathOfUrl } from "../Domain/Paths.js"
import { REQUEST_ID_HEADER, requestFacts } from "./RequestLog.js"

type App = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

const LOGGED_PREFIXES = ["/v1/", "/sandbox/v1/"]
const LOG_READS = "/sandbox/v1/requests"

const isLogged = (path: string) =>
  LOGGED_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
  !(path === LOG_READS || path.startsWith(`${LOG_READS}/`))

const bytesOf = (body: HttpBody.HttpBody): Uint8Array | undefined => body._tag === "Uint8Array" ? body.body : undefined

const lengthOf = (body: HttpBody.HttpBody): number => {
  switch (body._tag) {
    case "Uint8Array":
      return body.body.length
    case "Empty":
      return 0
    default:
      return body.contentLength ?? 0
  }
}

export const recordCalls = (log: CompanyRequestLog, clock: SandboxClock) => (app: App): App =>
  log.enabled
    ? Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      Effect.tap(app, (response) => {
        const facts = requestFacts(request)
        if (facts === undefined || facts.company === undefined) return Effect.void
        const companyId = facts.company
        const url = request.url
        if (!isLogged(pathOfUrl(url))) return Effect.void
        const body = response.body
        const contentType = body._tag === "Empty" ? undefined : body.contentType
        return Effect.flatMap(clock.timestamp(companyId), (sandboxTime) =>
          log.record({
            companyId,
            id: facts.id,
            method: request.method,
            url,
            status: response.status,
            durationMs: Math.round((performance.now() - facts.started) * 100) / 100,
            arrivedAtMs: facts.arrivedAtMs,
            sandboxTime,
            requestHeaders: request.headers,
            requestBody: facts.uploadParts ?? facts.body,
            requestBodyBytes: Number(request.headers["content-length"] ?? facts.body?.length ?? 0) || 0,
            requestContentType: request.headers["content-type"],
            responseHeaders: {
              ...response.headers,
              ...(contentType === undefined ? {} : { "content-type": contentType }),
              [REQUEST_ID_HEADER]: facts.id
            },
            responseBody: bytesOf(body),
            responseBodyBytes: lengthOf(body),
            responseContentType: contentType
          })).pipe(
            // The log never changes an answer: a clock that cannot be read (the store unreachable) loses the entry.
            Effect.catchAllCause(() => Effect.void)
          )
      }))
    : app
