/**
 * SQLite beside PostgreSQL, part of `npm run bench` (bench/run.ts); also `npx tsx bench/stores.ts` alone
 * after a build. On each store: `GET /v1/credentialing/{id}` from 10 concurrent clients, and the VOB
 * lifecycle of examples/vob-lifecycle.ts one after another. Then PostgreSQL with 1 and 3 instances on one
 * database: lifecycles (each on a fresh company) run 12 at a time, spread round-robin over the instances.
 * A throwaway PostgreSQL is started for the run (test/support/Postgres.ts); skipped without binaries.
 * Seconds of each load run: BENCH_STORES_DURATION, else BENCH_DURATION capped at 5 (default 5).
 *
 * It used to stall before its PostgreSQL phase: an instance listens before it has migrated, and a
 * readiness probe that reached it then was never answered (now 503 until ready, src/Http/NodeServer.ts).
 * Every probe here has a deadline and every instance is killed if it does not stop, so a stall would be
 * an error, not a hang.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { setTimeout as sleep } from "node:timers/promises"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { type Postgres, postgresMissing, startPostgres } from "../test/support/Postgres.js"
import { freePort } from "./FreePort.js"
import { median } from "./Measures.js"

const DURATION_S = Number(process.env.BENCH_STORES_DURATION ?? Math.min(5, Number(process.env.BENCH_DURATION ?? 5)))
const PROBE_TIMEOUT_MS = 2_000
const STOP_TIMEOUT_MS = 10_000
const CLIENTS = 10
const LIFECYCLES = 10
const MULTI_LIFECYCLES = 24
const MULTI_PARALLEL = 12

export interface StoreFigures {
  readonly store: string
  readonly getRps: number
  readonly getP50Ms: number
  readonly lifecycleMedianMs: number
  /** The instance's CPU time over both runs (GET load, then lifecycles). */
  readonly instanceCpuMs: number | undefined
}

export interface MultiFigures {
  readonly instances: number
  readonly lifecyclesPerS: number
  readonly medianMs: number
  /** CPU time of all instances over the run. */
  readonly instancesCpuMs: number | undefined
}

const startInstance = async (root: string, db: string, id: string) => {
  const port = await freePort()
  const child = spawn(process.execPath, [
    "bin/vob-sandbox.js", "--port", String(port), "--log-level", "none", "--db", db, "--instance-id", id
  ], { cwd: root, stdio: ["ignore", "ignore", "pipe"] })
  let stderr = ""
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 3000; i++) {
    const ok = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then((r) => r.ok, () => false)
    if (ok) return { base, child }
    if (child.exitCode !== null) break
    await sleep(5)
  }
  child.kill("SIGKILL")
  throw new Error(`instance on ${db} did not start:\n${stderr}`)
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    const kill = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS)
    child.once("exit", () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill("SIGTERM")
  })

/** CPU time (user + system) a child process has used so far, from /proc (Linux; undefined elsewhere). */
const cpuMs = (pid: number | undefined): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

const quiet = () => {}

const measureStore = async (root: string, store: string, db: string): Promise<StoreFigures> => {
  const { base, child } = await startInstance(root, db, store)
  try {
    process.stderr.write(`  ${store}: GET by id\n`)
    const headers = { "x-api-key": "sk_test_demo_clinic" }
    const fixtures = (await (await fetch(`${base}/sandbox/v1/fixtures`, { headers })).json()) as {
      credentialing: ReadonlyArray<{ id: string }>
    }
    // A fixed number of keep-alive clients in this process (autocannon's 50 connections stalled on a
    // loaded 2-core machine): requests per second over the run, and the median response time.
    const url = `${base}/v1/credentialing/${fixtures.credentialing[0]!.id}`
    const times: Array<number> = []
    const until = performance.now() + DURATION_S * 1000
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now()
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        if (response.status === 200) times.push(performance.now() - t0)
      }
    }))
    const result = { requests: { mean: times.length / DURATION_S } }
    process.stderr.write(`  ${store}: lifecycles\n`)
    await runLifecycle(base, quiet)
    const lifecycles: Array<number> = []
    for (let i = 0; i < LIFECYCLES; i++) {
      const t0 = performance.now()
      await runLifecycle(base, quiet)
      lifecycles.push(performance.now() - t0)
    }
    return {
      store,
      getRps: result.requests.mean,
      getP50Ms: median(times),
      lifecycleMedianMs: median(lifecycles),
      instanceCpuMs: cpuMs(child.pid)
    }
  } finally {
    await stop(child)
  }
}

const measureInstances = async (root: string, server: Postgres, count: number): Promise<MultiFigures> => {
  const db = await server.createDatabase()
  const instances = [await startInstance(root, db, "i1")]
  instances.push(...await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(root, db, `i${i + 2}`))))
  try {
    for (const { base } of instances) await runLifecycle(base, quiet)
    const times: Array<number> = []
    let next = 0
    const cpu = () => instances.reduce<number | undefined>((sum, { child }) => {
      const ms = cpuMs(child.pid)
      return sum === undefined || ms === undefined ? undefined : sum + ms
    }, 0)
    const cpuBefore = cpu()
    const t0 = performance.now()
    await Promise.all(Array.from({ length: MULTI_PARALLEL }, async () => {
      while (next < MULTI_LIFECYCLES) {
        const base = instances[next++ % instances.length]!.base
        const started = performance.now()
        await runLifecycle(base, quiet)
        times.push(performance.now() - started)
      }
    }))
    const seconds = (performance.now() - t0) / 1000
    const cpuAfter = cpu()
    return {
      instances: count,
      lifecyclesPerS: MULTI_LIFECYCLES / seconds,
      medianMs: median(times),
      instancesCpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
    }
  } finally {
    await Promise.all(instances.map(({ child }) => stop(child)))
  }
}

export const measureStores = async (root: string) => {
  const missing = postgresMissing()
  if (missing !== undefined) {
    console.log(`stores: ${missing}`)
    return undefined
  }
  const server = await startPostgres()
  try {
    process.stderr.write("timing SQLite beside PostgreSQL\n")
    const stores = [
      await measureStore(root, "sqlite", ":memory:"),
      await measureStore(root, "postgres", await server.createDatabase())
    ]
    process.stderr.write("timing 1 and 3 instances on PostgreSQL\n")
    const multi = [await measureInstances(root, server, 1), await measureInstances(root, server, 3)]
    return { stores, multi }
  } finally {
    server.stop()
  }
}

export const reportStores = (figures: Awaited<ReturnType<typeof measureStores>>) => {
  if (figures === undefined) return
  const cpu = (ms: number | undefined) => ms === undefined ? "n/a" : `${(ms / 1000).toFixed(1)} s`
  console.log(`\nstore      GET by id req/s   p50 ms   VOB lifecycle median ms   instance CPU (${DURATION_S} s GET load + ${LIFECYCLES} lifecycles)`)
  for (const s of figures.stores) {
    console.log(`${s.store.padEnd(10)} ${s.getRps.toFixed(0).padStart(15)} ${s.getP50Ms.toFixed(2).padStart(8)} ${s.lifecycleMedianMs.toFixed(1).padStart(25)}   ${cpu(s.instanceCpuMs)}`)
  }
  console.log(`PostgreSQL, ${MULTI_LIFECYCLES} lifecycles ${MULTI_PARALLEL} at a time, round-robin over the instances:`)
  for (const m of figures.multi) {
    console.log(`  ${m.instances} instance(s): ${m.lifecyclesPerS.toFixed(1)} lifecycles/s, median ${m.medianMs.toFixed(0)} ms each, ` +
      `instances' CPU ${cpu(m.instancesCpuMs)}`)
  }
  console.log(`BENCH_STORES_JSON ${JSON.stringify(figures)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname
  reportStores(await measureStores(root))
}
