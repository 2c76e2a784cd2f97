/**
 * The asynchronous prior-authorization request: the polled resource (ids and codes only: no document
 * contents, no submitted clinical data), its submission (`file_ids` and `data`, strict at every
 * depth), the sandbox extraction of a document (`data` in the same shape), and the stored record.
 */
import { fieldRules, notBothOf } from "../Domain/FieldRules.js"
import { SELECTION_PAIRS } from "./RequestDataMerge.js"
import { Schema } from "effect"
import { RequestError, storedSubmissionFields, SubmittedFileIds } from "../Domain/RequestRecord.js"
import { IsoDate, Timestamp, Uuid } from "../Domain/Scalars.js"
import { strict } from "../Domain/Strict.js"
import { optionalNull, sharedWriteFields } from "./PriorAuthorization.js"

const RequestPatientData = strict(
  Schema.Struct({
    first_name: optionalNull(Schema.String),
    last_name: optionalNull(Schema.String),
    date_of_birth: optionalNull(IsoDate)
  }),
  "PriorAuthorizationRequestPatientData"
)

/** Coverage as a document states it: matched to the patient's policy (insurance and member number) or created. */
const RequestPolicyData = strict(
  Schema.Struct({
    insurance_id: optionalNull(Uuid),
    insurance_name: optionalNull(Schema.String),
    member_number: optionalNull(Schema.String),
    group_number: optionalNull(Schema.String),
    plan_name: optionalNull(Schema.String),
  }),
  "PriorAuthorizationRequestPolicyData"
)

const RequestPayorData = strict(
  Schema.Struct({
    insurance_id: optionalNull(Uuid),
    member_id: optionalNull(Schema.String),
    insurance_display_name: optionalNull(Schema.String)
  }),
  "PriorAuthorizationRequestPayorData"
)

/** The spec's `data`: every field optional; explicit null clears an extracted value. */
export const PriorAuthorizationRequestData = strict(
  Schema.Struct({
    patient_id: optionalNull(Uuid),
    patient_data: optionalNull(RequestPatientData),
    patient_policy_id: optionalNull(Uuid),
    policy_data: optionalNull(RequestPolicyData),
    payor_id: optionalNull(Uuid),
    payor_data: optionalNull(RequestPayorData),
    ...sharedWriteFields,
    copy_files_from_prior_authorization_id: optionalNull(Uuid)
  }).annotations(fieldRules(...SELECTION_PAIRS.map(([id, data]) => notBothOf(id, data)))),
  "PriorAuthorizationRequestData"
)
export type PriorAuthorizationRequestData = typeof PriorAuthorizationRequestData.Type

export const PriorAuthorizationRequestCreate = strict(
  Schema.Struct({
    file_ids: SubmittedFileIds,
    data: Schema.optional(PriorAuthorizationRequestData)
  }),
  "PriorAuthorizationRequestCreate"
)
export type PriorAuthorizationRequestCreate = typeof PriorAuthorizationRequestCreate.Type

export const PriorAuthorizationRequestStatus = Schema.Literal("queued", "processing", "completed", "failed")
  .annotations({ identifier: "PriorAuthorizationRequestStatus" })

export const PriorAuthorizationRequestResource = Schema.Struct({
  id: Uuid,
  status: PriorAuthorizationRequestStatus,
  prior_authorization_id: Schema.NullOr(Uuid),
  error: Schema.NullOr(RequestError),
  created_at: Timestamp,
  updated_at: Timestamp,
  completed_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "PriorAuthorizationRequest" })
export type PriorAuthorizationRequestResource = typeof PriorAuthorizationRequestResource.Type

/** What the store keeps: the resource, plus the submission and who made it (never sent back). */
export const PriorAuthorizationRequestRecord = Schema.Struct({
  ...PriorAuthorizationRequestResource.fields,
  ...storedSubmissionFields
}).annotations({ identifier: "PriorAuthorizationRequestRecord" })
export type PriorAuthorizationRequestRecord = typeof PriorAuthorizationRequestRecord.Type

// --- Sandbox: document extraction -----------------------------------------------------------------

export const DocumentExtractionInput = Schema.Union(
  strict(Schema.Struct({ outcome: Schema.Literal("extracted"), data: PriorAuthorizationRequestData }), "DocumentExtracted"),
  strict(Schema.Struct({ outcome: Schema.Literal("unreadable") }), "DocumentUnreadable")
).annotations({ identifier: "SandboxDocumentExtraction" })
export type DocumentExtractionInput = typeof DocumentExtractionInput.Type

export const DocumentExtraction = Schema.Struct({
  id: Uuid,
  file_id: Uuid,
  outcome: Schema.Literal("extracted", "unreadable"),
  data: Schema.NullOr(PriorAuthorizationRequestData),
  created_at: Timestamp
}).annotations({ identifier: "DocumentExtraction" })
export type DocumentExtraction = typeof DocumentExtraction.Type
