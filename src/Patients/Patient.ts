/** The patient resource and the patient write body (upsert, batch items). */
import { Schema } from "effect"
import { coverageWriteFields } from "../Domain/Coverage.js"
import { FreeText, IsoDate, TEXT_LIMITS, Timestamp, Uuid } from "../Domain/Scalars.js"
import { validatedLater } from "../Domain/ValidatedLater.js"
import { PayorInput } from "../Payors/Payor.js"

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))

export const ExternalId = Schema.Struct({ type_id: Uuid, value: Schema.String.pipe(Schema.minLength(1)) })
  .annotations({ identifier: "PatientExternalId" })

export const Referral = Schema.Struct({
  physician_name: Schema.optional(Text),
  physician_email: Schema.optional(Text),
  physician_phone: Schema.optional(Text),
  physician_fax: Schema.optional(Text),
  physician_group: Schema.optional(Text),
  physician_npi: Schema.optional(Text),
  physician_address: Schema.optional(Text),
  physician_address_2: Schema.optional(Text),
  physician_city: Schema.optional(Text),
  physician_zip: Schema.optional(Text),
  start_date: Schema.optional(Schema.NullOr(IsoDate)),
  end_date: Schema.optional(Schema.NullOr(IsoDate)),
  location_id: Schema.optional(Text),
  icd_codes: Schema.optional(Schema.Array(Schema.String)),
  service_types: Schema.optional(Schema.Array(Schema.String)),
  file_id: Schema.optional(Text)
}).annotations({ identifier: "Referral" })

/** The demographic and contact fields a write may set, shared by the resource and the write body. */
export const patientTextFields = [
  "first_name",
  "last_name",
  "middle_name",
  "gender",
  "phone_number",
  "additional_phone_number",
  "email",
  "address",
  "address2",
  "city",
  "state",
  "zip",
  "comments"
] as const

export const patientReferenceFields = ["workflow_stage_id", "assigned_user_id", "location_id", "organization_id"] as const

export const Patient = Schema.Struct({
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  first_name: Text,
  last_name: Text,
  middle_name: Text,
  date_of_birth: Schema.NullOr(IsoDate),
  gender: Text,
  phone_number: Text,
  additional_phone_number: Text,
  email: Text,
  address: Text,
  address2: Text,
  city: Text,
  state: Text,
  zip: Text,
  comments: Text,
  workflow_stage_id: Schema.NullOr(Uuid),
  assigned_user_id: Schema.NullOr(Uuid),
  location_id: Schema.NullOr(Uuid),
  organization_id: Schema.NullOr(Uuid),
  tags: Schema.Array(Schema.String),
  referral: Schema.NullOr(Referral),
  custom_fields: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  external_ids: Schema.Array(ExternalId),
  source_extraction_id: Schema.NullOr(Uuid),
  created_from: Text,
  active: Schema.Boolean,
  version: Schema.Int
}).annotations({ identifier: "Patient" })

export type Patient = typeof Patient.Type

/** A coverage carried inside a patient write: creates or updates one of the patient's policies. */
export const EmbeddedPolicy = Schema.Struct({
  policy_id: Schema.optional(Uuid),
  insurance_id: Schema.optional(Uuid),
  insurance_name: Schema.optional(Schema.String),
  member_number: Schema.optional(Text),
  ...coverageWriteFields
}).annotations({ identifier: "EmbeddedPolicy" })

export type EmbeddedPolicy = typeof EmbeddedPolicy.Type

const patientWriteFields = {
  patient_id: Schema.optional(Uuid),
  source_extraction_id: Schema.optional(Schema.NullOr(Uuid)),
  first_name: Schema.optional(Text),
  last_name: Schema.optional(Text),
  middle_name: Schema.optional(Text),
  /** Raw: `YYYY-MM-DD` or eight digits `YYYYMMDD`; an unusable one is dropped, not refused. */
  date_of_birth: Schema.optional(Text),
  gender: Schema.optional(Text),
  phone_number: Schema.optional(Text),
  additional_phone_number: Schema.optional(Text),
  email: Schema.optional(Text),
  address: Schema.optional(Text),
  address2: Schema.optional(Text),
  city: Schema.optional(Text),
  state: Schema.optional(Text),
  zip: Schema.optional(Text),
  comments: Schema.optional(Text),
  workflow_stage_id: Schema.optional(Schema.NullOr(Uuid)),
  assigned_user_id: Schema.optional(Schema.NullOr(Uuid)),
  location_id: Schema.optional(Schema.NullOr(Uuid)),
  organization_id: Schema.optional(Schema.NullOr(Uuid)),
  tags: Schema.optional(Schema.Array(FreeText(TEXT_LIMITS.name))),
  referral: Schema.optional(Schema.NullOr(Referral)),
  policies: Schema.optional(Schema.Array(EmbeddedPolicy)),
  custom_fields: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
}

/** The upsert body. Unknown fields are ignored (the spec says so). */
export const PatientWrite = Schema.Struct({
  ...patientWriteFields,
  external_id: Schema.optional(Schema.NullOr(ExternalId))
}).annotations({ identifier: "PatientWrite" })

export type PatientWrite = typeof PatientWrite.Type

/** A batch item: the write body with the external id flattened, plus its origin and payors. */
export const PatientBatchItem = Schema.Struct({
  ...patientWriteFields,
  external_id_type: Schema.optional(Schema.NullOr(Uuid)),
  external_id: Schema.optional(Text),
  created_from: Schema.optional(Text),
  payors: Schema.optional(Schema.Array(validatedLater(PayorInput)))
}).annotations({ identifier: "PatientBatchItem" })

export type PatientBatchItem = typeof PatientBatchItem.Type
