/**
 * What the request log costs the API (issue 30: under 5 % on a lifecycle and on a by-id GET): the
 * built server with the log on (`--request-log 1000`, the default) and off (`--request-log 0`), run in
 * turn, ROUNDS times each, alternating so the machine's drift falls on both alike. Each round measures
 * server CPU per VOB lifecycle (from /proc, user + system) and req/s of `GET /v1/verification-of-benefits/{id}`
 * under 50 connections. Prints medians and the on/off ratios.
 */
import autocannon from "autocannon"
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { setTimeout as sleep } from "node:timers/promises"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { freePort } from "./FreePort.js"

const ROUNDS = 3
const LIFECYCLES = 20
const LOAD_S = 4

export interface RequestLogCost {
  readonly rounds: number
  readonly on: { readonly cpuMsPerLifecycle: number; readonly getRps: number }
  readonly off: { readonly cpuMsPerLifecycle: number; readonly getRps: number }
  /** on / off: above 1 for CPU, below 1 for req/s, is what the log costs. */
  readonly cpuRatio: number
  readonly rpsRatio: number
}

const TICK_MS = 10 // /proc reports CPU in clock ticks of 10 ms (USER_HZ 100)

/** A process's CPU time so far (user + system), from /proc. */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

export const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The built sandbox of `root` on a free port, with a request log of `logSize` calls. */
export const start = async (root: string, logSize: number) => {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ["bin/vob-sandbox.js", "--port", String(port), "--log-level", "none", "--request-log", String(logSize)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"]
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 5_000; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { child, base }
    await sleep(2)
  }
  throw new Error(`the sandbox (--request-log ${logSize}) did not start`)
}

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

/** A VOB of its own company to read by id. */
const vobToRead = async (base: string) => {
  const company = await post(`${base}/sandbox/v1/companies`, {}, { name: "bench request log" })
  const headers = { "x-api-key": company.api_key as string }
  const fixtures = await (await fetch(`${base}/sandbox/v1/fixtures`, { headers })).json() as any
  const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna")
  const { policies } = await post(`${base}/v1/patients/upsert`, headers, {
    first_name: "Jordan", last_name: "Rivera", date_of_birth: "1990-06-15",
    policies: [{ insurance_id: aetna.id, member_number: "W987654321" }]
  })
  const vob = await post(`${base}/v1/verification-of-benefits`, headers, { patient_policy_id: policies[0].policy_id })
  return { url: `${base}/v1/verification-of-benefits/${vob.id}`, headers }
}

const round = async (root: string, logSize: number) => {
  const { child, base } = await start(root, logSize)
  try {
    const quiet = () => {}
    for (let i = 0; i < 3; i++) await runLifecycle(base, quiet)
    const before = cpuMsOf(child.pid!)
    for (let i = 0; i < LIFECYCLES; i++) await runLifecycle(base, quiet)
    const cpuMsPerLifecycle = (cpuMsOf(child.pid!) - before) / LIFECYCLES
    const { url, headers } = await vobToRead(base)
    await autocannon({ url, headers, connections: 50, duration: 1 })
    const result = await autocannon({ url, headers, connections: 50, duration: LOAD_S })
    return { cpuMsPerLifecycle, getRps: result.requests.mean }
  } finally {
    child.kill("SIGTERM")
    await new Promise((resolve) => child.once("exit", resolve))
  }
}

export const measureRequestLogCost = async (root: string): Promise<RequestLogCost> => {
  const on: Array<Awaited<ReturnType<typeof round>>> = []
  const off: Array<Awaited<ReturnType<typeof round>>> = []
  for (let i = 0; i < ROUNDS; i++) {
    process.stderr.write(`request log cost: round ${i + 1} of ${ROUNDS} (log on, then off)\n`)
    on.push(await round(root, 1_000))
    off.push(await round(root, 0))
  }
  const summary = (rounds: typeof on) => ({
    cpuMsPerLifecycle: median(rounds.map((r) => r.cpuMsPerLifecycle)),
    getRps: median(rounds.map((r) => r.getRps))
  })
  const [onS, offS] = [summary(on), summary(off)]
  return { rounds: ROUNDS, on: onS, off: offS, cpuRatio: onS.cpuMsPerLifecycle / offS.cpuMsPerLifecycle, rpsRatio: onS.getRps / offS.getRps }
}

export const requestLogLines = (cost: RequestLogCost): ReadonlyArray<string> => [
  `request log on/off (${cost.rounds} alternating rounds, medians): server CPU per lifecycle ` +
    `${cost.on.cpuMsPerLifecycle.toFixed(1)} / ${cost.off.cpuMsPerLifecycle.toFixed(1)} ms (x${cost.cpuRatio.toFixed(3)}), ` +
    `GET VOB by id ${Math.round(cost.on.getRps)} / ${Math.round(cost.off.getRps)} req/s (x${cost.rpsRatio.toFixed(3)}); target: within 5 %`
]

// `tsx bench/requestLog.ts`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname
  const cost = await measureRequestLogCost(root)
  for (const line of requestLogLines(cost)) console.log(line)
  console.log(`BENCH_REQUEST_LOG_JSON ${JSON.stringify(cost)}`)
}
