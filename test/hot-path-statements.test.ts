/**
 * How many SQL statements the hot paths run (counted by a statement transformer, no timing): a batch
 * row of a new patient with four coverages had read the patient's policies three times per coverage
 * and looked each insurance up by SQL (about 45 statements a row; then 9: one insert per coverage, the
 * webhook subscriptions read per event, a savepoint per row); a VOB read went back and forth
 * between the service, the repository and the views (the VOB, its patient, its policy, every VOB on
 * its policy, reference lists).
 */
import { SqlClient, Statement } from "@effect/sql"
import { Deferred, Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { ReferenceData } from "../src/Companies/ReferenceData.js"
import { JobRunner } from "../src/Orchestration/JobRunner.js"
import { referenceKinds, type ReferenceKind } from "../src/Domain/ReferenceRecords.js"
import { startReceiver } from "./support/Receiver.js"
import { type Company, startApp } from "./support/TestApp.js"
import { createTask, frozenCompany, subscribe } from "./support/Webhooks.js"
import { vobScenario } from "./support/VobScenario.js"

let counting = false
const statements: Array<string> = []
// The test's own looks at the store, not counted.
const UNCOUNTED = "/* uncounted */"
const counter = Statement.setTransformer((statement) =>
  Effect.sync(() => {
    const [text] = statement.compile()
    if (counting && !text.includes(UNCOUNTED)) statements.push(text)
    return statement
  })
)

// On SQLite: the counts hold the in-process caches to account, which the shared store bypasses by design
// (docs/decisions.md, Shared store), so the PostgreSQL matrix keeps this suite on SQLite. The request log is
// off: on a store that keeps it in a table, its writer stores earlier calls in the background, on its own
// schedule, whose batches would land in whichever request's count they overlap (bench/requestLog.ts
// measures what the log costs).
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

  /** A new company's patient with one policy, and the request that opens a VOB on it. */
  const newPolicy = async () => {
    const { apiKey: key } = await app.newCompany()
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key })).data
    const aetna = fixtures.insurances.find((i) => i.name === "Aetna")!.id
    const upsert = await app.request("POST", "/v1/patients/upsert", {
      key,
      body: { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12", policies: [{ insurance_id: aetna, member_number: "W1" }] }
    })
    const openVob = () =>
      app.request("POST", "/v1/verification-of-benefits", { key, body: { patient_policy_id: upsert.data.policies[0].policy_id } })
    return { key, patientId: upsert.data.patient.id as string, openVob }
  }

  const newVob = async () => {
    const { key, patientId, openVob } = await newPolicy()
    const vob = await openVob()
    return { key, id: vob.data.id as string, patientId }
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

  // The policy had been read again by each step that needed it: twice when a VOB was opened (the opening,
  // autopilot's look at the member number), once on the caller's answer (autopilot), twice on completion
  // (the generated result, the payor it is recorded on) beside the current version's own read-modify-write.
  // Now each step reads it at most once, or takes it from the change's context.
  it("a VOB's policy is read once per step that needs it, and not at all when the change's context holds it", async () => {
    const policyReads = (run: ReadonlyArray<string>) => run.filter((s) => /^\s*SELECT/i.test(s) && /FROM "patient_policies"/.test(s))
    const { key, openVob } = await newPolicy()
    const opened = await counted(openVob)
    expect(opened.result.status).toBe(201)
    expect(policyReads(opened.statements)).toHaveLength(1)
    const id = opened.result.data.id as string
    await app.request("POST", `/sandbox/v1/verification-of-benefits/${id}/start`, { key })
    await app.request("POST", `/sandbox/v1/verification-of-benefits/${id}/ask-missing-information`, { key, body: { content: "The card?" } })
    const answered = await counted(() =>
      app.request("POST", `/v1/verification-of-benefits/${id}/comments`, { key, body: { content: "Sent." } }))
    expect(answered.result.status).toBe(201)
    expect(policyReads(answered.statements)).toEqual([])
    await app.request("POST", `/sandbox/v1/verification-of-benefits/${id}/resume`, { key })
    const completed = await counted(() => app.request("POST", `/sandbox/v1/verification-of-benefits/${id}/complete`, { key, body: {} }))
    expect(completed.result.status).toBe(200)
    expect(completed.result.body).toMatchObject({ id, status: "completed" })
    // One read for the result, one by the current version's update (it writes the policy).
    expect(policyReads(completed.statements)).toHaveLength(2)
    // Its payor is new: no services of it to look for.
    expect(completed.statements.filter((s) => /FROM "payor_services"/.test(s))).toEqual([])
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

/** Until every job of the company has run (looked at uncounted). */
const jobsDone = async (company: Company) => {
  for (let i = 0; i < 5_000; i++) {
    const [row] = await app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ open: number }>`SELECT COUNT(*) AS open ${sql.literal(UNCOUNTED)} FROM jobs
        WHERE company_id = ${company.id} AND status IN ('pending', 'running')`))
    if (Number(row!.open) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  throw new Error("the company's jobs did not run")
}

describe("statements of a webhook delivery", () => {
  // Issue 29: a delivery added 16 counted statements and two transactions (the subscriptions read with every
  // event, a scheduler pass over every company's jobs, the admission's MAX(id), the look for the next due
  // job, the claim, the delivery row read before the POST and again after it, the job finished, the look for
  // a next job, another pass). Now the job is handed to the runner as it is written and claimed as written;
  // one UPDATE ... RETURNING checks the delivery is still due, numbers the attempt and gives its row; the
  // outcome is recorded without reading the row again; the subscriptions are held in memory at the version
  // each event's INSERT reads. Left: the delivery and its job written (2), the claim, the settings' version,
  // the attempt started (UPDATE, INSERT), its outcome recorded (two UPDATEs), the job finished: 9, plus the
  // BEGIN and COMMIT of the two transactions (not counted here: they bypass statement transformers).
  it("an event's delivery to one subscriber adds at most 9 statements, none a scheduler pass", async () => {
    const receiver = await startReceiver()
    try {
      const quiet = await frozenCompany(app)
      const subscribed = await frozenCompany(app)
      await subscribe(app, subscribed, receiver.url, ["task_created"])
      await createTask(app, quiet)
      await createTask(app, subscribed)
      await jobsDone(subscribed)
      const without = await counted(async () => {
        await createTask(app, quiet)
        await jobsDone(quiet)
      })
      const withDelivery = await counted(async () => {
        await createTask(app, subscribed)
        await jobsDone(subscribed)
      })
      expect(receiver.received).toHaveLength(2)
      const added = withDelivery.statements.length - without.statements.length
      expect(withDelivery.statements.filter((s) => /MIN\(j\.due_at_ms\)|MAX\(id\)/.test(s))).toEqual([])
      expect(added).toBeLessThanOrEqual(9)
      // An event reads no subscriptions while they have not changed.
      expect(without.statements.filter((s) => /webhook_subscriptions/.test(s))).toEqual([])
    } finally {
      await receiver.close()
    }
  })
})

describe("jobs scheduled for later on a frozen clock", () => {
  const scheduler = (run: ReadonlyArray<string>) => run.filter((s) => /MIN\(j\.due_at_ms\)/.test(s))
  /** A company frozen with a patient whose test member has staff act on a VOB 60 s after it opens. */
  const openingLater = () => vobScenario(app, { memberNumber: "SBX-COMPLETE-1M" })
  /** Long enough for the runner to take up what the request handed it (a pass it asks for shows up in it). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

  // A scheduler pass reads every company's pending jobs: one for each job a request scheduled ahead of a frozen
  // clock (a VOB's completion schedules two) found nothing to run, since only the clock's moves run them.
  it("wake no scheduler pass: the clock's next move runs them", async () => {
    const scenario = await openingLater()
    const { result: vob, statements: run } = await counted(async () => {
      const opened = await scenario.createVob()
      await settled()
      return opened
    })
    expect(run.filter((s) => /INSERT INTO jobs/.test(s)).length).toBeGreaterThan(0)
    expect(scheduler(run)).toEqual([])
    expect((await scenario.advance(60)).data.jobs_run).toBeGreaterThan(0)
    expect((await scenario.getVob(vob.id)).status).toBe("completed")
  })

  // An advance under way would move past them without admitting them (Jobs' Admission): the pass runs them after.
  it("wake the scheduler when the company's jobs are being run", async () => {
    const scenario = await openingLater()
    const done = await app.run(Deferred.make<void>())
    const busy = app.run(Effect.flatMap(JobRunner, (runner) => runner.exclusive(scenario.company.id)(Deferred.await(done))))
    const { statements: run } = await counted(async () => {
      await scenario.createVob()
      // Until the pass shows up (at most 2 s: a loaded machine may take longer than `settled` to get to it).
      for (let waited = 0; waited < 2_000 && scheduler(statements).length === 0; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })
    await app.run(Deferred.succeed(done, undefined))
    await busy
    expect(scheduler(run).length).toBeGreaterThan(0)
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
