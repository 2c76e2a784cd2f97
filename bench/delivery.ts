/**
 * What webhook delivery costs a lifecycle (issue 29, item 2): the built server of this worktree and of
 * a baseline worktree (`BASELINE_ROOT`, built with `npm run build`), started in turn, ROUNDS times each,
 * alternating so the machine's drift falls on both alike. Each round plays LIFECYCLES scenarios one after
 * another (a company frozen at 2030-01-01, a subscription to vob_created/vob_updated/vob_completed on a
 * receiver in this process, a patient, a VOB, four staff actions, a comment, two clock advances) and waits
 * for each scenario's deliveries; server CPU per scenario is read from /proc (user + system). Prints
 * medians and the ratio this / baseline.
 *
 *   BASELINE_ROOT=/tmp/base npx tsx bench/delivery.ts
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { setTimeout as sleep } from "node:timers/promises"
import { startBuiltSandbox } from "./BuiltSandbox.js"
import { cpuMsOf, median } from "./Measures.js"

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const LIFECYCLES = Number(process.env.LIFECYCLES ?? 30)

/** A receiver counting deliveries per path (one path per scenario). */
const startReceiver = async () => {
  const received = new Map<string, number>()
  const waiting = new Map<string, { count: number; resolve: () => void }>()
  const server = createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      const path = request.url ?? ""
      const n = (received.get(path) ?? 0) + 1
      received.set(path, n)
      response.end("ok")
      const waiter = waiting.get(path)
      if (waiter !== undefined && n >= waiter.count) waiter.resolve()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received: (path: string) => received.get(path) ?? 0,
    /** Resolves once `path` has `count` deliveries. */
    until: (path: string, count: number) =>
      (received.get(path) ?? 0) >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(path, { count, resolve })),
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }
  }
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** The answer's JSON (undefined when empty); a 4xx/5xx throws, except where `refusable` (a staff step the VOB's state may refuse). */
const call = async (base: string, method: string, path: string, key: string | undefined, body?: unknown, refusable = false) => {
  const init: RequestInit = { method, headers: { "content-type": "application/json", ...(key === undefined ? {} : { "x-api-key": key }) } }
  const response = await fetch(`${base}${path}`, body === undefined ? init : { ...init, body: JSON.stringify(body) })
  if (!response.ok && !refusable) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  const text = await response.text()
  return { data: text === "" ? undefined : JSON.parse(text) }
}

let scenarios = 0

/** One scenario; resolves when its receiver path holds `expected` deliveries (when known). */
const scenario = async (base: string, receiver: Receiver, expected: number | undefined) => {
  const path = `/hooks/${scenarios++}`
  const company = (await call(base, "POST", "/sandbox/v1/companies", undefined, { at: "2030-01-01T09:00:00Z" })).data
  const key = company.api_key as string
  await call(base, "POST", "/v1/webhooks", key, { url: `${receiver.url}${path}`, event_types: ["vob_created", "vob_updated", "vob_completed"] })
  const fixtures = (await call(base, "GET", "/sandbox/v1/fixtures", key)).data
  const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna")
  const upsert = (await call(base, "POST", "/v1/patients/upsert", key, {
    first_name: "Avery", last_name: `Quinn${scenarios}`, date_of_birth: "1985-04-12",
    policies: [{ insurance_id: aetna.id, member_number: `W${scenarios}` }]
  })).data
  const vob = (await call(base, "POST", "/v1/verification-of-benefits", key, { patient_policy_id: upsert.policies[0].policy_id })).data
  const staff = `/sandbox/v1/verification-of-benefits/${vob.id}`
  await call(base, "POST", `${staff}/start`, key)
  await call(base, "POST", `${staff}/ask-missing-information`, key, { content: "The back of the card, please." })
  await call(base, "POST", "/sandbox/v1/clock/advance", key, { seconds: 3600 })
  await call(base, "POST", `/v1/verification-of-benefits/${vob.id}/comments`, key, { content: "Sent." })
  await call(base, "POST", `${staff}/resume`, key, undefined, true)
  await call(base, "POST", `${staff}/complete`, key, {})
  await call(base, "POST", "/sandbox/v1/clock/advance", key, { seconds: 60 })
  if (expected !== undefined) await receiver.until(path, expected)
  return path
}

const round = async (root: string, receiver: Receiver) => {
  const { child, base } = await startBuiltSandbox([], [], root)
  try {
    // Warm up, and learn how many deliveries a scenario makes (the same on both builds).
    let path = ""
    for (let i = 0; i < 3; i++) path = await scenario(base, receiver, undefined)
    await sleep(500)
    const expected = receiver.received(path)
    const before = cpuMsOf(child.pid!)
    for (let i = 0; i < LIFECYCLES; i++) await scenario(base, receiver, expected)
    return { cpuMsPerLifecycle: (cpuMsOf(child.pid!) - before) / LIFECYCLES, deliveries: expected }
  } finally {
    child.kill("SIGTERM")
    await new Promise((resolve) => child.once("exit", resolve))
  }
}

const here = new URL("..", import.meta.url).pathname
const baseline = process.env.BASELINE_ROOT
if (baseline === undefined) throw new Error("BASELINE_ROOT: a worktree of the baseline commit, built")
const receiver = await startReceiver()
const ours: Array<number> = []
const theirs: Array<number> = []
let deliveries = 0
try {
  for (let i = 0; i < ROUNDS; i++) {
    process.stderr.write(`delivery cost: round ${i + 1} of ${ROUNDS} (baseline, then this build)\n`)
    theirs.push((await round(baseline, receiver)).cpuMsPerLifecycle)
    const r = await round(here, receiver)
    ours.push(r.cpuMsPerLifecycle)
    deliveries = r.deliveries
  }
} finally {
  await receiver.close()
}
const [a, b] = [median(ours), median(theirs)]
console.log(`server CPU per lifecycle with ${deliveries} deliveries (${ROUNDS} alternating rounds of ${LIFECYCLES}, medians): ` +
  `this build ${a.toFixed(1)} ms, baseline ${b.toFixed(1)} ms (x${(a / b).toFixed(3)}); rounds: ${ours.map((x) => x.toFixed(1)).join(", ")} / ${theirs.map((x) => x.toFixed(1)).join(", ")}`)
