/** The patient policy resource, its current verification, and the create / update bodies. */
import { Schema } from "effect"
import { BenefitAmountFields } from "../Domain/BenefitAmounts.js"
import {
  EligibilityCheckStatus,
  PlanFundingType,
  PlanRenewalDateType,
  PlanType,
  CoverageTier,
  coverageWriteFields,
  ProviderNetworkStatus,
  RelationshipToSubscriber,
  Subscriber
} from "../Domain/Coverage.js"
import { Insurance } from "../Domain/ReferenceRecords.js"
import { IsoDate, IsoDateTimeInput, Timestamp, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"
import { Patient } from "../Patients/Patient.js"
import { addedBy, releasedField, releasedInput } from "../Releases/ReleaseMembership.js"
import { PayorServiceRecord } from "../Payors/PayorService.js"

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))

/** The current verification of a policy (written by completed VOBs and eligibility checks). */
export const PolicyVersion = Schema.Struct({
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  patient_id: Uuid,
  patient_policy_id: Uuid,
  billing_credentialing_id: Schema.NullOr(Uuid),
  provider_network_status: ProviderNetworkStatus,
  cbh_status: Text,
  plan_funding_type: Schema.NullOr(PlanFundingType),
  plan_renewal_date_type: Schema.NullOr(PlanRenewalDateType),
  benefit_period_end_date: Schema.NullOr(IsoDate),
  cob_on_file: Schema.NullOr(Schema.Boolean),
  cob_last_verified_at: Schema.NullOr(Timestamp),
  has_other_active_coverage: Schema.NullOr(Schema.Boolean),
  cob_other_coverages: Schema.Array(Schema.Struct({ name: Schema.String, position: Schema.String })),
  out_of_state_benefits: Schema.NullOr(Schema.Boolean),
  out_of_state_benefits_comments: Text,
  in_grace_period: Schema.NullOr(Schema.Boolean),
  last_payment_date: Schema.NullOr(IsoDate),
  is_cobra_coverage: Schema.NullOr(Schema.Boolean),
  deductible_apply_to_oop: Schema.NullOr(Schema.Boolean),
  eligibility_check_status: EligibilityCheckStatus,
  eligibility_check_comment: Text,
  eligibility_check_date: Schema.NullOr(Timestamp),
  eligibility_version: Schema.Int,
  ai_summary: Text,
  ai_summary_generated_at: Schema.NullOr(Timestamp),
  benefits_related_entities: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  patient: Schema.NullOr(Schema.Struct({ id: Uuid })),
  services: Schema.Array(PayorServiceRecord),
  active: Schema.Boolean,
  version: Schema.Int,
  ...BenefitAmountFields
}).annotations({ identifier: "PolicyVersion" })

export type PolicyVersion = typeof PolicyVersion.Type

export const LatestEligibilityCheck = Schema.Struct({
  id: Uuid,
  eligibility_status: Schema.Literal("active", "inactive"),
  created_at: Timestamp,
  payor_id: Schema.NullOr(Uuid)
}).annotations({ identifier: "LatestEligibilityCheck" })

export type LatestEligibilityCheck = typeof LatestEligibilityCheck.Type

const cardFiles = addedBy("insurance_card_files")
const eligibilityCheck = addedBy("follow_up_review_sync")

const policyFields = {
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  patient_id: Uuid,
  insurance_id: Uuid,
  member_number: Schema.String,
  coverage_tier: CoverageTier,
  insurance_display_name: Text,
  group_number: Text,
  group_description: Text,
  medicaid_id: Text,
  plan_name: Text,
  insurance_type: Schema.NullOr(PlanType),
  start_date: Schema.NullOr(IsoDate),
  end_date: Schema.NullOr(IsoDate),
  relationship_to_subscriber: Schema.NullOr(RelationshipToSubscriber),
  subscriber: Schema.NullOr(Subscriber),
  external_id: Text,
  active: Schema.Boolean,
  version: Schema.Int,
  current_version: Schema.NullOr(PolicyVersion),
  insurance_card_front_file_id: Schema.NullOr(Uuid),
  insurance_card_back_file_id: Schema.NullOr(Uuid),
  latest_eligibility_check: Schema.NullOr(LatestEligibilityCheck),
  insurance: Schema.optional(Insurance),
  patient: Schema.optional(Patient)
}

/** A policy as stored and as the services hold it: every field. */
export const PatientPolicyRecord = Schema.Struct(policyFields)

export type PatientPolicy = typeof PatientPolicyRecord.Type

/** A policy as a caller reads it: the fields a release adds only with that release (Policies/PolicyView.ts). */
export const PatientPolicy = Schema.Struct({
  ...policyFields,
  insurance_card_front_file_id: releasedField(policyFields.insurance_card_front_file_id, cardFiles),
  insurance_card_back_file_id: releasedField(policyFields.insurance_card_back_file_id, cardFiles),
  latest_eligibility_check: releasedField(policyFields.latest_eligibility_check, eligibilityCheck)
}).annotations({ identifier: "PatientPolicy" })

const writable = {
  ...coverageWriteFields,
  insurance_card_front_file_id: releasedInput(Schema.NullOr(Uuid), cardFiles),
  insurance_card_back_file_id: releasedInput(Schema.NullOr(Uuid), cardFiles)
}

const MemberNumber = Schema.String.pipe(Schema.filter((s) => s.trim() !== "", { message: () => "must not be blank" }))

export const PolicyCreate = Schema.Struct({
  patient_id: Uuid,
  insurance_id: Uuid,
  member_number: MemberNumber,
  /** Omitted: the patient's first free tier. */
  coverage_tier: Schema.optional(CoverageTier),
  ...writable
}).annotations({ identifier: "PatientPolicyCreate" })

export type PolicyCreate = typeof PolicyCreate.Type

export const PolicyUpdate = Schema.Struct({
  version: Schema.Int,
  insurance_id: Schema.optional(Uuid),
  member_number: Schema.optional(MemberNumber),
  coverage_tier: Schema.optional(CoverageTier),
  ...writable
}).annotations({ identifier: "PatientPolicyUpdate" })

export type PolicyUpdate = typeof PolicyUpdate.Type

/** What the sandbox's eligibility check / verification writes into `current_version` (any subset). */
export const PolicyVersionWrite = Schema.partial(
  PolicyVersion.pipe(
    Schema.omit("id", "created_at", "updated_at", "patient_id", "patient_policy_id", "active", "version", "eligibility_check_date")
  )
).pipe(
  Schema.extend(Schema.Struct({ eligibility_check_date: Schema.optional(Schema.NullOr(IsoDateTimeInput)) }))
).annotations({ identifier: "PolicyVersionWrite" })
