/** Benefit details of one service type on a payor record, with their per-location rates. */
import { Schema } from "effect"
import { withDefault } from "../Domain/EncodedAsItIs.js"
import { DateTimeWritten, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"
import { ServiceType } from "../Domain/ServiceType.js"

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))
/** An optional field that may be null, and is null when omitted. */
export const optionalNullable = <S extends Schema.Schema.Any>(schema: S) => withDefault(Schema.NullOr(schema), () => null)

export const VerificationBenefitsStatus = Schema.Literal("completed", "pending", "in_progress")
  .annotations({ identifier: "VerificationBenefitsStatus" })

export const OonReimbursementRateType = Schema.Literal(
  "ucr",
  "medicare",
  "mnrp",
  "maa",
  "billed_charges",
  "fee_schedule",
  "mrc1",
  "mrc2",
  "local_allowable_rates"
).annotations({ identifier: "OonReimbursementRateType" })

const rateFields = {
  covered: Schema.Boolean,
  copay: Schema.Number,
  co_insurance: Schema.Number,
  telehealth_covered: Schema.Boolean,
  telehealth_copay: Schema.Number,
  telehealth_coinsurance: Schema.Number,
  telehealth_auth_required: Schema.Boolean,
  auth_required: Schema.Boolean,
  deductible_apply: Schema.Boolean,
  dollar_limit: Schema.Number,
  dollar_limit_remaining: Schema.Number,
  dollar_limit_time_period: Schema.String,
  dollar_limit_type: Schema.String,
  visit_limit: Schema.Number,
  visit_limit_remaining: Schema.Number,
  visit_limit_time_period: Schema.String,
  visit_limit_type: Schema.String
} as const

type Networked<F extends Record<string, Schema.Schema.Any>> = {
  readonly [K in keyof F & string as `${K}_in_network` | `${K}_out_network`]: ReturnType<typeof optionalNullable<F[K]>>
}

/** Every rate in its in-network and out-of-network variant, each optional and nullable (null when omitted). */
const networked = <F extends Record<string, Schema.Schema.Any>>(fields: F) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, schema]) => [
      [`${name}_in_network`, optionalNullable(schema)],
      [`${name}_out_network`, optionalNullable(schema)]
    ])
  ) as Networked<F>

export const LocationRate = Schema.Struct({
  id: Schema.optional(Uuid),
  service_location: Schema.String,
  ...networked(rateFields)
}).annotations({ identifier: "LocationRate" })

/** The create body of `POST /v1/payor-services`. */
export const PayorServiceCreate = Schema.Struct({
  payor_id: Uuid,
  service_type: ServiceType,
  verification_benefits_status: withDefault(VerificationBenefitsStatus, () => "pending" as const)
    .annotations({ default: "pending" }),
  verification_dates: optionalNullable(Schema.Array(DateTimeWritten)),
  verification_benefits_comment: optionalNullable(Schema.String),
  pre_cert_name: optionalNullable(Schema.String),
  pre_cert_phone_number: optionalNullable(Schema.String),
  pre_cert_fax: optionalNullable(Schema.String),
  pre_cert_url: optionalNullable(Schema.String),
  pre_cert_penalty: optionalNullable(Schema.String),
  pre_cert_email: optionalNullable(Schema.String),
  sca_instructions: optionalNullable(Schema.String),
  claim_address: optionalNullable(Schema.String),
  oon_reimbursement_rate: optionalNullable(Schema.Number),
  oon_reimbursement_rate_type: optionalNullable(OonReimbursementRateType),
  eligibility_check_id: optionalNullable(Schema.String),
  carve_out_insurer_id: optionalNullable(Schema.String),
  location_id: optionalNullable(Schema.String),
  rep_name: optionalNullable(Schema.String),
  call_reference_notes: optionalNullable(Schema.String),
  location_rates: optionalNullable(Schema.Array(LocationRate))
}).annotations({ identifier: "PayorServiceCreate" })

export type PayorServiceCreate = typeof PayorServiceCreate.Type

/** A stored payor service: the create fields (defaults applied) plus identity and version. */
export const PayorServiceRecord = Schema.Struct({
  id: Uuid,
  created_at: Text,
  updated_at: Text,
  version: Schema.Int,
  ...PayorServiceCreate.fields
}).annotations({ identifier: "PayorService" })

export type PayorServiceRecord = typeof PayorServiceRecord.Type
