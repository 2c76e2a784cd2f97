/**
 * Which error codes each operation answers, for the OpenAPI document (Http/OpenApiDocument). Codes
 * every operation of a kind shares are derived from what the operation declares (its statuses, its
 * body, its `version` field, its Idempotency-Key header); the codes particular to a few operations,
 * where the spec names the refusal (409 states, 403 operator keys, 400 upsert), are listed here.
 */
import { ERROR_CODE_KINDS, type ErrorCode } from "../Domain/ErrorCodes.js"
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
  "patients.upsert": ["patient_not_creatable"],
  "patientPolicies.create": ["coverage_tier_taken", "tiers_full", "external_id_taken"],
  "patientPolicies.update": ["coverage_tier_taken", "external_id_taken"],
  "priorAuthorizations.create": ["invalid_state", "external_id_taken"],
  "priorAuthorizations.update": ["invalid_state", "external_id_taken"],
  "sandboxCompanies.create": ["seed_taken"],
  "files.upload": ["invalid_multipart", "file_too_large"],
  "sandboxEventStream.stream": ["too_many_streams"],
  "sandboxSnapshots.create": ["invalid_state"]
}

/** What the document tells of one operation, as its codes are derived. */
export interface OperationFacts {
  readonly operationId: string
  readonly hasJsonBody: boolean
  readonly sendsVersion: boolean
  readonly takesIdempotencyKey: boolean
}

const statusOf = (code: ErrorCode) => String(httpStatusOf[ERROR_CODE_KINDS[code]].status)

/** Every code the operation may answer, by status. */
export const operationErrorCodes = (facts: OperationFacts): Record<string, ReadonlyArray<ErrorCode>> => {
  const codes: Array<ErrorCode> = [
    "missing_credentials",
    "invalid_credentials",
    "resource_not_found",
    "invalid_parameter",
    "missing_parameter",
    "unknown_field",
    "internal_error",
    ...(facts.hasJsonBody ? ["invalid_json", "payload_too_large"] as const : []),
    ...(facts.sendsVersion ? ["version_conflict"] as const : []),
    ...(facts.takesIdempotencyKey ? ["idempotency_key_reused"] as const : []),
    ...(operationSpecificCodes[facts.operationId] ?? [])
  ]
  const byStatus: Record<string, Array<ErrorCode>> = {}
  for (const code of new Set(codes)) (byStatus[statusOf(code)] ??= []).push(code)
  return byStatus
}
