// The test kit's figures, measured on the built package as a user imports it (dist/index.mjs), in a
// fresh process: in-process start-up to the first answer, company() each, and the QA headline, 200
// VOB lifecycle scenarios in parallel against one sandbox (each its own company, patient, policy,
// VOB, staff actions, clock advances, and its webhooks received and verified by an inbox).
// Prints one `KIT_JSON {...}` line. KIT_SCENARIOS overrides the 200; KIT_PACKAGE (a path to another
// build's dist/index.mjs, as bench/baseline.ts passes) measures that build instead of this one's.
import { pathToFileURL } from "node:url"
import { runScenario } from "./scenario.mjs"

const SCENARIOS = Number(process.env.KIT_SCENARIOS ?? 200)
const COMPANIES = 50

// CPU time beside wall time: on a machine shared with other work, CPU is the figure that compares.
const cpuMs = (since) => { const u = process.cpuUsage(since); return (u.user + u.system) / 1000 }

// The first `fetch` of any Node process loads Node's own undici (about 30 ms here, with or without a
// sandbox): done first, against a throwaway loopback server, and reported apart, so that the start-up
// figure is the sandbox's.
const { createServer } = await import("node:http")
const throwaway = createServer((_, res) => res.end()).listen(0, "127.0.0.1")
await new Promise((resolve) => throwaway.once("listening", resolve))
const f0 = performance.now()
await (await fetch(`http://127.0.0.1:${throwaway.address().port}/`)).text()
const firstFetchMs = performance.now() - f0
await new Promise((resolve) => throwaway.close(resolve))

const t0 = performance.now()
const cpu0 = process.cpuUsage()
const { startSandbox } = await import(process.env.KIT_PACKAGE === undefined ? "../dist/index.mjs" : pathToFileURL(process.env.KIT_PACKAGE).href)
const sandbox = await startSandbox()
const health = await fetch(`${sandbox.url}/healthz`)
if (!health.ok) throw new Error(`healthz ${health.status}`)
const startMs = performance.now() - t0
const startCpuMs = cpuMs(cpu0)

// Warm the paths once, then time company() one after another.
await sandbox.company()
const c0 = performance.now()
const companyCpu0 = process.cpuUsage()
for (let i = 0; i < COMPANIES; i++) await sandbox.company()
const companyMs = (performance.now() - c0) / COMPANIES
const companyCpuMs = cpuMs(companyCpu0) / COMPANIES

const s0 = performance.now()
const scenariosCpu0 = process.cpuUsage()
const results = await Promise.allSettled(Array.from({ length: SCENARIOS }, (_, n) => runScenario(sandbox, n)))
const wallMs = performance.now() - s0
const scenariosCpuMs = cpuMs(scenariosCpu0)
const failed = results.filter((r) => r.status === "rejected")
await sandbox.close()
// A failed scenario may leave its inbox listening; the figures are printed below, then the process ends.
setTimeout(() => process.exit(0), 100).unref()

console.log(`KIT_JSON ${JSON.stringify({
  startSandboxMs: Math.round(startMs),
  startSandboxCpuMs: Math.round(startCpuMs),
  firstFetchMs: Math.round(firstFetchMs),
  companyMs: Number(companyMs.toFixed(2)),
  companyCpuMs: Number(companyCpuMs.toFixed(2)),
  scenarios: SCENARIOS,
  scenariosWallMs: Math.round(wallMs),
  scenariosCpuMs: Math.round(scenariosCpuMs),
  scenariosPerSecond: Number((SCENARIOS / (wallMs / 1000)).toFixed(1)),
  scenariosFailed: failed.length,
  firstFailure: failed[0]?.reason?.message,
  badSignatures: results.reduce((sum, r) => sum + (r.status === "fulfilled" ? r.value : 0), 0)
})}`)
