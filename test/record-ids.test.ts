/**
 * Company seeds: `POST /sandbox/v1/companies {seed}` (unique per server, validated), the ids a seeded
 * company's operations take (in their transaction; a job's from its own scope), a reset that replays,
 * and companies without a seed keeping random ids.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { RecordIds } from "../src/Companies/RecordIds.js"
import { startApp } from "./support/TestApp.js"

const T0 = "2030-01-01T09:00:00.000Z"
const app = startApp({ clock: "frozen", startTimeMs: Date.parse(T0) })
afterAll(() => app.dispose())

const createCompany = (body: unknown) => app.request("POST", "/sandbox/v1/companies", { body })
const withIds = <A>(f: (ids: RecordIds) => Effect.Effect<A, unknown, SqlClient.SqlClient>) => app.run(Effect.flatMap(RecordIds, f))
const seeded = async (seed: string) => {
  const reply = await createCompany({ seed })
  expect(reply.status).toBe(201)
  return reply.data
}

describe("POST /sandbox/v1/companies {seed}", () => {
  it("refuses a seed another company of the server has, naming seed", async () => {
    const created = await seeded("taken-seed")
    expect(created.api_key).toMatch(/^sk_test_[0-9a-f]{32}$/)
    expect(created.bearer_token).toMatch(/^tok_test_[0-9a-f]{32}$/)
    const again = await createCompany({ name: "Other", seed: "taken-seed" })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ type: "conflict_error", code: "seed_taken", param: "seed" })
    // The refused creation left nothing behind: the first company is the only one with the seed.
    expect((await app.request("GET", "/sandbox/v1/fixtures", { key: created.api_key })).status).toBe(200)
  })

  it.each([[""], ["x".repeat(201)], [42], [null]])("refuses seed %j with 422 naming seed", async (seed) => {
    const reply = await createCompany({ seed })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param: "seed" })
  })

  it("without a seed, the same operations give other ids in every company", async () => {
    const [a, b] = [await createCompany({}), await createCompany({})]
    expect(a.data.company.id).not.toBe(b.data.company.id)
    expect(a.data.api_key).not.toBe(b.data.api_key)
    const upsert = (key: string) =>
      app.request("POST", "/v1/patients/upsert", { key, body: { first_name: "Ada", last_name: "Lo", date_of_birth: "1980-01-01" } })
    expect((await upsert(a.data.api_key)).data.patient.id).not.toBe((await upsert(b.data.api_key)).data.patient.id)
  })
})

describe("a seeded company's ids", () => {
  it("are given back by a rolled-back write", async () => {
    const { company } = await seeded("rollback-seed")
    const [inRolledBack, next, after] = await withIds((ids) =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        let taken = ""
        yield* sql.withTransaction(Effect.gen(function*() {
          taken = yield* ids.next(company.id, "patient")
          return yield* Effect.fail("refused")
        })).pipe(Effect.ignore)
        return [taken, yield* ids.next(company.id, "patient"), yield* ids.next(company.id, "patient")] as const
      }))
    expect(next).toBe(inRolledBack)
    expect(after).not.toBe(next)
  })

  it("do not depend on whether a job runs before or after the caller's next operation", async () => {
    const { company } = await seeded("job-order-seed")
    const jobWork = (ids: RecordIds) => ids.withinJob(company.id, "scope-1")(ids.next(company.id, "vob"))
    const jobFirst = await withIds((ids) =>
      Effect.gen(function*() {
        const a = yield* ids.next(company.id, "vob")
        const job = yield* jobWork(ids)
        return { a, job, b: yield* ids.next(company.id, "vob") }
      }))
    await withIds((ids) => ids.restart(company.id))
    const jobLast = await withIds((ids) =>
      Effect.gen(function*() {
        const a = yield* ids.next(company.id, "vob")
        const b = yield* ids.next(company.id, "vob")
        return { a, b, job: yield* jobWork(ids) }
      }))
    expect(jobLast).toEqual(jobFirst)
    expect(new Set(Object.values(jobFirst)).size).toBe(3)
  })

  it("replay after a reset: the same script gives the same bytes", async () => {
    const { api_key: key } = await seeded("reset-seed")
    const call = async <M extends string, P extends string>(method: M, path: P, body?: unknown) => {
      const reply = await app.request(method, path, { key, ...(body === undefined ? {} : { body }) })
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300)
      return reply.data
    }
    const play = async () => {
      await call("POST", "/sandbox/v1/clock/freeze", { at: T0 })
      const upserted = await call("POST", "/v1/patients/upsert", {
        first_name: "Ada", last_name: "Lo", date_of_birth: "1980-01-01",
        policies: [{ insurance_name: "Aetna", member_number: "AUTO_COMPLETE-9" }]
      })
      const vob = await call("POST", "/v1/verification-of-benefits", { patient_policy_id: upserted.policies[0].policy_id })
      await call("POST", "/sandbox/v1/clock/advance", { seconds: 400 })
      const reads = ["/v1/verification-of-benefits?include=result", "/sandbox/v1/events", "/v1/credentialing?limit=100"]
      return JSON.stringify([upserted, vob, ...await Promise.all(reads.map((path) => call("GET", path)))])
    }
    const before = await play()
    await call("POST", "/sandbox/v1/reset")
    expect(await play()).toBe(before)
  })
})

describe("--seed on a file database", () => {
  it("is refused when the database's fixture companies were created with another seed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vob-seed-"))
    try {
      const db = join(dir, "sandbox.sqlite")
      const created = startApp({ db, seed: "one" })
      await created.baseUrl()
      await created.dispose()
      const same = startApp({ db, seed: "one" })
      await same.baseUrl()
      await same.dispose()
      const other = startApp({ db, seed: "two" })
      await expect(other.baseUrl()).rejects.toThrow(/--seed two: the database's fixture companies were created with another seed/)
      await other.dispose()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
