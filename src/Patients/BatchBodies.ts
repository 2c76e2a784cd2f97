/**
 * The bodies of `POST /v1/patients/batch`: what the API definition (and so the typed clients) needs of
 * the batch, apart from the service that processes it (PatientBatch.ts).
 */
import { Schema } from "effect"
import { withDefault } from "../Domain/FieldRules.js"
import { validatedLater } from "../Domain/ValidatedLater.js"
import { PayorBatchResult } from "../Payors/Payor.js"
import { PatientBatchItem } from "./Patient.js"

const MAX_BATCH_ROWS = 500

export const PatientBatchRequest = Schema.Struct({
  items: Schema.Array(validatedLater(PatientBatchItem)).pipe(
    Schema.minItems(1, { message: () => "items must hold 1 to 500 patients" }),
    Schema.maxItems(MAX_BATCH_ROWS, { message: () => "items must hold 1 to 500 patients" })
  )
}).annotations({
  identifier: "PatientBatchRequest",
  description: "1 to 500 patient write bodies; each row is validated on its own (a bad row is reported in its result)."
})

export const insuranceStatuses = [
  "created",
  "updated",
  "unchanged",
  "unresolved",
  "incomplete",
  "failed",
  "not_processed",
  "not_provided"
] as const
export type InsuranceStatus = typeof insuranceStatuses[number]

const RowError = Schema.Struct({
  type: Schema.String,
  code: Schema.String,
  message: Schema.String,
  param: Schema.optional(Schema.String)
})

export const PatientBatchRow = Schema.Struct({
  row: Schema.Int,
  patient_id: Schema.NullOr(Schema.String),
  created: Schema.Boolean,
  matched: Schema.Boolean,
  match_reason: Schema.NullOr(Schema.String),
  dropped_fields: Schema.Array(Schema.String),
  insurance_status: Schema.Literal(...insuranceStatuses),
  payor_results: Schema.Array(PayorBatchResult),
  error: Schema.NullOr(RowError)
}).annotations({ identifier: "PatientBatchRow" })

export const PatientBatchResponse = Schema.Struct({
  created_count: Schema.Int,
  updated_count: withDefault(Schema.Int, 0),
  failed_count: withDefault(Schema.Int, 0),
  patient_ids: Schema.Array(Schema.String),
  updated_patient_ids: Schema.Array(Schema.String),
  results: Schema.Array(PatientBatchRow),
  ...Object.fromEntries(insuranceStatuses.map((s) => [`insurance_${s}_count`, withDefault(Schema.Int, 0)])) as {
    [K in InsuranceStatus as `insurance_${K}_count`]: ReturnType<typeof withDefault<typeof Schema.Int>>
  }
}).annotations({ identifier: "PatientBatchResponse" })

export type PatientBatchResponse = typeof PatientBatchResponse.Type
