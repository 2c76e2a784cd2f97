/**
 * What the asynchronous request resources (VOB requests, prior-authorization requests) share: the
 * failure either records (`RequestError`), and in the store the submission and its submitter kept beside
 * the polled resource, never sent back.
 */
import { Schema } from "effect"
import { Uuid } from "./Scalars.js"

/**
 * A submission's `file_ids`: 1 to 15 distinct uploaded files. The bounds are checked after decoding
 * (VobRequests/SubmissionRules.fileIdsViolation, with the offending index as `param`); the document
 * states them here.
 */
export const SubmittedFileIds = Schema.Array(Uuid).annotations({
  jsonSchema: { minItems: 1, maxItems: 15, uniqueItems: true },
  description: "1 to 15 distinct files uploaded through /v1/files (PDF, PNG or JPEG; at most 50 MB together)."
})

export const storedSubmissionFields = {
  submission: Schema.Unknown,
  submitted_by: Schema.NullOr(Schema.String),
  submitted_via: Schema.String
}

export interface StoredSubmission {
  readonly submission: unknown
  readonly submitted_by: string | null
  readonly submitted_via: string
}

/**
 * The files a stored submission names, for the sandbox's inspection list: read leniently (any string ids
 * under `file_ids`), so a submission that no longer decodes still shows what it named.
 */
export const submittedFileIdsOf = (record: StoredSubmission): ReadonlyArray<string> => {
  const ids = (record.submission as { readonly file_ids?: unknown } | null)?.file_ids
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []
}

/** The polled form of a stored request. */
export const withoutSubmission = <R extends StoredSubmission>(record: R): Omit<R, keyof StoredSubmission> => {
  const { submission: _, submitted_by: __, submitted_via: ___, ...resource } = record
  return resource
}

/** Why a request failed: the polled resource's `error` (see Intake/IntakeFailure.ts). */
const RequestErrorCode = Schema.Literal(
  "files_unreadable",
  "patient_conflict",
  "validation_failed",
  "invalid_operation_payload",
  "operation_failed",
  "operation_timeout"
)

export const RequestError = Schema.Struct({
  code: RequestErrorCode,
  message: Schema.String,
  retryable: Schema.Boolean,
  fields: Schema.Array(Schema.Struct({ path: Schema.String, code: Schema.String, message: Schema.String }))
}).annotations({ identifier: "RequestError" })

export type RequestError = typeof RequestError.Type
