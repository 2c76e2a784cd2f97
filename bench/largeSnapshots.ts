/**
 * Snapshots at scale, through the API of a running sandbox: a company holding PATIENTS patients, each
 * with a policy, is snapshotted, restored and forked while another company reads its patient list in a
 * loop; the other company's latencies during each operation (p99 and worst) tell how long it waited.
 * Then snapshots of it are created and deleted CYCLES times, and the server's RSS is read after each.
 *
 * Alone: `npx tsx bench/largeSnapshots.ts` (starts the built CLI: run `npm run build` first).
 * LARGE_SNAPSHOT_PATIENTS (default 20,000), LARGE_SNAPSHOT_CYCLES (default 5), LARGE_SNAPSHOT_DB (default in memory).
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { withBuiltSandbox } from "./BuiltSandbox.js"
import { cpuMsOf as processCpuMs } from "./Measures.js"

export interface LargeSnapshotFigures {
  readonly patients: number
  readonly snapshotMs: number
  readonly restoreMs: number
  readonly forkMs: number
  /** The server's CPU time during each operation (ms; 10 ms ticks), when readable: the figure load does not inflate. */
  readonly cpuMs: Readonly<Record<"snapshot" | "restore" | "fork", number>>
  /** Another company's GET latencies during each operation: p99 and worst, ms, and how many it made. */
  readonly others: Readonly<Record<"idle" | "snapshot" | "restore" | "fork", { readonly p99: number; readonly max: number; readonly count: number }>>
  /** The server's RSS (MB) after loading, then after each snapshot create + delete. */
  readonly rssMb: ReadonlyArray<number>
}

const PATIENTS = Number(process.env.LARGE_SNAPSHOT_PATIENTS ?? 20_000)
const CYCLES = Number(process.env.LARGE_SNAPSHOT_CYCLES ?? 5)

const rssMbOf = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!
    return Math.round(Number(line.split(/\s+/)[1]) / 1024)
  } catch {
    return Number.NaN
  }
}

/** CPU time (user + system) of a process in ms, from /proc (Linux; 10 ms ticks). */
const cpuMsOf = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN
  try {
    return processCpuMs(pid)
  } catch {
    return Number.NaN
  }
}

const percentile = (values: ReadonlyArray<number>, p: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

export const measureLargeSnapshots = async (base: string, pid?: number): Promise<LargeSnapshotFigures> => {
  process.stderr.write(`large snapshots: ${PATIENTS} patients with a policy each; snapshot, restore, fork beside another company\n`)
  const call = async (method: string, path: string, key: string | undefined, body?: unknown) => {
    const send = () =>
      fetch(`${base}${path}`, {
        method,
        headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
    // A pooled connection the server closed as idle just as it was reused: the request never reached it.
    const response = await send().catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error
      return send()
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return JSON.parse(text)
  }
  const company = await call("POST", "/sandbox/v1/companies", undefined, { name: "large snapshots" })
  const other = await call("POST", "/sandbox/v1/companies", undefined, { name: "another tenant" })
  const key = company.api_key as string
  const fixtures = await call("GET", "/sandbox/v1/fixtures", key)
  const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna").id
  for (let start = 0; start < PATIENTS; start += 500) {
    await call("POST", "/v1/patients/batch", key, {
      items: Array.from({ length: Math.min(500, PATIENTS - start) }, (_, i) => ({
        first_name: `Large${start + i}`,
        last_name: "Snapshot",
        date_of_birth: "1980-02-02",
        policies: [{ insurance_id: aetna, member_number: `L${String(start + i).padStart(9, "0")}` }]
      }))
    })
  }

  /** The operation's wall time, and the other company's GET latencies while it ran. */
  const beside = async (work: () => Promise<unknown>) => {
    let done = false
    const latencies: Array<number> = []
    const reader = (async () => {
      while (!done) {
        const started = performance.now()
        await call("GET", "/v1/patients?limit=5", other.api_key)
        latencies.push(performance.now() - started)
      }
    })()
    const started = performance.now()
    const cpuBefore = cpuMsOf(pid)
    const result = await work()
    const ms = performance.now() - started
    const cpuMs = cpuMsOf(pid) - cpuBefore
    done = true
    await reader
    return { ms, cpuMs, result, others: { p99: percentile(latencies, 0.99), max: Math.max(...latencies), count: latencies.length } }
  }

  // The other company's latencies with nothing else running, for scale (a loaded machine inflates both).
  const idle = await beside(() => new Promise((resolve) => setTimeout(resolve, 2000)))
  const snapshot = await beside(() => call("POST", "/sandbox/v1/snapshots", key, { name: "large" }))
  const id = (snapshot.result as { id: string }).id
  const restore = await beside(() => call("POST", `/sandbox/v1/snapshots/${id}/restore`, key))
  const fork = await beside(() => call("POST", `/sandbox/v1/snapshots/${id}/fork`, key))
  await call("DELETE", `/sandbox/v1/snapshots/${id}`, key)

  const rssMb = [rssMbOf(pid)]
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const created = await call("POST", "/sandbox/v1/snapshots", key, { name: `cycle ${cycle}` })
    await call("DELETE", `/sandbox/v1/snapshots/${created.id}`, key)
    rssMb.push(rssMbOf(pid))
  }
  return {
    patients: PATIENTS,
    snapshotMs: snapshot.ms,
    restoreMs: restore.ms,
    forkMs: fork.ms,
    cpuMs: { snapshot: snapshot.cpuMs, restore: restore.cpuMs, fork: fork.cpuMs },
    others: { idle: idle.others, snapshot: snapshot.others, restore: restore.others, fork: fork.others },
    rssMb
  }
}

export const largeSnapshotLines = (f: LargeSnapshotFigures): ReadonlyArray<string> => {
  const size = `${f.patients.toLocaleString("en-US")} patients with a policy each`
  const beside = (op: "idle" | "snapshot" | "restore" | "fork") =>
    `another company's GET p99 ${f.others[op].p99.toFixed(0)} ms, worst ${f.others[op].max.toFixed(0)} ms over ${f.others[op].count}`
  return [
    `large snapshot:          ${f.snapshotMs.toFixed(0)} ms (${size}; server CPU ${f.cpuMs.snapshot} ms; ${beside("snapshot")})`,
    `large restore:           ${f.restoreMs.toFixed(0)} ms (server CPU ${f.cpuMs.restore} ms; ${beside("restore")})`,
    `large fork:              ${f.forkMs.toFixed(0)} ms (server CPU ${f.cpuMs.fork} ms; ${beside("fork")})`,
    `  (for scale, ${beside("idle")} in 2 s with nothing else running)`,
    `RSS, snapshot cycles:    ${f.rssMb.join(" → ")} MB (after loading, then after each large snapshot created and deleted)`
  ]
}

export const largeSnapshotTargets = (f: LargeSnapshotFigures) => ({
  "other tenants' p99 during a 20k fork < 100 ms": f.others.fork.p99 < 100,
  "RSS after snapshot create+delete cycles grows < 50 MB": f.rssMb[f.rssMb.length - 1]! - f.rssMb[1]! < 50
})

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = process.env.LARGE_SNAPSHOT_DB
  const flags = process.env.LARGE_SNAPSHOT_NODE_FLAGS?.split(" ").filter((f) => f !== "") ?? []
  await withBuiltSandbox(db === undefined ? [] : ["--db", db], async (base, pid) => {
    const figures = await measureLargeSnapshots(base, pid)
    for (const line of largeSnapshotLines(figures)) console.log(line)
    for (const [target, pass] of Object.entries(largeSnapshotTargets(figures))) console.log(`${pass ? "PASS" : "FAIL"}  ${target}`)
  }, flags)
}
