/**
 * Built servers measured side by side on a busy machine, the unit of the alternating comparisons
 * (bench/requestLog.ts: the log on against off).
 * Every server is up at once and they take short turns, the order flipped each round, so the machine's
 * drift (on a shared machine, other work's load) falls on all alike. A turn measures server CPU (from
 * /proc, user + system) over a few VOB lifecycles, then CPU per request and req/s of
 * `GET /v1/verification-of-benefits/{id}` under 50 connections.
 */
import autocannon from "autocannon"
import { type ChildProcess, spawn } from "node:child_process"
import { setTimeout as sleep } from "node:timers/promises"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { freePort } from "./FreePort.js"
import { cpuMsOf } from "./ProcessCpu.js"

/** A built server of its own (`bin/vob-sandbox.js` under `root`), once it answers. */
export const startServer = async (root: string, args: ReadonlyArray<string> = []) => {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ["bin/vob-sandbox.js", "--port", String(port), "--log-level", "none", ...args], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"]
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 5_000; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) {
      const stop = async () => {
        child.kill("SIGTERM")
        await new Promise((resolve) => child.once("exit", resolve))
      }
      return { pid: child.pid!, base, stop }
    }
    await sleep(2)
  }
  throw new Error(`the sandbox under ${root} (${args.join(" ")}) did not start`)
}

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

/** A VOB of its own company to read by id. */
export const vobToRead = async (base: string) => {
  const company = await post(`${base}/sandbox/v1/companies`, {}, { name: "bench round" })
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

/** What one server cost over all its turns. */
export interface SideFigures {
  readonly cpuMsPerLifecycle: number
  readonly getRps: number
  readonly getCpuUsPerRequest: number
}

export interface Side {
  readonly root: string
  readonly args?: ReadonlyArray<string>
}

export interface Turns {
  readonly rounds: number
  readonly lifecyclesPerTurn: number
  readonly getSecondsPerTurn: number
}

/** The sides' figures, in the order given, from `turns.rounds` rounds of one turn each. */
export const sideBySide = async (sides: ReadonlyArray<Side>, turns: Turns, label: string): Promise<Array<SideFigures>> => {
  const quiet = () => {}
  const servers: Array<
    Awaited<ReturnType<typeof startServer>> & Awaited<ReturnType<typeof vobToRead>> & {
      lifecycleCpuMs: number
      getCpuMs: number
      gets: number
    }
  > = []
  try {
    for (const side of sides) {
      const server = await startServer(side.root, side.args)
      servers.push({ ...server, ...(await vobToRead(server.base)), lifecycleCpuMs: 0, getCpuMs: 0, gets: 0 })
    }
    // Warm-up, not counted.
    for (const server of servers) {
      for (let i = 0; i < 3; i++) await runLifecycle(server.base, quiet)
      await autocannon({ url: server.url, headers: server.headers, connections: 50, duration: 1 })
    }
    for (let round = 0; round < turns.rounds; round++) {
      process.stderr.write(`${label}: round ${round + 1} of ${turns.rounds}\n`)
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        let before = cpuMsOf(server.pid)
        for (let i = 0; i < turns.lifecyclesPerTurn; i++) await runLifecycle(server.base, quiet)
        server.lifecycleCpuMs += cpuMsOf(server.pid) - before
        before = cpuMsOf(server.pid)
        const result = await autocannon({ url: server.url, headers: server.headers, connections: 50, duration: turns.getSecondsPerTurn })
        server.getCpuMs += cpuMsOf(server.pid) - before
        server.gets += result.requests.total
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
  return servers.map((server) => ({
    cpuMsPerLifecycle: server.lifecycleCpuMs / (turns.rounds * turns.lifecyclesPerTurn),
    getRps: server.gets / (turns.rounds * turns.getSecondsPerTurn),
    getCpuUsPerRequest: (server.getCpuMs * 1000) / server.gets
  }))
}
