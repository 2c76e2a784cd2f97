/**
 * What the request log costs the API (issue 30: under 5 % on a lifecycle and on a by-id GET): the built
 * server with the log on (`--request-log 1000`, the default) and off (`--request-log 0`), both running at
 * once and measured in short turns, ROUNDS each, alternating which goes first, so the machine's drift
 * (on a shared machine, other work's load) falls on both alike. Each turn measures server CPU (from /proc,
 * user + system) over LIFECYCLES_PER_TURN VOB lifecycles, and CPU per request and req/s of
 * `GET /v1/verification-of-benefits/{id}` under 50 connections for LOAD_S. Prints the totals' ratios.
 */
import autocannon from "autocannon"
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { setTimeout as sleep } from "node:timers/promises"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { freePort } from "./FreePort.js"

const ROUNDS = 10
const LIFECYCLES_PER_TURN = 3
const LOAD_S = 1

interface Side {
  readonly cpuMsPerLifecycle: number
  readonly getRps: number
  readonly getCpuUsPerRequest: number
}

export interface RequestLogCost {
  readonly rounds: number
  readonly on: Side
  readonly off: Side
  /** on / off: above 1 for CPU, below 1 for req/s, is what the log costs. */
  readonly cpuRatio: number
  readonly rpsRatio: number
  readonly getCpuRatio: number
}

const TICK_MS = 10 // /proc reports CPU in clock ticks of 10 ms (USER_HZ 100)

const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

const start = async (root: string, logSize: number) => {
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

interface Running {
  readonly child: ChildProcess
  readonly base: string
  readonly url: string
  readonly headers: Record<string, string>
  lifecycleCpuMs: number
  lifecycles: number
  getCpuMs: number
  gets: number
  getSeconds: number
}

const turn = async (server: Running) => {
  const quiet = () => {}
  let before = cpuMsOf(server.child.pid!)
  for (let i = 0; i < LIFECYCLES_PER_TURN; i++) await runLifecycle(server.base, quiet)
  server.lifecycleCpuMs += cpuMsOf(server.child.pid!) - before
  server.lifecycles += LIFECYCLES_PER_TURN
  before = cpuMsOf(server.child.pid!)
  const result = await autocannon({ url: server.url, headers: server.headers, connections: 50, duration: LOAD_S })
  server.getCpuMs += cpuMsOf(server.child.pid!) - before
  server.gets += result.requests.total
  server.getSeconds += LOAD_S
}

const sideOf = (server: Running): Side => ({
  cpuMsPerLifecycle: server.lifecycleCpuMs / server.lifecycles,
  getRps: server.gets / server.getSeconds,
  getCpuUsPerRequest: (server.getCpuMs * 1000) / server.gets
})

export const measureRequestLogCost = async (root: string): Promise<RequestLogCost> => {
  const servers: Array<Running> = []
  try {
    for (const logSize of [1_000, 0]) {
      const { child, base } = await start(root, logSize)
      servers.push({ child, base, ...(await vobToRead(base)), lifecycleCpuMs: 0, lifecycles: 0, getCpuMs: 0, gets: 0, getSeconds: 0 })
    }
    // Warm-up, not counted.
    for (const server of servers) {
      for (let i = 0; i < 3; i++) await runLifecycle(server.base, () => {})
      await autocannon({ url: server.url, headers: server.headers, connections: 50, duration: 1 })
    }
    for (let i = 0; i < ROUNDS; i++) {
      process.stderr.write(`request log cost: round ${i + 1} of ${ROUNDS} (log on and off in turn)\n`)
      for (const server of i % 2 === 0 ? servers : [...servers].reverse()) await turn(server)
    }
  } finally {
    for (const { child } of servers) {
      child.kill("SIGTERM")
      await new Promise((resolve) => child.once("exit", resolve))
    }
  }
  const [on, off] = [sideOf(servers[0]!), sideOf(servers[1]!)]
  return {
    rounds: ROUNDS,
    on,
    off,
    cpuRatio: on.cpuMsPerLifecycle / off.cpuMsPerLifecycle,
    rpsRatio: on.getRps / off.getRps,
    getCpuRatio: on.getCpuUsPerRequest / off.getCpuUsPerRequest
  }
}

export const requestLogLines = (cost: RequestLogCost): ReadonlyArray<string> => [
  `request log on/off (${cost.rounds} alternating turns each, both servers up): server CPU per lifecycle ` +
    `${cost.on.cpuMsPerLifecycle.toFixed(1)} / ${cost.off.cpuMsPerLifecycle.toFixed(1)} ms (x${cost.cpuRatio.toFixed(3)}), ` +
    `GET VOB by id ${cost.on.getCpuUsPerRequest.toFixed(0)} / ${cost.off.getCpuUsPerRequest.toFixed(0)} us CPU per request ` +
    `(x${cost.getCpuRatio.toFixed(3)}), ${Math.round(cost.on.getRps)} / ${Math.round(cost.off.getRps)} req/s ` +
    `(x${cost.rpsRatio.toFixed(3)}); target: within 5 %`
]

// `tsx bench/requestLog.ts`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname
  const cost = await measureRequestLogCost(root)
  for (const line of requestLogLines(cost)) console.log(line)
  console.log(`BENCH_REQUEST_LOG_JSON ${JSON.stringify(cost)}`)
}
