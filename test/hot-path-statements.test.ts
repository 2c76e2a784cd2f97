/**
 * How many SQL statements the hot paths run (counted by a statement transformer, no timing): a batch
 * row of a new patient with four coverages had read the patient's policies three times per coverage
 * and looked each insurance up by SQL (about 45 statements a row; then 9: one insert per coverage, the
 * webhook subscriptions read per event, a savepoint per row); a VOB read went back and forth
 * between the service, the repository and the views (the VOB, its patient, its policy, every VOB on
 * its policy, reference lists).
 */
import { Statement } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { ReferenceData } from "../src/Companies/ReferenceData.js"
import { referenceKinds, type ReferenceKind } from "../src/Domain/ReferenceRecords.js"
import { startApp } from "./support/TestApp.js"

let counting = false
const statements: Array<string> = []
const counter = Statement.setTransformer((statement) =>
  Effect.sync(() => {
    if (counting) statements.push(statement.compile()[0])
    return statement
  })
)

// On SQLite: the counts hold the in-process caches to account, which the shared store bypasses by design
// (docs/decisions.md, Shared store), so the PostgreSQL matrix keeps this suite on SQLite. The request log is
// off: its writer stores earlier calls in the background, on its own schedule, whose batches would land in
// whichever request's count they overlap (bench/requestLog.ts measures what the log costs).
const app = startApp({ db: ":memory:", requestLogSize: 0 }, counter)
afterAll(() => app.dispose())

const counted = async <A>(run: () => Promise<A>) => {
  statements.length = 0
  counting = true
  try {
    return { result: await run(), statements: [...statements] }
  } finally {
    counting = false
  }
}

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    first_name: `Row${from + i}`,
    last_name: "Counted",
    phone_number: `7${String(from + i).padStart(9, "0")}`,
    policies: [1, 2, 3, 4].map((t) => ({ insurance_name: "Aetna", member_number: `C${from + i}-${t}` }))
  }))

describe("statements on the hot paths", () => {
  it("a batch row creating a patient with four coverages runs at most 5 statements", async () => {
    const { apiKey: key } = await app.newCompany()
    await app.request("POST", "/v1/patients/batch", { key, body: { items: items(0, 1) } })
    const { result, statements: run } = await counted(() =>
      app.request("POST", "/v1/patients/batch", { key, body: { items: items(100, 5) } }))
    expect(result.data.created_count).toBe(5)
    expect(result.data.results.every((r) => r.payor_results.length === 0 && r.error === null)).toBe(true)
    expect(run.filter((s) => /reference_data/.test(s))).toEqual([])
    expect(run.length / 5).toBeLessThanOrEqual(5)
  })

  const newVob = async () => {
    const { apiKey: key } = await app.newCompany()
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key })).data
    const aetna = fixtures.insurances.find((i) => i.name === "Aetna")!.id
    const upsert = await app.request("POST", "/v1/patients/upsert", {
      key,
      body: { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12", policies: [{ insurance_id: aetna, member_number: "W1" }] }
    })
    const vob = await app.request("POST", "/v1/verification-of-benefits", { key, body: { patient_policy_id: upsert.data.policies[0].policy_id } })
    return { key, id: vob.data.id as string, patientId: upsert.data.patient.id as string }
  }

  it("a VOB read is one statement", async () => {
    const { key, id, patientId } = await newVob()
    const { result, statements: run } = await counted(() => app.request("GET", `/v1/verification-of-benefits/${id}`, { key }))
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id, patient: { id: patientId }, can_request_follow_up: false })
    expect(run).toHaveLength(1)
  })

  // A change had read the VOB three times (the update's read, the state machine's context, the read back
  // after the write) and its context twice (the check, the response), and read reference_version for
  // each push and comment: 9 statements for a staff start, 10 for a caller's comment; now 4 and 6.
  it("a VOB change reads the VOB in its context once (one statement), writes it once and reads nothing back", async () => {
    const { key, id } = await newVob()
    const { result, statements: run } = await counted(() =>
      app.request("POST", `/sandbox/v1/verification-of-benefits/${id}/start`, { key }))
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id, status: "in_progress", version: 2 })
    const vobReads = run.filter((s) => /^\s*SELECT/i.test(s) && /\bvobs\b/.test(s))
    expect(vobReads).toHaveLength(1)
    expect(vobReads[0]).toMatch(/JOIN companies/)
    expect(run.filter((s) => /^\s*UPDATE "vobs"/.test(s))).toHaveLength(1)
    expect(run.filter((s) => /SELECT reference_version/.test(s))).toEqual([])
    // BEGIN, the context, the write, the vob_updated event (its webhook subscriptions read: see the delivery work), COMMIT.
    expect(run.length).toBeLessThanOrEqual(6)

    const { result: commented, statements: comment } = await counted(() =>
      app.request("POST", `/v1/verification-of-benefits/${id}/comments`, { key, body: { content: "Sent." } }))
    expect(commented.status).toBe(201)
    expect(comment.filter((s) => /^\s*SELECT/i.test(s) && /\bvobs\b/.test(s))).toHaveLength(1)
    expect(comment.filter((s) => /SELECT reference_version/.test(s))).toEqual([])
  })

  it("creating a company (the kit's company()) runs at most 8 statements and reads nothing back", async () => {
    await app.request("POST", "/sandbox/v1/companies", { body: {} })
    const { result, statements: run } = await counted(() =>
      app.request("POST", "/sandbox/v1/companies", { body: { at: "2030-01-01T09:00:00Z" } }))
    expect(result.status).toBe(201)
    expect(run.filter((s) => /^\s*SELECT/i.test(s))).toEqual([])
    expect(run.length).toBeLessThanOrEqual(8)
    // Its first requests find the reference records in memory too.
    const key = result.data.api_key
    const { statements: read } = await counted(() => app.request("GET", "/sandbox/v1/fixtures", { key }))
    expect(read.filter((s) => /reference_data/.test(s))).toEqual([])
  })
})

describe("a new company's reference records in memory", () => {
  it("are, byte for byte and in order, those a read of the store gives", async () => {
    const { id } = await app.newCompany()
    const kinds = Object.keys(referenceKinds) as Array<ReferenceKind>
    const listAll = Effect.flatMap(ReferenceData, (reference) => Effect.forEach(kinds, (kind) => reference.list(id, kind)))
    const seeded = await app.run(listAll)
    // Dropping the snapshot makes the next read load the records from the store.
    await app.run(Effect.flatMap(ReferenceData, (reference) => reference.forgetCompany(id)))
    const stored = await app.run(listAll)
    expect(stored.every((records) => records.length > 0)).toBe(true)
    expect(seeded).toStrictEqual(stored)
    expect(JSON.stringify(seeded)).toBe(JSON.stringify(stored))
  })
})
