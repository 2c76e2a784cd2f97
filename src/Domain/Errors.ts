/**
 * Every failure the API can answer with, and the one place where each kind meets its HTTP status.
 *
 * Handlers fail with the tagged classes (`new NotFound(...)`, or the constructors below); endpoint
 * contracts declare the `*Error` wire schemas, which encode a class to the spec's unwrapped error
 * body `{type, code, message, param?, meta?}` (no `_tag` on the wire) with its status annotated, so
 * the OpenAPI document describes exactly what a client receives.
 */
import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { codesOf, type CodeOf, type ErrorCode, type ErrorKind } from "./ErrorCodes.js"

const DetailFields = {
  message: Schema.String,
  param: Schema.optional(Schema.String),
  meta: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  /** Only on the 400 of a patient upsert that cannot create a patient: the fields it could not use. */
  dropped_fields: Schema.optional(Schema.Array(Schema.String))
}

/** The fields of one kind of error: its `code` is one of the codes listed for that kind (Domain/ErrorCodes). */
const fieldsOf = <K extends ErrorKind>(kind: K) => ({ code: Schema.Literal(...codesOf(kind)), ...DetailFields })

export class InvalidRequest
  extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", fieldsOf("InvalidRequest"))
{}
export class AuthenticationFailed
  extends Schema.TaggedError<AuthenticationFailed>()("AuthenticationFailed", fieldsOf("AuthenticationFailed"))
{}
export class PermissionDenied
  extends Schema.TaggedError<PermissionDenied>()("PermissionDenied", fieldsOf("PermissionDenied"))
{}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", fieldsOf("NotFound")) {}
export class MethodNotAllowed
  extends Schema.TaggedError<MethodNotAllowed>()("MethodNotAllowed", fieldsOf("MethodNotAllowed"))
{}
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", fieldsOf("Conflict")) {}
export class PayloadTooLarge
  extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", fieldsOf("PayloadTooLarge"))
{}
export class UnsupportedMediaType
  extends Schema.TaggedError<UnsupportedMediaType>()("UnsupportedMediaType", fieldsOf("UnsupportedMediaType"))
{}
export class RequestTimeout
  extends Schema.TaggedError<RequestTimeout>()("RequestTimeout", fieldsOf("RequestTimeout"))
{}
export class HeadersTooLarge
  extends Schema.TaggedError<HeadersTooLarge>()("HeadersTooLarge", fieldsOf("HeadersTooLarge"))
{}
export class TooManyRequests
  extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", fieldsOf("TooManyRequests"))
{}
export class ValidationFailed
  extends Schema.TaggedError<ValidationFailed>()("ValidationFailed", fieldsOf("ValidationFailed"))
{}
export class InternalFailure
  extends Schema.TaggedError<InternalFailure>()("InternalFailure", fieldsOf("InternalFailure"))
{}
export class BadGateway extends Schema.TaggedError<BadGateway>()("BadGateway", fieldsOf("BadGateway")) {}
export class ServiceUnavailable
  extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", fieldsOf("ServiceUnavailable"))
{}
export class GatewayTimeout extends Schema.TaggedError<GatewayTimeout>()("GatewayTimeout", fieldsOf("GatewayTimeout")) {}

export type ApiError =
  | InvalidRequest
  | AuthenticationFailed
  | PermissionDenied
  | NotFound
  | MethodNotAllowed
  | Conflict
  | PayloadTooLarge
  | UnsupportedMediaType
  | RequestTimeout
  | HeadersTooLarge
  | TooManyRequests
  | ValidationFailed
  | InternalFailure
  | BadGateway
  | ServiceUnavailable
  | GatewayTimeout

/** Status and `type` of each kind: the single mapping from error kind to HTTP. */
export const httpStatusOf = {
  InvalidRequest: { status: 400, type: "invalid_request_error" },
  AuthenticationFailed: { status: 401, type: "authentication_error" },
  PermissionDenied: { status: 403, type: "permission_error" },
  NotFound: { status: 404, type: "not_found_error" },
  MethodNotAllowed: { status: 405, type: "invalid_request_error" },
  Conflict: { status: 409, type: "conflict_error" },
  PayloadTooLarge: { status: 413, type: "invalid_request_error" },
  UnsupportedMediaType: { status: 415, type: "invalid_request_error" },
  // The two below are answered by the Node server itself (src/Http/NodeServer.ts), never by a handler.
  RequestTimeout: { status: 408, type: "invalid_request_error" },
  HeadersTooLarge: { status: 431, type: "invalid_request_error" },
  // Too many connections (the Node server) or an injected rate limit (a fault): never a handler.
  TooManyRequests: { status: 429, type: "rate_limit_error" },
  ValidationFailed: { status: 422, type: "validation_error" },
  InternalFailure: { status: 500, type: "api_error" },
  // Only ever injected by a fault rule or `Prefer: code=` (Faults/FaultRule).
  BadGateway: { status: 502, type: "api_error" },
  // The store (a PostgreSQL server) cannot be reached or is full, the server is starting, or a fault: answered with Retry-After.
  ServiceUnavailable: { status: 503, type: "api_error" },
  // Only ever injected by a fault rule or `Prefer: code=` (Faults/FaultRule).
  GatewayTimeout: { status: 504, type: "api_error" }
} as const satisfies Record<ApiError["_tag"], { status: number; type: string }>

export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && "_tag" in u && (u as { _tag: string })._tag in httpStatusOf &&
  "code" in u && "message" in u

export interface ErrorBody {
  readonly type: string
  readonly code: ErrorCode
  readonly message: string
  readonly param?: string
  readonly meta?: Record<string, unknown>
  readonly dropped_fields?: ReadonlyArray<string>
}

export const errorBody = (error: ApiError): ErrorBody => ({
  type: httpStatusOf[error._tag].type,
  code: error.code,
  message: error.message,
  ...(error.param === undefined ? {} : { param: error.param }),
  ...(error.meta === undefined ? {} : { meta: error.meta }),
  ...(error.dropped_fields === undefined ? {} : { dropped_fields: error.dropped_fields })
})

type ErrorClass<Tag extends ApiError["_tag"]> = Schema.Schema<
  Extract<ApiError, { _tag: Tag }>,
  { readonly _tag: Tag; readonly code: CodeOf<Tag> } & Schema.Struct.Encoded<typeof DetailFields>
>

const onTheWire = <Tag extends ApiError["_tag"]>(tag: Tag, self: ErrorClass<Tag>, description: string) => {
  const { status, type } = httpStatusOf[tag]
  return Schema.transform(
    Schema.Struct({ type: Schema.Literal(type), ...fieldsOf(tag) }),
    self,
    {
      strict: false,
      decode: ({ type: _, ...rest }) => ({ ...rest, _tag: tag }),
      encode: ({ _tag: _, ...rest }) => ({ type, ...rest })
    }
  ).annotations({ ...HttpApiSchema.annotations({ status }), identifier: `${tag}Error`, description })
}

export const InvalidRequestError = onTheWire(
  "InvalidRequest",
  InvalidRequest,
  "The request could not be read (for example a body that is not JSON)."
)
export const AuthenticationFailedError = onTheWire(
  "AuthenticationFailed",
  AuthenticationFailed,
  "Credentials are missing or not recognised."
)
export const PermissionDeniedError = onTheWire(
  "PermissionDenied",
  PermissionDenied,
  "The credentials may not perform this operation."
)
export const NotFoundError = onTheWire(
  "NotFound",
  NotFound,
  "The resource does not exist, is not active, or belongs to another company."
)
export const ConflictError = onTheWire(
  "Conflict",
  Conflict,
  "Version mismatch, reused idempotency key, or an operation the resource's state does not allow."
)
export const MethodNotAllowedError = onTheWire(
  "MethodNotAllowed",
  MethodNotAllowed,
  "The path exists but not with this method; the `Allow` header lists the methods it takes."
)
export const RequestTimeoutError = onTheWire(
  "RequestTimeout",
  RequestTimeout,
  "The request was not received in time (the headers, or the whole request); the connection is closed."
)
export const PayloadTooLargeError = onTheWire("PayloadTooLarge", PayloadTooLarge, "The JSON body or the upload is too large.")
export const UnsupportedMediaTypeError = onTheWire(
  "UnsupportedMediaType",
  UnsupportedMediaType,
  "The body is neither JSON nor multipart/form-data."
)
export const TooManyRequestsError = onTheWire(
  "TooManyRequests",
  TooManyRequests,
  "Too many open connections from this client (`too_many_connections`), too many event streams open for the company " +
    "(`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule " +
    "or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds."
)
export const HeadersTooLargeError = onTheWire(
  "HeadersTooLarge",
  HeadersTooLarge,
  "The request headers are larger than the server accepts; the connection is closed."
)
export const ValidationFailedError = onTheWire(
  "ValidationFailed",
  ValidationFailed,
  "The request failed validation; `param` names the offending field (dotted path)."
)
export const InternalFailureError = onTheWire("InternalFailure", InternalFailure, "Unexpected server error.")
export const BadGatewayError = onTheWire(
  "BadGateway",
  BadGateway,
  "Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done."
)
export const ServiceUnavailableError = onTheWire(
  "ServiceUnavailable",
  ServiceUnavailable,
  "The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full " +
    "(`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when " +
    "part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`."
)
export const GatewayTimeoutError = onTheWire(
  "GatewayTimeout",
  GatewayTimeout,
  "Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done."
)

/** The wire schema of every kind of error: what the OpenAPI document names for each status (Http/OpenApiDocument). */
export const errorWireSchemas = {
  InvalidRequest: InvalidRequestError,
  AuthenticationFailed: AuthenticationFailedError,
  PermissionDenied: PermissionDeniedError,
  NotFound: NotFoundError,
  MethodNotAllowed: MethodNotAllowedError,
  Conflict: ConflictError,
  PayloadTooLarge: PayloadTooLargeError,
  UnsupportedMediaType: UnsupportedMediaTypeError,
  RequestTimeout: RequestTimeoutError,
  HeadersTooLarge: HeadersTooLargeError,
  TooManyRequests: TooManyRequestsError,
  ValidationFailed: ValidationFailedError,
  InternalFailure: InternalFailureError,
  BadGateway: BadGatewayError,
  ServiceUnavailable: ServiceUnavailableError,
  GatewayTimeout: GatewayTimeoutError
} as const satisfies Record<ApiError["_tag"], unknown>

// One constructor per code (Domain/ErrorCodes lists them): call sites name the code, never write it.

/** What a constructor is given: everything of the body but the code (and the type its kind implies). */
export type ErrorDetails = Schema.Struct.Constructor<typeof DetailFields>

// 400
export const invalidJson = () => new InvalidRequest({ code: "invalid_json", message: "The request body is not valid JSON." })
export const invalidMultipart = (details: ErrorDetails) => new InvalidRequest({ ...details, code: "invalid_multipart" })
export const unreadableBody = () =>
  new InvalidRequest({ code: "unreadable_body", message: "The request body could not be read." })
export const malformedRequest = (details: ErrorDetails) => new InvalidRequest({ ...details, code: "malformed_request" })
export const patientNotCreatable = (details: ErrorDetails) =>
  new InvalidRequest({ ...details, code: "patient_not_creatable" })
// 401
export const missingCredentials = (details: ErrorDetails) =>
  new AuthenticationFailed({ ...details, code: "missing_credentials" })
export const invalidCredentials = (details: ErrorDetails) =>
  new AuthenticationFailed({ ...details, code: "invalid_credentials" })
export const conflictingCredentials = (details: ErrorDetails) =>
  new AuthenticationFailed({ ...details, code: "conflicting_credentials" })
// 403
export const forbidden = (details: ErrorDetails) => new PermissionDenied({ ...details, code: "forbidden" })
export const forbiddenHost = (details: ErrorDetails) => new PermissionDenied({ ...details, code: "forbidden_host" })
// 404
export const notFound = (resource: string, id: string, param = "id") =>
  new NotFound({ code: "resource_not_found", message: `No ${resource} '${id}' exists in this company.`, param })
export const routeNotFound = (details: ErrorDetails) => new NotFound({ ...details, code: "route_not_found" })
// 405
export const methodNotAllowed = (details: ErrorDetails) => new MethodNotAllowed({ ...details, code: "method_not_allowed" })
// 408
export const requestTimeout = (details: ErrorDetails) => new RequestTimeout({ ...details, code: "request_timeout" })
// 409
export const versionConflict = (resource: string, current: number, sent: number) =>
  new Conflict({
    code: "version_conflict",
    message: `The ${resource} is at version ${current}, but the update was made against version ${sent}. ` +
      "Fetch it again and retry with the current version.",
    param: "version",
    meta: { current_version: current }
  })

export const invalidState = (message: string, meta?: Record<string, unknown>, param?: string) =>
  new Conflict({
    code: "invalid_state",
    message,
    ...(meta === undefined ? {} : { meta }),
    ...(param === undefined ? {} : { param })
  })

export const idempotencyKeyReused = () =>
  new Conflict({
    code: "idempotency_key_reused",
    message: "This Idempotency-Key was already used with a different request body. " +
      "Use a new key for a different request.",
    param: "Idempotency-Key"
  })
export const coverageTierTaken = (details: ErrorDetails) => new Conflict({ ...details, code: "coverage_tier_taken" })
export const tiersFull = (details: ErrorDetails) => new Conflict({ ...details, code: "tiers_full" })
export const externalIdTaken = (details: ErrorDetails) => new Conflict({ ...details, code: "external_id_taken" })
export const seedTaken = (details: ErrorDetails) => new Conflict({ ...details, code: "seed_taken" })
// 413
export const payloadTooLarge = (details: ErrorDetails) => new PayloadTooLarge({ ...details, code: "payload_too_large" })
export const fileTooLarge = (details: ErrorDetails) => new PayloadTooLarge({ ...details, code: "file_too_large" })
// 415
export const unsupportedMediaType = (details: ErrorDetails) =>
  new UnsupportedMediaType({ ...details, code: "unsupported_media_type" })
// 422
/** `param` names the field; without one (or empty) the body as a whole is invalid. */
export const invalidParameter = (param: string | undefined, message: string) =>
  new ValidationFailed({ code: "invalid_parameter", message, ...(param === undefined || param === "" ? {} : { param }) })

export const missingParameter = (param: string, message = `'${param}' is required.`) =>
  new ValidationFailed({ code: "missing_parameter", message, param })

export const unknownField = (param: string, message: string) =>
  new ValidationFailed({ code: "unknown_field", message, ...(param === "" ? {} : { param }) })
// 429
export const tooManyConnections = (details: ErrorDetails) =>
  new TooManyRequests({ ...details, code: "too_many_connections" })
export const rateLimited = (details: ErrorDetails) => new TooManyRequests({ ...details, code: "rate_limited" })
/** `cap`: the most event streams one company may hold open on one server. */
export const tooManyStreams = (cap: number) =>
  new TooManyRequests({
    code: "too_many_streams",
    message: `This company already holds ${cap} open event streams on this server, the most it may hold ` +
      "(--max-streams-per-company); close one (or resume it later with Last-Event-ID).",
    meta: { max_streams_per_company: cap }
  })
// 431
export const headersTooLarge = (details: ErrorDetails) => new HeadersTooLarge({ ...details, code: "headers_too_large" })
// 500
export const internalError = (details: ErrorDetails = { message: "An unexpected error occurred. It has been logged." }) =>
  new InternalFailure({ ...details, code: "internal_error" })

// 502
export const badGateway = (details: ErrorDetails) => new BadGateway({ ...details, code: "bad_gateway" })
// 503
export const serviceUnavailable = (
  details: ErrorDetails = { message: "The sandbox's database cannot be reached right now. Retry shortly." }
) => new ServiceUnavailable({ ...details, code: "service_unavailable" })
// 504
export const gatewayTimeout = (details: ErrorDetails) => new GatewayTimeout({ ...details, code: "gateway_timeout" })

/**
 * The store refused a write for want of space (SQLite's SQLITE_FULL: the disk, or the database's size limit;
 * PostgreSQL's 53100 disk_full). `meta` says what of the request was stored, when part of it was.
 */
export const insufficientStorage = (message?: string, meta?: Record<string, unknown>) =>
  new ServiceUnavailable({
    code: "insufficient_storage",
    message: message ?? "The sandbox's database is full (no disk space, or its size limit reached): nothing of this request " +
      "was stored. Writes fail until space is freed; retry after Retry-After.",
    ...(meta === undefined ? {} : { meta })
  })

export const storedRecordInvalid = (id: string) =>
  new InternalFailure({
    code: "stored_record_invalid",
    message: `The stored record '${id}' cannot be read: it does not match its schema. It has been logged.`
  })
