/**
 * SIGKILL in the middle of an advance that processes requests, restart on
 * the same file database: every request completes exactly once (no record written twice, no request
 * re-run over its own records) and the clock never reads earlier than a record. The long loop over
 * many kill points is test/reliability/crash-recovery.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CrashCycles, crashCycles } from "./support/CrashCycle.js"
import { stopAll } from "./support/SpawnedSandbox.js"

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-crash-"))
let cycles: CrashCycles

beforeAll(async () => {
  cycles = await crashCycles(join(dir, "crash.sqlite"))
})
afterAll(async () => {
  await cycles?.close()
  stopAll()
  rmSync(dir, { recursive: true, force: true })
})

describe("SIGKILL and restart with a file database", () => {
  it("killed in an advance that processes requests: each completes once, and the clock never reads before a record", async () => {
    // 2 VOB requests on autopilot at 09:00 and 2 prior-authorization requests woken together, then an
    // advance (the autopilot's steps at 09:01 and 09:05); killed at the first step's delivery.
    const report = await cycles.cycle({ requests: 2, killAt: { type: "vob_updated", count: 1 } })
    expect(report.phase).toBe("processing")
    expect(report.latestRecord > "2030-01-01T09:00:00.000Z").toBe(true)
    expect(report).toMatchObject({ duplicates: 0, unfinished: 0 })
    expect(report.clockAfterRestart >= report.latestRecord, JSON.stringify(report)).toBe(true)
  })
})
