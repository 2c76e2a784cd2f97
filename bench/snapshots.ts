/**
 * Snapshots and the receiver grader, through the API of a running sandbox: a company holding 1,000
 * patients, 1,000 policies and 200 VOBs (with their events) is snapshotted, restored and forked
 * (median of RUNS each, wall time of the HTTP call), and a subscription on a healthy local receiver
 * (it verifies every signature) is graded.
 *
 * Alone: `npx tsx bench/snapshots.ts` (starts the built CLI: run `node scripts/bundle.mjs` first).
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"
import { verifyWebhookSignature } from "../src/Webhooks/verifyWebhookSignature.js"
import { withBuiltSandbox } from "./BuiltSandbox.js"
import { cpuMsOf as processCpuMs, median } from "./Measures.js"

export interface SnapshotFigures {
  readonly patients: number
  readonly policies: number
  readonly vobs: number
  readonly snapshotMs: ReadonlyArray<number>
  readonly restoreMs: ReadonlyArray<number>
  readonly forkMs: ReadonlyArray<number>
  readonly gradeMs: ReadonlyArray<number>
  readonly gradeCases: number
  readonly gradePassed: boolean
  /** The server's CPU time per call (median, ms; 10 ms ticks), when readable: the figure load does not inflate. */
  readonly serverCpuMs: Readonly<Record<string, number>>
}

const RUNS = 7
const PATIENTS = 1000
const VOBS = 200


/** CPU time (user + system) of a process in ms, from /proc (Linux; 10 ms ticks), or undefined elsewhere. */
const cpuMsOf = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined
  try {
    return processCpuMs(pid)
  } catch {
    return undefined
  }
}

let serverPid: number | undefined
const cpu: Record<string, Array<number>> = {}

/** Wall time of the call; the server's CPU time during it is added to `cpu[label]` (load-independent). */
const timed = async <A>(label: string, work: () => Promise<A>): Promise<[number, A]> => {
  const cpuBefore = cpuMsOf(serverPid)
  const started = performance.now()
  const result = await work()
  const wall = performance.now() - started
  const cpuAfter = cpuMsOf(serverPid)
  if (cpuBefore !== undefined && cpuAfter !== undefined) (cpu[label] ??= []).push(cpuAfter - cpuBefore)
  return [wall, result]
}

/** A receiver as an integrator should write one: verifies signatures over the raw bytes, acknowledges the rest. */
const healthyReceiver = async () => {
  let secret = ""
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (c: Buffer) => chunks.push(c))
    request.on("end", () => {
      const ok = verifyWebhookSignature(Buffer.concat(chunks), request.headers["x-svc-signature"], secret)
      response.writeHead(ok ? 200 : 400).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    setSecret: (s: string) => (secret = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export const measureSnapshots = async (base: string, pid?: number): Promise<SnapshotFigures> => {
  serverPid = pid
  process.stderr.write(`snapshots: ${PATIENTS} patients, ${PATIENTS} policies, ${VOBS} VOBs; snapshot, restore, fork, grade\n`)
  const call = async (method: string, path: string, key: string | undefined, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return JSON.parse(text)
  }
  const company = await call("POST", "/sandbox/v1/companies", undefined, { name: "bench snapshots" })
  const key = company.api_key as string
  await call("POST", "/sandbox/v1/clock/freeze", key, { at: "2030-01-01T09:00:00Z" })
  const fixtures = await call("GET", "/sandbox/v1/fixtures", key)
  const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna").id
  for (let start = 0; start < PATIENTS; start += 500) {
    await call("POST", "/v1/patients/batch", key, {
      items: Array.from({ length: 500 }, (_, i) => ({
        first_name: `Snap${start + i}`,
        last_name: "Bench",
        date_of_birth: "1980-02-02",
        policies: [{ insurance_id: aetna, member_number: `S${String(start + i).padStart(9, "0")}` }]
      }))
    })
  }
  const policyIds: Array<string> = []
  for (let page = 1; policyIds.length < VOBS; page++) {
    const listed = await call("GET", `/v1/patient-policies?limit=100&page=${page}`, key)
    policyIds.push(...listed.data.map((p: { id: string }) => p.id))
  }
  for (const policyId of policyIds.slice(0, VOBS)) {
    await call("POST", "/v1/verification-of-benefits", key, { patient_policy_id: policyId })
  }
  const policies = (await call("GET", "/v1/patient-policies?limit=1", key)).pagination.total as number
  const patients = (await call("GET", "/v1/patients?limit=1", key)).pagination.total as number

  const snapshotMs: Array<number> = []
  const restoreMs: Array<number> = []
  const forkMs: Array<number> = []
  let last = ""
  for (let run = 0; run < RUNS; run++) {
    const [ms, snapshot] = await timed("snapshot", () => call("POST", "/sandbox/v1/snapshots", key, { name: `bench ${run}` }))
    snapshotMs.push(ms)
    last = snapshot.id
  }
  for (let run = 0; run < RUNS; run++) restoreMs.push((await timed("restore", () => call("POST", `/sandbox/v1/snapshots/${last}/restore`, key)))[0])
  for (let run = 0; run < RUNS; run++) forkMs.push((await timed("fork", () => call("POST", `/sandbox/v1/snapshots/${last}/fork`, key)))[0])

  const receiver = await healthyReceiver()
  try {
    const subscription = await call("POST", "/v1/webhooks", key, { url: receiver.url, event_types: ["vob_created", "vob_completed", "patient_created"] })
    receiver.setSecret(subscription.secret_key)
    const gradeMs: Array<number> = []
    let report: { passed: boolean; cases: ReadonlyArray<unknown> } = { passed: false, cases: [] }
    for (let run = 0; run < RUNS; run++) {
      const [ms, graded] = await timed("grade", () => call("POST", `/sandbox/v1/webhooks/${subscription.id}/grade`, key))
      gradeMs.push(ms)
      report = graded
    }
    return { patients, policies, vobs: VOBS, snapshotMs, restoreMs, forkMs, gradeMs, gradeCases: report.cases.length, gradePassed: report.passed,
      serverCpuMs: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, median(v)])) }
  } finally {
    await receiver.close()
  }
}

export const snapshotLines = (f: SnapshotFigures): ReadonlyArray<string> => {
  const runs = (values: ReadonlyArray<number>) => `median of ${values.map((ms) => ms.toFixed(0)).join(", ")}`
  const size = `${f.patients.toLocaleString("en-US")} patients, ${f.policies.toLocaleString("en-US")} policies, ${f.vobs} VOBs`
  const cpuOf = (label: string) => f.serverCpuMs[label] === undefined ? "" : `, server CPU ${f.serverCpuMs[label]} ms`
  return [
    `snapshot:                ${median(f.snapshotMs).toFixed(1)} ms (${size}; ${runs(f.snapshotMs)}${cpuOf("snapshot")})`,
    `restore:                 ${median(f.restoreMs).toFixed(1)} ms (${runs(f.restoreMs)}${cpuOf("restore")})`,
    `fork:                    ${median(f.forkMs).toFixed(1)} ms (${runs(f.forkMs)}${cpuOf("fork")})`,
    `receiver grader:         ${median(f.gradeMs).toFixed(1)} ms for ${f.gradeCases} cases against a healthy receiver ` +
    `(${f.gradePassed ? "all passed" : "NOT all passed"}; ${runs(f.gradeMs)}${cpuOf("grade")})`
  ]
}

export const snapshotTargets = (f: SnapshotFigures) => ({
  "snapshot < 100 ms (1,000 patients, 1,000 policies, 200 VOBs)": median(f.snapshotMs) < 100,
  "restore < 100 ms": median(f.restoreMs) < 100,
  "fork < 200 ms": median(f.forkMs) < 200,
  "grader: a healthy receiver passes": f.gradePassed
})

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await withBuiltSandbox([], async (base, pid) => {
    const figures = await measureSnapshots(base, pid)
    for (const line of snapshotLines(figures)) console.log(line)
    for (const [target, pass] of Object.entries(snapshotTargets(figures))) console.log(`${pass ? "PASS" : "FAIL"}  ${target}`)
  })
}
