/**
 * One round of a built server's cost, the unit the alternating comparisons take turns with
 * (bench/requestLog.ts, bench/baseline.ts): a server of its own (`bin/vob-sandbox.js` under `root`,
 * with `args`), its CPU per VOB lifecycle (from /proc, user + system, over LIFECYCLES after a warm-up) and
 * the req/s of `GET /v1/verification-of-benefits/{id}` under 50 connections.
 */
import autocannon from "autocannon"
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { setTimeout as sleep } from "node:timers/promises"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { freePort } from "./FreePort.js"

const LIFECYCLES = 20
const LOAD_S = 4

export interface RoundFigures {
  readonly cpuMsPerLifecycle: number
  readonly getRps: number
}

const TICK_MS = 10 // /proc reports CPU in clock ticks of 10 ms (USER_HZ 100)

/** The process's CPU so far (user + system), ms. */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

export const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

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

export const serverRound = async (root: string, args: ReadonlyArray<string> = []): Promise<RoundFigures> => {
  const { base, pid, stop } = await startServer(root, args)
  try {
    const quiet = () => {}
    for (let i = 0; i < 3; i++) await runLifecycle(base, quiet)
    const before = cpuMsOf(pid)
    for (let i = 0; i < LIFECYCLES; i++) await runLifecycle(base, quiet)
    const cpuMsPerLifecycle = (cpuMsOf(pid) - before) / LIFECYCLES
    const { url, headers } = await vobToRead(base)
    await autocannon({ url, headers, connections: 50, duration: 1 })
    const result = await autocannon({ url, headers, connections: 50, duration: LOAD_S })
    return { cpuMsPerLifecycle, getRps: result.requests.mean }
  } finally {
    await stop()
  }
}
