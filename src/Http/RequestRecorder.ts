/**
 * The edge's outermost stage, one step for every request: it gives the request its id and start (kept on
 * the request: Http/RequestLog.ts), and on the answer sets `X-Request-Id`, writes the request's `info` line
 * (method, path, status, duration, company, id) and hands the call to the company's request log.
 *
 * The company's log keeps every answered API call of a known company (`/v1` and `/sandbox/v1`, refused
 * ones included once their credentials named the company). Calls without valid credentials belong to no
 * company and are not kept; reading the log is not logged (a console or `tail --requests` watching it
 * would otherwise fill it with its own reads). Handing a call over is one push of references: the log
 * masks, bounds and encodes it later, in its writer (RequestLog/CompanyRequestLog.ts).
 */
import { type HttpBody, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, FiberRef, LogLevel } from "effect"
import { pathOfUrl } from "../Domain/Paths.js"
import { LogFields } from "../Logging.js"
import type { CompanyRequestLog } from "../RequestLog/CompanyRequestLog.js"
import type { RequestStage } from "./EdgeStage.js"
import { REQUEST_ID_HEADER, type RequestFacts, startFacts } from "./RequestLog.js"

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

const durationOf = (facts: RequestFacts) => Math.round((performance.now() - facts.started) * 100) / 100

export const recorderStage = (log: CompanyRequestLog): RequestStage => {
  const keep = (
    request: HttpServerRequest.HttpServerRequest,
    response: HttpServerResponse.HttpServerResponse,
    facts: RequestFacts,
    companyId: string,
    path: string,
    durationMs: number
  ) => {
    const body = response.body
    const contentType = body._tag === "Empty" ? undefined : body.contentType
    log.hold({
      companyId,
      id: facts.id,
      method: request.method,
      url: request.url,
      path,
      status: response.status,
      durationMs,
      arrivedAtMs: facts.arrivedAtMs,
      // Read at arrival (Http/SandboxTimeStage.ts); where that failed, the log reads it.
      sandboxMs: facts.sandboxMs,
      requestHeaders: request.headers,
      requestBody: facts.uploadParts ?? facts.body,
      requestBodyBytes: Number(request.headers["content-length"] ?? facts.body?.length ?? 0) || 0,
      requestContentType: request.headers["content-type"],
      // The answer's headers as sent: `X-Request-Id` is already among them, the content type is the body's.
      responseHeaders: response.headers,
      responseBody: bytesOf(body),
      responseBodyBytes: lengthOf(body),
      responseContentType: contentType
    })
  }

  return (request, app) => {
    const facts = startFacts(request)
    return Effect.flatMap(app, (answered) =>
      Effect.withFiberRuntime((fiber) => {
        const response = HttpServerResponse.setHeader(answered, REQUEST_ID_HEADER, facts.id)
        const path = pathOfUrl(request.url)
        const durationMs = durationOf(facts)
        const companyId = facts.company
        if (log.enabled && companyId !== undefined && isLogged(path)) keep(request, response, facts, companyId, path, durationMs)
        // Below the level the line is not even built.
        if (LogLevel.lessThan(LogLevel.Info, fiber.getFiberRef(FiberRef.currentMinimumLogLevel))) return Effect.succeed(response)
        return Effect.as(
          Effect.logInfo(
            new LogFields("request", {
              method: request.method,
              path,
              status: response.status,
              duration_ms: durationMs,
              company: companyId ?? "-",
              request_id: facts.id
            })
          ),
          response
        )
      }))
  }
}
