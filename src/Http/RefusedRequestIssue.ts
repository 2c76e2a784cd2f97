/**
 * The parse issue behind a request the framework refused. The platform's `HttpApiDecodeError` keeps
 * only the formatter's text of each issue, not the issue tree; so that the 422 is built from the tree
 * (Domain/ValidationFailure) and never from that text, the refused request is decoded again here with
 * the endpoint's own schemas, in the framework's order: path, payload, headers, query. It runs only
 * for a request already refused.
 */
import { FileSystem, HttpMethod, type HttpServerRequest, Path } from "@effect/platform"
import { Effect, Either, Option, ParseResult, Schema, type SchemaAST } from "effect"
import type { RequestSchemas, RouteIndex } from "./RouteIndex.js"

const issueOf = (ast: Option.Option<SchemaAST.AST>, input: unknown): ParseResult.ParseIssue | undefined => {
  if (Option.isNone(ast)) return undefined
  const decoded = ParseResult.decodeUnknownEither(Schema.make(ast.value))(input)
  return Either.isLeft(decoded) ? decoded.left : undefined
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The query string as the platform reads it: a repeated name becomes an array. */
const queryOf = (url: string): Record<string, string | Array<string>> => {
  const query: Record<string, string | Array<string>> = {}
  const at = url.indexOf("?")
  if (at === -1) return query
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    const seen = query[name]
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return query
}

/** The parts of a multipart body, as already read for the handler (the platform keeps them). */
const multipartOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function*() {
    const fileSystem = yield* Effect.serviceOption(FileSystem.FileSystem)
    const path = yield* Effect.serviceOption(Path.Path)
    if (Option.isNone(fileSystem) || Option.isNone(path)) return Option.none<unknown>()
    return yield* request.multipart.pipe(
      Effect.provideService(FileSystem.FileSystem, fileSystem.value),
      Effect.provideService(Path.Path, path.value),
      Effect.scoped,
      Effect.option
    )
  })

/** The payload as the handler saw it (the edge's body stage has already read the body); none for other media types. */
const payloadOf = (request: HttpServerRequest.HttpServerRequest, query: unknown): Effect.Effect<Option.Option<unknown>> => {
  if (!HttpMethod.hasBody(request.method)) return Effect.succeed(Option.some(query))
  const contentType = request.headers["content-type"]?.toLowerCase() ?? "application/json"
  if (contentType.includes("multipart/form-data")) return multipartOf(request)
  if (!contentType.includes("application/json")) return Effect.succeed(Option.none())
  return Effect.option(request.json)
}

const firstIssue = (schemas: RequestSchemas, request: HttpServerRequest.HttpServerRequest, params: Readonly<Record<string, string>>) =>
  Effect.gen(function*() {
    const query = queryOf(request.url)
    const path = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodedSegment(value)]))
    const inPath = issueOf(schemas.path, path)
    if (inPath !== undefined) return inPath
    const payload = yield* payloadOf(request, query)
    const inPayload = Option.isSome(payload) ? issueOf(schemas.payload, payload.value) : undefined
    if (inPayload !== undefined) return inPayload
    return issueOf(schemas.headers, request.headers) ?? issueOf(schemas.urlParams, query)
  })

/** The issue that refused `request`, when decoding it again finds one. */
export const refusedRequestIssue = (
  routes: RouteIndex,
  request: HttpServerRequest.HttpServerRequest
): Effect.Effect<ParseResult.ParseIssue | undefined> => {
  const route = routes.match(request.method, request.url.split("?")[0] ?? "/")
  if (route?.schemas === undefined) return Effect.succeed(undefined)
  return firstIssue(route.schemas, request, route.params).pipe(
    // A schema that cannot decode synchronously, or anything unforeseen, leaves the framework's issues to speak.
    Effect.catchAllDefect(() => Effect.succeed(undefined))
  )
}
