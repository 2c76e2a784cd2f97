/**
 * The asynchronous VOB request: the polled resource (ids and codes only), its submission body (strict
 * at every depth: unlike the upsert, unknown fields are refused), and the stored record.
 */
import { Schema } from "effect"
import { CoverageTier, Subscriber } from "../Domain/Coverage.js"
import { atLeastOneOf, exactlyOneOf, fieldRules } from "../Domain/FieldRules.js"
import { RequestError, storedSubmissionFields, SubmittedFileIds } from "../Domain/RequestRecord.js"
import { FreeText, TEXT_LIMITS, Timestamp, Uuid } from "../Domain/Scalars.js"
import { ServiceType } from "../Domain/ServiceType.js"
import { strict } from "../Domain/Strict.js"
import { ExternalId } from "../Patients/Patient.js"
import { SpecialtyInput } from "../Vobs/Vob.js"

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))

export const VobRequestStatus = Schema.Literal("queued", "processing", "completed", "failed")
  .annotations({ identifier: "VobRequestStatus" })

const PolicyAction = Schema.Literal("created", "corrected", "filled", "matched", "unchanged", "skipped")
const PolicySource = Schema.Literal("request", "card", "both")

export const PolicyEntry = Schema.Struct({
  id: Schema.NullOr(Uuid),
  action: PolicyAction,
  reason: Text,
  source: Schema.NullOr(PolicySource)
}).annotations({ identifier: "VobRequestPolicy" })

const VerificationEntry = Schema.Struct({
  id: Schema.NullOr(Uuid),
  patient_policy_id: Uuid,
  status: Schema.Literal("opened", "already_open", "not_requested"),
  reason: Text,
  left_out: Schema.Array(ServiceType)
}).annotations({ identifier: "VobRequestVerification" })

export const VobRequestResource = Schema.Struct({
  id: Uuid,
  status: VobRequestStatus,
  patient: Schema.NullOr(Schema.Struct({ id: Uuid, action: Schema.Literal("created", "updated", "matched") })),
  policies: Schema.Array(PolicyEntry),
  verifications: Schema.Array(VerificationEntry),
  error: Schema.NullOr(RequestError),
  created_at: Timestamp,
  updated_at: Timestamp,
  completed_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "VobRequest" })

export type VobRequestResource = typeof VobRequestResource.Type

// --- Submission ------------------------------------------------------------------------------------


const optionalText = Schema.optional(Text)

/** The patient as a request carries it: the upsert's fields without coverage, stage or targeting. */
export const IntakePatient = strict(
  Schema.Struct({
    first_name: optionalText,
    last_name: optionalText,
    middle_name: optionalText,
    date_of_birth: optionalText,
    gender: optionalText,
    phone_number: optionalText,
    additional_phone_number: optionalText,
    email: optionalText,
    address: optionalText,
    address2: optionalText,
    city: optionalText,
    state: optionalText,
    zip: optionalText,
    comments: optionalText,
    location_id: Schema.optional(Schema.NullOr(Uuid)),
    organization_id: Schema.optional(Schema.NullOr(Uuid)),
    tags: Schema.optional(Schema.Array(Schema.String)),
    custom_fields: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
    external_id: Schema.optional(Schema.NullOr(strict(ExternalId, "IntakeExternalId")))
  }),
  "VobRequestPatient"
)

export type IntakePatient = typeof IntakePatient.Type

/** One known coverage: its insurance by id or name, its tier and what the caller knows of it. */
export const IntakeCoverage = strict(
  Schema.Struct({
    insurance_id: Schema.optional(Uuid),
    insurance_name: Schema.optional(Schema.String),
    // Required: the spec lists it among a coverage's non-optional fields (one coverage per tier).
    coverage_tier: CoverageTier,
    member_number: optionalText,
    group_number: optionalText,
    plan_name: optionalText,
    subscriber: Schema.optional(Schema.NullOr(strict(Subscriber, "IntakeSubscriber"))),
    external_id: optionalText
  }),
  "VobRequestCoverage"
)

export type IntakeCoverage = typeof IntakeCoverage.Type

export const VobRequestCreate = strict(
  Schema.Struct({
    patient: Schema.optional(IntakePatient),
    patient_id: Schema.optional(Uuid),
    policies: Schema.optional(Schema.Array(IntakeCoverage)),
    file_ids: Schema.optional(SubmittedFileIds),
    // Non-empty when present: checked after decoding (SubmissionRules), stated here for the document.
    specialties: Schema.optional(Schema.Array(SpecialtyInput).annotations({ jsonSchema: { minItems: 1 } })),
    priority: Schema.optional(Schema.Boolean).annotations({ default: false })
  }).annotations(fieldRules(exactlyOneOf("patient", "patient_id"), atLeastOneOf("policies", "file_ids"))),
  "VobRequestCreate"
)

export type VobRequestCreate = typeof VobRequestCreate.Type

/** What the store keeps: the resource, plus the submission and who made it (never sent back). */
export const VobRequestRecord = Schema.Struct({
  ...VobRequestResource.fields,
  ...storedSubmissionFields
}).annotations({ identifier: "VobRequestRecord" })

export type VobRequestRecord = typeof VobRequestRecord.Type
