/**
 * The PostgreSQL store in `npm test`, kept small (the full matrix is `npm run test:postgres`): one
 * throwaway PostgreSQL, two instances on one database, a VOB lifecycle driven through both, an
 * idempotency key and a version check raced across them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Postgres, postgresMissing, startPostgres } from "./support/Postgres.js"
import { startApp, type TestApp } from "./support/TestApp.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"
import { vobScenario } from "./support/VobScenario.js"

const missing = postgresMissing()
if (missing !== undefined) console.warn(missing)

/** One app whose requests alternate between instances: each call may land on either. */
const alternating = (instances: ReadonlyArray<TestApp>): TestApp => {
  let turn = 0
  const next = () => instances[turn++ % instances.length]!
  return {
    ...instances[0]!,
    request: (method, path, options) => next().request(method, path, options),
    newCompany: (name) => next().newCompany(name)
  }
}

describe.skipIf(missing !== undefined)("two instances on one PostgreSQL database", () => {
  let server: Postgres
  let a: TestApp
  let b: TestApp
  let both: TestApp

  beforeAll(async () => {
    server = await startPostgres()
    const db = await server.createDatabase()
    a = startApp({ db })
    await a.baseUrl()
    // Started once the first has migrated: the second finds the schema current.
    b = startApp({ db })
    await b.baseUrl()
    both = alternating([a, b])
  }, 60_000)

  afterAll(async () => {
    await a?.dispose()
    await b?.dispose()
    server?.stop()
  })

  it("serve one VOB lifecycle, whichever instance answers each call", async () => {
    const s = await vobScenario(both)
    const vob = await s.completedVob()
    expect(vob).toMatchObject({ status: "completed", version: 3 })
    expect((await b.request("GET", `/v1/verification-of-benefits/${vob.id}`, { key: s.company.apiKey })).body)
      .toEqual((await a.request("GET", `/v1/verification-of-benefits/${vob.id}`, { key: s.company.apiKey })).body)
    expect((await s.events()).map((e) => e.type)).toEqual(["patient_created", "vob_created", "vob_updated", "vob_completed"])
  })

  it("hold an idempotency key reserved through either instance, also when raced", async () => {
    const s = await requestScenario(both)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1" }] }
    const replies = await Promise.all(Array.from({ length: 8 }, () => s.submit(body, "raced-key")))
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(202))
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1)
    expect((await s.counts()).requests).toBe(1)
  })

  it("detect a version conflict across instances, also when raced", async () => {
    const company = await both.newCompany()
    const created = await a.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, body: { title: "Call the payer" } })
    expect(created.status).toBe(201)
    const path = `/sandbox/v1/tasks/${created.body.id}`
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      both.request("PATCH", path, { bearer: company.bearer, body: { version: 1, title: `Title ${i}` } })))
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)])
    expect(replies.find((r) => r.status === 409)!.body).toMatchObject({ code: "version_conflict" })
    const next = await b.request("PATCH", path, { bearer: company.bearer, body: { version: 2, title: "Final" } })
    expect(next.body).toMatchObject({ version: 3, title: "Final" })
  })
})
