/** The SBX- test member grammar: one table of member numbers and what each parses to (or null: ordinary). */
import { describe, expect, it } from "vitest"
import { driverOf } from "../src/Vobs/Autopilot.js"
import { shapeResult } from "../src/Vobs/TestMemberResults.js"
import { parseTestMember, type TestMemberShape } from "../src/Vobs/TestMembers.js"
import { generateResult } from "../src/Vobs/VobResult.js"

const NO: TestMemberShape = { inactive: false, outOfNetwork: false, hdhp: null, coinsurance: null, plan: null }

const parsed: ReadonlyArray<[string, string, number, Partial<TestMemberShape>]> = [
  ["SBX-COMPLETE", "COMPLETE", 300, {}],
  ["sbx-complete", "COMPLETE", 300, {}],
  ["  SBX-Complete-2h  ", "COMPLETE", 7200, {}],
  ["SBX-COMPLETE-2H-OON-COINS30", "COMPLETE", 7200, { outOfNetwork: true, coinsurance: 30 }],
  ["SBX-COMPLETE-OON", "COMPLETE", 300, { outOfNetwork: true }],
  ["SBX-COMPLETE-0M", "COMPLETE", 0, {}],
  ["SBX-COMPLETE-1D-INACTIVE", "COMPLETE", 86_400, { inactive: true }],
  ["SBX-COMPLETE-366D", "COMPLETE", 366 * 86_400, {}],
  ["SBX-MISSING", "MISSING", 300, {}],
  ["SBX-MISSING_UNANSWERED-45M", "MISSING_UNANSWERED", 2700, {}],
  ["SBX-CANCEL-1H", "CANCEL", 3600, {}],
  ["SBX-FOLLOWUP_CHANGED-HDHP_MET", "FOLLOWUP_CHANGED", 300, { hdhp: "met" }],
  ["SBX-SYNC_FAIL-HDHP_UNMET-POS", "SYNC_FAIL", 300, { hdhp: "unmet", plan: "POS" }],
  ["SBX-COMPLETE-COINS0", "COMPLETE", 300, { coinsurance: 0 }],
  ["SBX-COMPLETE-COINS100-PPO-OON-INACTIVE-HDHP_UNMET", "COMPLETE", 300, {
    coinsurance: 100,
    plan: "PPO",
    outOfNetwork: true,
    inactive: true,
    hdhp: "unmet"
  }],
  ["SBX-COMPLETE-HMO", "COMPLETE", 300, { plan: "HMO" }],
  ["SBX-COMPLETE-EPO", "COMPLETE", 300, { plan: "EPO" }]
]

const ordinary = [
  "W123456789",
  "SBX",
  "SBX-",
  "SBX-UNKNOWN",
  "SBX-COMPLETED",
  "SBX-COMPLETE-",
  "SBX--COMPLETE",
  "SBX-COMPLETE-2X",
  "SBX-COMPLETE-2H-5M",
  "SBX-COMPLETE-OON-2H",
  "SBX-COMPLETE-OON-OON",
  "SBX-COMPLETE-PPO-HMO",
  "SBX-COMPLETE-HDHP_MET-HDHP_UNMET",
  "SBX-COMPLETE-COINS101",
  "SBX-COMPLETE-COINS",
  "SBX-COMPLETE-COINS10-COINS20",
  "SBX-COMPLETE-367D",
  "SBX-COMPLETE-1234567M",
  "SBX-COMPLETE-OON-123",
  "XSBX-COMPLETE",
  "SBX_COMPLETE"
]

describe("SBX- test member grammar", () => {
  it.each(parsed)("%s parses to %s after %i s", (number, outcome, delaySeconds, shape) => {
    expect(parseTestMember(number)).toEqual({ outcome, delaySeconds, shape: { ...NO, ...shape } })
  })

  it.each(ordinary)("%s is an ordinary member number", (number) => {
    expect(parseTestMember(number)).toBeNull()
  })

  it("AUTO_* prefixes keep their meaning; SBX- numbers drive too; others nothing", () => {
    expect(driverOf("AUTO_COMPLETE-1")).toBe("AUTO_COMPLETE")
    expect(driverOf("SBX-CANCEL")).toMatchObject({ outcome: "CANCEL" })
    expect(driverOf("SBX-NOPE")).toBeNull()
  })

  it("shapes set the generated result", () => {
    const base = generateResult("vob-1", [{ service_type: "physical_therapy", specialty_id: null }], {
      plan_name: null,
      group_number: null,
      today: "2030-01-01"
    })
    const shaped = shapeResult(base, parseTestMember("SBX-COMPLETE-INACTIVE-OON-HDHP_MET-COINS30-POS")!.shape)
    expect(shaped).toMatchObject({
      eligibility_status: "inactive",
      provider_network_status: "out_of_network",
      plan_type: "13",
      plan_name: "POS",
      individual_deductible_policy_in_network: 3500,
      individual_deductible_remaining_in_network: 0,
      family_deductible_remaining_out_network: 0
    })
    expect(shaped.services[0]).toMatchObject({
      covered_in_network: false,
      covered_out_network: false,
      deductible_apply: true,
      co_insurance_in_network: 30,
      co_insurance_out_network: 30
    })
    const unmet = shapeResult(base, parseTestMember("SBX-COMPLETE-HDHP_UNMET")!.shape)
    expect(unmet.individual_deductible_remaining_in_network).toBe(3500)
    expect(shapeResult(base, parseTestMember("SBX-COMPLETE")!.shape)).toEqual(base)
  })
})
