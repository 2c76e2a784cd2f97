/**
 * A batch answers and stores exactly what its rows would, sent one at a time: the same mixed rows go to
 * three seeded companies frozen at one instant, as one batch, as one-row batches, and through the
 * upsert. Ids come from each company's seed, so the answers are compared with every id replaced by the
 * order it first appears in (the same sequence of writes gives the same sequence of ids).
 */
import type { components } from "../src/client/openapi.js"
import { afterAll, describe, expect, it } from "vitest"
import { deadUrl } from "./support/Receiver.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const AT = "2030-03-04T09:00:00Z"
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g

/** The JSON with each distinct id replaced by its order of first appearance. */
const canonical = (value: unknown) => {
  const seen = new Map<string, number>()
  return JSON.parse(JSON.stringify(value).replace(UUID, (id) => {
    if (!seen.has(id)) seen.set(id, seen.size)
    return `id#${seen.get(id)}`
  }))
}

let seeds = 0
const seededCompany = async () => {
  const reply = await app.request("POST", "/sandbox/v1/companies", { body: { seed: `batch-equivalence-${Date.now()}-${seeds++}`, at: AT } })
  expect(reply.status).toBe(201)
  const key = reply.data.api_key
  const fixtures = reply.data.fixtures
  const aetna = fixtures.insurances.find((i) => i.name === "Aetna")!.id
  const request = <M extends string, P extends string>(method: M, path: P, body?: unknown) => app.request(method, path, { key, body })
  // Events fan out to these (the receiver is a closed port: only which deliveries exist is compared).
  const url = await deadUrl()
  const subscriptions = [
    (await request("POST", "/v1/webhooks", { url, event_types: ["patient_created", "patient_updated"] })).data.id as string,
    (await request("POST", "/v1/webhooks", { url, event_types: ["patient_updated"] })).data.id as string
  ]
  // What every company holds before the rows: patients to match, a policy and a payor to update.
  const ana = await request("POST", "/v1/patients/upsert", {
    first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15", phone_number: "5125550100", email: "ana@example.com",
    external_id: { type_id: fixtures.external_id_types[0].id, value: "MRN-1" },
    policies: [{ insurance_id: aetna, member_number: "A-1", group_number: "G1" }]
  })
  await request("POST", "/v1/patients/batch", {
    items: [{ first_name: "Bo", last_name: "Chen", phone_number: "5125550101", payors: [{ insurance_name: "Aetna", insured_member_id: "B1", group_number: "G1" }] }]
  })
  return { key, request, subscriptions, typeId: fixtures.external_id_types[0].id as string, aetna, anaId: ana.data.patient.id as string }
}

type Company = Awaited<ReturnType<typeof seededCompany>>

/** Rows touching every outcome, some of them depending on rows before them in the same batch. */
const rowsFor = (c: Company): ReadonlyArray<Record<string, unknown>> => [
  { first_name: "Cy", last_name: "New", phone_number: "5125550200", policies: [1, 2, 3, 4].map((t) => ({ insurance_name: "Aetna", member_number: `C-${t}` })) },
  // Matches row 0's patient (created in this very batch) by phone and name; a fifth coverage finds no tier.
  { first_name: "cy", last_name: "new", phone_number: "5125550200", city: "Austin", policies: [{ insurance_name: "Aetna", member_number: "C-5" }] },
  { external_id_type: c.typeId, external_id: "MRN-1", city: "Dallas" },
  { first_name: "ANA", last_name: "diaz", date_of_birth: "1990-01-15", policies: [{ insurance_id: c.aetna, member_number: "a-1", group_number: "G2" }] },
  { first_name: "Ana", last_name: "Dias", email: "ANA@example.com", policies: [{ insurance_id: c.aetna, member_number: "A-1", group_number: "G2" }] },
  { patient_id: c.anaId, comments: "seen" },
  { first_name: "Nope", last_name: "Nobody", phone_number: "12", date_of_birth: "3000-01-01" },
  { first_name: 42 },
  { first_name: "Dee", last_name: "Row", phone_number: "5125550300", workflow_stage_id: "00000000-0000-4000-8000-000000000000" },
  // Row 10 is created, then its coverage collides with row 9's external id: the whole row is rolled back.
  { first_name: "Eve", last_name: "Ext", phone_number: "5125550400", policies: [{ insurance_name: "Aetna", member_number: "E-1", external_id: "EXT-1" }] },
  { first_name: "Fay", last_name: "Dup", phone_number: "5125550401", policies: [{ insurance_name: "Aetna", member_number: "F-1", external_id: "EXT-1" }] },
  { first_name: "Gus", last_name: "Skip", phone_number: "5125550500", policies: [{ insurance_name: "Nobody Health", member_number: "X" }, { insurance_name: "Aetna" }] },
  {
    first_name: "Bo", last_name: "Chen", phone_number: "5125550101", created_from: "crm",
    payors: [
      { insurance_name: "Aetna", insured_member_id: "B1", group_number: "G2" },
      { insurance_name: "Aetna", insured_member_id: "B2", payor_responsibility: "secondary" },
      { insurance_name: "Nobody Health", insured_member_id: "Z1", payor_responsibility: "tertiary" },
      { insurance_name: "cigna", payor_responsibility: "quaternary" },
      { insurance_name: "Aetna", payor_responsibility: "nobody" }
    ]
  },
  { first_name: "Bo", last_name: "Chen", phone_number: "5125550101", payors: [{ insurance_name: "Aetna", insured_member_id: "B1", group_number: "G2" }] },
  { first_name: "X", payors: [{ insurance_name: "Aetna", insured_member_id: "1" }] },
  // A new patient's payors: the second names the first's place and updates it.
  {
    first_name: "Ivy", last_name: "New", phone_number: "5125550600",
    payors: [
      { insurance_name: "Aetna", insured_member_id: "I1" },
      { insurance_name: "Aetna", insured_member_id: "I1", group_number: "G9", payor_responsibility: "primary" },
      { insurance_name: "Aetna", insured_member_id: "I2", payor_responsibility: "secondary" },
      { insurance_name: "cigna", payor_responsibility: "tertiary" }
    ]
  },
  { first_name: "Hal", last_name: "Mail", email: "hal@example.com", date_of_birth: "19800101" },
  { first_name: "Hal", last_name: "Mali", email: "HAL@example.com" }
]

/** What a company holds afterwards: its patients, policies, payors, events and their deliveries. */
const stateOf = async (c: Company, payorIds: ReadonlyArray<string>) => ({
  patients: (await c.request("GET", "/v1/patients?limit=100")).data,
  policies: (await c.request("GET", "/v1/patient-policies?limit=100")).data,
  payors: await Promise.all(payorIds.map(async (id) => (await c.request("GET", `/v1/payors/${id}`)).data)),
  events: (await c.request("GET", "/sandbox/v1/events?limit=100")).data,
  deliveries: await Promise.all(c.subscriptions.map(async (id) =>
    (await c.request("GET", `/v1/webhooks/${id}/deliveries?limit=100`)).data.data
      .map((d: { event_id: string; event_type: string }) => [d.event_type, d.event_id])))
})

type BatchRow = components["schemas"]["PatientBatchRow"]

const payorIdsOf = (results: ReadonlyArray<BatchRow>) =>
  results.flatMap((r) => r.payor_results.map((p) => p.payor_id)).filter((id) => id !== null)

describe("a batch and its rows one by one", () => {
  it("answer and store the same", async () => {
    const whole = await seededCompany()
    const single = await seededCompany()
    const upserted = await seededCompany()

    const batch = await whole.request("POST", "/v1/patients/batch", { items: rowsFor(whole) })
    expect(batch.status).toBe(200)

    const oneByOne: Array<BatchRow> = []
    for (const [row, item] of rowsFor(single).entries()) {
      const reply = await single.request("POST", "/v1/patients/batch", { items: [item] })
      expect(reply.status).toBe(200)
      oneByOne.push({ ...reply.data.results[0], row })
    }
    expect(canonical(batch.data.results)).toEqual(canonical(oneByOne))
    const wholeState = await stateOf(whole, payorIdsOf(batch.data.results))
    expect(wholeState.deliveries.map((d: ReadonlyArray<unknown>) => d.length)).toEqual([13, 6])
    expect(canonical(wholeState))
      .toEqual(canonical(await stateOf(single, payorIdsOf(oneByOne))))

    // The upsert takes the typed external id and no payors; its answer names the same patient the same way.
    const viaUpsert: Array<unknown> = []
    for (const item of rowsFor(upserted)) {
      const { external_id_type, external_id, payors: _, created_from: __, ...write } = item
      const reply = await upserted.request("POST", "/v1/patients/upsert", {
        ...write,
        ...(external_id_type === undefined ? {} : { external_id: { type_id: external_id_type, value: external_id } })
      })
      viaUpsert.push(reply.status < 300
        ? { patient_id: reply.data.patient.id, created: reply.data.created, matched: reply.data.matched, match_reason: reply.data.match_reason, dropped_fields: reply.data.dropped_fields }
        : { patient_id: null, error: { type: reply.error.type, code: reply.error.code } })
    }
    const fromBatch = batch.data.results.map((r) =>
      r.error === null
        ? { patient_id: r.patient_id, created: r.created, matched: r.matched, match_reason: r.match_reason, dropped_fields: r.dropped_fields }
        : { patient_id: null, error: { type: r.error.type, code: r.error.code } })
    expect(canonical(fromBatch)).toEqual(canonical(viaUpsert))
    const ivy = batch.data.results[15]!
    expect(ivy.payor_results.map((p) => p.outcome)).toEqual(["created", "updated", "created", "incomplete"])
    expect(ivy.payor_results[1]!.payor_id).toBe(ivy.payor_results[0]!.payor_id)
    expect((await whole.request("GET", `/v1/payors/${ivy.payor_results[0]!.payor_id}`)).data)
      .toMatchObject({ patient_id: ivy.patient_id, insured_member_id: "I1", group_number: "G9", payor_responsibility: "primary", version: 2 })
    // Every kind of outcome was exercised.
    expect(batch.data).toMatchObject({ created_count: 5, updated_count: 8, failed_count: 5 })
    expect(new Set(batch.data.results.flatMap((r) => r.payor_results.map((p) => p.outcome))))
      .toEqual(new Set(["created", "updated", "unchanged", "unresolved", "incomplete", "failed"]))
  })
})
