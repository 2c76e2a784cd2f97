/**
 * What a batch item's payor becomes, before anything is written: pure. Resolves its insurance among
 * the company's (by id, else exact name case aside, else payer id; several matches are ambiguous)
 * and checks it carries a member id. Either the row's `payor_results` entry is settled here
 * (unresolved, incomplete, failed) or the payor is to be stored under the resolved insurance.
 */
import { type Resolution, resolveInsurance } from "../Domain/InsuranceResolution.js"
import type { ReferenceRecord } from "../Domain/ReferenceRecords.js"
import type { PayorBatchResult, PayorInput } from "./Payor.js"

type Insurance = ReferenceRecord<"insurance">
type UnresolvedReason = Extract<Resolution, { _tag: "Unresolved" }>["reason"]

type PayorPlan =
  /** Nothing to write: `result` is the row's entry as it is. */
  | { readonly _tag: "Settled"; readonly result: PayorBatchResult }
  /** Store the payor under `insuranceId`; `result` lacks only the outcome and the payor id. */
  | { readonly _tag: "Store"; readonly insuranceId: string; readonly result: PayorBatchResult }

/** The insurance name the item sent, as reported back (null when it sent none or not a string). */
export const submittedInsuranceName = (raw: unknown): string | null =>
  typeof raw === "object" && raw !== null && "insurance_name" in raw && typeof raw.insurance_name === "string"
    ? raw.insurance_name
    : null

const blank = (raw: unknown): PayorBatchResult => ({
  outcome: "failed",
  payor_responsibility: null,
  submitted_insurance_name: submittedInsuranceName(raw),
  resolved_insurance_id: null,
  resolved_insurance_name: null,
  trading_partner_service_id: null,
  payor_id: null,
  coverage_chain_id: null,
  resolution_method: null,
  reason_code: null,
  message: null
})

/** The entry of a payor that is not a valid payor at all (`message` says what is wrong). */
export const invalidPayor = (raw: unknown, message: string): PayorBatchResult => ({
  ...blank(raw),
  reason_code: "invalid_payor",
  message
})

/** Why a submitted insurance named none of the company's insurances, and what to send instead. */
export const unresolvedMessage = (
  reason: UnresolvedReason,
  input: PayorInput,
  insurances: ReadonlyArray<Insurance>
): string => {
  const named = input.insurance_name?.trim() ?? ""
  switch (reason) {
    case "missing":
      return "The payor names no insurance: send insurance_id or insurance_name."
    case "inactive":
      return `The insurance '${input.insurance_id}' is inactive.`
    case "ambiguous": {
      const active = insurances.filter((i) => i.is_active)
      const byName = active.filter((i) => i.name.toLowerCase() === named.toLowerCase())
      const matches = byName.length > 1 ? byName : active.filter((i) => i.payer_id.toLowerCase() === named.toLowerCase())
      return `'${named}' matches several of the company's insurances (${matches.map((i) => i.name).join(", ")}); ` +
        "send insurance_id."
    }
    case "not_found":
      return input.insurance_id !== undefined
        ? `No insurance '${input.insurance_id}' exists in this company.`
        : `No active insurance of the company is named '${named}' or has that payer id; send insurance_id or ` +
          "the insurance's exact name."
  }
}

export const planPayor = (
  insurances: ReadonlyArray<Insurance>,
  raw: unknown,
  input: PayorInput,
  coverageChainId: string
): PayorPlan => {
  const base = { ...blank(raw), payor_responsibility: input.payor_responsibility }
  const resolution = resolveInsurance(insurances, input)
  if (resolution._tag === "Unresolved") {
    return {
      _tag: "Settled",
      result: {
        ...base,
        outcome: "unresolved",
        reason_code: `insurance_${resolution.reason}`,
        message: unresolvedMessage(resolution.reason, input, insurances)
      }
    }
  }
  const { insurance, method } = resolution
  const resolved: PayorBatchResult = {
    ...base,
    resolved_insurance_id: insurance.id,
    resolved_insurance_name: insurance.name,
    trading_partner_service_id: insurance.trading_partner_service_id,
    coverage_chain_id: coverageChainId,
    resolution_method: method
  }
  if (input.insured_member_id === null || input.insured_member_id.trim() === "") {
    return {
      _tag: "Settled",
      result: {
        ...resolved,
        outcome: "incomplete",
        reason_code: "missing_member_id",
        message: "insured_member_id is required to store a payor."
      }
    }
  }
  return { _tag: "Store", insuranceId: insurance.id, result: resolved }
}
