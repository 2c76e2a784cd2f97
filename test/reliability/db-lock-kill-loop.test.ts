/**
 * The --db lock under SIGKILL: a server killed at any moment (here, while companies are being created)
 * never blocks the next start, the file keeps every company whose creation was answered, and while a
 * server runs a second one on the file is always refused. Bounded: 8 rounds, 3 minutes.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runToExit, start, stopAll } from "../support/SpawnedSandbox.js"

const ROUNDS = 8
const BUDGET_MS = 180_000

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-lock-loop-"))
afterAll(() => {
  stopAll()
  rmSync(dir, { recursive: true, force: true })
})

describe("--db lock under SIGKILL", () => {
  it(`${ROUNDS} rounds of kill mid-write, refused second server, restart with every answered company`, async () => {
    const db = join(dir, "loop.sqlite")
    const keys: Array<string> = []
    const t0 = Date.now()
    for (let round = 0; round < ROUNDS && Date.now() - t0 < BUDGET_MS; round++) {
      const server = await start(["--db", db, "--log-level", "none"])
      for (const key of keys) {
        const fixtures = await fetch(`${server.url}/sandbox/v1/fixtures`, { headers: { "x-api-key": key } })
        expect(fixtures.status, `round ${round}`).toBe(200)
      }
      const refused = await runToExit(["--port", "0", "--db", db])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain("another process has it open")
      // Creations in flight when the kill lands: the answered ones must survive it.
      const inFlight = Array.from({ length: 5 }, () =>
        fetch(`${server.url}/sandbox/v1/companies`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}"
        }).then(async (response) => (await response.json() as { api_key: string }).api_key, () => undefined))
      const answered = await inFlight[0]!
      if (answered !== undefined) keys.push(answered)
      await server.stop("SIGKILL")
      for (const key of await Promise.all(inFlight.slice(1))) if (key !== undefined) keys.push(key)
    }
    expect(keys.length).toBeGreaterThan(0)
  })
})
