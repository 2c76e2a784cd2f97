/**
 * Large snapshots do not stall other tenants, and stay all or nothing when the process is killed part-way.
 * A company of thousands of patients is snapshotted, restored and forked while another company keeps
 * reading: that company is answered many times before each operation ends (one transaction held it
 * until the end). A server killed during a fork or a restore starts again with the fork gone and the
 * company as it was (or as restored), nothing half-done left in the file.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, describe, expect, it } from "vitest"
import { SNAPSHOT_TABLES } from "../../src/Snapshots/SnapshotTables.js"
import { BIN } from "../support/SpawnedSandbox.js"
import { startApp } from "../support/TestApp.js"

// Enough that each operation runs many slices (Store/Slices.ts, about 20 ms each): a snapshot of 4,000 took
// about 50 ms once the statement path got faster, two or three slices, too few to tell sliced from whole.
const PATIENTS = 12_000

const dir = mkdtempSync(join(tmpdir(), "vob-large-snapshots-"))
const children = new Set<ChildProcess>()
afterAll(() => {
  for (const child of children) child.kill("SIGKILL")
  rmSync(dir, { recursive: true, force: true })
})

type Call = (method: string, path: string, key: string | undefined, body?: unknown) => Promise<{ status: number; body: any }>

const caller = (base: () => Promise<string>): Call => async (method, path, key, body) => {
  const response = await fetch(`${await base()}${path}`, {
    method,
    headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: response.status, body: await response.json() }
}

/** A company holding `count` patients with a policy each; its key. */
const largeCompany = async (call: Call, count: number) => {
  const company = (await call("POST", "/sandbox/v1/companies", undefined, { name: "large" })).body
  const fixtures = (await call("GET", "/sandbox/v1/fixtures", company.api_key)).body
  const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna").id
  for (let start = 0; start < count; start += 500) {
    const batch = await call("POST", "/v1/patients/batch", company.api_key, {
      items: Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        first_name: `Large${start + i}`,
        last_name: "Snapshot",
        date_of_birth: "1980-02-02",
        policies: [{ insurance_id: aetna, member_number: `L${String(start + i).padStart(9, "0")}` }]
      }))
    })
    expect(batch.status).toBe(200)
  }
  return company.api_key as string
}

describe("large snapshots beside other tenants", () => {
  const app = startApp({})
  afterAll(() => app.dispose())
  const call = caller(app.baseUrl)

  it("another company is answered many times while a large snapshot, restore and fork run", async () => {
    const key = await largeCompany(call, PATIENTS)
    const other = (await call("POST", "/sandbox/v1/companies", undefined, { name: "other" })).body.api_key as string
    /** How many of the other company's reads were answered before `work` answered. */
    const answeredBeside = async (work: () => Promise<{ status: number; body: any }>) => {
      let done = false
      let answered = 0
      const reader = (async () => {
        while (!done) {
          expect((await call("GET", "/v1/patients?limit=5", other)).status).toBe(200)
          if (!done) answered++
        }
      })()
      const result = await work()
      done = true
      await reader
      return { result, answered }
    }
    const snapshot = await answeredBeside(() => call("POST", "/sandbox/v1/snapshots", key))
    expect(snapshot.result.status).toBe(201)
    const restore = await answeredBeside(() => call("POST", `/sandbox/v1/snapshots/${snapshot.result.body.id}/restore`, key))
    expect(restore.result.status).toBe(200)
    const fork = await answeredBeside(() => call("POST", `/sandbox/v1/snapshots/${snapshot.result.body.id}/fork`, key))
    expect(fork.result.status).toBe(201)
    // One transaction per operation answered none (or the one already under way) until it ended. The reader
    // shares this process's event loop with the app, so a GET takes a few slice boundaries to go round.
    expect({ snapshot: snapshot.answered >= 2, restore: restore.answered >= 5, fork: fork.answered >= 5 })
      .toEqual({ snapshot: true, restore: true, fork: true })
    const forked = await call("GET", "/v1/patients?limit=1", fork.result.body.api_key)
    expect(forked.body.pagination.total).toBe(PATIENTS)
  }, 600_000)
})

/** The CLI on a file database, on a free port. */
const serve = async (db: string) => {
  const child = spawn(process.execPath, [BIN, "--port", "0", "--log-level", "none", "--db", db], { stdio: ["ignore", "pipe", "inherit"] })
  children.add(child)
  const base = await new Promise<string>((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8")
      const found = /listening on (http:\/\/\S+)/.exec(out)
      if (found !== null) resolve(found[1]!)
    })
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)))
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  return {
    call: caller(async () => base),
    kill: async () => {
      child.kill("SIGKILL")
      await exited
      children.delete(child)
    },
    stop: async () => {
      child.kill("SIGINT")
      await exited
      children.delete(child)
    }
  }
}

/** What a file holds of unfinished snapshot work and of rows whose company does not exist. */
const leftovers = (db: string) => {
  const file = new Database(db)
  const count = (query: string) => (file.prepare(query).all()[0] as { n: number }).n
  try {
    const journal = file.prepare("SELECT name FROM sqlite_master WHERE name = 'snapshot_work'").all().length === 0
      ? 0
      : count("SELECT COUNT(*) AS n FROM snapshot_work")
    let orphans = 0
    for (const table of SNAPSHOT_TABLES) {
      orphans += count(`SELECT COUNT(*) AS n FROM "${table}" WHERE company_id NOT IN (SELECT id FROM companies)`)
    }
    return { journal, orphans, companies: count("SELECT COUNT(*) AS n FROM companies") }
  } finally {
    file.close()
  }
}

describe("large snapshots killed part-way (file database)", () => {
  it("a fork or a restore killed part-way is undone at the next start: the fork gone, the company as it was", async () => {
    const db = join(dir, "killed.sqlite")
    let server = await serve(db)
    const key = await largeCompany(server.call, 2000)
    const snapshot = (await server.call("POST", "/sandbox/v1/snapshots", key)).body.id as string
    // After the snapshot, one more patient: a restore brings the company back to 2,000 (or leaves 2,001).
    await server.call("POST", "/v1/patients/upsert", key, { first_name: "After", last_name: "Snapshot", date_of_birth: "1990-01-01" })

    for (const operation of ["fork", "restore"] as const) {
      let caught = false
      // Kill at growing delays until one lands while the work is under way (its journal entry is in the file).
      for (const delayMs of [50, 150, 400, 1000, 2500]) {
        // The file is the server's alone while it runs (an exclusive lock): read between runs.
        await server.stop()
        const before = leftovers(db)
        server = await serve(db)
        const pending = server.call("POST", `/sandbox/v1/snapshots/${snapshot}/${operation}`, key).catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, delayMs))
        await server.kill()
        await pending
        const killed = leftovers(db)
        server = await serve(db)
        if (killed.journal === 0) continue
        caught = true
        await server.stop()
        expect(leftovers(db)).toEqual({ journal: 0, orphans: 0, companies: before.companies })
        server = await serve(db)
        const total = (await server.call("GET", "/v1/patients?limit=1", key)).body.pagination.total
        expect([2000, 2001]).toContain(total)
        break
      }
      expect(caught, `no kill landed during the ${operation}`).toBe(true)
    }
    await server.stop()
  }, 600_000)
})
