/** A payor record: one coverage of a patient as verified (written by batch imports and completed VOBs). */
import { Schema } from "effect"
import { BenefitAmountFields } from "../Domain/BenefitAmounts.js"
import { withDefault } from "../Domain/EncodedAsItIs.js"
import {
  EligibilityCheckStatus,
  PlanFundingType,
  PlanRenewalDateType,
  PlanType,
  ProviderNetworkStatus,
  RelationshipToSubscriber,
  CoverageTier,
  Subscriber
} from "../Domain/Coverage.js"
import { Insurance } from "../Domain/ReferenceRecords.js"
import { DateTimeWritten, IsoDate, Timestamp, Uuid } from "../Domain/Scalars.js"
import { optionalNullable, PayorServiceRecord } from "./PayorService.js"

export const CobOnFile = Schema.Literal("not_required", "pending", "complete").annotations({ identifier: "CobOnFile" })

/** The payor fields a writer may set (all optional; defaults applied on decode). */
export const payorWritableFields = {
  subscriber_id: optionalNullable(Schema.String),
  relationship_to_subscriber: optionalNullable(RelationshipToSubscriber),
  insured_member_id: optionalNullable(Schema.String),
  group_number: optionalNullable(Schema.String),
  group_description: optionalNullable(Schema.String),
  payor_responsibility: withDefault(CoverageTier, () => "primary" as const),
  coverage_from: optionalNullable(IsoDate),
  coverage_to: optionalNullable(IsoDate),
  provider_network_status: withDefault(ProviderNetworkStatus, () => "unknown" as const),
  plan_funding_type: optionalNullable(PlanFundingType),
  plan_name: optionalNullable(Schema.String),
  plan_type: optionalNullable(PlanType),
  plan_renewal_date_type: optionalNullable(PlanRenewalDateType),
  cob_on_file: optionalNullable(CobOnFile),
  cob_notes: optionalNullable(Schema.String),
  cob_last_verified_at: optionalNullable(DateTimeWritten),
  has_other_active_coverage: optionalNullable(Schema.Boolean),
  out_of_state_benefits: optionalNullable(Schema.Boolean),
  out_of_state_benefits_comments: optionalNullable(Schema.String),
  in_grace_period: optionalNullable(Schema.Boolean),
  last_payment_date: optionalNullable(IsoDate),
  is_cobra_coverage: optionalNullable(Schema.Boolean),
  deductible_apply_to_oop: optionalNullable(Schema.Boolean),
  eligibility_check_status: withDefault(EligibilityCheckStatus, () => "pending" as const),
  eligibility_check_comment: optionalNullable(Schema.String),
  eligibility_check_date: optionalNullable(DateTimeWritten),
  eligibility_version: withDefault(Schema.NonNegativeInt, () => 0),
  benefits_related_entities: withDefault(Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown })), () => []),
  subscriber: optionalNullable(Subscriber),
  ...Object.fromEntries(Object.entries(BenefitAmountFields).map(([k, v]) => [k, withDefault(v, () => null)])) as {
    readonly [K in keyof typeof BenefitAmountFields]: Schema.optionalWith<typeof BenefitAmountFields[K], { default: () => null }>
  }
}

/** The stored record (no services: those live in their own table). */
export const PayorRecord = Schema.Struct({
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  patient_id: Uuid,
  insurance_id: Uuid,
  version: Schema.Int,
  ...payorWritableFields
}).annotations({ identifier: "PayorRecord" })

export type PayorRecord = typeof PayorRecord.Type

/** The payor resource: the record with its insurance and its services. */
export const Payor = Schema.Struct({
  ...PayorRecord.fields,
  insurance: Schema.NullOr(Insurance),
  services: Schema.Array(PayorServiceRecord)
}).annotations({ identifier: "Payor" })

export type Payor = typeof Payor.Type

export const payorFieldNames = Object.keys(Payor.fields)

/** A payor carried by a batch item: its insurance by id or by name, and any payor field. */
export const PayorInput = Schema.Struct({
  insurance_id: Schema.optional(Uuid),
  insurance_name: Schema.optional(Schema.String),
  ...payorWritableFields
}).annotations({ identifier: "PayorInput" })

export type PayorInput = typeof PayorInput.Type

export const PayorBatchResult = Schema.Struct({
  outcome: Schema.Literal("created", "updated", "unchanged", "unresolved", "incomplete", "failed"),
  payor_responsibility: Schema.NullOr(Schema.String),
  submitted_insurance_name: Schema.NullOr(Schema.String),
  resolved_insurance_id: Schema.NullOr(Uuid),
  resolved_insurance_name: Schema.NullOr(Schema.String),
  trading_partner_service_id: Schema.NullOr(Schema.String),
  payor_id: Schema.NullOr(Uuid),
  coverage_chain_id: Schema.NullOr(Uuid),
  resolution_method: Schema.NullOr(Schema.Literal("insurance_id", "name", "payer_id")),
  reason_code: Schema.NullOr(Schema.String),
  message: Schema.NullOr(Schema.String)
}).annotations({ identifier: "PayorBatchResult" })

export type PayorBatchResult = typeof PayorBatchResult.Type
