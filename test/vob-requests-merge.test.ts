/**
 * What a completed VOB request did to the patient and its coverage, as the request resource and the
 * records show it: patient actions, and representative policy merge cases (the pure merge module has
 * its own exhaustive unit suite).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

describe("completed VOB request: the patient", () => {
  it("creates a new patient (created), matches an identical one (matched) and updates a changed one (updated)", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const first = await s.run({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] })
    expect(first).toMatchObject({ status: "completed", patient: { action: "created" } })
    const patientId = first.patient!.id
    const stored = (await s.call("GET", `/v1/patients/${patientId}`)).body
    expect(stored).toMatchObject({ ...AVERY, created_from: "vob_request" })

    const again = await s.run({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] })
    expect(again.patient).toEqual({ id: patientId, action: "matched" })

    const updated = await s.run({ patient: { ...AVERY, email: "avery@quinn.test" }, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] })
    expect(updated.patient).toEqual({ id: patientId, action: "updated" })
    expect((await s.call("GET", `/v1/patients/${patientId}`)).data.email).toBe("avery@quinn.test")
    expect((await s.counts()).patients).toBe(1)
  })

  it("with patient_id the patient is matched; a card fills a blank name and birth date of a sent patient", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient(AVERY)
    const byId = await s.run({ patient_id: avery.id, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect(byId.patient).toEqual({ id: avery.id, action: "matched" })

    const card = await s.cardFile([{ insurance_name: "Cigna", member_number: "C1", patient: { first_name: "Robin", last_name: "Vale", date_of_birth: "1979-09-09" } }])
    const filled = await s.run({ patient: { phone_number: "5125550142" }, file_ids: [card] })
    expect(filled.patient!.action).toBe("created")
    expect((await s.call("GET", `/v1/patients/${filled.patient!.id}`)).body).toMatchObject({
      first_name: "Robin",
      last_name: "Vale",
      date_of_birth: "1979-09-09",
      phone_number: expect.stringContaining("5550142")
    })
  })
})

describe("completed VOB request: policies", () => {
  it("request-only coverage is created with source request", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary", group_number: "G1" }] })
    expect(done.policies).toEqual([{ id: expect.any(String), action: "created", reason: null, source: "request" }])
    expect(await s.policy(done.policies[0].id!)).toMatchObject({
      patient_id: done.patient!.id,
      insurance_id: aetna,
      member_number: "W1",
      coverage_tier: "primary",
      group_number: "G1"
    })
  })

  it("a card matching no policy is created with source card", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{ insurance_name: "Cigna", member_number: "C1", group_number: "CG", patient: AVERY }])
    const done = await s.run({ patient: AVERY, file_ids: [card] })
    expect(done.policies).toEqual([{ id: expect.any(String), action: "created", reason: null, source: "card" }])
    expect(await s.policy(done.policies[0].id!)).toMatchObject({ insurance_id: s.insurance("Cigna"), member_number: "C1", group_number: "CG" })
  })

  it("a coverage the patient already has is matched; one a card adds details to is filled", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: aetna, member_number: "W1" }] })
    const [policyId] = avery.policyIds
    const matched = await s.run({ patient_id: avery.id, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] })
    expect(matched.policies).toEqual([{ id: policyId, action: "matched", reason: null, source: "request" }])

    const card = await s.cardFile([{ insurance_name: "Aetna", member_number: "W1", group_number: "G7" }])
    const filled = await s.run({ patient_id: avery.id, file_ids: [card] })
    expect(filled.policies).toEqual([{ id: policyId, action: "filled", reason: null, source: "card" }])
    expect((await s.policy(policyId!)).group_number).toBe("G7")
  })

  it("a card with another member ID corrects the patient's one policy on that insurance (new_member_number)", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: aetna, member_number: "W1" }] })
    const card = await s.cardFile([{ insurance_name: "Aetna", member_number: "W2", patient: AVERY }])
    const done = await s.run({ patient_id: avery.id, file_ids: [card] })
    expect(done.policies).toEqual([{ id: avery.policyIds[0], action: "corrected", reason: "new_member_number", source: "card" }])
    expect((await s.policy(avery.policyIds[0]!)).member_number).toBe("W2")
    expect((await s.policiesOf(avery.id))).toHaveLength(1)
  })

  it("a generic Blue Cross Blue Shield sent by name is sharpened by a BCBS of Texas card with the same member ID", async () => {
    const s = await requestScenario(app)
    const generic = s.insurance("Blue Cross Blue Shield")
    const texas = s.insurance("Blue Cross Blue Shield of Texas")
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: generic, member_number: "B77" }] })
    const card = await s.cardFile([{ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B77" }])
    const done = await s.run({
      patient_id: avery.id,
      policies: [{ insurance_name: "Blue Cross Blue Shield", member_number: "B77", coverage_tier: "primary" }],
      file_ids: [card]
    })
    expect(done.policies).toEqual([{ id: avery.policyIds[0], action: "corrected", reason: "specific_insurance", source: "both" }])
    expect((await s.policy(avery.policyIds[0]!)).insurance_id).toBe(texas)
    expect(await s.policiesOf(avery.id)).toHaveLength(1)
  })

  it("a policy the request creates reads created, source both, even when a card sharpened its insurance", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B77", patient: AVERY }])
    const done = await s.run({ patient: AVERY, policies: [{ insurance_name: "Blue Cross Blue Shield", member_number: "B77", coverage_tier: "primary" }], file_ids: [card] })
    expect(done.policies).toEqual([{ id: expect.any(String), action: "created", reason: null, source: "both" }])
    expect((await s.policy(done.policies[0].id!)).insurance_id).toBe(s.insurance("Blue Cross Blue Shield of Texas"))
  })

  it("a coverage without member number and no card for it is skipped no_member_number", async () => {
    const s = await requestScenario(app)
    const done = await s.run({
      patient: AVERY,
      policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }, { insurance_id: s.insurance("Cigna"), coverage_tier: "secondary" }]
    })
    expect(done.policies).toEqual([
      { id: expect.any(String), action: "created", reason: null, source: "request" },
      { id: null, action: "skipped", reason: "no_member_number", source: "request" }
    ])
    expect(await s.policiesOf(done.patient!.id)).toHaveLength(1)
  })

  it("a card disagreeing with a sent member_number is skipped conflicts_with_request; caller data wins", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{ insurance_name: "Aetna", member_number: "W9", patient: AVERY }])
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }], file_ids: [card] })
    expect(done.policies).toEqual(expect.arrayContaining([
      { id: expect.any(String), action: "created", reason: null, source: "request" },
      { id: null, action: "skipped", reason: "conflicts_with_request", source: "card" }
    ]))
    expect(done.policies).toHaveLength(2)
    const stored = await s.policiesOf(done.patient!.id)
    expect(stored.map((p) => p.member_number)).toEqual(["W1"])
  })

  it("a coverage without member number takes the member ID of its insurance's card (source both)", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{ insurance_name: "Cigna", member_number: "C55", group_number: "CG", patient: AVERY }])
    const done = await s.run({ patient: AVERY, policies: [{ insurance_id: s.insurance("Cigna"), group_number: "MINE", coverage_tier: "primary" }], file_ids: [card] })
    expect(done.policies).toEqual([{ id: expect.any(String), action: "created", reason: null, source: "both" }])
    // Caller data wins over the card's: the sent group number is kept.
    expect(await s.policy(done.policies[0].id!)).toMatchObject({ member_number: "C55", group_number: "MINE" })
  })

  it("a coverage another one takes the tier of is moved: unchanged, tier_moved", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    const done = await s.run({ patient_id: avery.id, policies: [{ insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "primary" }] })
    expect(done.policies).toEqual([
      { id: expect.any(String), action: "created", reason: null, source: "request" },
      { id: avery.policyIds[0], action: "unchanged", reason: "tier_moved", source: null }
    ])
    expect((await s.policy(avery.policyIds[0]!)).coverage_tier).not.toBe("primary")
    expect((await s.policy(done.policies[0].id!)).coverage_tier).toBe("primary")
  })

  it("a request swapping the tiers of the patient's two policies stores the swap", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const cigna = s.insurance("Cigna")
    const avery = await s.patient({
      ...AVERY,
      policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }, { insurance_id: cigna, member_number: "C1", coverage_tier: "secondary" }]
    })
    const [aetnaPolicy, cignaPolicy] = avery.policyIds
    const done = await s.run({
      patient_id: avery.id,
      policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "secondary" }, { insurance_id: cigna, member_number: "C1", coverage_tier: "primary" }]
    })
    expect(done.policies).toEqual([
      { id: aetnaPolicy, action: "filled", reason: null, source: "request" },
      { id: cignaPolicy, action: "filled", reason: null, source: "request" }
    ])
    expect((await s.policy(aetnaPolicy!)).coverage_tier).toBe("secondary")
    expect((await s.policy(cignaPolicy!)).coverage_tier).toBe("primary")
  })
})

describe("completed VOB request: merge rules at their edges", () => {
  it("a BCBS of Texas card with the member ID of the patient's generic BCBS policy corrects it (specific_insurance), no second policy", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Blue Cross Blue Shield"), member_number: "B77" }] })
    const card = await s.cardFile([{ insurance_name: "Blue Cross Blue Shield of Texas", member_number: "B77", patient: AVERY }])
    const done = await s.run({ patient_id: avery.id, file_ids: [card] })
    expect(done.policies).toEqual([{ id: avery.policyIds[0], action: "corrected", reason: "specific_insurance", source: "card" }])
    const stored = await s.policiesOf(avery.id)
    expect(stored.map((p) => [p.insurance_id, p.member_number, p.coverage_tier])).toEqual([
      [s.insurance("Blue Cross Blue Shield of Texas"), "B77", "primary"]
    ])
  })

  it("a card on a known insurance with another member ID and a free printed tier adds coverage on that tier", async () => {
    const s = await requestScenario(app)
    const cigna = s.insurance("Cigna")
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: cigna, member_number: "C-OLD", coverage_tier: "primary" }] })
    const card = await s.cardFile([{ insurance_id: cigna, member_number: "C-NEW", coverage_tier: "secondary", patient: AVERY }])
    const done = await s.run({ patient_id: avery.id, file_ids: [card] })
    expect(done.policies).toEqual([
      { id: expect.any(String), action: "created", reason: null, source: "card" },
      { id: avery.policyIds[0], action: "unchanged", reason: null, source: null }
    ])
    expect(await s.policy(done.policies[0].id!)).toMatchObject({ insurance_id: cigna, member_number: "C-NEW", coverage_tier: "secondary" })
    expect((await s.policy(avery.policyIds[0]!)).member_number).toBe("C-OLD")
  })

  it("a card fills the subscriber fields the caller left out, field by field", async () => {
    const s = await requestScenario(app)
    const card = await s.cardFile([{
      insurance_name: "Aetna",
      member_number: "W1",
      subscriber: { first_name: "Card", last_name: "Holder", dob: "1960-03-03" },
      patient: AVERY
    }])
    const done = await s.run({
      patient: AVERY,
      policies: [{ insurance_name: "Aetna", member_number: "W1", subscriber: { first_name: "Casey", city: "Austin" }, coverage_tier: "primary" }],
      file_ids: [card]
    })
    expect(done.policies).toEqual([{ id: expect.any(String), action: "created", reason: null, source: "both" }])
    expect((await s.policy(done.policies[0].id!)).subscriber).toMatchObject({
      first_name: "Casey",
      last_name: "Holder",
      dob: "1960-03-03",
      city: "Austin"
    })
  })
})

describe("completed VOB request: front and back of one card as separate files", () => {
  const front = { insurance_name: "Humana", member_number: "HX1" }
  const back = { insurance_name: "Humana", member_number: "HX1", group_number: "HG1" }

  it("for a new coverage they make one policy, not two", async () => {
    const s = await requestScenario(app)
    const files = [await s.cardFile([{ ...front, patient: AVERY }]), await s.cardFile([back])]
    const done = await s.run({ patient: AVERY, file_ids: files })
    expect(done.status).toBe("completed")
    const stored = await s.policiesOf(done.patient!.id)
    expect(stored.map((p) => [p.member_number, p.group_number])).toEqual([["HX1", "HG1"]])
    expect(done.policies.filter((p) => p.action === "created")).toEqual([
      { id: stored[0].id, action: "created", reason: null, source: "card" }
    ])
  })

  it("for the patient's policy they fill it (they do not compete: ambiguous)", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Humana"), member_number: "HX1" }] })
    const files = [await s.cardFile([front]), await s.cardFile([back])]
    const done = await s.run({ patient_id: avery.id, file_ids: files })
    expect(done.policies).toEqual([{ id: avery.policyIds[0], action: "filled", reason: null, source: "card" }])
    expect((await s.policy(avery.policyIds[0]!)).group_number).toBe("HG1")
  })

  it("with a new member ID they correct the patient's one policy on the insurance", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Humana"), member_number: "OLD-1" }] })
    const files = [await s.cardFile([front]), await s.cardFile([back])]
    const done = await s.run({ patient_id: avery.id, file_ids: files })
    expect(done.policies).toEqual([{ id: avery.policyIds[0], action: "corrected", reason: "new_member_number", source: "card" }])
    expect(await s.policy(avery.policyIds[0]!)).toMatchObject({ member_number: "HX1", group_number: "HG1" })
  })
})

describe("completed VOB request: a write the store refuses", () => {
  it("is skipped not_saved and the rest of the request goes on", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1" }] })
    // The policy points at a card file that no longer exists: the store refuses any change to it.
    await app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql.onDialectOrElse({
        pg: () =>
          sql`UPDATE patient_policies SET doc = jsonb_set(doc::jsonb, '{insurance_card_front_file_id}', to_jsonb(${randomUUID()}::text))::text
            WHERE id = ${avery.policyIds[0]!}`,
        orElse: () =>
          sql`UPDATE patient_policies SET doc = json_set(doc, '$.insurance_card_front_file_id', ${randomUUID()})
            WHERE id = ${avery.policyIds[0]!}`
      })))
    const done = await s.run({
      patient_id: avery.id,
      policies: [
        { insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary", group_number: "G-NEW" },
        { insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "secondary" }
      ]
    })
    expect(done.status).toBe("completed")
    expect(done.policies).toEqual([
      { id: null, action: "skipped", reason: "not_saved", source: "request" },
      expect.objectContaining({ action: "created", source: "request" })
    ])
    expect((await s.policy(avery.policyIds[0]!)).group_number).toBeNull()
  })
})
