/**
 * The long kill loop: 32 SIGKILLs of the real CLI (file database, frozen clocks), each at another
 * delivery of the webhook receiver, so the kills land all over request processing and advances (the
 * crash window of a request's writes before its completion was hit in about 1 run in 7). After each restart:
 * no record written twice, every request completed, the clock not behind any record. Bounded: 32
 * cycles or 8 minutes, whichever comes first. Prints the kill points tried and what was found.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, expect, it } from "vitest"
import { type CrashCycles, crashCycles, type CycleReport, type KillPoint } from "../support/CrashCycle.js"
import { stopAll } from "../support/SpawnedSandbox.js"

const CYCLES = 32
const BUDGET_MS = 8 * 60 * 1000
const REQUESTS = 20

/**
 * Half the kills land in the burst of the 20 prior-authorization requests woken together (0 to 150 ms
 * after the wake; the burst takes longer than that here), a quarter in the advance (the autopilot's
 * steps), a quarter at any delivery.
 */
const killPoint = (i: number): KillPoint => {
  switch (i % 4) {
    case 0:
    case 1:
      return { afterWakeMs: (i * 37) % 150 }
    case 2:
      return { type: "vob_updated", count: 1 + ((i * 7) % (2 * REQUESTS - 1)) }
    default:
      return { count: 1 + ((i * 7) % (5 * REQUESTS)) }
  }
}

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-crash-loop-"))
let cycles: CrashCycles | undefined

afterAll(async () => {
  await cycles?.close()
  stopAll()
  rmSync(dir, { recursive: true, force: true })
})

it("SIGKILL at many points: every request exactly once, the clock never behind a record", async () => {
  cycles = await crashCycles(join(dir, "crash.sqlite"))
  const reports: Array<CycleReport> = []
  const t0 = Date.now()
  for (let i = 0; i < CYCLES && Date.now() - t0 < BUDGET_MS; i++) {
    reports.push(await cycles.cycle({ requests: REQUESTS, killAt: killPoint(i) }))
  }
  const phases = reports.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.phase]: (acc[r.phase] ?? 0) + 1 }), {})
  const duplicates = reports.reduce((n, r) => n + r.duplicates, 0)
  const unfinished = reports.reduce((n, r) => n + r.unfinished, 0)
  const clockBehind = reports.filter((r) => r.clockAfterRestart < r.latestRecord)
  console.log(
    `crash loop: ${reports.length} kills (${JSON.stringify(phases)}) in ${Math.round((Date.now() - t0) / 1000)} s, ` +
      `${reports.length * REQUESTS * 2} requests; duplicates ${duplicates}, unfinished ${unfinished}, clock behind ${clockBehind.length}`
  )
  expect(reports.length).toBeGreaterThanOrEqual(10)
  expect({ duplicates, unfinished, clockBehind }).toEqual({ duplicates: 0, unfinished: 0, clockBehind: [] })
})
