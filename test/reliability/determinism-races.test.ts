/**
 * Seeded ids under the server's own concurrency, repeated: a client that does NOT wait for work due
 * now (a VOB request's processing, a prior-authorization request's, webhook attempts) before its next
 * writes, so that work runs in the background before, during or after them, against the same script on
 * another server that advances by 0 seconds (runs that work) before its next writes. Which of the two ran first may show in states and in the order of lists; the
 * ids may not: every id each record ends up with is the same on both servers (job work takes its ids
 * from the job's own scope, the caller's from the company's sequence). The same holds while `advance`
 * runs several jobs at one instant beside the webhook attempts they cause, which fail and schedule retries.
 * Bounded: ROUNDS rounds or DEADLINE_MS of wall time, whichever comes first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { deadUrl, type Receiver, startReceiver } from "../support/Receiver.js"
import { startApp, type TestApp } from "../support/TestApp.js"
import { PDF, PNG } from "../support/Uploads.js"

const ROUNDS = 20
const DEADLINE_MS = 120_000
const T0 = "2030-01-01T09:00:00.000Z"
const frozen = { clock: "frozen", startTimeMs: Date.parse(T0) } as const

let receiver: Receiver
let unreachable: string
let apps: Array<TestApp>

beforeAll(async () => {
  receiver = await startReceiver(200)
  unreachable = await deadUrl()
  apps = [startApp(frozen), startApp(frozen)]
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.dispose()))
  await receiver.close()
})

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g

/** Every id of the company's records, once the work has settled (sorted: list order may differ). */
const race = async (app: TestApp, seed: string, waitForJobs: boolean) => {
  let key = ""
  const send = async (method: string, path: string, body?: unknown, form?: FormData) => {
    const response = await fetch(`${await app.baseUrl()}${path}`, {
      method,
      headers: { ...(key === "" ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(form !== undefined ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await response.text()
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return JSON.parse(text)
  }
  const upload = (bytes: Uint8Array, type: string, document_type: string) => {
    const form = new FormData()
    form.set("file", new Blob([bytes], { type }), "file")
    form.set("document_type", document_type)
    return send("POST", "/v1/files", undefined, form)
  }
  key = (await send("POST", "/sandbox/v1/companies", { seed })).api_key
  await send("POST", "/v1/webhooks", { url: receiver.url, event_types: ["patient_created", "vob_created", "task_created"] })
  // Failed attempts schedule their retries while the instant's other jobs run beside them.
  const failing = await send("POST", "/v1/webhooks", { url: unreachable, event_types: ["vob_created", "vob_updated", "vob_completed"] })
  const card = await upload(PNG, "image/png", "insurance_card_front")
  await send("POST", `/sandbox/v1/files/${card.id}/reading`, {
    outcome: "read",
    cards: [{ insurance_name: "Cigna", member_number: "C1", patient: { first_name: "Hal", last_name: "Ode", date_of_birth: "1979-09-09" } }]
  })
  const document = await upload(PDF, "application/pdf", "prior_authorization")
  await send("POST", `/sandbox/v1/files/${document.id}/extraction`, {
    outcome: "extracted",
    data: {
      patient_data: { first_name: "Ivy", last_name: "Park", date_of_birth: "1970-01-02" },
      service: { specialty: "Physical therapy", service_type_codes: ["physical_therapy"] }
    }
  })
  // Submissions whose processing is due now, followed by more writes: at once (the job runs whenever the
  // scheduler gets to it), or after advancing by 0 (the job has run).
  const settle = () => waitForJobs ? send("POST", "/sandbox/v1/clock/advance", { seconds: 0 }) : Promise.resolve()
  const vobRequest = await send("POST", "/v1/verification-of-benefits-requests", { patient: { first_name: "Hal", last_name: "Ode", date_of_birth: "1979-09-09" }, file_ids: [card.id] })
  await settle()
  await send("POST", "/v1/patients/upsert", { first_name: "Ada", last_name: "Lo", date_of_birth: "1980-01-01" })
  const paRequest = await send("POST", "/v1/prior-authorization-requests", { file_ids: [document.id] })
  await settle()
  await send("POST", "/sandbox/v1/tasks", { title: "Call" })
  await send("POST", "/v1/patients/upsert", { first_name: "Bo", last_name: "Lo", date_of_birth: "1981-01-01" })
  await send("POST", "/sandbox/v1/clock/advance", { seconds: 0 })
  // Autopilot steps of several VOBs fall due at one instant, each sending events to both subscriptions.
  for (const [n, last_name] of ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir"].entries()) {
    const upserted = await send("POST", "/v1/patients/upsert", {
      first_name: "Cy", last_name, date_of_birth: "1985-04-12",
      policies: [{ insurance_name: "Aetna", member_number: `AUTO_COMPLETE-${n}` }]
    })
    await send("POST", "/v1/verification-of-benefits", { patient_policy_id: upserted.policies[0].policy_id })
  }
  for (const seconds of [60, 240, 60, 300]) await send("POST", "/sandbox/v1/clock/advance", { seconds })
  const reads = await Promise.all([
    send("GET", `/v1/webhooks/${failing.id}/deliveries?limit=100`),
    send("GET", `/v1/verification-of-benefits-requests/${vobRequest.id}`),
    send("GET", `/v1/prior-authorization-requests/${paRequest.id}`),
    send("GET", "/v1/patients?limit=100"),
    send("GET", "/v1/patient-policies?limit=100"),
    send("GET", "/v1/verification-of-benefits?limit=100"),
    send("GET", "/v1/prior-authorizations"),
    send("GET", "/v1/tasks"),
    send("GET", "/sandbox/v1/events?limit=100")
  ])
  return [...new Set(JSON.stringify(reads).match(UUID) ?? [])].sort()
}

describe("seeded ids while the server's background work interleaves with the client", () => {
  it("are the same whether the client waits for the work or not, round after round", async () => {
    const started = Date.now()
    let rounds = 0
    while (rounds < ROUNDS && Date.now() - started < DEADLINE_MS) {
      const seed = `race-${rounds}`
      const [first, second] = await Promise.all([race(apps[0]!, seed, false), race(apps[1]!, seed, true)])
      expect(first.length).toBeGreaterThan(15)
      expect(second).toEqual(first)
      rounds++
    }
    expect(rounds).toBeGreaterThan(0)
  })
})
