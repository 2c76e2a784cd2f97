/**
 * The same script against two fresh servers, both frozen at T0, with the same company seed: every
 * response body and every webhook (body, event id, signature) is byte-identical; another seed changes
 * them. The script touches every kind of record: patients, policies, payors and payor services, VOBs
 * through every state (autopilot and staff), comments, tasks, conversations, files with card readings
 * and a VOB request, prior authorizations and a prior-authorization request from an extracted document,
 * webhook subscriptions, their deliveries (also failed ones, retried on the clock) and a test event.
 *
 * On the second server another company works at the same time.
 *
 * Both servers deliver to one loopback receiver, so the receiver's URL (port included) is the same in
 * every run and nothing is normalised. What a client may not rely on and the test does not compare:
 * the arrival order of webhooks, since attempts due at one instant are sent concurrently (each body is
 * compared; they are sorted by bytes). Work due "now" runs in the background on a frozen clock, so the
 * script, like any deterministic client, advances by 0 seconds before reading what that work produced.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EVENT_TYPES } from "../src/Webhooks/EventTypes.js"
import { deadUrl, type Receiver, startReceiver } from "./support/Receiver.js"
import { startApp, type TestApp } from "./support/TestApp.js"
import { PDF, PNG } from "./support/Uploads.js"

const T0 = "2030-01-01T09:00:00.000Z"
// `--clock frozen --start-time T0 --seed fixtures-seed`, on both servers.
const frozen = { clock: "frozen", startTimeMs: Date.parse(T0), seed: "fixtures-seed" } as const

let receiver: Receiver
/** A closed loopback port, the same in every run: its deliveries fail and are retried on the clock. */
let unreachable: string
let first: TestApp
let second: TestApp

beforeAll(async () => {
  receiver = await startReceiver(200)
  unreachable = await deadUrl()
  first = startApp(frozen)
  second = startApp(frozen)
})
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()])
  await receiver.close()
})

/** Every exchange as text: what was asked and the exact bytes answered. */
type Transcript = Array<string>

const client = (app: TestApp, transcript: Transcript) => {
  let key = ""
  const send = async (method: string, path: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = key === "" ? {} : { "x-api-key": key }
    if (body !== undefined) headers["content-type"] = "application/json"
    const response = await fetch(`${await app.baseUrl()}${path}`, {
      method,
      headers,
      ...(form !== undefined ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await response.text()
    transcript.push(`${method} ${path} -> ${response.status} ${response.headers.get("location") ?? ""}\n${text}`)
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return JSON.parse(text)
  }
  const upload = (bytes: Uint8Array, name: string, type: string, fields: Record<string, string>) => {
    const form = new FormData()
    form.set("file", new Blob([bytes], { type }), name)
    for (const [field, value] of Object.entries(fields)) form.set(field, value)
    return send("POST", "/v1/files", undefined, form)
  }
  return { send, upload, useKey: (value: string) => void (key = value) }
}

/** The long script; returns the transcript of responses and the webhooks received meanwhile. */
const script = async (app: TestApp, seed: string, part: "whole" | "records and VOBs" = "whole") => {
  const transcript: Transcript = []
  const { send, upload, useKey } = client(app, transcript)
  const receivedBefore = receiver.received.length
  const advance = (seconds: number) => send("POST", "/sandbox/v1/clock/advance", { seconds })
  const vob = (id: string) => send("GET", `/v1/verification-of-benefits/${id}?include=result`)
  const staff = (id: string, action: string, body: unknown = {}) =>
    send("POST", `/sandbox/v1/verification-of-benefits/${id}/${action}`, body)

  const company = await send("POST", "/sandbox/v1/companies", { name: "Determinism", seed })
  useKey(company.api_key)
  const fixtures = await send("GET", "/sandbox/v1/fixtures")
  const insurance = (name: string) => fixtures.insurances.find((i: any) => i.name === name).id
  const subscription = await send("POST", "/v1/webhooks", { url: receiver.url, event_types: EVENT_TYPES })
  const failing = await send("POST", "/v1/webhooks", { url: unreachable, event_types: ["vob_completed"] })

  // Patients with autopilot policies, and one driven by hand.
  const policies: Record<string, string> = {}
  const patients: Record<string, string> = {}
  for (const [first_name, member] of [["Ada", "AUTO_COMPLETE-1"], ["Ben", "AUTO_MISSING-1"], ["Cy", "AUTO_CANCEL-1"], ["Di", "AUTO_FOLLOWUP-1"], ["Eve", "W100"]]) {
    const upserted = await send("POST", "/v1/patients/upsert", {
      first_name: first_name!,
      last_name: "Quinn",
      date_of_birth: "1985-04-12",
      email: `${first_name!.toLowerCase()}@example.test`,
      policies: [{ insurance_id: insurance("Aetna"), member_number: member!, group_number: "G1" }]
    })
    patients[member!] = upserted.patient.id
    policies[member!] = upserted.policies[0].policy_id
  }
  await send("POST", "/v1/patients/batch", {
    items: [{ first_name: "Fay", last_name: "Ng", date_of_birth: "1990-02-03", payors: [{ insurance_name: "Cigna", insured_member_id: "C7" }] }]
  })
  const second = await send("POST", "/v1/patient-policies", {
    patient_id: patients["W100"], insurance_id: insurance("Cigna"), member_number: "C100"
  })
  await send("PATCH", `/v1/patient-policies/${second.id}`, { version: second.version, group_number: "G2" })
  await send("PUT", `/sandbox/v1/patient-policies/${second.id}/current-version`, { eligibility_check_status: "active" })
  const payor = await send("POST", "/sandbox/v1/payors", {
    patient_id: patients["W100"], insurance_name: "Cigna", insured_member_id: "C100", payor_responsibility: "secondary"
  })
  await send("POST", "/v1/payor-services", {
    payor_id: payor.id, service_type: "mental_health",
    location_rates: [{ service_location: "standard", copay_in_network: 30, covered_in_network: true }]
  })

  // VOBs: autopilot ones through their scheduled steps, the hand-driven ones through every state.
  const vobs: Array<string> = []
  for (const member of ["AUTO_COMPLETE-1", "AUTO_MISSING-1", "AUTO_CANCEL-1", "AUTO_FOLLOWUP-1"]) {
    vobs.push((await send("POST", "/v1/verification-of-benefits", { patient_policy_id: policies[member] })).id)
  }
  await advance(120)
  await send("POST", `/v1/verification-of-benefits/${vobs[1]}/comments`, { content: "Member id is on the back." })
  await advance(180)
  await advance(720)
  if (part !== "whole") return { transcript, webhooks: [], company }
  const manual = (await send("POST", "/v1/verification-of-benefits", { patient_policy_id: policies["W100"], priority: true })).id
  await staff(manual, "start")
  await staff(manual, "ask-missing-information", { content: "Which plan?" })
  await staff(manual, "resume")
  await staff(manual, "comments", { content: "Called the payer." })
  await staff(manual, "complete")
  await send("POST", `/v1/verification-of-benefits/${manual}/follow-up-request`, { content: "Please re-check" })
  await staff(manual, "follow-up/take")
  await staff(manual, "follow-up/close", { result: { plan_name: "Corrected Plan" } })
  await send("POST", `/v1/verification-of-benefits/${manual}/review`, { reviewed: true })
  const cancelled = (await send("POST", "/v1/verification-of-benefits", { patient_policy_id: second.id })).id
  await staff(cancelled, "cancel", { reason: "duplicate" })
  await send("GET", `/sandbox/v1/verification-of-benefits/${cancelled}/transitions`)
  await send("POST", "/sandbox/v1/verification-of-benefits/backfilled", { patient_policy_id: second.id })
  await advance(60)

  // Tasks, conversations, stages.
  const task = await send("POST", "/sandbox/v1/tasks", { title: "Call the payer", patient_id: patients["W100"] })
  await send("POST", `/sandbox/v1/tasks/${task.id}/comments`, { content: "Left a voicemail." })
  await send("PATCH", `/sandbox/v1/tasks/${task.id}`, { status: "completed" })
  await send("POST", "/sandbox/v1/conversations", { patient_id: patients["W100"] })
  const stage = fixtures.workflow_stages.find((s: any) => s.key !== fixtures.workflow_stages[0].key).id
  await send("POST", `/sandbox/v1/patients/${patients["AUTO_COMPLETE-1"]}/stage`, { workflow_stage_id: stage })

  // A VOB request with the two sides of a card.
  const front = await upload(PNG, "front.png", "image/png", { document_type: "insurance_card_front" })
  const back = await upload(PNG, "back.png", "image/png", { document_type: "insurance_card_back" })
  const card = { insurance_name: "Cigna", member_number: "C555", group_number: "G5", patient: { first_name: "Hal", last_name: "Ode", date_of_birth: "1979-09-09" } }
  await send("POST", `/sandbox/v1/files/${front.id}/reading`, { outcome: "read", cards: [card] })
  await send("POST", `/sandbox/v1/files/${back.id}/reading`, { outcome: "read", cards: [card] })
  const request = await send("POST", "/v1/verification-of-benefits-requests", {
    patient: card.patient, file_ids: [front.id, back.id]
  })
  await advance(0)
  const processed = await send("GET", `/v1/verification-of-benefits-requests/${request.id}`)
  for (const verification of processed.verifications ?? []) if (verification.id !== null) await vob(verification.id)

  // Prior authorizations: one by hand, one from an extracted document.
  const pa = await send("POST", "/v1/prior-authorizations", {
    patient_id: patients["W100"], patient_policy_id: second.id,
    service: { specialty: "Physical therapy", service_type_codes: ["physical_therapy"], requested_visits: 12 }
  })
  await send("PATCH", `/v1/prior-authorizations/${pa.id}`, { version: pa.version, status: "submitted" })
  const document = await upload(PDF, "referral.pdf", "application/pdf", { document_type: "prior_authorization" })
  await send("POST", `/sandbox/v1/files/${document.id}/extraction`, {
    outcome: "extracted",
    data: {
      patient_data: { first_name: "Ivy", last_name: "Park", date_of_birth: "1970-01-02" },
      service: { specialty: "Physical therapy", service_type_codes: ["physical_therapy"], cpt_codes: [{ code: "97110", units: "4" }] }
    }
  })
  const paRequest = await send("POST", "/v1/prior-authorization-requests", { file_ids: [document.id], data: { notes: "Expedite" } })
  await advance(0)
  const paDone = await send("GET", `/v1/prior-authorization-requests/${paRequest.id}`)
  if (paDone.prior_authorization_id !== null) await send("GET", `/v1/prior-authorizations/${paDone.prior_authorization_id}`)

  // Webhooks: a test event, then everything settled and read back.
  await send("POST", `/v1/webhooks/${subscription.id}/tests`, { event_type: "task_created" })
  await advance(0)
  for (const id of [...vobs, manual, cancelled]) await vob(id)
  await send("GET", `/v1/verification-of-benefits/${manual}/comments`)
  for (const path of [
    "/v1/patients?limit=100", "/v1/patient-policies?limit=100", "/v1/verification-of-benefits?limit=100&include=result",
    "/v1/tasks", "/v1/conversations", "/v1/files", "/v1/credentialing?limit=100", "/v1/prior-authorizations", `/v1/payors/${payor.id}`,
    "/sandbox/v1/events?limit=100", "/sandbox/v1/events?limit=100&page=2", `/v1/webhooks/${subscription.id}`,
    `/v1/webhooks/${subscription.id}/deliveries?limit=100`, `/v1/webhooks/${failing.id}/deliveries?limit=100`
  ]) await send("GET", path)

  const webhooks = receiver.received.slice(receivedBefore).map((r) =>
    [r.headers["x-svc-event-type"], r.headers["x-svc-event-id"], r.headers["x-svc-signature"], r.body].join("\n")
  ).sort()
  return { transcript, webhooks, company }
}

/** Another company busy on the same server meanwhile (no webhooks): its activity must not move any id. */
const otherActivity = async (app: TestApp) => {
  const { send, useKey } = client(app, [])
  useKey((await send("POST", "/sandbox/v1/companies", { name: "Neighbour" })).api_key)
  for (const member of ["AUTO_COMPLETE-7", "AUTO_FOLLOWUP-7", "W7"]) {
    const upserted = await send("POST", "/v1/patients/upsert", {
      first_name: "Nia", last_name: member, date_of_birth: "1980-01-01",
      policies: [{ insurance_name: "Aetna", member_number: member }]
    })
    await send("POST", "/v1/verification-of-benefits", { patient_policy_id: upserted.policies[0].policy_id })
    await send("POST", "/sandbox/v1/clock/advance", { seconds: 300 })
  }
}

describe("a seeded company", () => {
  // Two cold servers and ~200 requests: allowed more than the default time on a loaded machine.
  it("gives byte-identical responses and webhooks on two servers, and others with another seed", { timeout: 60_000 }, async () => {
    const a = await script(first, "determinism-1")
    const [b] = await Promise.all([script(second, "determinism-1"), otherActivity(second)])
    expect(a.webhooks.length).toBeGreaterThan(40)
    expect(a.transcript.length).toBeGreaterThan(75)
    // Compared entry by entry first, so a failure names the first response that differs.
    for (let i = 0; i < a.transcript.length; i++) expect(b.transcript[i]).toBe(a.transcript[i])
    expect(b.transcript).toEqual(a.transcript)
    expect(b.webhooks).toEqual(a.webhooks)

    // Another seed: its first part (records, secrets, VOBs with generated results) is enough to differ.
    const c = await script(second, "determinism-2", "records and VOBs")
    expect(c.company.company.id).not.toBe(a.company.company.id)
    expect(c.company.api_key).not.toBe(a.company.api_key)
    const shared = c.transcript.filter((entry, i) => entry === a.transcript[i])
    // Only answers that carry no id of the company's may agree: the clock's (advance).
    for (const entry of shared) expect(entry).toMatch(/^POST \/sandbox\/v1\/clock\/advance -> 200/)
    expect(c.transcript.length).toBeGreaterThan(15)
  })
})

describe("--seed", () => {
  it("gives the fixture companies' records the same ids and secrets on both servers, never shared between them", async () => {
    const play = async (app: TestApp, key: string) => {
      const transcript: Transcript = []
      const { send, useKey } = client(app, transcript)
      useKey(key)
      await send("POST", "/v1/patients/upsert", { first_name: "Ada", last_name: "Lo", date_of_birth: "1980-01-01" })
      await send("POST", "/v1/webhooks", { url: receiver.url, event_types: ["task_created"] })
      return transcript
    }
    const demo = await play(first, "sk_test_demo_clinic")
    expect(await play(second, "sk_test_demo_clinic")).toEqual(demo)
    const other = await play(second, "sk_test_other_clinic")
    expect(other[0]).not.toBe(demo[0])
    expect(other[1]).not.toBe(demo[1])
  })
})
