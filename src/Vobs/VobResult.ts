/**
 * A VOB's result: the benefits staff verified (the spec leaves its contents "not shown"; this shape
 * follows the policy's current version and the payor record it also writes). Generated results are
 * plausible and deterministic: the same VOB id always gives the same numbers.
 */
import { createHash } from "node:crypto"
import { Schema } from "effect"
import { BenefitAmountFields, type benefitAmountNames } from "../Domain/BenefitAmounts.js"
import { PlanFundingType, PlanRenewalDateType, PlanType, ProviderNetworkStatus } from "../Domain/Coverage.js"
import { IsoDate, Timestamp, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"
import { ServiceType } from "../Domain/ServiceType.js"
import { refusesUnknownFields } from "../Domain/Strict.js"

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))
const Amount = Schema.NullOr(Schema.Number)
const Flag = Schema.NullOr(Schema.Boolean)

/** The benefits of one service type (one per requested specialty). */
export const ResultService = Schema.Struct({
  service_type: ServiceType,
  specialty_id: Text,
  payor_service_id: Schema.NullOr(Uuid),
  covered_in_network: Flag,
  copay_in_network: Amount,
  co_insurance_in_network: Amount,
  covered_out_network: Flag,
  copay_out_network: Amount,
  co_insurance_out_network: Amount,
  deductible_apply: Flag,
  auth_required: Flag,
  visit_limit: Schema.NullOr(Schema.Int),
  visit_limit_remaining: Schema.NullOr(Schema.Int),
  comment: Text
}).annotations({ identifier: "VobResultService" })

export type ResultService = typeof ResultService.Type

/** The fields staff write (all of them may be given on `complete` and `follow-up/close`). */
const writtenFields = {
  eligibility_status: Schema.Literal("active", "inactive"),
  provider_network_status: ProviderNetworkStatus,
  plan_name: Text,
  plan_type: Schema.NullOr(PlanType),
  plan_funding_type: Schema.NullOr(PlanFundingType),
  plan_renewal_date_type: Schema.NullOr(PlanRenewalDateType),
  group_number: Text,
  coverage_from: Schema.NullOr(IsoDate),
  coverage_to: Schema.NullOr(IsoDate),
  deductible_apply_to_oop: Flag,
  ...BenefitAmountFields,
  services: Schema.Array(ResultService),
  notes: Text
}

export const VobResult = Schema.Struct({
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  payor_id: Schema.NullOr(Uuid),
  ...writtenFields,
  ai_summary: Text,
  ai_summary_generated_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "VobResult" })

export type VobResult = typeof VobResult.Type

/** What staff may give: any subset of the written fields, merged over a generated result. */
export const VobResultInput = Schema.partialWith(Schema.Struct({
  ...writtenFields,
  services: Schema.Array(
    Schema.partialWith(ResultService.pipe(Schema.omit("service_type")), { exact: true })
      .pipe(Schema.extend(Schema.Struct({ service_type: ServiceType })))
      .annotations(refusesUnknownFields)
  )
}), { exact: true }).annotations({ ...refusesUnknownFields, identifier: "VobResultInput" })

export type VobResultInput = typeof VobResultInput.Type
export type WrittenResult = Omit<VobResult, "id" | "created_at" | "updated_at" | "payor_id" | "ai_summary" | "ai_summary_generated_at">

/** A deterministic stream of numbers from a seed: the same VOB always gets the same benefits. */
const seeded = (seed: string) => {
  let counter = 0
  return (choices: ReadonlyArray<number>): number => {
    const digest = createHash("sha256").update(`${seed}:${counter++}`).digest()
    return choices[digest.readUInt32BE(0) % choices.length]!
  }
}

interface RequestedService {
  readonly service_type: typeof ServiceType.Type
  readonly specialty_id: string | null
}

/** A plausible verification for the requested services (the general plan coverage when none). */
export const generateResult = (
  seed: string,
  requested: ReadonlyArray<RequestedService>,
  coverage: { readonly plan_name: string | null; readonly group_number: string | null; readonly today: string }
): WrittenResult => {
  const pick = seeded(seed)
  const deductible = pick([500, 1000, 1500, 2000, 2500, 3000])
  const deductibleUsed = pick([0, 0.25, 0.5, 0.8, 1])
  const oop = deductible + pick([2000, 3000, 4500, 6000])
  const oopUsed = pick([0, 0.1, 0.3, 0.6])
  const year = Number(coverage.today.slice(0, 4))
  const amounts = (policy: number, used: number) => ({ policy, remaining: Math.round(policy * (1 - used) / 50) * 50 })
  const ind = amounts(deductible, deductibleUsed)
  const fam = amounts(deductible * 2, deductibleUsed / 2)
  const indOop = amounts(oop, oopUsed)
  const famOop = amounts(oop * 2, oopUsed / 2)
  const services = (requested.length === 0
    ? [{ service_type: "health_benefit_plan_coverage" as const, specialty_id: null }]
    : requested).map((service): ResultService => ({
      service_type: service.service_type,
      specialty_id: service.specialty_id,
      payor_service_id: null,
      covered_in_network: true,
      copay_in_network: pick([0, 20, 30, 40, 50]),
      co_insurance_in_network: pick([0, 10, 20]),
      covered_out_network: pick([1, 1, 0]) === 1,
      copay_out_network: pick([50, 75, 100]),
      co_insurance_out_network: pick([30, 40, 50]),
      deductible_apply: pick([1, 0]) === 1,
      auth_required: pick([0, 0, 1]) === 1,
      visit_limit: pick([20, 30, 52, 60]),
      visit_limit_remaining: null,
      comment: null
    }))
  return {
    eligibility_status: "active",
    provider_network_status: "in_network",
    plan_name: coverage.plan_name ?? ["PPO Gold", "HMO Select", "EPO Standard"][pick([0, 1, 2])]!,
    plan_type: ["12", "HM", "EP"][pick([0, 1, 2])] as "12" | "HM" | "EP",
    plan_funding_type: pick([0, 1]) === 0 ? "fully_funded" : "self_funded",
    plan_renewal_date_type: "calendar_year",
    group_number: coverage.group_number,
    coverage_from: `${year}-01-01`,
    coverage_to: `${year}-12-31`,
    deductible_apply_to_oop: true,
    ...amountsOf({ individual_deductible: ind, family_deductible: fam, individual_oop_max: indOop, family_oop_max: famOop }),
    services,
    notes: null
  }
}

/** Out of network, the sandbox's plans cost twice as much. */
const OUT_OF_NETWORK_FACTOR = 2

/** The 16 amount fields from a policy amount and what remains of it, per kind, in and out of network. */
const amountsOf = (kinds: Record<string, { readonly policy: number; readonly remaining: number }>) =>
  Object.fromEntries(Object.entries(kinds).flatMap(([kind, { policy, remaining }]) => [
    [`${kind}_policy_in_network`, policy],
    [`${kind}_remaining_in_network`, remaining],
    [`${kind}_policy_out_network`, policy * OUT_OF_NETWORK_FACTOR],
    [`${kind}_remaining_out_network`, remaining * OUT_OF_NETWORK_FACTOR]
  ])) as { readonly [K in typeof benefitAmountNames[number]]: number }

/**
 * Staff's given fields over a base result. Given services replace the base's list, each given
 * service merged over the base's service of the same type (so `{service_type, copay_in_network}`
 * changes one number).
 */
export const mergeResult = (base: WrittenResult, given: VobResultInput | undefined): WrittenResult => {
  if (given === undefined) return base
  const { services, ...fields } = given
  const merged: WrittenResult = { ...base, ...fields }
  if (services === undefined) return merged
  return {
    ...merged,
    services: services.map((service) => {
      const existing = base.services.find((s) => s.service_type === service.service_type)
      return { ...(existing ?? blankService(service.service_type)), ...service }
    })
  }
}

const blankService = (serviceType: typeof ServiceType.Type): ResultService => ({
  service_type: serviceType,
  specialty_id: null,
  payor_service_id: null,
  covered_in_network: null,
  copay_in_network: null,
  co_insurance_in_network: null,
  covered_out_network: null,
  copay_out_network: null,
  co_insurance_out_network: null,
  deductible_apply: null,
  auth_required: null,
  visit_limit: null,
  visit_limit_remaining: null,
  comment: null
})

// Made once: `toLocaleString` builds a formatter on every call, which cost as much as the rest of a summary.
const dollars = new Intl.NumberFormat("en-US")

/** The summary written about 20 seconds after completion: amounts and codes only, no personal data. */
export const summarize = (result: WrittenResult): string => {
  const money = (n: number | null) => (n === null ? "unknown" : `$${dollars.format(n)}`)
  const lines = [
    `Coverage ${result.eligibility_status}, ${result.provider_network_status.replace(/_/g, " ")}` +
    (result.plan_name === null ? "." : ` (${result.plan_name}).`),
    `Individual deductible ${money(result.individual_deductible_policy_in_network)}, ` +
    `${money(result.individual_deductible_remaining_in_network)} remaining; out-of-pocket max ` +
    `${money(result.individual_oop_max_policy_in_network)}, ${money(result.individual_oop_max_remaining_in_network)} remaining.`,
    ...result.services.map((s) =>
      `${s.service_type.replace(/_/g, " ")}: ${s.covered_in_network === false ? "not covered" : "covered"}` +
      (s.copay_in_network === null ? "" : `, copay ${money(s.copay_in_network)}`) +
      (s.co_insurance_in_network === null ? "" : `, coinsurance ${s.co_insurance_in_network}%`) +
      (s.auth_required === true ? ", prior authorization required" : "") + "."
    )
  ]
  return lines.join(" ")
}
