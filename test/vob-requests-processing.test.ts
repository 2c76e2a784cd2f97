/**
 * Processing of VOB requests on the sandbox clock: queued → processing while cards wait for the card
 * reader → completed | failed, every error code reachable from the sandbox, failed requests staying
 * failed, and nothing written by a failed request.
 */
import type { components } from "../src/Kit/ApiClient.js"
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario, type RequestScenario } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const aetnaCard = (extra: Record<string, unknown> = {}) => ({ insurance_name: "Aetna", member_number: "W1", ...extra })

/** Submits (202) and advances 0; the request id. */
const submitted = async (s: RequestScenario, body: unknown) => {
  const reply = await s.submit(body)
  expect(reply.status, JSON.stringify(reply.body)).toBe(202)
  expect(reply.data.status).toBe("queued")
  await s.advance(0)
  return reply.data.id as string
}

const expectFailed = (request: components["schemas"]["VobRequest"], code: string, retryable?: boolean) => {
  expect(request.status, JSON.stringify(request)).toBe("failed")
  expect(request.error).toMatchObject({ code, message: expect.any(String), fields: expect.any(Array) })
  if (retryable !== undefined) expect(request.error!.retryable).toBe(retryable)
  expect(request.patient).toBeNull()
  expect(request.policies).toEqual([])
  expect(request.verifications).toEqual([])
}

describe("VOB request processing: card readings", () => {
  it("waits in processing while a file has no reading, and completes once it is registered", async () => {
    const s = await requestScenario(app)
    const file = await s.uploadCard()
    const id = await submitted(s, { patient: AVERY, file_ids: [file] })
    expect((await s.poll(id)).status).toBe("processing")
    await s.advance(300)
    expect((await s.poll(id)).status).toBe("processing")
    expect((await s.counts()).patients).toBe(0)
    expect((await s.read(file, [aetnaCard({ patient: AVERY })])).status).toBe(201)
    await s.advance(0)
    const done = await s.poll(id)
    expect(done).toMatchObject({ status: "completed", error: null, patient: { action: "created" } })
    expect(done.completed_at).toBe("2030-01-01T09:05:00.000Z")
  })

  it("fails files_unreadable (retryable) when no reading arrives within 10 sandbox minutes, and stays failed", async () => {
    const s = await requestScenario(app)
    const file = await s.uploadCard()
    const id = await submitted(s, { patient: AVERY, file_ids: [file] })
    await s.advance(599)
    expect((await s.poll(id)).status).toBe("processing")
    await s.advance(1)
    const failed = await s.poll(id)
    expectFailed(failed, "files_unreadable", true)
    // A reading arriving afterwards changes nothing: failed is terminal.
    await s.read(file, [aetnaCard({ patient: AVERY })])
    await s.advance(60)
    const later = await s.call("GET", `/v1/verification-of-benefits-requests/${id}`)
    expect(later.status).toBe(200)
    expect(later.body).toEqual(failed)
    expect(await s.counts()).toMatchObject({ patients: 0, policies: 0, vobs: 0 })
  })

  it("fails files_unreadable (retryable) on an unreadable reading, writing nothing", async () => {
    const s = await requestScenario(app)
    const good = await s.cardFile([aetnaCard({ patient: AVERY })])
    const bad = await s.uploadCard()
    const id = await submitted(s, { patient: AVERY, policies: [{ insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "primary" }], file_ids: [good, bad] })
    const before = await s.counts()
    await s.read(bad, "unreadable")
    await s.advance(0)
    const failed = await s.poll(id)
    expectFailed(failed, "files_unreadable", true)
    expect(await s.counts()).toEqual(before)
  })

  it("fails files_unreadable as soon as a card file is deleted before it was read", async () => {
    const s = await requestScenario(app)
    const file = await s.uploadCard()
    const id = await submitted(s, { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }], file_ids: [file] })
    const before = await s.counts()
    expect((await s.call("DELETE", `/v1/files/${file}`)).status).toBeLessThan(300)
    await s.advance(0)
    expectFailed(await s.poll(id), "files_unreadable", true)
    expect(await s.counts()).toEqual(before)
  })

  it("fails validation_failed when a card file is deleted after its reading, before processing ran", async () => {
    const s = await requestScenario(app)
    const read = await s.cardFile([aetnaCard({ patient: AVERY })])
    const waiting = await s.uploadCard()
    const id = await submitted(s, { patient: AVERY, file_ids: [read, waiting] })
    expect((await s.poll(id)).status).toBe("processing")
    expect((await s.call("DELETE", `/v1/files/${read}`)).status).toBeLessThan(300)
    const before = await s.counts()
    await s.read(waiting, [{ insurance_name: "Cigna", member_number: "C1" }])
    await s.advance(0)
    const failed = await s.poll(id)
    expectFailed(failed, "validation_failed")
    expect(await s.counts()).toEqual(before)
  })

  it("the card reader: 404 for an unknown or another company's file, 422 for a malformed reading", async () => {
    const s = await requestScenario(app)
    const other = await requestScenario(app)
    const theirs = await other.uploadCard()
    for (const id of ["4f1c2d3e-1111-4222-8333-944455556666", theirs]) {
      const reply = await s.read(id, "unreadable")
      expect(reply.status, id).toBe(404)
    }
    const file = await s.uploadCard()
    const cases: Array<[unknown, string]> = [
      [{ outcome: "read", cards: [] }, "cards"],
      [{ outcome: "read", cards: [{ insurance_name: "Aetna" }] }, "cards.0.member_number"],
      [{ outcome: "read", cards: [{ insurance_name: "Aetna", member_number: "W1", copay: 1 }] }, "cards.0.copay"],
      [{ outcome: "blurry" }, "outcome"]
    ]
    for (const [body, param] of cases) {
      const reply = await s.call("POST", `/sandbox/v1/files/${file}/reading`, body)
      expect(reply.status, JSON.stringify(body)).toBe(422)
      expect(String(reply.error.param)).toMatch(new RegExp(`^${param.replace(/\./g, "\\.")}`))
    }
    const ok = await s.read(file, [aetnaCard()])
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({ file_id: file, outcome: "read", cards: [aetnaCard()] })
  })

  it("a request without files completes on the next advance, without waiting", async () => {
    const s = await requestScenario(app)
    const id = await submitted(s, { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect((await s.poll(id)).status).toBe("completed")
  })
})

describe("VOB request processing: patient_conflict", () => {
  const existingWithPolicy = async (s: RequestScenario) => s.patient({ ...AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1" }] })

  it("a card whose date of birth is not the patient's", async () => {
    const s = await requestScenario(app)
    const avery = await existingWithPolicy(s)
    const before = await s.counts()
    const file = await s.cardFile([aetnaCard({ member_number: "W2", patient: { ...AVERY, date_of_birth: "1990-01-01" } })])
    const failed = await s.run({ patient_id: avery.id, file_ids: [file] })
    expectFailed(failed, "patient_conflict")
    expect(await s.counts()).toEqual({ ...before, requests: before.requests + 1 })
    expect((await s.policiesOf(avery.id)).map((p) => p.member_number)).toEqual(["W1"])
  })

  it("a sent patient that would be updated is left untouched when its card conflicts", async () => {
    const s = await requestScenario(app)
    const avery = await existingWithPolicy(s)
    const before = await s.counts()
    const file = await s.cardFile([aetnaCard({ patient: { ...AVERY, date_of_birth: "1990-01-01" } })])
    expectFailed(await s.run({ patient: { ...AVERY, email: "new@quinn.test", city: "Austin" }, file_ids: [file] }), "patient_conflict")
    expect(await s.counts()).toEqual({ ...before, requests: before.requests + 1 })
    expect((await s.call("GET", `/v1/patients/${avery.id}`)).body).toMatchObject({ email: null, city: null, version: 1 })
  })

  it("a card whose name shares no word or initial with the patient's", async () => {
    const s = await requestScenario(app)
    const avery = await existingWithPolicy(s)
    const before = await s.counts()
    const file = await s.cardFile([aetnaCard({ patient: { first_name: "Jordan", last_name: "Smith", date_of_birth: AVERY.date_of_birth } })])
    expectFailed(await s.run({ patient_id: avery.id, file_ids: [file] }), "patient_conflict")
    expect(await s.counts()).toEqual({ ...before, requests: before.requests + 1 })
  })

  it("a card sharing a word with the patient's name is the patient (no conflict)", async () => {
    const s = await requestScenario(app)
    const avery = await existingWithPolicy(s)
    const file = await s.cardFile([aetnaCard({ patient: { first_name: "A", last_name: "Quinn-Lee", date_of_birth: AVERY.date_of_birth } })])
    const done = await s.run({ patient_id: avery.id, file_ids: [file] })
    expect(done).toMatchObject({ status: "completed", patient: { id: avery.id, action: "matched" } })
  })

  it("a patient sent with only a phone number whose card names and dates another patient", async () => {
    const s = await requestScenario(app)
    await existingWithPolicy(s)
    const before = await s.counts()
    const file = await s.cardFile([aetnaCard({ member_number: "W5", patient: AVERY })])
    expectFailed(await s.run({ patient: { phone_number: "5125550199" }, file_ids: [file] }), "patient_conflict")
    expect(await s.counts()).toEqual({ ...before, requests: before.requests + 1 })
  })
})

describe("VOB request processing: validation_failed", () => {
  it("the patient cannot be created from what was sent (an unusable phone number only)", async () => {
    const s = await requestScenario(app)
    const failed = await s.run({ patient: { phone_number: "abc" }, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expectFailed(failed, "validation_failed")
    expect(failed.error!.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: "patient.phone_number" })]))
    // The polled resource names fields, never the values sent.
    expect(JSON.stringify(failed)).not.toContain("abc")
    expect(await s.counts()).toMatchObject({ patients: 0, policies: 0, vobs: 0, events: 0 })
  })

  it("the selected patient_id was deleted between submission and processing", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient(AVERY)
    const file = await s.uploadCard()
    const id = await submitted(s, { patient_id: avery.id, policies: [{ insurance_id: s.insurance("Cigna"), member_number: "C1", coverage_tier: "primary" }], file_ids: [file] })
    await s.deactivatePatient(avery.id)
    const before = await s.counts()
    await s.read(file, [aetnaCard()])
    await s.advance(0)
    const failed = await s.poll(id)
    expectFailed(failed, "validation_failed")
    expect(await s.counts()).toEqual(before)
  })

  it("a card file belonging to another patient, discovered at processing when `patient` is sent", async () => {
    const s = await requestScenario(app)
    const blake = await s.patient({ first_name: "Blake", last_name: "Other", date_of_birth: "1990-02-02" })
    const file = await s.cardFile([aetnaCard()], { document_type: "insurance_card_front", patient_id: blake.id })
    const before = await s.counts()
    const failed = await s.run({ patient: AVERY, file_ids: [file] })
    expectFailed(failed, "validation_failed")
    expect(failed.error!.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: "file_ids.0" })]))
    expect(await s.counts()).toEqual({ ...before, requests: before.requests + 1 })
  })
})
