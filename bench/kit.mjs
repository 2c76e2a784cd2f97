// The test kit's figures, measured on the built package as a user imports it (dist/index.mjs), in a
// fresh process: in-process start-up to the first answer, company() each, and the QA headline, 200
// VOB lifecycle scenarios in parallel against one sandbox (each its own company, patient, policy,
// VOB, staff actions, clock advances, and its webhooks received and verified by an inbox).
// Prints one `KIT_JSON {...}` line. KIT_SCENARIOS overrides the 200.
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
const { startSandbox } = await import("../dist/index.mjs")
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

const scenario = async (n) => {
  const company = await sandbox.company({ at: "2030-01-01T09:00:00Z" })
  const inbox = await company.webhookInbox({ eventTypes: ["vob_created", "vob_updated", "vob_completed"] })
  const aetna = company.fixtures.insurances.find((i) => i.name === "Aetna")
  const { data: upsert, error } = await company.api.POST("/v1/patients/upsert", {
    body: { first_name: "Avery", last_name: `Quinn${n}`, date_of_birth: "1985-04-12", policies: [{ insurance_id: aetna.id, member_number: `W${n}` }] }
  })
  if (error) throw new Error(JSON.stringify(error))
  const { data: vob } = await company.api.POST("/v1/verification-of-benefits", { body: { patient_policy_id: upsert.policies[0].policy_id } })
  await company.staff.start(vob.id)
  await company.staff.askMissingInformation(vob.id, { content: "The back of the card, please." })
  await company.clock.advance(3600)
  await company.api.POST("/v1/verification-of-benefits/{id}/comments", { params: { path: { id: vob.id } }, body: { content: "Sent." } })
  await company.staff.resume(vob.id).catch(() => undefined)
  await company.staff.complete(vob.id)
  await company.clock.advance(60)
  await inbox.next("vob_created", { timeoutMs: 30_000 })
  await inbox.next("vob_completed", { timeoutMs: 30_000 })
  const rejected = inbox.rejected().length
  await company.close()
  return rejected
}

const s0 = performance.now()
const scenariosCpu0 = process.cpuUsage()
const results = await Promise.allSettled(Array.from({ length: SCENARIOS }, (_, n) => scenario(n)))
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
