/**
 * A full store is named, not a 500: a file database held at its size (SQLite's `max_page_count`, which
 * fails writes with SQLITE_FULL as a full disk does) answers writes 503 `insufficient_storage` with
 * Retry-After, `/readyz` is not ready while writes fail and ready again once they succeed, and a batch
 * cut short says which rows it stored. PostgreSQL's disk_full (53100) is answered the same way.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { isStoreFull } from "../src/Store/StoreFull.js"
import { SqlError } from "@effect/sql/SqlError"
import { startApp } from "./support/TestApp.js"

const dir = mkdtempSync(join(tmpdir(), "vob-store-full-"))
const app = startApp({ db: join(dir, "sandbox.sqlite"), logLevel: "none" })
afterAll(async () => {
  await app.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** Holds the database at its current size plus `spare` pages (a per-connection limit: gone on restart). */
const holdAt = (spare: number) =>
  app.run(Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const [{ page_count }] = (yield* sql.unsafe<{ page_count: number }>("PRAGMA page_count")) as unknown as [{ page_count: number }]
    yield* sql.unsafe(`PRAGMA max_page_count = ${page_count + spare}`)
  }))

const unlimited = () => app.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe("PRAGMA max_page_count = 1073741823")))

const person = (i: number) => ({
  first_name: `Full${i}`,
  last_name: "Disk",
  date_of_birth: "1980-02-02",
  // Large enough that a few hundred rows need many pages.
  address: `${i} ${"Long Street Name ".repeat(20)}`,
  city: "Springfield",
  comments: "A comment of some length. ".repeat(20)
})

describe("a full store", () => {
  it("answers writes 503 insufficient_storage, readyz is not ready until writes succeed again, and a batch says what it stored", async () => {
    const company = await app.newCompany()
    const call = (method: "GET" | "POST", path: string, body?: unknown) => app.request(method, path, { key: company.apiKey, body })
    expect((await app.request("GET", "/readyz")).status).toBe(200)

    await holdAt(40)
    // Rows until the spare pages are used up: the first refused write is named, with when to retry.
    let refused: Awaited<ReturnType<typeof call>> | undefined
    for (let i = 0; i < 2000 && refused === undefined; i++) {
      const reply = await call("POST", "/v1/patients/upsert", person(i))
      if (reply.status !== 201) refused = reply
    }
    expect(refused?.status).toBe(503)
    expect(refused?.headers.get("retry-after")).toBe("5")
    expect(refused?.body).toMatchObject({ type: "api_error", code: "insufficient_storage", message: expect.stringContaining("full") })

    const notReady = await app.request("GET", "/readyz")
    expect(notReady.status).toBe(503)
    expect(notReady.body).toMatchObject({ status: "unavailable", writes: expect.stringContaining("full") })
    // Reads are still served.
    expect((await call("GET", "/v1/patients?limit=1")).status).toBe(200)

    // A batch that runs out of space part-way: the rows before are stored and named, the rest are not.
    await unlimited()
    await holdAt(60)
    const items = Array.from({ length: 500 }, (_, i) => person(10_000 + i))
    const batch = await call("POST", "/v1/patients/batch", { items })
    expect(batch.status).toBe(503)
    const error = batch.body as { code: string; message: string; meta: { rows_processed: number; results: Array<{ row: number; patient_id: string | null }> } }
    expect(error.code).toBe("insufficient_storage")
    const processed = error.meta.rows_processed
    expect(processed).toBeGreaterThan(0)
    expect(processed).toBeLessThan(500)
    expect(error.meta.results.map((r) => r.row)).toEqual([...Array(processed).keys()])
    expect(error.message).toContain(`rows 0 to ${processed - 1} were processed and committed`)
    await unlimited()
    // Exactly the rows the answer named are stored.
    const stored = new Set<string>()
    for (let page = 1; ; page++) {
      const listed = await call("GET", `/v1/patients?limit=100&page=${page}`)
      const data = (listed.body as { data: Array<{ first_name: string }> }).data
      for (const p of data) stored.add(p.first_name)
      if (data.length < 100) break
    }
    const fromBatch = [...stored].filter((name) => Number(name.slice(4)) >= 10_000)
    expect(fromBatch.sort()).toEqual(items.slice(0, processed).map((i) => i.first_name).sort())

    // Space again: readyz is ready once its probe write succeeds, and writes are taken.
    expect((await app.request("GET", "/readyz")).status).toBe(200)
    expect((await call("POST", "/v1/patients/upsert", person(99_999))).status).toBe(201)
  })

  it("recognises PostgreSQL's disk_full (53100) and SQLite's SQLITE_FULL, and nothing else", () => {
    const sqlError = (code: string) => new SqlError({ cause: Object.assign(new Error("full"), { code }), message: "failed" })
    expect(isStoreFull(sqlError("53100"))).toBe(true)
    expect(isStoreFull(sqlError("SQLITE_FULL"))).toBe(true)
    expect(isStoreFull(sqlError("SQLITE_CONSTRAINT"))).toBe(false)
    expect(isStoreFull(sqlError("23505"))).toBe(false)
  })
})
