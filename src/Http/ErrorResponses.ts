/**
 * Turns every failure that reaches the HTTP edge into the spec's error body. The framework's own
 * failures (schema decode errors, unreadable bodies, unknown routes, defects) are mapped here; the
 * API's tagged errors carry their status from `Domain/Errors.ts`.
 */
import { HttpApiError, HttpServerError, HttpServerRequest, HttpServerResponse, Multipart } from "@effect/platform"
import { Cause, Effect, Option, type ParseResult } from "effect"
import {
  type ApiError,
  errorBody,
  fileTooLarge,
  httpStatusOf,
  insufficientStorage,
  internalError,
  invalidJson,
  invalidMultipart,
  invalidParameter,
  isApiError,
  methodNotAllowed,
  serviceUnavailable,
  storedRecordInvalid,
  routeNotFound as noSuchRoute,
  type ValidationFailed
} from "../Domain/Errors.js"
import { validationFailedAt, validationFailedOf } from "../Domain/ValidationFailure.js"
import { MAX_FILE_BYTES } from "../Files/FileRecord.js"
import { refusedRequestIssue } from "./RefusedRequestIssue.js"
import { StoredRecordInvalid } from "../Store/StoredRecords.js"
import { isStoreUnavailable, storeUnavailableReason } from "../Store/StoreUnavailable.js"
import { causeIsStoreFull } from "../Store/StoreFull.js"
import type { StoreWrites } from "../Store/StoreWrites.js"
import type { RouteIndex } from "./RouteIndex.js"
import { answerUnreadBody, incomingMessageOf } from "./UnreadBody.js"

/** When a client should try again after a 503: an unreachable store is usually back within a second; space takes longer. */
const retryAfterSeconds = (error: ApiError) =>
  error._tag !== "ServiceUnavailable" ? undefined : error.code === "insufficient_storage" ? "5" : "1"

export const errorResponse = (error: ApiError, headers?: Record<string, string>) => {
  const retryAfter = retryAfterSeconds(error)
  const all = { ...(retryAfter === undefined ? {} : { "retry-after": retryAfter }), ...headers }
  return HttpServerResponse.unsafeJson(errorBody(error), {
    status: httpStatusOf[error._tag].status,
    ...(Object.keys(all).length === 0 ? {} : { headers: all })
  })
}

type DecodeIssue = HttpApiError.HttpApiDecodeError["issues"][number]

const paramOf = (issue: DecodeIssue) => issue.path.map(String).join(".")

/**
 * A schema decode failure: 422 naming the first offending field, built from the issue tree when the
 * refused request decodes again to the same first issue (see RefusedRequestIssue).
 */
export const fromDecodeError = (
  error: HttpApiError.HttpApiDecodeError,
  tree: ParseResult.ParseIssue | undefined
): ValidationFailed => {
  const first = error.issues[0]
  if (first === undefined) return invalidParameter(undefined, "The request is invalid.")
  if (tree !== undefined) {
    const failure = validationFailedOf(tree)
    if ((failure.param ?? "") === paramOf(first)) return failure
  }
  // Only the framework's issue is known: its tag and path name the field, its text is passed on as it is.
  return validationFailedAt(first)
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
    return errorResponse(invalidParameter(
      tooLong[0],
      `Invalid value for '${tooLong[0]}': at most ${MAX_PATH_PARAM_LENGTH} characters (got ${tooLong[1].length}).`
    ))
  }
  const allowed = routes.methodsFor(path)
  if (allowed.length > 0 && !allowed.includes(method)) {
    return errorResponse(
      methodNotAllowed({
        message: `${method} is not supported on ${path}; use ${allowed.join(", ")}.`
      }),
      { allow: allowed.join(", ") }
    )
  }
  return errorResponse(noSuchRoute({ message: `No route ${method} ${path}.` }))
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
        fileTooLarge({
          message: `The upload is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB; send a smaller file.`,
          param: "file"
        })
      )
    case "InternalError":
      return undefined
    default:
      return errorResponse(
        invalidMultipart({
          message: `The multipart/form-data body could not be read (${reason}).`
        })
      )
  }
}

const isUnreadableBody = (u: unknown): u is HttpServerError.RequestError =>
  HttpServerError.isServerError(u) && u._tag === "RequestError" && u.reason === "Decode"

/**
 * A stored record that does not match its schema (Store/StoredRecords.ts) is never served: the request
 * was valid, the store cannot answer it, so 500 with a code that names the problem, logged with the
 * table and id for whoever repairs the file.
 */
const unreadableRecord = (error: StoredRecordInvalid, cause: Cause.Cause<unknown>) =>
  Effect.as(
    Effect.logError(`stored record invalid: table ${error.table}, id ${error.id}`, cause),
    errorResponse(storedRecordInvalid(error.id))
  )

/**
 * The response for any cause, or none when the cause is an interruption (the client went away). A write
 * refused for want of space is 503 `insufficient_storage`, and tells `writes` (which `/readyz` reads).
 */
export const responseForCause = (routes: RouteIndex, writes: Pick<StoreWrites, "failed">) => (cause: Cause.Cause<unknown>) =>
  Effect.gen(function*() {
    const failure = Cause.failureOption(cause)
    if (Option.isSome(failure)) {
      const error = failure.value
      if (isApiError(error) && error.code === "insufficient_storage") yield* writes.failed
      if (isApiError(error)) return errorResponse(error)
      if (error instanceof HttpApiError.HttpApiDecodeError) {
        const request = yield* Effect.serviceOption(HttpServerRequest.HttpServerRequest)
        const tree = Option.isSome(request) ? yield* refusedRequestIssue(routes, request.value) : undefined
        return errorResponse(fromDecodeError(error, tree))
      }
      if (HttpServerError.isServerError(error) && error._tag === "RouteNotFound") return routeNotFound(routes, error)
    }
    const defect = Cause.dieOption(cause)
    // A check that runs while the platform reads the body (src/Http/BodyLimits.ts) surfaces as a defect.
    if (Option.isSome(defect) && isApiError(defect.value)) return errorResponse(defect.value)
    if (Option.isSome(defect) && defect.value instanceof Multipart.MultipartError) {
      const refused = multipartRefused(defect.value)
      if (refused !== undefined) {
        // The parser stopped reading: the rest of the body is discarded (bounded) so the client reads the answer.
        const request = yield* Effect.serviceOption(HttpServerRequest.HttpServerRequest)
        return yield* answerUnreadBody(Option.getOrUndefined(Option.map(request, incomingMessageOf)), refused)
      }
    }
    if (Option.isSome(defect) && isUnreadableBody(defect.value)) {
      return errorResponse(invalidJson())
    }
    if (Option.isSome(defect) && defect.value instanceof StoredRecordInvalid) return yield* unreadableRecord(defect.value, cause)
    if (Cause.isInterruptedOnly(cause)) return yield* Effect.interrupt
    if (Option.isSome(defect) && isStoreUnavailable(defect.value)) {
      yield* Effect.logWarning("store unavailable", storeUnavailableReason(defect.value))
      return errorResponse(serviceUnavailable())
    }
    if (causeIsStoreFull(cause)) {
      yield* Effect.logWarning("store full: a write was refused for want of space", Cause.squash(cause))
      yield* writes.failed
      return errorResponse(insufficientStorage())
    }
    yield* Effect.logError("unexpected failure", cause)
    return errorResponse(internalError())
  })
