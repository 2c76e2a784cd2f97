/** The pure part of a batch item's payor: which insurance it names and what its `payor_results` entry says. */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { PayorInput } from "../src/Payors/Payor.js"
import { invalidPayor, planPayor, submittedInsuranceName } from "../src/Payors/PayorResolution.js"

const insurance = (key: string, name: string, payer_id: string, more: { is_active?: boolean; tpsi?: string | null } = {}) => ({
  id: `00000000-0000-4000-8000-${key.padStart(12, "0")}`,
  key,
  name,
  payer_id,
  trading_partner_service_id: more.tpsi === undefined ? payer_id : more.tpsi,
  generic: false,
  is_active: more.is_active ?? true
})

const aetna = insurance("1", "Aetna", "60054")
const bcbs = insurance("2", "Blue Cross Blue Shield", "BCBS", { tpsi: null })
const bcbsTx = insurance("3", "Blue Cross Blue Shield of Texas", "84980")
const bcbsTxAgain = insurance("4", "BCBS Texas (legacy)", "84980")
const gone = insurance("5", "Gone Health", "99999", { is_active: false })
const twinA = insurance("6", "Twin Health", "T1")
const twinB = insurance("7", "twin health", "T2")
const insurances = [aetna, bcbs, bcbsTx, bcbsTxAgain, gone, twinA, twinB]

const chain = "11111111-1111-4111-8111-111111111111"
const plan = (raw: Record<string, unknown>) =>
  planPayor(insurances, raw, Schema.decodeUnknownSync(PayorInput)(raw), chain)

describe("planPayor: insurance resolution", () => {
  it("resolves an exact name, case and surrounding spaces aside", () => {
    const raw = { insurance_name: "  aETNA ", insured_member_id: "W1", payor_responsibility: "secondary" }
    expect(plan(raw)).toEqual({
      _tag: "Store",
      insuranceId: aetna.id,
      result: {
        outcome: "failed", // replaced by the service with created, updated or unchanged
        payor_responsibility: "secondary",
        submitted_insurance_name: "  aETNA ",
        resolved_insurance_id: aetna.id,
        resolved_insurance_name: "Aetna",
        trading_partner_service_id: "60054",
        payor_id: null,
        coverage_chain_id: chain,
        resolution_method: "name",
        reason_code: null,
        message: null
      }
    })
  })

  it("prefers the exact name to a longer one and reports a null trading partner as null", () => {
    const result = plan({ insurance_name: "Blue Cross Blue Shield", insured_member_id: "W1" })
    expect(result).toMatchObject({ _tag: "Store", insuranceId: bcbs.id, result: { trading_partner_service_id: null } })
  })

  it("falls back to the payer id when no name matches", () => {
    expect(plan({ insurance_name: "60054", insured_member_id: "W1" })).toMatchObject({
      _tag: "Store",
      insuranceId: aetna.id,
      result: { resolution_method: "payer_id" }
    })
  })

  it("takes insurance_id over a name, and says so", () => {
    expect(plan({ insurance_id: bcbsTx.id, insurance_name: "Aetna", insured_member_id: "W1" })).toMatchObject({
      _tag: "Store",
      insuranceId: bcbsTx.id,
      result: { resolution_method: "insurance_id", submitted_insurance_name: "Aetna" }
    })
  })

  it("leaves several matches unresolved (ambiguous), by name and by payer id, listing them", () => {
    for (const [name, listed] of [["TWIN HEALTH", "Twin Health, twin health"], ["84980", "Blue Cross Blue Shield of Texas, BCBS Texas (legacy)"]]) {
      const result = plan({ insurance_name: name, insured_member_id: "W1" })
      expect(result, name).toMatchObject({
        _tag: "Settled",
        result: { outcome: "unresolved", reason_code: "insurance_ambiguous", resolved_insurance_id: null, payor_id: null }
      })
      expect(result.result.message).toContain(listed)
    }
  })

  it("leaves an unknown name, an inactive insurance and no insurance at all unresolved, with the reason", () => {
    const cases = [
      [{ insurance_name: "Nobody Health" }, "insurance_not_found", "Nobody Health"],
      [{ insurance_name: "Gone Health" }, "insurance_not_found", "Gone Health"],
      [{ insurance_id: "22222222-2222-4222-8222-222222222222" }, "insurance_not_found", "22222222-2222-4222-8222-222222222222"],
      [{ insurance_id: gone.id }, "insurance_inactive", gone.id],
      [{ insurance_name: "   " }, "insurance_missing", "insurance_id or insurance_name"],
      [{}, "insurance_missing", "insurance_id or insurance_name"]
    ] as const
    for (const [sent, reason, mentioned] of cases) {
      const result = plan({ ...sent, insured_member_id: "W1", payor_responsibility: "tertiary" })
      expect(result, JSON.stringify(sent)).toMatchObject({
        _tag: "Settled",
        result: { outcome: "unresolved", reason_code: reason, payor_responsibility: "tertiary", coverage_chain_id: null }
      })
      expect(result.result.message).toContain(mentioned)
    }
  })
})

describe("planPayor: completeness", () => {
  it("is incomplete without a member id, keeping what was resolved", () => {
    for (const memberId of [undefined, null, "", "  "]) {
      const raw = memberId === undefined ? { insurance_name: "Aetna" } : { insurance_name: "Aetna", insured_member_id: memberId }
      expect(plan(raw), String(memberId)).toEqual({
        _tag: "Settled",
        result: expect.objectContaining({
          outcome: "incomplete",
          reason_code: "missing_member_id",
          payor_responsibility: "primary",
          resolved_insurance_id: aetna.id,
          resolution_method: "name",
          coverage_chain_id: chain,
          payor_id: null
        })
      })
    }
  })

  it("reports an unresolved insurance before a missing member id", () => {
    expect(plan({ insurance_name: "Nobody" })).toMatchObject({ result: { outcome: "unresolved" } })
  })
})

describe("what is echoed back", () => {
  it("echoes the submitted name only when it is a string", () => {
    expect(submittedInsuranceName({ insurance_name: "Aetna" })).toBe("Aetna")
    expect(submittedInsuranceName({ insurance_name: 42 })).toBeNull()
    expect(submittedInsuranceName("Aetna")).toBeNull()
    expect(submittedInsuranceName(null)).toBeNull()
  })

  it("describes a payor that is not a payor as failed, invalid_payor", () => {
    expect(invalidPayor({ insurance_name: "Aetna", plan_type: "XX" }, "plan_type is not a plan type")).toEqual({
      outcome: "failed",
      payor_responsibility: null,
      submitted_insurance_name: "Aetna",
      resolved_insurance_id: null,
      resolved_insurance_name: null,
      trading_partner_service_id: null,
      payor_id: null,
      coverage_chain_id: null,
      resolution_method: null,
      reason_code: "invalid_payor",
      message: "plan_type is not a plan type"
    })
  })
})
