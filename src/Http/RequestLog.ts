/**
 * Every request gets an id, sent back as `X-Request-Id` on whatever answers it (errors, unknown routes,
 * the document and docs included), and one `info` log line carrying it with the method, path, status,
 * duration and company.
 *
 * Both happen in the server's pre-response handler, which sees every response just before it is sent,
 * after the error edge. It is installed once for the server (`withRequestLog`), not per request, and
 * a request's facts ride on its Node request object rather than in fiber refs: a fiber-ref write per
 * request copies the fiber's refs, a measurable cost on the hottest routes.
 */
import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Context, Effect, FiberRef, Layer, LogLevel, Option } from "effect"
import { randomUUID } from "node:crypto"
import { pathOfUrl } from "../Domain/Paths.js"
import { LogFields } from "../Logging.js"
import type { UploadPart } from "../RequestLog/LoggedText.js"

export const REQUEST_ID_HEADER = "x-request-id"

// An echoed id ends up in a log line and a response header: visible ASCII only and bounded, so it can
// neither break the line nor carry another header.
const SANE_ID = /^[\x21-\x7e]{1,128}$/

/** The caller's id when it is sane, else a new one. */
export const requestIdFor = (sent: string | undefined): string =>
  sent !== undefined && SANE_ID.test(sent) ? sent : randomUUID()

interface Facts {
  readonly id: string
  readonly started: number
  /** Wall-clock arrival, for the company's request log. */
  readonly arrivedAtMs: number
  /** Only authentication knows it. */
  company: string | undefined
  /** The JSON body the edge read (the company's request log keeps it). */
  body: Uint8Array | undefined
  /** An upload's parts as the edge saw them go by (never their bytes). */
  uploadParts: Array<UploadPart> | undefined
}

const FACTS = Symbol.for("vob-sandbox/RequestLog/facts")

// `source` (the Node request) is the one object every copy of a request shares.
const factsOf = (request: HttpServerRequest.HttpServerRequest): Facts | undefined =>
  (request.source as { [FACTS]?: Facts })[FACTS]

/** What the company's request log needs of a request beyond its headers. */
export const requestFacts = (request: HttpServerRequest.HttpServerRequest): Readonly<Facts> | undefined => factsOf(request)

/** The edge hands over the JSON body it read. */
export const noteBody = (request: HttpServerRequest.HttpServerRequest, body: Uint8Array): void => {
  const facts = factsOf(request)
  if (facts !== undefined) facts.body = body
}

/** The upload reader names each part it sees (at most the route's 16). */
export const noteUploadPart = (request: HttpServerRequest.HttpServerRequest, part: UploadPart): void => {
  const facts = factsOf(request)
  if (facts !== undefined) (facts.uploadParts ??= []).push(part)
}

/** Authentication tells the request's log line which company it acts for. */
export const noteCompany = (request: HttpServerRequest.HttpServerRequest, companyId: string): void => {
  const facts = factsOf(request)
  if (facts !== undefined) facts.company = companyId
}

/** `HttpApiBuilder.serve` middleware: gives each request its id and start time. */
export const stampRequests = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.withFiberRuntime((fiber) => {
    const request = Context.unsafeGet(fiber.currentContext, HttpServerRequest.HttpServerRequest)
    const facts: Facts = {
      id: requestIdFor(request.headers[REQUEST_ID_HEADER]),
      started: performance.now(),
      arrivedAtMs: Date.now(),
      company: undefined,
      body: undefined,
      uploadParts: undefined
    }
    ;(request.source as { [FACTS]?: Facts })[FACTS] = facts
    return app
  })

const answer = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  Effect.withFiberRuntime((fiber) => {
    const facts = factsOf(request) ?? { id: randomUUID(), started: performance.now(), company: undefined }
    const tagged = HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, facts.id)
    // Below the level the line is not even built.
    if (LogLevel.lessThan(LogLevel.Info, fiber.getFiberRef(FiberRef.currentMinimumLogLevel))) return Effect.succeed(tagged)
    return Effect.as(
      Effect.logInfo(
        new LogFields("request", {
          method: request.method,
          path: pathOfUrl(request.url),
          status: response.status,
          duration_ms: Math.round((performance.now() - facts.started) * 100) / 100,
          company: facts.company ?? "-",
          request_id: facts.id
        })
      ),
      tagged
    )
  })

/** The server with request ids and request lines (after any pre-response handler installed before). */
export const withRequestLog = <A, E, R>(server: Layer.Layer<A, E, R>): Layer.Layer<A, E, R> =>
  Layer.locallyWith(
    server,
    HttpApp.currentPreResponseHandlers,
    Option.match({
      onNone: () => Option.some(answer),
      onSome: (previous) =>
        Option.some((request, response) => Effect.flatMap(previous(request, response), (r) => answer(request, r)))
    })
  )
