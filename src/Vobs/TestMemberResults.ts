/** What a test member's shapes do to a generated result (pure; the table is in TestMembers.ts). */
import type { PlanShape, TestMemberShape } from "./TestMembers.js"
import type { WrittenResult } from "./VobResult.js"

const PLAN_TYPES: Record<PlanShape, WrittenResult["plan_type"]> = { PPO: "12", HMO: "HM", EPO: "EP", POS: "13" }

const HDHP_DEDUCTIBLE = 3_500
/** Out of network the sandbox's plans cost twice as much (as generated results do). */
const OUT_OF_NETWORK_FACTOR = 2

const hdhpAmounts = (met: boolean) => {
  const amounts = (kind: string, policy: number) => ({
    [`${kind}_policy_in_network`]: policy,
    [`${kind}_remaining_in_network`]: met ? 0 : policy,
    [`${kind}_policy_out_network`]: policy * OUT_OF_NETWORK_FACTOR,
    [`${kind}_remaining_out_network`]: met ? 0 : policy * OUT_OF_NETWORK_FACTOR
  })
  return { ...amounts("individual_deductible", HDHP_DEDUCTIBLE), ...amounts("family_deductible", HDHP_DEDUCTIBLE * 2) }
}

export const shapeResult = (base: WrittenResult, shape: TestMemberShape): WrittenResult => {
  let result: WrittenResult = base
  if (shape.inactive) {
    result = {
      ...result,
      eligibility_status: "inactive",
      services: result.services.map((s) => ({ ...s, covered_in_network: false, covered_out_network: false }))
    }
  }
  if (shape.outOfNetwork) result = { ...result, provider_network_status: "out_of_network" }
  if (shape.hdhp !== null) {
    result = {
      ...result,
      ...hdhpAmounts(shape.hdhp === "met"),
      services: result.services.map((s) => ({ ...s, deductible_apply: true }))
    }
  }
  if (shape.coinsurance !== null) {
    const percent = shape.coinsurance
    result = {
      ...result,
      services: result.services.map((s) => ({ ...s, co_insurance_in_network: percent, co_insurance_out_network: percent }))
    }
  }
  if (shape.plan !== null) result = { ...result, plan_type: PLAN_TYPES[shape.plan], plan_name: shape.plan }
  return result
}
