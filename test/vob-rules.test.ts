/** The VOB's pure rules beside the state machine: results, record changes, reported fields, autopilot. */
import { describe, expect, it } from "vitest"
import { AUTOPILOT_CORRECTION, autopilotPlan, autopilotScenarios, scenarioOf } from "../src/Vobs/Autopilot.js"
import type { VobRecord } from "../src/Vobs/Vob.js"
import { answeredRecord } from "../src/Vobs/MissingInformation.js"
import { cancelledRecord, completedRecord, newVobRecord } from "../src/Vobs/VobRecords.js"
import { generateResult, mergeResult, summarize } from "../src/Vobs/VobResult.js"
import { reportedChanges } from "../src/Vobs/VobWriter.js"

const at = (iso: string) => ({ ms: Date.parse(iso), iso })
const T0 = at("2030-01-01T09:00:00.000Z")
const coverage = { plan_name: null, group_number: "G-1", today: "2030-01-01" }
const requested = [{ service_type: "psychotherapy" as const, specialty_id: "s1" }]

const vob = (): VobRecord =>
  newVobRecord("00000000-0000-4000-8000-000000000001", {
    policy: { id: "00000000-0000-4000-8000-000000000002", patient_id: "00000000-0000-4000-8000-000000000003" } as never,
    specialties: [],
    priority: false,
    notes: null,
    priorAuthorizationId: null,
    createdBy: null,
    createdById: "api_key"
  }, T0, "00000000-0000-4000-8000-000000000004")

describe("generateResult", () => {
  it("is deterministic per seed and differs between seeds", () => {
    expect(generateResult("vob-a", requested, coverage)).toEqual(generateResult("vob-a", requested, coverage))
    const others = ["vob-b", "vob-c", "vob-d", "vob-e"].map((seed) => JSON.stringify(generateResult(seed, requested, coverage)))
    expect(new Set(others).size).toBeGreaterThan(1)
  })

  it("is plausible: remaining within the policy amount, family twice individual, out of network dearer, one service per specialty", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const r = generateResult(seed, requested, coverage)
      expect(r.individual_deductible_remaining_in_network!).toBeLessThanOrEqual(r.individual_deductible_policy_in_network!)
      expect(r.individual_deductible_remaining_in_network!).toBeGreaterThanOrEqual(0)
      expect(r.family_deductible_policy_in_network).toBe(r.individual_deductible_policy_in_network! * 2)
      expect(r.individual_oop_max_policy_in_network!).toBeGreaterThan(r.individual_deductible_policy_in_network!)
      expect(r.individual_deductible_policy_out_network).toBe(r.individual_deductible_policy_in_network! * 2)
      expect(r.services.map((s) => [s.service_type, s.specialty_id])).toEqual([["psychotherapy", "s1"]])
      expect(r.coverage_from).toBe("2030-01-01")
      expect(r.group_number).toBe("G-1")
    }
  })

  it("reports general plan coverage when no specialty was requested", () => {
    expect(generateResult("a", [], coverage).services.map((s) => s.service_type)).toEqual(["health_benefit_plan_coverage"])
  })
})

describe("mergeResult", () => {
  const base = generateResult("base", requested, coverage)

  it("keeps the base without input and overrides exactly the given fields", () => {
    expect(mergeResult(base, undefined)).toBe(base)
    const merged = mergeResult(base, { individual_deductible_remaining_in_network: 0, notes: "met" })
    expect(merged).toEqual({ ...base, individual_deductible_remaining_in_network: 0, notes: "met" })
  })

  it("merges a given service over the base service of its type; given services replace the list", () => {
    const merged = mergeResult(base, { services: [{ service_type: "psychotherapy", copay_in_network: 5 }, { service_type: "mental_health" }] })
    expect(merged.services[0]).toEqual({ ...base.services[0], copay_in_network: 5 })
    expect(merged.services[1]).toMatchObject({ service_type: "mental_health", copay_in_network: null, specialty_id: null })
    expect(merged.services).toHaveLength(2)
  })

  it("summarises amounts and codes only", () => {
    const text = summarize(mergeResult(base, { plan_name: "PPO" }))
    expect(text).toContain("Coverage active, in network (PPO).")
    expect(text).toContain("psychotherapy: covered")
  })
})

describe("VOB records", () => {
  it("a new VOB is pending with every default of the spec", () => {
    expect(vob()).toMatchObject({
      status: "pending",
      priority: false,
      sla_paused_seconds: 0,
      backfilled: false,
      result: null,
      sync: null,
      follow_up: null,
      cancellation: null,
      version: 1
    })
  })

  it("an answer counts only while staff's ask is open", () => {
    const asked: VobRecord = {
      ...vob(),
      status: "missing_information",
      missing_information_ask: { comment_id: "c", content: "?", created_at: T0.iso },
      auto_cancel_on: "2030-01-08"
    }
    const later = at("2030-01-01T10:00:00.000Z")
    expect(answeredRecord(asked, later)).toMatchObject({ missing_information_answered_at: later.iso, auto_cancel_on: null })
    expect(answeredRecord({ ...asked, missing_information_ask: null }, later).missing_information_answered_at).toBeNull()
    expect(answeredRecord({ ...asked, status: "in_progress" }, later).missing_information_answered_at).toBeNull()
  })

  it("cancelling from missing_information adds the wait and drops the ask", () => {
    const waiting: VobRecord = {
      ...vob(),
      status: "missing_information",
      missing_information_since: T0.iso,
      missing_information_ask: { comment_id: "c", content: "?", created_at: T0.iso }
    }
    const cancelled = cancelledRecord(waiting, "no longer needed", null, at("2030-01-01T09:10:00.000Z"))
    expect(cancelled).toMatchObject({
      status: "cancelled",
      sla_paused_seconds: 600,
      missing_information_ask: null,
      cancellation: { reason: "no longer needed", cancelled_at: "2030-01-01T09:10:00.000Z", cancelled_by_user_id: null }
    })
  })

  it("completion records the result and starts sync at not_synced", () => {
    const result = { ...generateResult("x", [], coverage), id: "r", created_at: T0.iso, updated_at: T0.iso, payor_id: null, ai_summary: null, ai_summary_generated_at: null }
    expect(completedRecord(vob(), result, "staff", T0)).toMatchObject({
      status: "completed",
      result_id: "r",
      completed_at: T0.iso,
      completed_by_user_id: "staff",
      sync: { status: "not_synced", attempted_at: null }
    })
  })
})

describe("reportedChanges", () => {
  it("names changed fields by their API names and ignores version, updated_at and sync", () => {
    const before = vob()
    const after: VobRecord = {
      ...before,
      priority: true,
      clinic_reviewed_by_user_id: "u",
      version: 2,
      updated_at: "2030-01-02T00:00:00.000Z",
      sync: { status: "pending", attempted_at: T0.iso }
    }
    expect(reportedChanges(before, after)).toEqual(["priority", "clinic_reviewed_by"])
    expect(reportedChanges(before, { ...before, version: 9 })).toEqual([])
  })
})

describe("autopilot", () => {
  it("reads the scenario from the member number's prefix", () => {
    expect(scenarioOf("AUTO_COMPLETE-123")).toBe("AUTO_COMPLETE")
    expect(scenarioOf("auto_missing1")).toBe("AUTO_MISSING")
    expect(scenarioOf("W123AUTO_COMPLETE")).toBeNull()
  })

  it("plans the documented timings", () => {
    const plan = (s: typeof autopilotScenarios[number]) =>
      autopilotPlan(s, "created").map((step) => `${step.afterSeconds} ${step.action}`)
    expect(plan("AUTO_COMPLETE")).toEqual(["60 start", "300 complete"])
    expect(plan("AUTO_MISSING")).toEqual(["60 start", "120 ask-missing-information"])
    expect(plan("AUTO_CANCEL")).toEqual(["60 start", "120 ask-missing-information", "180 warn"])
    expect(plan("AUTO_FOLLOWUP")).toEqual(["60 start", "300 complete", "600 follow-up/start", "900 follow-up/close"])
    expect(autopilotPlan("AUTO_MISSING", "answered").map((s) => `${s.afterSeconds} ${s.action}`)).toEqual(["60 resume", "300 complete"])
    expect(autopilotPlan("AUTO_COMPLETE", "follow_up_requested")).toEqual([
      { afterSeconds: 60, action: "follow-up/take" },
      { afterSeconds: 300, action: "follow-up/close", body: { result: AUTOPILOT_CORRECTION } }
    ])
  })
})
