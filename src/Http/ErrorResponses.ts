/**
 * Turns every failure that reaches the HTTP edge into the spec's error body. The framework's own
 * failures (schema decode errors, unreadable bodies, unknown routes, defects) are mapped here; the
 * API's tagged errors carry their status from `Domain/Errors.ts`.
 */
import { HttpApiError, HttpServerError, HttpServerResponse, Multipart } from "@effect/platform"
import { Cause, Effect, Option } from "effect"
import {
  type ApiError,
  errorBody,
  httpStatusOf,
  InternalFailure,
  InvalidRequest,
  isApiError,
  MethodNotAllowed,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  ValidationFailed
} from "../Domain/Errors.js"
import { MAX_FILE_BYTES } from "../Files/FileRecord.js"
import { isStoreUnavailable, storeUnavailableReason } from "../Store/StoreUnavailable.js"
import type { RouteIndex } from "./RouteIndex.js"

export const errorResponse = (error: ApiError, headers?: Record<string, string>) =>
  HttpServerResponse.unsafeJson(errorBody(error), {
    status: httpStatusOf[error._tag].status,
    ...(headers === undefined ? {} : { headers })
  })

type DecodeIssue = HttpApiError.HttpApiDecodeError["issues"][number]

const paramOf = (issue: DecodeIssue) => issue.path.map(String).join(".")

const EXPECTED = /^Expected (.+), actual (.+)$/
const MAX_LISTED_VALUES = 20

/** The issue's message; for a value outside an enumeration, every allowed value. */
const describe = (issues: ReadonlyArray<DecodeIssue>): string => {
  const matches = issues.map((i) => EXPECTED.exec(i.message.replace(/\s+/g, " ")))
  if (issues.length > 1 && matches.every((m) => m !== null)) {
    const expected = matches.map((m) => m![1]!).filter((e) => e !== "undefined" && e !== "null")
    const actual = matches[0]![2]
    if (expected.length === 1) return `expected ${expected[0]}, got ${actual}`
    // Long enumerations (187 service types) are named by count; the API reference lists them.
    return expected.length <= MAX_LISTED_VALUES
      ? `must be one of ${expected.join(", ")}; got ${actual}`
      : `must be one of the ${expected.length} values the API reference lists (e.g. ${expected.slice(0, 3).join(", ")}); got ${actual}`
  }
  return issues[0]!.message.replace(/\s+/g, " ")
}

/** A schema decode failure: 422 naming the first offending field. */
export const fromDecodeError = (error: HttpApiError.HttpApiDecodeError): ValidationFailed => {
  const issue = error.issues[0]
  if (issue === undefined) return new ValidationFailed({ code: "invalid_parameter", message: error.message })
  const param = paramOf(issue)
  const named = param === "" ? "The request body" : `'${param}'`
  switch (issue._tag) {
    case "Unexpected":
      return new ValidationFailed({
        code: "unknown_field",
        message: `${named} is not a field of this request.`,
        param
      })
    case "Missing":
      return new ValidationFailed({ code: "missing_parameter", message: `${named} is required.`, param })
    default: {
      const detail = describe(error.issues.filter((i) => paramOf(i) === param))
      return new ValidationFailed({
        code: "invalid_parameter",
        message: param === "" ? `The request body is invalid: ${detail}` : `Invalid value for ${named}: ${detail}`,
        ...(param === "" ? {} : { param })
      })
    }
  }
}

/** The router matches no parameter longer than this (find-my-way's limit). */
const MAX_PATH_PARAM_LENGTH = 100

const routeNotFound = (routes: RouteIndex, error: HttpServerError.RouteNotFound) => {
  const method = error.request.method
  const path = error.request.url.split("?")[0] ?? "/"
  // A route the router passed over only because a parameter is too long: malformed, like any other bad id.
  const tooLong = Object.entries(routes.match(method, path)?.params ?? {})
    .find(([, value]) => value.length > MAX_PATH_PARAM_LENGTH)
  if (tooLong !== undefined) {
    return errorResponse(new ValidationFailed({
      code: "invalid_parameter",
      message: `Invalid value for '${tooLong[0]}': at most ${MAX_PATH_PARAM_LENGTH} characters (got ${tooLong[1].length}).`,
      param: tooLong[0]
    }))
  }
  const allowed = routes.methodsFor(path)
  if (allowed.length > 0 && !allowed.includes(method)) {
    return errorResponse(
      new MethodNotAllowed({
        code: "method_not_allowed",
        message: `${method} is not supported on ${path}; use ${allowed.join(", ")}.`
      }),
      { allow: allowed.join(", ") }
    )
  }
  return errorResponse(new NotFound({ code: "route_not_found", message: `No route ${method} ${path}.` }))
}

/**
 * Why the platform stopped reading a multipart body. A limit reached inside a file part surfaces as an
 * `InternalError` whose cause is the parser's `ReachedLimit`, so the cause is read too.
 */
const multipartReason = (error: Multipart.MultipartError): Multipart.MultipartError["reason"] => {
  const cause = error.cause as { readonly _tag?: unknown; readonly limit?: unknown } | null
  if (error.reason !== "InternalError" || typeof cause !== "object" || cause?._tag !== "ReachedLimit") return error.reason
  switch (cause.limit) {
    case "MaxPartSize":
      return "FileTooLarge"
    case "MaxTotalSize":
      return "BodyTooLarge"
    case "MaxFieldSize":
      return "FieldTooLarge"
    default:
      return "TooManyParts"
  }
}

/** A multipart body the platform stopped reading: 413 past the size limits, 400 when it cannot be read. */
const multipartRefused = (error: Multipart.MultipartError) => {
  const reason = multipartReason(error)
  switch (reason) {
    case "FileTooLarge":
    case "BodyTooLarge":
      return errorResponse(
        new PayloadTooLarge({
          code: "file_too_large",
          message: `The upload is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB; send a smaller file.`,
          param: "file"
        }),
        // The rest of the body is never read: close the connection rather than leave it stalled.
        { connection: "close" }
      )
    case "InternalError":
      return undefined
    default:
      return errorResponse(
        new InvalidRequest({
          code: "invalid_multipart",
          message: `The multipart/form-data body could not be read (${reason}).`
        })
      )
  }
}

const isUnreadableBody = (u: unknown): u is HttpServerError.RequestError =>
  HttpServerError.isServerError(u) && u._tag === "RequestError" && u.reason === "Decode"

/** The response for any cause, or none when the cause is an interruption (the client went away). */
export const responseForCause = (routes: RouteIndex) => (cause: Cause.Cause<unknown>) =>
  Effect.gen(function*() {
    const failure = Cause.failureOption(cause)
    if (Option.isSome(failure)) {
      const error = failure.value
      if (isApiError(error)) return errorResponse(error)
      if (error instanceof HttpApiError.HttpApiDecodeError) return errorResponse(fromDecodeError(error))
      if (HttpServerError.isServerError(error) && error._tag === "RouteNotFound") return routeNotFound(routes, error)
    }
    const defect = Cause.dieOption(cause)
    // A check that runs while the platform reads the body (src/Http/BodyLimits.ts) surfaces as a defect.
    if (Option.isSome(defect) && isApiError(defect.value)) return errorResponse(defect.value)
    if (Option.isSome(defect) && defect.value instanceof Multipart.MultipartError) {
      const refused = multipartRefused(defect.value)
      if (refused !== undefined) return refused
    }
    if (Option.isSome(defect) && isUnreadableBody(defect.value)) {
      return errorResponse(
        new InvalidRequest({ code: "invalid_json", message: "The request body is not valid JSON." })
      )
    }
    if (Cause.isInterruptedOnly(cause)) return yield* Effect.interrupt
    if (Option.isSome(defect) && isStoreUnavailable(defect.value)) {
      yield* Effect.logWarning("store unavailable", storeUnavailableReason(defect.value))
      return errorResponse(
        new ServiceUnavailable({
          code: "service_unavailable",
          message: "The sandbox's database cannot be reached right now. Retry shortly."
        }),
        { "retry-after": "1" }
      )
    }
    yield* Effect.logError("unexpected failure", cause)
    return errorResponse(
      new InternalFailure({ code: "internal_error", message: "An unexpected error occurred. It has been logged." })
    )
  })
