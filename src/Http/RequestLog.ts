/**
 * Every request gets an id, sent back as `X-Request-Id` on whatever answers it (errors, unknown routes,
 * the document and docs included), and one `info` log line carrying it with the method, path, status,
 * duration and company. Wrapped around the whole app at the server (`HttpApiBuilder.serve`), outside
 * the error edge, so nothing answers without it.
 */
import { HttpApp, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Context, Effect, FiberRef, LogLevel } from "effect"
import { randomUUID } from "node:crypto"
import { LogFields } from "../Logging.js"

export const REQUEST_ID_HEADER = "x-request-id"

// An echoed id ends up in a log line and a response header: visible ASCII only and bounded, so it can
// neither break the line nor carry another header.
const SANE_ID = /^[\x21-\x7e]{1,128}$/

/** The caller's id when it is sane, else a new one. */
export const requestIdFor = (sent: string | undefined): string =>
  sent !== undefined && SANE_ID.test(sent) ? sent : randomUUID()

/** What the line learns while the request runs: only authentication knows the company. */
interface Facts {
  company: string | undefined
}

const currentFacts = FiberRef.unsafeMake<Facts | undefined>(undefined)

/** Authentication tells the request's log line which company it acts for. */
export const noteCompany = (companyId: string): Effect.Effect<void> =>
  FiberRef.getWith(currentFacts, (facts) => {
    if (facts !== undefined) facts.company = companyId
    return Effect.void
  })

const pathOf = (url: string) => {
  const query = url.indexOf("?")
  return query === -1 ? url : url.slice(0, query)
}

export const requestLog = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.withFiberRuntime((fiber) => {
    const request = Context.unsafeGet(fiber.currentContext, HttpServerRequest.HttpServerRequest)
    const id = requestIdFor(request.headers[REQUEST_ID_HEADER])
    const tagged = Effect.zipRight(
      HttpApp.appendPreResponseHandler((_request, response) =>
        Effect.succeed(HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, id))
      ),
      app
    )
    // Below the level nothing is measured or built: the line costs nothing when it is not written.
    if (LogLevel.lessThan(LogLevel.Info, fiber.getFiberRef(FiberRef.currentMinimumLogLevel))) return tagged
    const facts: Facts = { company: undefined }
    const started = performance.now()
    return Effect.locally(tagged, currentFacts, facts).pipe(
      Effect.onExit((exit) =>
        Effect.logInfo(
          new LogFields("request", {
            method: request.method,
            path: pathOf(request.url),
            status: HttpServerError.exitResponse(exit).status,
            duration_ms: Math.round((performance.now() - started) * 100) / 100,
            company: facts.company ?? "-",
            request_id: id
          })
        )
      )
    )
  })
