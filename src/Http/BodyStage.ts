/**
 * The edge's body stage: a request with a body, once its caller is known, is refused 401 when the
 * operation requires credentials it lacks (before a byte of its body is read), and otherwise has its body
 * checked (media type, size, JSON shape). A request that passes reaches the API with its JSON already
 * read, within the limits; one that does not gets its 4xx in the error shape without the handler running.
 */
import { Headers, HttpMethod, HttpServerRequest, Multipart } from "@effect/platform"
import * as NodeMultipart from "@effect/platform-node/NodeMultipart"
import { Effect, Stream } from "effect"
import { createWriteStream } from "node:fs"
import type { IncomingHttpHeaders, IncomingMessage } from "node:http"
import type { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { SandboxSettings } from "../Config/SandboxConfig.js"
import { type ApiError, AuthenticationFailed, invalidMultipart, isApiError } from "../Domain/Errors.js"
import { hasNul, nulRefused } from "../Domain/NulText.js"
import { pathOfUrl } from "../Domain/Paths.js"
import { hasBody, multipartTap, parseJsonBody, planBody, readBounded } from "./BodyLimits.js"
import type { App, CallerStage } from "./EdgeStage.js"
import { errorResponse } from "./ErrorResponses.js"
import { noteBody, noteUploadPart } from "./RequestLog.js"
import type { RouteIndex } from "./RouteIndex.js"
import { answerUnreadBody, incomingMessageOf } from "./UnreadBody.js"

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

export const bodyStage = (
  settings: Pick<SandboxSettings, "maxBodyBytes">,
  routes: RouteIndex
): CallerStage => {
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

  return (request, caller, app) => {
    // GET, HEAD and OPTIONS bodies are never read by the API.
    if (!HttpMethod.hasBody(request.method) || !hasBody(request.headers)) return app
    const route = routes.match(request.method, pathOfUrl(request.url))
    const source = route === undefined ? undefined : incomingMessageOf(request)
    // Unknown routes are answered 404/405 by the router without reading anything.
    if (route === undefined || source === undefined) return app
    // Credentials first: a request that cannot be authenticated is 401 whatever its body.
    if (route.authenticated && caller instanceof AuthenticationFailed) return refuse(source, caller)
    return bodyChecked(request, source, route.multipart, app)
  }
}

/** A refusal made before the body was read to its end (see Http/UnreadBody.ts). */
const refuse = (source: IncomingMessage, error: ApiError) => answerUnreadBody(source, errorResponse(error))
