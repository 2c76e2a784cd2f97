/**
 * The deductible and out-of-pocket amounts a verification reports, each in an in-network and an
 * out-of-network variant (number or null): shared by a policy's current version and payor records.
 */
import { Schema } from "effect"

const amounts = [
  "individual_deductible_policy",
  "individual_deductible_remaining",
  "family_deductible_policy",
  "family_deductible_remaining",
  "individual_oop_max_policy",
  "individual_oop_max_remaining",
  "family_oop_max_policy",
  "family_oop_max_remaining"
] as const

type AmountField = `${typeof amounts[number]}_${"in_network" | "out_network"}`

export const benefitAmountNames: ReadonlyArray<AmountField> = amounts.flatMap((name) => [
  `${name}_in_network` as const,
  `${name}_out_network` as const
])

const Amount = Schema.NullOr(Schema.Number)

export const BenefitAmountFields = Object.fromEntries(benefitAmountNames.map((name) => [name, Amount])) as {
  readonly [K in AmountField]: typeof Amount
}

export const noBenefitAmounts = Object.fromEntries(benefitAmountNames.map((name) => [name, null])) as {
  readonly [K in AmountField]: null
}
