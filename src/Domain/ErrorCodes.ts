/**
 * Every `code` an API error body can carry, listed once, each with the kind of error (and so the HTTP
 * status, see Errors.httpStatusOf) it is answered with. The error classes accept only the codes of
 * their own kind, so a code written anywhere else does not type-check.
 */
export const ERROR_CODE_KINDS = {
  // 400
  invalid_json: "InvalidRequest",
  invalid_multipart: "InvalidRequest",
  unreadable_body: "InvalidRequest",
  malformed_request: "InvalidRequest",
  patient_not_creatable: "InvalidRequest",
  // 401
  missing_credentials: "AuthenticationFailed",
  invalid_credentials: "AuthenticationFailed",
  conflicting_credentials: "AuthenticationFailed",
  // 403
  forbidden: "PermissionDenied",
  forbidden_host: "PermissionDenied",
  // 404
  resource_not_found: "NotFound",
  route_not_found: "NotFound",
  console_not_built: "NotFound",
  docs_not_built: "NotFound",
  // 405
  method_not_allowed: "MethodNotAllowed",
  // 408
  request_timeout: "RequestTimeout",
  // 409
  version_conflict: "Conflict",
  invalid_state: "Conflict",
  idempotency_key_reused: "Conflict",
  coverage_tier_taken: "Conflict",
  tiers_full: "Conflict",
  external_id_taken: "Conflict",
  seed_taken: "Conflict",
  // 413
  payload_too_large: "PayloadTooLarge",
  file_too_large: "PayloadTooLarge",
  // 415
  unsupported_media_type: "UnsupportedMediaType",
  // 422
  invalid_parameter: "ValidationFailed",
  missing_parameter: "ValidationFailed",
  unknown_field: "ValidationFailed",
  // 429
  too_many_connections: "TooManyRequests",
  too_many_streams: "TooManyRequests",
  rate_limited: "TooManyRequests",
  // 431
  headers_too_large: "HeadersTooLarge",
  // 500
  internal_error: "InternalFailure",
  stored_record_invalid: "InternalFailure",
  // 502 (only ever injected: Faults/FaultRule)
  bad_gateway: "BadGateway",
  // 503
  service_unavailable: "ServiceUnavailable",
  insufficient_storage: "ServiceUnavailable",
  // 504 (only ever injected: Faults/FaultRule)
  gateway_timeout: "GatewayTimeout"
} as const

export type ErrorCode = keyof typeof ERROR_CODE_KINDS

export type ErrorKind = (typeof ERROR_CODE_KINDS)[ErrorCode]

/** The codes answered with one kind of error. */
export type CodeOf<K extends ErrorKind> = { [C in ErrorCode]: (typeof ERROR_CODE_KINDS)[C] extends K ? C : never }[ErrorCode]

export const ERROR_CODES = Object.keys(ERROR_CODE_KINDS) as ReadonlyArray<ErrorCode>

export const codesOf = <K extends ErrorKind>(kind: K): readonly [CodeOf<K>, ...Array<CodeOf<K>>] => {
  const codes = ERROR_CODES.filter((code) => ERROR_CODE_KINDS[code] === kind)
  if (codes.length === 0) throw new Error(`No error code is answered as ${kind}`)
  return codes as unknown as readonly [CodeOf<K>, ...Array<CodeOf<K>>]
}
