/**
 * Which error codes each operation answers, and so which statuses, for the OpenAPI document
 * (Http/OpenApiDocument). Codes every operation of a kind shares are derived from what the operation is
 * (credentials, a /v1 path faults can reach, its body, its `version` field, its Idempotency-Key header,
 * the statuses its handler declares); the codes particular to a few operations, where the spec names the
 * refusal (409 states, 403 operator keys, 400 upsert), are listed here.
 */
import { codesOf, ERROR_CODE_KINDS, type ErrorCode } from "../Domain/ErrorCodes.js"
import { httpStatusOf } from "../Domain/Errors.js"

const vobMoves = [
  "vobs.update",
  "vobs.cancel",
  "vobs.comment",
  "vobs.followUpRequest",
  "vobs.review",
  "vobs.sync",
  "sandboxVobs.start",
  "sandboxVobs.askMissingInformation",
  "sandboxVobs.warn",
  "sandboxVobs.resume",
  "sandboxVobs.complete",
  "sandboxVobs.cancel",
  "sandboxVobs.takeFollowUp",
  "sandboxVobs.startFollowUp",
  "sandboxVobs.closeFollowUp",
  "sandboxVobs.settleSync"
] as const

/** The codes particular to an operation, by operationId. */
export const operationSpecificCodes: Readonly<Record<string, ReadonlyArray<ErrorCode>>> = {
  ...Object.fromEntries(vobMoves.map((operation) => [operation, ["invalid_state"]])),
  "vobs.followUpRequest": ["forbidden", "invalid_state"],
  "sandboxClock.freeze": ["invalid_state"],
  "webhooks.redeliver": ["invalid_state"],
  "webhooks.test": ["invalid_state"],
  "patients.upsert": ["patient_not_creatable", "coverage_tier_taken", "external_id_taken"],
  "patientPolicies.create": ["coverage_tier_taken", "tiers_full", "external_id_taken"],
  "patientPolicies.update": ["coverage_tier_taken", "external_id_taken"],
  "priorAuthorizations.create": ["invalid_state", "external_id_taken"],
  "priorAuthorizations.update": ["invalid_state", "external_id_taken"],
  "sandboxCompanies.create": ["seed_taken"],
  "sandboxFaults.create": ["invalid_state"],
  "sandboxWebhookGrader.grade": ["invalid_state"],
  "sandboxEventStream.stream": ["too_many_streams"],
  "sandboxSnapshots.create": ["invalid_state"]
}

/** What the document tells of one operation, as its codes are derived. */
export interface OperationFacts {
  readonly operationId: string
  readonly path: string
  /** Its middleware checks credentials. */
  readonly authenticated: boolean
  /** The body it reads: none (a GET: any body sent is ignored), JSON, or multipart (the upload). */
  readonly body: "none" | "json" | "multipart"
  readonly sendsVersion: boolean
  readonly takesIdempotencyKey: boolean
  /** The statuses the API definition declares for it (its handler's errors). */
  readonly declared: ReadonlySet<string>
}

/**
 * The statuses the definition decides: answered by a handler, so listed only where declared. The others are
 * answered at the edge (the Node server, the guards, the error edge, the fault gate) and follow from the facts.
 */
export const HANDLER_STATUSES: ReadonlySet<string> = new Set(["404", "409"])

const statusOf = (code: ErrorCode) => String(httpStatusOf[ERROR_CODE_KINDS[code]].status)

/**
 * Every code the operation may answer, by status. Each status with a code is a status the operation
 * answers; a handler status it declares without a known code is listed with none (and a test fails).
 */
export const operationErrorCodes = (facts: OperationFacts): Record<string, ReadonlyArray<ErrorCode>> => {
  // A fault rule or `Prefer: code=` answers only a company's own /v1 requests (Http/FaultGate).
  const faultable = facts.authenticated && facts.path.startsWith("/v1/")
  const handlerCodes: Array<ErrorCode> = [
    "resource_not_found",
    ...(facts.sendsVersion ? ["version_conflict"] as const : []),
    ...(facts.takesIdempotencyKey ? ["idempotency_key_reused"] as const : []),
    ...(operationSpecificCodes[facts.operationId] ?? [])
  ]
  const codes: Array<ErrorCode> = [
    // Anywhere: the Host check, the Node server's limits, validation of what is sent, the store.
    "forbidden_host",
    "request_timeout",
    "invalid_parameter",
    "missing_parameter",
    "unknown_field",
    "too_many_connections",
    "headers_too_large",
    "internal_error",
    "stored_record_invalid",
    "service_unavailable",
    // A store out of space refuses what would be written (Store/StoreFull).
    ...(facts.body === "none" ? [] : ["insufficient_storage"] as const),
    ...(facts.authenticated ? codesOf("AuthenticationFailed") : []),
    ...(faultable ? ["rate_limited", "bad_gateway", "gateway_timeout"] as const : []),
    ...(facts.body === "json" ? ["invalid_json", "unreadable_body", "payload_too_large", "unsupported_media_type"] as const : []),
    ...(facts.body === "multipart" ? ["invalid_multipart", "file_too_large", "unsupported_media_type"] as const : []),
    // A code particular to the operation counts where the definition declares its status.
    ...handlerCodes.filter((code) => facts.declared.has(statusOf(code)))
  ]
  const byStatus: Record<string, Array<ErrorCode>> = {}
  for (const status of facts.declared) if (HANDLER_STATUSES.has(status)) byStatus[status] = []
  for (const code of new Set(codes)) (byStatus[statusOf(code)] ??= []).push(code)
  return byStatus
}
