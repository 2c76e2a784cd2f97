/**
 * The busy batch alone (issue 12 item 5), quicker to repeat than the whole bench: starts the built
 * server (`npm run build` first), seeds a company with 20,000 policies, then times 500-row batches
 * with four policies a row while another company reads a patient on 4 connections, plain 500-row
 * batches, and the same busy batch with nobody else reading. Beside each wall time it prints the
 * server's CPU time for that batch (from /proc: the whole process, and its main thread, where the
 * JavaScript and SQLite run), so a figure taken on a loaded machine can still be compared.
 *
 *   tsx bench/busyBatch.ts                      # figures
 *   BUSY_PROFILE=/tmp/prof tsx bench/busyBatch.ts   # and a V8 CPU profile of the server (node --cpu-prof)
 *
 * BUSY_RUNS: timed batches of each kind (default 3). BUSY_PATIENTS: seeded patients (default 5,000).
 * BUSY_ROWS=payors: the timed busy rows carry four payors (primary to quaternary) instead of four policies.
 */
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"
import { batchItems, newCompany, percentile, post, readWhile, seedPolicies } from "./records.js"
import { freePort } from "./FreePort.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const RUNS = Number(process.env.BUSY_RUNS ?? 3)
const PATIENTS = Number(process.env.BUSY_PATIENTS ?? 5000)
const PROFILE_DIR = process.env.BUSY_PROFILE
const WITH_PAYORS = process.env.BUSY_ROWS === "payors"

/** 500 new patients, each with four policies, or with four payors (BUSY_ROWS=payors). */
const busyRows = (offset: number) =>
  WITH_PAYORS
    ? batchItems(offset, false).map((row, i) => ({
      ...row,
      payors: (["primary", "secondary", "tertiary", "quaternary"] as const).map((responsibility, t) => ({
        insurance_name: "Aetna",
        insured_member_id: `P${offset + i}-${t}`,
        payor_responsibility: responsibility
      }))
    }))
    : batchItems(offset, true)

if (!existsSync(`${root}dist/vob-sandbox.cjs`)) throw new Error("dist/ is missing: run `npm run build` first")

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const child = spawn(process.execPath, [
  ...(PROFILE_DIR === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR]),
  "bin/vob-sandbox.js",
  "--port",
  String(port),
  "--log-level",
  "none"
], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
const pid = child.pid!
process.once("exit", () => child.kill("SIGKILL"))

for (let tries = 0; ; tries++) {
  const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false)
  if (up) break
  if (tries > 2000) throw new Error("the server did not come up within 10 s")
  await sleep(5)
}

const TICK_MS = 10 // USER_HZ is 100 on Linux
/** The server's CPU time so far: the whole process (ms, 10 ms steps) and its main thread (ns precision). */
const serverCpu = () => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  const processMs = (Number(fields[11]) + Number(fields[12])) * TICK_MS
  const mainNs = Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0])
  return { processMs, mainMs: mainNs / 1e6 }
}

interface Timed {
  readonly wallMs: number
  readonly cpuMs: number
  readonly mainThreadMs: number
}

const timed = async (run: () => Promise<unknown>): Promise<Timed> => {
  const cpu0 = serverCpu()
  const t0 = performance.now()
  await run()
  const wallMs = performance.now() - t0
  const cpu1 = serverCpu()
  return { wallMs, cpuMs: cpu1.processMs - cpu0.processMs, mainThreadMs: cpu1.mainMs - cpu0.mainMs }
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}
const ms = (n: number) => n.toFixed(1)
const line = (name: string, runs: ReadonlyArray<Timed>) =>
  console.log(
    `${name.padEnd(34)} median ${ms(median(runs.map((r) => r.wallMs)))} ms wall ` +
      `(${runs.map((r) => ms(r.wallMs)).join(", ")}), server CPU ${ms(median(runs.map((r) => r.cpuMs)))} ms, ` +
      `main thread ${ms(median(runs.map((r) => r.mainThreadMs)))} ms`
  )

console.log(`load average before: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`)

// Plain batches: 500 new patients without coverage, in a fresh company.
const plainCompany = await newCompany(base)
await post(`${base}/v1/patients/batch`, plainCompany, { items: batchItems(100_000, false) }) // warm-up
const plain: Array<Timed> = []
for (let run = 0; run < RUNS; run++) {
  plain.push(await timed(() => post(`${base}/v1/patients/batch`, plainCompany, { items: batchItems(run * 500, false) })))
}

process.stderr.write(`seeding ${PATIENTS * 4} policies\n`)
const batcher = await newCompany(base)
await seedPolicies(base, batcher, PATIENTS)
const reader = await newCompany(base)
const patient = await post(`${base}/v1/patients/upsert`, reader, { first_name: "Ana", last_name: "Diaz", phone_number: "5125550100" })
const patientUrl = `${base}/v1/patients/${patient.patient.id}`
await readWhile(patientUrl, reader, 4, sleep(500))

// The figure of the issue: the batch while another company reads.
const busy: Array<Timed> = []
const latencies: Array<number> = []
let failures = 0
let offset = PATIENTS
for (let run = 0; run < RUNS; run++, offset += 500) {
  const items = busyRows(offset)
  let read: Awaited<ReturnType<typeof readWhile>> | undefined
  busy.push(await timed(async () => {
    const batch = post(`${base}/v1/patients/batch`, batcher, { items })
    read = await readWhile(patientUrl, reader, 4, batch)
    await batch
  }))
  latencies.push(...read!.latencies)
  failures += read!.failures
}

// The same batch with nobody reading: its own CPU time.
const alone: Array<Timed> = []
for (let run = 0; run < RUNS; run++, offset += 500) {
  const items = busyRows(offset)
  alone.push(await timed(() => post(`${base}/v1/patients/batch`, batcher, { items })))
}

const sorted = latencies.sort((a, b) => a - b)
line("plain 500-row batch", plain)
line(`busy batch (${PATIENTS * 4} policies, 4 readers${WITH_PAYORS ? ", payor rows" : ""})`, busy)
line("same batch, nobody reading", alone)
console.log(
  `other company's GET during the busy batch: ${sorted.length} reads, p50 ${ms(percentile(sorted, 0.5))} ms, ` +
    `p99 ${ms(percentile(sorted, 0.99))} ms, max ${ms(sorted.at(-1) ?? NaN)} ms, ${failures} failed`
)
console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`)
console.log(`BUSY_JSON ${JSON.stringify({ plain, busy, alone, other: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1), failures } })}`)

// A clean exit writes the CPU profile (SIGKILL would lose it).
const exited = new Promise((resolve) => child.once("exit", resolve))
child.kill("SIGTERM")
await Promise.race([exited, sleep(5000)])
if (PROFILE_DIR !== undefined) console.log(`CPU profile in ${PROFILE_DIR}`)
