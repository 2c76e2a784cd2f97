/** The VOB request's coverage merge (src/VobRequests/CoveragePlan.ts): one test per rule, action, reason and source. */
import { describe, expect, it } from "vitest"
import type { ReferenceRecord } from "../src/Domain/ReferenceRecords.js"
import type { Card } from "../src/VobRequests/CardReading.js"
import { type CoverageInput, type ExistingPolicy, planCoverage } from "../src/VobRequests/CoveragePlan.js"
import type { IntakeCoverage } from "../src/VobRequests/VobRequest.js"

const insurance = (key: string, name: string, payer_id: string, generic = false, is_active = true): ReferenceRecord<"insurance"> => ({
  id: `ins-${key}`,
  key,
  name,
  payer_id,
  trading_partner_service_id: null,
  generic,
  is_active
})

const insurances = [
  insurance("aetna", "Aetna", "60054"),
  insurance("bcbs", "Blue Cross Blue Shield", "BCBS", true),
  insurance("bcbs_tx", "Blue Cross Blue Shield of Texas", "84980"),
  insurance("cigna", "Cigna", "62308"),
  insurance("cigna2", "Cigna", "99998"),
  insurance("legacy", "Legacy Health Plan", "99999", false, false)
]

const policy = (id: string, insurance_id: string, member_number: string, tier: ExistingPolicy["coverage_tier"], extra: Partial<ExistingPolicy> = {}): ExistingPolicy => ({
  id,
  insurance_id,
  member_number,
  coverage_tier: tier,
  group_number: null,
  plan_name: null,
  subscriber: null,
  external_id: null,
  ...extra
})

const plan = (input: Partial<CoverageInput>) =>
  planCoverage({ insurances, existing: [], requested: [], cards: [], takenExternalIds: new Set(), ...input })

const entries = (input: Partial<CoverageInput>) =>
  plan(input).entries.map((e) => [e.ref, e.action, e.reason, e.source])

const card = (fields: Partial<Card> & { member_number: string }): Card => fields as Card
const coverage = (fields: IntakeCoverage): IntakeCoverage => fields

describe("coverage from the request alone", () => {
  it("creates a policy on the requested tier (source request)", () => {
    const p = plan({ requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "secondary", group_number: "G" })] })
    expect(p.entries).toEqual([{ ref: "new:0", action: "created", reason: null, source: "request" }])
    expect(p.creates).toEqual([{ ref: "new:0", insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "secondary", fields: { group_number: "G" } }])
  })

  it("matches an existing policy with nothing to change, fills one with new details", () => {
    const existing = [policy("p1", "ins-aetna", "A1", "primary"), policy("p2", "ins-cigna", "C1", "secondary")]
    expect(entries({
      existing,
      requested: [
        coverage({ insurance_id: "ins-aetna", member_number: "a1", coverage_tier: "primary" }),
        coverage({ insurance_id: "ins-cigna", member_number: "C1", coverage_tier: "secondary", plan_name: "PPO" })
      ]
    })).toEqual([["p1", "matched", null, "request"], ["p2", "filled", null, "request"]])
  })

  it("reports policies nothing named as unchanged (source null)", () => {
    expect(entries({ existing: [policy("p1", "ins-aetna", "A1", "primary")], requested: [coverage({ insurance_id: "ins-cigna", member_number: "C1", coverage_tier: "secondary" })] }))
      .toEqual([["new:0", "created", null, "request"], ["p1", "unchanged", null, null]])
  })

  it("moves an untouched policy off a tier the request takes: unchanged, tier_moved", () => {
    const p = plan({ existing: [policy("p1", "ins-aetna", "A1", "primary")], requested: [coverage({ insurance_id: "ins-cigna", member_number: "C1", coverage_tier: "primary" })] })
    expect(p.entries.map((e) => [e.ref, e.action, e.reason])).toEqual([["new:0", "created", null], ["p1", "unchanged", "tier_moved"]])
    expect(p.updates).toEqual([{ id: "p1", changes: { coverage_tier: "secondary" } }])
    expect(p.creates[0]!.coverage_tier).toBe("primary")
  })

  it("skips an insurance name matching none (unresolved_payer) or several (ambiguous)", () => {
    expect(entries({ requested: [coverage({ insurance_name: "Nowhere Health", member_number: "N1", coverage_tier: "primary" })] })).toEqual([[null, "skipped", "unresolved_payer", "request"]])
    expect(entries({ requested: [coverage({ insurance_name: "Cigna", member_number: "N1", coverage_tier: "primary" })] })).toEqual([[null, "skipped", "ambiguous", "request"]])
  })

  it("rule 7: a fifth coverage is tiers_full; a repeat of the same insurance and member is duplicate_policy", () => {
    const existing = [
      policy("p1", "ins-aetna", "A1", "primary"),
      policy("p2", "ins-aetna", "A2", "secondary"),
      policy("p3", "ins-aetna", "A3", "tertiary"),
      policy("p4", "ins-aetna", "A4", "quaternary")
    ]
    expect(entries({ existing, requested: [coverage({ insurance_id: "ins-cigna", member_number: "C1", coverage_tier: "primary" })] })[0]).toEqual([null, "skipped", "tiers_full", "request"])
    expect(entries({
      requested: [coverage({ insurance_name: "Aetna", member_number: "X1", coverage_tier: "primary" }), coverage({ insurance_name: "60054", member_number: "x1", coverage_tier: "secondary" })]
    })).toEqual([["new:0", "created", null, "request"], [null, "skipped", "duplicate_policy", "request"]])
  })

  it("skips a coverage whose external_id another patient's policy holds", () => {
    expect(entries({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary", external_id: "EXT-1" })],
      takenExternalIds: new Set(["EXT-1"])
    })).toEqual([[null, "skipped", "external_id_taken", "request"]])
  })
})

describe("rule 1: caller data wins; a card fills only what the caller left out", () => {
  it("takes the card's group number when the caller sent none (source both), never over the caller's", () => {
    const filled = plan({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Aetna", member_number: "A1", group_number: "G-CARD" })]
    })
    expect(filled.entries).toEqual([{ ref: "new:0", action: "created", reason: null, source: "both" }])
    expect(filled.creates[0]!.fields).toEqual({ group_number: "G-CARD" })
    const kept = plan({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary", group_number: "G-CALLER" })],
      cards: [card({ insurance_name: "Aetna", member_number: "A1", group_number: "G-CARD" })]
    })
    expect(kept.creates[0]!.fields).toEqual({ group_number: "G-CALLER" })
  })
})

describe("rule 2: a card disagreeing with a sent member_number or insurance_id is skipped", () => {
  it("skips a card with another member id on the sent insurance", () => {
    expect(entries({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Aetna", member_number: "A9" })]
    })).toEqual([["new:0", "created", null, "request"], [null, "skipped", "conflicts_with_request", "card"]])
  })

  it("a card with another member id printing another tier than the sent coverage's is another coverage, not a disagreement", () => {
    expect(entries({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Aetna", member_number: "A2", coverage_tier: "secondary" })]
    })).toEqual([["new:0", "created", null, "request"], ["new:1", "created", null, "card"]])
    expect(entries({
      existing: [policy("p1", "ins-aetna", "A1", "primary")],
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Aetna", member_number: "A2", coverage_tier: "secondary" })]
    })).toEqual([["p1", "matched", null, "request"], ["new:0", "created", null, "card"]])
  })

  it("skips a card with the sent member id on another insurance than a sent insurance_id, which never changes", () => {
    const p = plan({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "A1" })]
    })
    expect(p.entries.map((e) => [e.action, e.reason, e.source])).toEqual([["created", null, "request"], ["skipped", "conflicts_with_request", "card"]])
    expect(p.creates[0]!.insurance_id).toBe("ins-aetna")
  })
})

describe("rule 3: an insurance sent by name may be corrected by a card with the same member id", () => {
  it("sharpens the patient's generic insurance to the specific one (specific_insurance, source both)", () => {
    const p = plan({
      existing: [policy("p1", "ins-bcbs", "B1", "primary")],
      requested: [coverage({ insurance_name: "Blue Cross Blue Shield", member_number: "B1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B1" })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "corrected", reason: "specific_insurance", source: "both" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { insurance_id: "ins-bcbs_tx" } }])
    expect(p.creates).toEqual([])
  })

  it("a generic name corrected to an insurance outside its family is corrected_insurance, not specific_insurance", () => {
    const p = plan({
      existing: [policy("p1", "ins-bcbs", "B1", "primary")],
      requested: [coverage({ insurance_name: "Blue Cross Blue Shield", member_number: "B1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Aetna", member_number: "B1" })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "corrected", reason: "corrected_insurance", source: "both" }])
  })

  it("a specific name is never made generic by a card of its family", () => {
    const p = plan({
      existing: [policy("p1", "ins-bcbs_tx", "B1", "primary")],
      requested: [coverage({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield", member_number: "B1", group_number: "G" })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "filled", reason: null, source: "both" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { group_number: "G" } }])
  })

  it("corrects a name to another, non-generic insurance (corrected_insurance)", () => {
    const p = plan({
      existing: [policy("p1", "ins-aetna", "Z1", "primary")],
      requested: [coverage({ insurance_name: "Aetna", member_number: "Z1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "Z1" })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "corrected", reason: "corrected_insurance", source: "both" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { insurance_id: "ins-bcbs_tx" } }])
  })

  it("a policy the request created reads created even though the card corrected its insurance", () => {
    const p = plan({
      requested: [coverage({ insurance_name: "Blue Cross Blue Shield", member_number: "B1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B1" })]
    })
    expect(p.entries).toEqual([{ ref: "new:0", action: "created", reason: null, source: "both" }])
    expect(p.creates[0]!.insurance_id).toBe("ins-bcbs_tx")
  })
})

describe("rule 4: a coverage without member number", () => {
  it("is the patient's one policy on that insurance, corrected by a card with another member id (new_member_number)", () => {
    const existing = [policy("p1", "ins-aetna", "OLD", "primary")]
    expect(entries({ existing, requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "primary" })] })).toEqual([["p1", "matched", null, "request"]])
    const p = plan({ existing, requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "primary" })], cards: [card({ insurance_name: "Aetna", member_number: "NEW" })] })
    expect(p.entries).toEqual([{ ref: "p1", action: "corrected", reason: "new_member_number", source: "both" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { member_number: "NEW" } }])
  })

  it("takes the member id from the card of that insurance; none is no_member_number", () => {
    expect(entries({ requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "primary" })], cards: [card({ insurance_name: "Aetna", member_number: "A7" })] }))
      .toEqual([["new:0", "created", null, "both"]])
    expect(entries({ requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "primary" })] })).toEqual([[null, "skipped", "no_member_number", "request"]])
  })

  it("several member ids on cards of that insurance: the one printed with the coverage's tier, else ambiguous", () => {
    const cards = [card({ insurance_name: "Aetna", member_number: "A1", coverage_tier: "primary" }), card({ insurance_name: "Aetna", member_number: "A2", coverage_tier: "secondary" })]
    const picked = plan({ requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "secondary" })], cards })
    expect(picked.creates[0]).toMatchObject({ member_number: "A2", coverage_tier: "secondary" })
    expect(entries({ requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "tertiary" })], cards })[0]).toEqual([null, "skipped", "ambiguous", "request"])
  })

  it("does not take the patient's policy when a sent external_id differs from it", () => {
    expect(entries({
      existing: [policy("p1", "ins-aetna", "OLD", "primary", { external_id: "E-1" })],
      requested: [coverage({ insurance_id: "ins-aetna", coverage_tier: "primary", external_id: "E-2" })]
    })[0]).toEqual([null, "skipped", "no_member_number", "request"])
  })
})

describe("rule 5: a card with another member id corrects the patient's one policy on its insurance", () => {
  it("corrects it (source card) when the card prints no tier or that policy's tier", () => {
    const existing = [policy("p1", "ins-cigna", "C-OLD", "primary")]
    expect(entries({ existing, cards: [card({ insurance_id: "ins-cigna", member_number: "C-NEW" })] }))
      .toEqual([["p1", "corrected", "new_member_number", "card"]])
    expect(entries({ existing, cards: [card({ insurance_id: "ins-cigna", member_number: "C-NEW", coverage_tier: "primary" })] }))
      .toEqual([["p1", "corrected", "new_member_number", "card"]])
  })

  it("a card printing another, free tier matches none: it adds coverage on that tier (rule 6's ambiguous cases are exhaustive)", () => {
    const existing = [policy("p1", "ins-cigna", "C-OLD", "primary")]
    const p = plan({ existing, cards: [card({ insurance_id: "ins-cigna", member_number: "C-NEW", coverage_tier: "secondary" })] })
    expect(p.entries.map((e) => [e.ref, e.action, e.reason, e.source])).toEqual([["new:0", "created", null, "card"], ["p1", "unchanged", null, null]])
    expect(p.creates).toEqual([{ ref: "new:0", insurance_id: "ins-cigna", member_number: "C-NEW", coverage_tier: "secondary", fields: {} }])
    expect(p.updates).toEqual([])
  })

  it("not when the caller sent that policy's member number", () => {
    const existing = [policy("p1", "ins-cigna", "C-OLD", "primary")]
    expect(entries({
      existing,
      requested: [coverage({ insurance_id: "ins-cigna", member_number: "C-OLD", coverage_tier: "primary" })],
      cards: [card({ insurance_id: "ins-cigna", member_number: "C-NEW" })]
    })).toEqual([["p1", "matched", null, "request"], [null, "skipped", "conflicts_with_request", "card"]])
  })

  it("a card matching a policy exactly is matched (source card), or filled when it adds details", () => {
    const existing = [policy("p1", "ins-cigna", "C1", "primary")]
    expect(entries({ existing, cards: [card({ insurance_id: "ins-cigna", member_number: "C1" })] })).toEqual([["p1", "matched", null, "card"]])
    expect(entries({ existing, cards: [card({ insurance_id: "ins-cigna", member_number: "C1", group_number: "G" })] })).toEqual([["p1", "filled", null, "card"]])
  })

  it("a card matching nothing adds a coverage (source card)", () => {
    expect(entries({ cards: [card({ insurance_name: "Aetna", member_number: "A1" })] })).toEqual([["new:0", "created", null, "card"]])
  })
})

describe("rule 6: ambiguity leaves policies as they are", () => {
  const two = [policy("p1", "ins-aetna", "A1", "primary"), policy("p2", "ins-aetna", "A2", "secondary")]

  it("a card that no member id or printed tier places among two policies on its insurance", () => {
    const p = plan({ existing: two, cards: [card({ insurance_name: "Aetna", member_number: "A9" })] })
    expect(p.entries[0]).toEqual({ ref: null, action: "skipped", reason: "ambiguous", source: "card" })
    expect(p.updates).toEqual([])
  })

  it("a printed tier picks one of them", () => {
    expect(entries({ existing: two, cards: [card({ insurance_name: "Aetna", member_number: "A9", coverage_tier: "secondary" })] })[0])
      .toEqual(["p2", "corrected", "new_member_number", "card"])
  })

  it("several cards competing for one policy", () => {
    const p = plan({
      existing: [policy("p1", "ins-cigna", "C-OLD", "primary")],
      cards: [card({ insurance_id: "ins-cigna", member_number: "C-1" }), card({ insurance_id: "ins-cigna", member_number: "C-2" })]
    })
    expect(p.entries.filter((e) => e.action === "skipped").map((e) => e.reason)).toEqual(["ambiguous", "ambiguous"])
    expect(p.updates).toEqual([])
  })

  it("a card of an insurance nobody has resolves nowhere: unresolved_payer", () => {
    expect(entries({ cards: [card({ insurance_name: "Unknown Plan", member_number: "U1" })] })).toEqual([[null, "skipped", "unresolved_payer", "card"]])
  })
})

describe("rule 7: identical cards count once", () => {
  it("front and back read as the same card give one coverage", () => {
    const same = card({ insurance_name: "Aetna", member_number: "A1", group_number: "G" })
    expect(entries({ cards: [same, { ...same }] })).toEqual([["new:0", "created", null, "card"]])
  })
})

describe("generic families: a generic insurance and the specific ones named after it", () => {
  const bcbs = [policy("p1", "ins-bcbs", "B1", "primary")]

  it("a card naming the specific insurance of the patient's generic policy, same member id, corrects it (specific_insurance, source card)", () => {
    const p = plan({ existing: bcbs, cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "b1", group_number: "G" })] })
    expect(p.entries).toEqual([{ ref: "p1", action: "corrected", reason: "specific_insurance", source: "card" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { insurance_id: "ins-bcbs_tx", group_number: "G" } }])
    expect(p.creates).toEqual([])
  })

  it("a coverage without member number sent by the generic name is sharpened by its family's card with the policy's member id", () => {
    const p = plan({
      existing: bcbs,
      requested: [coverage({ insurance_name: "Blue Cross Blue Shield", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B1" })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "corrected", reason: "specific_insurance", source: "both" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { insurance_id: "ins-bcbs_tx" } }])
  })

  it("a sent generic insurance_id is never changed: the family's card agrees with it and fills (source both), no second policy", () => {
    const p = plan({
      existing: bcbs,
      requested: [coverage({ insurance_id: "ins-bcbs", member_number: "B1", coverage_tier: "primary" })],
      cards: [card({ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B1", group_number: "G" })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "filled", reason: null, source: "both" }])
    expect(p.updates).toEqual([{ id: "p1", changes: { group_number: "G" } }])
    expect(p.creates).toEqual([])
  })

  it("a generic card on the patient's specific policy is that policy (matched), never a downgrade or a second policy", () => {
    expect(entries({ existing: [policy("p1", "ins-bcbs_tx", "B1", "primary")], cards: [card({ insurance_name: "Blue Cross Blue Shield", member_number: "B1" })] }))
      .toEqual([["p1", "matched", null, "card"]])
  })

  it("a card of another insurance with the same member id is not of the family: it adds coverage", () => {
    expect(entries({ existing: bcbs, cards: [card({ insurance_name: "Aetna", member_number: "B1" })] }))
      .toEqual([["new:0", "created", null, "card"], ["p1", "unchanged", null, null]])
  })
})

describe("rule 1 inside subscriber: field by field", () => {
  const subscriber = (fields: Record<string, string>) => ({
    first_name: null, middle_name: null, last_name: null, dob: null, gender: null, member_number: null,
    address: null, address2: null, city: null, state: null, zip: null, ...fields
  })

  it("the card fills the subscriber fields the caller left out; the caller's win", () => {
    const p = plan({
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary", subscriber: subscriber({ first_name: "Caller", city: "Austin" }) as never })],
      cards: [card({ insurance_name: "Aetna", member_number: "A1", subscriber: subscriber({ first_name: "Card", last_name: "Holder", dob: "1970-01-01" }) as never })]
    })
    expect(p.creates[0]!.fields.subscriber).toEqual(subscriber({ first_name: "Caller", last_name: "Holder", dob: "1970-01-01", city: "Austin" }))
  })

  it("a stored subscriber keeps the fields neither the caller nor a card sent", () => {
    const p = plan({
      existing: [policy("p1", "ins-aetna", "A1", "primary", { subscriber: subscriber({ first_name: "Stored", address: "1 Main St" }) })],
      requested: [coverage({ insurance_id: "ins-aetna", member_number: "A1", coverage_tier: "primary", subscriber: subscriber({ last_name: "Caller" }) as never })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "filled", reason: null, source: "request" }])
    expect(p.updates[0]!.changes.subscriber).toEqual(subscriber({ first_name: "Stored", last_name: "Caller", address: "1 Main St" }))
  })

  it("a card on a policy only fills its blank subscriber fields", () => {
    const p = plan({
      existing: [policy("p1", "ins-aetna", "A1", "primary", { subscriber: subscriber({ first_name: "Stored" }) })],
      cards: [card({ insurance_name: "Aetna", member_number: "A1", subscriber: subscriber({ first_name: "Card", last_name: "Holder" }) as never })]
    })
    expect(p.entries).toEqual([{ ref: "p1", action: "filled", reason: null, source: "card" }])
    expect(p.updates[0]!.changes.subscriber).toEqual(subscriber({ first_name: "Stored", last_name: "Holder" }))
  })
})
