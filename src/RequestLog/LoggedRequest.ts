/**
 * One API call as the company's request log keeps it, and the filters its list takes. Pure schemas: the
 * API definition, the typed clients and the store read these, so this module loads only `effect`.
 */
import { Schema } from "effect"
import { ERROR_CODE_KINDS, type ErrorCode } from "../Domain/ErrorCodes.js"
import { PageParams } from "../Domain/Pagination.js"
import { Repeatable } from "../Domain/QueryParams.js"
import { DateTimeWritten, Timestamp } from "../Domain/Scalars.js"
import { STATUS_FILTER } from "./StatusFilter.js"

/** Each body kept, in bytes: a longer one is cut there, with a marker saying how much was cut. */
export const MAX_LOGGED_BODY_BYTES = 64 * 1024

/** `--request-log`'s bound: calls kept per company at most (each up to two 64 KB bodies). */
export const MAX_REQUEST_LOG_SIZE = 100_000

/** A request id as the log keeps it: the `X-Request-Id` the call was answered with. */
export const RequestId = Schema.String.pipe(
  Schema.pattern(/^[\x21-\x7e]{1,128}$/, { message: () => "must be a request id (1 to 128 visible ASCII characters)" })
).annotations({ identifier: "RequestId", description: "The `X-Request-Id` the call was answered with." })

const LoggedHeaders = Schema.Record({ key: Schema.String, value: Schema.String }).annotations({
  description: "Header names in lower case. `X-API-Key` and `Authorization` are masked (`sk_test_…1a2b`): " +
    "the log never holds a credential."
})

const LoggedExchangeSide = (side: "request" | "response") =>
  Schema.Struct({
    headers: LoggedHeaders,
    body: Schema.Unknown.annotations({
      description: `The ${side} body: its JSON as sent, a string for any other text, null when there was none. ` +
        `A body over ${MAX_LOGGED_BODY_BYTES} bytes is kept as a string of its first ${MAX_LOGGED_BODY_BYTES} bytes ` +
        "ending with a marker saying how many were cut. " +
        (side === "request"
          ? "An upload is kept as its parts' metadata (`{multipart: [{name, filename, content_type}]}`), never its bytes."
          : "Webhook secrets and credentials in an answer are masked.")
    }),
    body_bytes: Schema.Int.annotations({ description: `The ${side} body's whole size in bytes (0 without one).` })
  }).annotations({ identifier: side === "request" ? "LoggedRequestSide" : "LoggedResponseSide" })

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const

export const LoggedRequest = Schema.Struct({
  id: RequestId,
  method: Schema.String,
  path: Schema.String.annotations({ description: "The path without its query string." }),
  query: Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Array(Schema.String)) })
    .annotations({ description: "The query parameters as sent; a repeated one is an array." }),
  status: Schema.Int,
  duration_ms: Schema.Number.annotations({ description: "Server time from the request's arrival to its answer, in real milliseconds." }),
  created_at: Timestamp.annotations({ description: "When the call arrived, in real (wall-clock) time." }),
  sandbox_time: Timestamp.annotations({ description: "The company's sandbox clock when the call arrived." }),
  request: LoggedExchangeSide("request"),
  response: LoggedExchangeSide("response"),
  error_code: Schema.NullOr(Schema.String).annotations({ description: "The answer's error `code`; null on success." })
}).annotations({ identifier: "LoggedRequest" })

export type LoggedRequest = typeof LoggedRequest.Type

/** `404`, or a class of statuses (`4xx`). */
export const StatusFilter = Schema.String.pipe(
  Schema.pattern(STATUS_FILTER, { message: () => "must be a status (e.g. 422) or a class (2xx, 4xx, 5xx)" })
).annotations({ identifier: "RequestStatusFilter" })

const ErrorCodeFilter = Schema.Literal(...(Object.keys(ERROR_CODE_KINDS) as Array<ErrorCode>))

export const RequestLogParams = Schema.Struct({
  ...PageParams,
  status: Schema.optional(Repeatable(StatusFilter)),
  method: Schema.optional(Schema.Literal(...HTTP_METHODS)),
  path: Schema.optional(
    Schema.String.pipe(Schema.startsWith("/", { message: () => "must be a path prefix starting with /" }), Schema.maxLength(2_000))
  ),
  since: Schema.optional(DateTimeWritten),
  until: Schema.optional(DateTimeWritten),
  error_code: Schema.optional(ErrorCodeFilter)
})

export type RequestLogParams = typeof RequestLogParams.Type

export const RequestIdPath = Schema.Struct({ id: RequestId })
