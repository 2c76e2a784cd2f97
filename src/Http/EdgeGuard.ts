/**
 * Checks every request passes before routing: the Host it names, a CORS preflight, a NUL in its query or
 * path parameters (Domain/NulText.ts), and, for a request with a body, its credentials (when the
 * operation requires them) and then its body (media type, size, JSON shape). A request that passes reaches the API with its JSON already read, within the
 * limits; one that does not gets its 4xx in the error shape without the handler ever running.
 */
import { Headers, HttpMethod, HttpServerRequest, HttpServerResponse, Multipart } from "@effect/platform"
import * as NodeMultipart from "@effect/platform-node/NodeMultipart"
import { Effect, Stream } from "effect"
import { createWriteStream } from "node:fs"
import type { IncomingHttpHeaders, IncomingMessage } from "node:http"
import type { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { SandboxSettings } from "../Config/SandboxConfig.js"
import type { Credentials } from "../Auth/Credentials.js"
import { callerOf } from "../Auth/RequestCaller.js"
import { type ApiError, AuthenticationFailed, invalidMultipart, isApiError } from "../Domain/Errors.js"
import { hasNul, nulRefused } from "../Domain/NulText.js"
import { hasBody, multipartTap, parseJsonBody, planBody, readBounded } from "./BodyLimits.js"
import { corsRule } from "./Cors.js"
import { errorResponse } from "./ErrorResponses.js"
import { hostRule } from "./HostCheck.js"
import { noteBody, noteUploadPart } from "./RequestLog.js"
import type { RouteIndex } from "./RouteIndex.js"
import { answerUnreadBody, incomingMessageOf } from "./UnreadBody.js"

type App = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

/** The request as the API sees it once its JSON body has been read and checked here. */
const withJsonBody = (request: HttpServerRequest.HttpServerRequest, json: unknown): HttpServerRequest.HttpServerRequest =>
  Object.create(request, {
    json: { value: Effect.succeed(json) },
    // Serialised only if something asks for the text: the API reads the parsed body.
    text: { value: Effect.sync(() => JSON.stringify(json)) },
    // `application/*+json` is read as JSON too (the platform only recognises application/json).
    headers: { value: Headers.set(request.headers, "content-type", "application/json") },
    modify: { value: (options: Parameters<typeof request.modify>[0]) => withJsonBody(request.modify(options), json) }
  })

/**
 * The parser drops a part whose Content-Disposition it cannot read (a file name holding CR, LF, NUL or
 * bytes that are not UTF-8), or files it under the empty name; either would surface as a misleading
 * "'file' is required".
 */
const unreadablePart = () =>
  invalidMultipart({
    message: "A part's Content-Disposition could not be read: its name is empty, or its file name holds CR, LF, NUL " +
      "or bytes that are not UTF-8. Send such a file name as filename*=UTF-8''<percent-encoded name>.",
    param: "file"
  })

/** What the company's request log keeps of a part: names and type, never the bytes or a field's text. */
const uploadPartOf = (part: Multipart.Part) => ({
  name: part.key,
  filename: part._tag === "File" ? part.name : null,
  content_type: part.contentType
})

const partsRead = (parts: Readonly<Record<string, unknown>>) =>
  Object.values(parts).reduce<number>((n, value) => n + (Array.isArray(value) ? value.length : 1), 0)

/**
 * The parts written to temporary files, as NodeMultipart.persisted does, refusing a file name holding a
 * NUL (sent percent-encoded as `filename*`) before it is used as a path, which Node refuses (a 500).
 * A file part with an empty file name is what a form sends when no file was chosen: the platform leaves
 * it out, so the field reads as not sent (`onUnchosen` counts them).
 */
const persistedParts = (
  stream: Readable,
  headers: IncomingHttpHeaders,
  seen: (part: Multipart.Part) => void,
  onUnchosen: () => void
) =>
  Multipart.toPersisted(
    Stream.tap(NodeMultipart.stream(stream, headers), (part) => {
      seen(part)
      if (part._tag !== "File") return Effect.void
      if (part.name === "") onUnchosen()
      return hasNul(part.name) ? Effect.die(nulRefused(part.key)) : Effect.void
    }),
    (path, file) =>
      Effect.tryPromise({
        try: (signal) => pipeline(NodeMultipart.fileToReadable(file), createWriteStream(path), { signal }),
        catch: (cause) => new Multipart.MultipartError({ reason: "InternalError", cause })
      })
  )

/**
 * The request with its multipart body passing through a tap that refuses a body cut short. The tap is
 * piped only when the upload is read (after authentication).
 */
const withMultipartTap = (request: HttpServerRequest.HttpServerRequest, source: IncomingMessage, boundary: string) => {
  let multipart: HttpServerRequest.HttpServerRequest["multipart"] | undefined
  const read = () => {
    const tap = multipartTap(boundary)
    let unchosen = 0
    // Kept for the life of the tap: its error may come after the upload was already answered.
    const cutShort = new Promise<unknown>((resolve) => tap.stream.on("error", resolve))
    source.pipe(tap.stream)
    return Effect.runSync(Effect.cached(Effect.raceFirst(
      Effect.tap(
        persistedParts(tap.stream, source.headers, (part) => noteUploadPart(request, uploadPartOf(part)), () => unchosen++),
        (parts) => "" in parts || partsRead(parts) + unchosen < tap.parts() ? Effect.die(unreadablePart()) : Effect.void
      ),
      Effect.flatMap(Effect.promise(() => cutShort), Effect.die)
    )))
  }
  return Object.create(request, { multipart: { get: () => (multipart ??= read()) } }) as HttpServerRequest.HttpServerRequest
}

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** A NUL in a query parameter (its name or value) or a path parameter of a known route: 422 naming it. */
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

export const edgeGuard = (
  settings: Pick<SandboxSettings, "host" | "allowedHosts" | "corsOrigin" | "maxBodyBytes">,
  routes: RouteIndex,
  credentials: Credentials
) => {
  const hosts = hostRule(settings.host, settings.allowedHosts)
  const cors = corsRule(settings.corsOrigin)

  const bodyChecked = (request: HttpServerRequest.HttpServerRequest, source: IncomingMessage, multipart: boolean, app: App): App => {
    const plan = planBody(request.headers, multipart, settings.maxBodyBytes)
    if (isApiError(plan)) return refuse(source, plan)
    switch (plan._tag) {
      case "None":
        return app
      case "Multipart":
        return Effect.provideService(app, HttpServerRequest.HttpServerRequest, withMultipartTap(request, source, plan.boundary))
      case "Json":
        return readBounded(source, settings.maxBodyBytes).pipe(
          Effect.tap((bytes) => Effect.sync(() => noteBody(request, bytes))),
          Effect.flatMap(parseJsonBody),
          Effect.matchEffect({
            onFailure: (error) => refuse(source, error),
            onSuccess: (json) => Effect.provideService(app, HttpServerRequest.HttpServerRequest, withJsonBody(request, json))
          })
        )
    }
  }

  const guarded = (request: HttpServerRequest.HttpServerRequest, app: App): App => {
    // GET, HEAD and OPTIONS bodies are never read by the API.
    if (!HttpMethod.hasBody(request.method) || !hasBody(request.headers)) return app
    const route = routes.match(request.method, request.url.split("?")[0] ?? "/")
    const source = route === undefined ? undefined : incomingMessageOf(request)
    // Unknown routes are answered 404/405 by the router without reading anything.
    if (route === undefined || source === undefined) return app
    if (!route.authenticated) return bodyChecked(request, source, route.multipart, app)
    // Credentials first: a request that cannot be authenticated is 401 whatever its body (the answer is
    // kept on the request, so authentication does not resolve it again).
    return Effect.flatMap(callerOf(credentials, request), (caller) =>
      caller instanceof AuthenticationFailed ? refuse(source, caller) : bodyChecked(request, source, route.multipart, app))
  }

  return (app: App): App =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const headers = request.headers
      const wrongHost = hosts.check(headers["host"])
      if (wrongHost !== undefined) return Effect.succeed(errorResponse(wrongHost))
      const preflight = cors.preflight(request.method, headers)
      if (preflight !== undefined) return Effect.succeed(preflight)
      const corsHeaders = cors.responseHeaders(headers)
      const nul = nulInUrl(request, routes)
      const answer = nul === undefined ? guarded(request, app) : Effect.succeed(errorResponse(nul))
      return corsHeaders === undefined
        ? answer
        : Effect.map(answer, (response) => HttpServerResponse.setHeaders(response, corsHeaders))
    })
}

/** A refusal made before the body was read to its end (see Http/UnreadBody.ts). */
const refuse = (source: IncomingMessage, error: ApiError) => answerUnreadBody(source, errorResponse(error))
