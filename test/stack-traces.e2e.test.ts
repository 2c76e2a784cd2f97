/** A defect in the running CLI is logged with a stack that names source files and functions, not bundle columns. */
import Database from "better-sqlite3"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { start, stopAll } from "./support/SpawnedSandbox.js"

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-stacks-"))
afterAll(() => {
  stopAll()
  rmSync(dir, { recursive: true, force: true })
})

describe("stack traces of the bundled CLI", () => {
  it("map every frame inside the bundle back to src/ with its function name", async () => {
    const db = join(dir, "sandbox.sqlite")
    const first = await start(["--db", db, "--log-level", "none"])
    const created = await fetch(`${first.url}/v1/patients/upsert`, {
      method: "POST",
      headers: { "x-api-key": "sk_test_demo_clinic", "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03" })
    })
    expect(created.status).toBe(201)
    await first.stop("SIGTERM")
    // A row no version of the sandbox writes: reading it is a defect (stored_record_invalid), logged with its stack.
    const file = new Database(db)
    file.prepare("UPDATE patients SET doc = 'not json'").run()
    file.close()

    const second = await start(["--db", db, "--log-level", "error"])
    const listed = await fetch(`${second.url}/v1/patients`, { headers: { "x-api-key": "sk_test_demo_clinic" } })
    expect(listed.status).toBe(500)
    expect(await listed.json()).toMatchObject({ type: "api_error", code: "stored_record_invalid" })
    // The log line is written after the answer: wait for it (bounded), not for a fixed time.
    for (let waited = 0; waited < 5_000 && !second.output().includes("stored record invalid"); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const log = second.output()
    expect(log).toContain("stored record invalid: table patients")
    expect(log).toMatch(/at \w+ \(src\/[\w/]+\.ts:\d+:\d+\)/)
    expect(log).not.toMatch(/dist\/vob-sandbox\.cjs:\d+/)
  })
})
