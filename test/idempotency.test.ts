/**
 * The idempotency-key store that request submissions use: same key and body → the original
 * resource; another body → 409; concurrent duplicates → exactly one resource.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Conflict } from "../src/Domain/Errors.js"
import { fingerprint, IdempotencyKeys } from "../src/Idempotency/IdempotencyKeys.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

beforeAll(() =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`CREATE TABLE test_resources (id TEXT PRIMARY KEY, company_id TEXT NOT NULL)`)))

const submit = (companyId: string, key: string | undefined, body: unknown) =>
  app.run(
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const keys = yield* IdempotencyKeys
      const create = Effect.gen(function*() {
        const id = crypto.randomUUID()
        // Yield between the check and the insert, as a real creation does, to invite interleaving.
        yield* Effect.yieldNow()
        yield* sql`INSERT INTO test_resources (id, company_id) VALUES (${id}, ${companyId})`
        return id
      }).pipe(Effect.orDie)
      return yield* keys.reserve({ companyId, scope: "test", key, body, nowIso: new Date().toISOString(), create })
    }).pipe(Effect.either)
  )

const countOf = (companyId: string) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM test_resources WHERE company_id = ${companyId}`)).then((r) => r[0]!.n)

describe("idempotency keys", () => {
  it("returns the original resource for the same key and body, in any key order", async () => {
    const company = crypto.randomUUID()
    const first = await submit(company, "key-1", { a: 1, b: [1, 2] })
    const again = await submit(company, "key-1", { b: [1, 2], a: 1 })
    expect(first._tag === "Right" && !first.right.replayed).toBe(true)
    expect(again).toMatchObject({ _tag: "Right", right: { replayed: true } })
    expect(again._tag === "Right" && first._tag === "Right" && again.right.resourceId).toBe(
      first._tag === "Right" && first.right.resourceId
    )
    expect(await countOf(company)).toBe(1)
  })

  it("refuses the same key with another body: 409 idempotency_key_reused, nothing created", async () => {
    const company = crypto.randomUUID()
    await submit(company, "key-1", { a: 1 })
    const reused = await submit(company, "key-1", { a: 2 })
    expect(reused._tag).toBe("Left")
    if (reused._tag === "Left") {
      expect(reused.left).toBeInstanceOf(Conflict)
      expect(reused.left).toMatchObject({ code: "idempotency_key_reused", param: "Idempotency-Key" })
    }
    expect(await countOf(company)).toBe(1)
  })

  it("scopes keys to the company, and creates a new resource per submission without a key", async () => {
    const a = crypto.randomUUID()
    const b = crypto.randomUUID()
    await submit(a, "shared", { x: 1 })
    const other = await submit(b, "shared", { x: 2 })
    expect(other).toMatchObject({ _tag: "Right", right: { replayed: false } })
    await submit(a, undefined, { x: 1 })
    await submit(a, undefined, { x: 1 })
    expect(await countOf(a)).toBe(3)
  })

  it("yields exactly one resource for concurrent identical submissions", async () => {
    const company = crypto.randomUUID()
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(company, "race", { same: true })))
    const ids = new Set(results.map((r) => (r._tag === "Right" ? r.right.resourceId : "error")))
    expect(ids.size).toBe(1)
    expect(ids.has("error")).toBe(false)
    expect(await countOf(company)).toBe(1)
  })

  it("fingerprints ignore key order but not values", () => {
    expect(fingerprint({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprint({ b: { d: 3, c: 2 }, a: 1 }))
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: "1" }))
    expect(fingerprint([1, 2])).not.toBe(fingerprint([2, 1]))
  })
})
