/** Enumerations of insurance coverage shared by policies, their current verification and payors. */
import { Schema } from "effect"
import { withDefault } from "./EncodedAsItIs.js"
import { IsoDate, FreeText, TEXT_LIMITS } from "./Scalars.js"

export const ProviderNetworkStatus = Schema.Literal("unknown", "in_network", "out_of_network")
  .annotations({ identifier: "ProviderNetworkStatus" })

export const PlanFundingType = Schema.Literal("fully_funded", "self_funded", "unknown")
  .annotations({ identifier: "PlanFundingType" })

export const PlanRenewalDateType = Schema.Literal("calendar_year", "service_year", "contract")
  .annotations({ identifier: "PlanRenewalDateType" })

export const RelationshipToSubscriber = Schema.Literal(
  "spouse",
  "self",
  "child",
  "employee",
  "unknown",
  "organ_donor",
  "cadaver_donor",
  "life_partner",
  "other_relationship"
).annotations({ identifier: "RelationshipToSubscriber" })

export const EligibilityCheckStatus = Schema.Literal("active", "inactive", "pending", "failed")
  .annotations({ identifier: "EligibilityCheckStatus" })

/** X12 insurance type codes (`plan_type` of payors, `insurance_type` of policies). */
const planTypeCodes = [
  "01", "02", "03", "12", "13", "14", "15", "16", "17", "18", "19", "41", "42", "43", "47", "48", "49", "AP", "C1",
  "CO", "CP", "D", "DB", "EP", "FF", "GP", "HB", "HD", "HG", "HM", "HN", "HP", "HS", "IN", "IP", "LC", "LD", "LI",
  "LT", "M", "MA", "MB", "MC", "MD", "ME", "MH", "MI", "MJ", "MK", "ML", "MM", "MN", "MO", "MP", "MR", "MT", "OA",
  "OT", "PE", "PL", "PP", "PR", "PS", "QM", "RP", "SA", "SP", "TF", "WC", "WU"
] as const

export const PlanType = Schema.Literal(...planTypeCodes).annotations({ identifier: "PlanType" })

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))

/** The four coverage tiers, in order: a patient holds at most one policy per tier. */
export const coverageTiers = ["primary", "secondary", "tertiary", "quaternary"] as const
export type CoverageTierName = typeof coverageTiers[number]

export const CoverageTier = Schema.Literal(...coverageTiers).annotations({ identifier: "CoverageTier" })

export const Subscriber = Schema.Struct({
  first_name: withDefault(Text, () => null),
  middle_name: withDefault(Text, () => null),
  last_name: withDefault(Text, () => null),
  dob: withDefault(Schema.NullOr(IsoDate), () => null),
  gender: withDefault(Text, () => null),
  member_number: withDefault(Text, () => null),
  address: withDefault(Text, () => null),
  address2: withDefault(Text, () => null),
  city: withDefault(Text, () => null),
  state: withDefault(Text, () => null),
  zip: withDefault(Text, () => null)
}).annotations({ identifier: "Subscriber" })

/** The coverage fields a caller may write on a policy, directly or as a coverage inside a patient write. */
export const coverageWriteFields = {
  insurance_display_name: Schema.optional(Text),
  group_number: Schema.optional(Text),
  group_description: Schema.optional(Text),
  medicaid_id: Schema.optional(Text),
  plan_name: Schema.optional(Text),
  insurance_type: Schema.optional(Schema.NullOr(PlanType)),
  start_date: Schema.optional(Schema.NullOr(IsoDate)),
  end_date: Schema.optional(Schema.NullOr(IsoDate)),
  relationship_to_subscriber: Schema.optional(Schema.NullOr(RelationshipToSubscriber)),
  subscriber: Schema.optional(Schema.NullOr(Subscriber)),
  external_id: Schema.optional(Text)
}
