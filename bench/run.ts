/**
 * `npm run bench`: load `GET /v1/credentialing/{id}` on three servers, each in its own child process,
 * from this one autocannon client:
 *   bare     node:http writing the same bytes: what Node itself costs;
 *   ceiling  the same endpoint on Effect HttpApi with a constant body: what the framework costs;
 *   sandbox  the real server (built by `npm run build`): ceiling plus auth, error edge and SQLite.
 * Then time the sandbox's start-up and read its RSS after load, measure the core records (bench/records.ts),
 * webhook fan-out to a local receiver (bench/webhooks.ts), and snapshots and the receiver grader
 * (bench/snapshots.ts) and at 20,000 patients beside another company (bench/largeSnapshots.ts), then SQLite beside PostgreSQL (bench/stores.ts). Prints a table, the targets and a
 * `BENCH_JSON {...}` line (and `BENCH_STORES_JSON {...}`). Exits 0 whatever the figures (a measurement, not a test), non-zero only
 * when a server fails to come up or answers wrongly.
 *
 * Then this build against a baseline build of an earlier commit, in alternating rounds (bench/baseline.ts).
 *
 * BENCH_DURATION: seconds of each 50-connection run (default 10). BENCH_BASELINE: the baseline commit
 * (default 0437aca, the commit before issue 29), or `none` to skip it; BENCH_BASELINE_ROUNDS (default 3).
 */
import autocannon from "autocannon"
import { build } from "esbuild"
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"
import { type LifecycleFigures, measureLifecycles } from "./lifecycle.js"
import { measureRecords, type RecordFigures } from "./records.js"
import { measureVobRequests, type VobRequestFigures } from "./vobRequests.js"
import { measurePriorAuthorizationRequests, type PriorAuthorizationRequestFigures } from "./priorAuthorizationRequests.js"
import { measureWebhookFanOut, type WebhookFigures } from "./webhooks.js"
import { measureKit } from "./kit.js"
import { measureSnapshots, type SnapshotFigures, snapshotLines, snapshotTargets } from "./snapshots.js"
import { type LargeSnapshotFigures, largeSnapshotLines, largeSnapshotTargets, measureLargeSnapshots } from "./largeSnapshots.js"
import { type ConsoleSize, consoleSize, type EventStreamFigures, measureEventStream } from "./eventStream.js"
import { BENCH_STREAM_CAP, measureStreamCpu, type StreamCpuFigure, streamCpuLine } from "./streamCpu.js"
import { measureVobRead, type VobReadFigures } from "./vobRead.js"
import { measureStores, reportStores } from "./stores.js"
import { measureRequestLogCost, requestLogLines } from "./requestLog.js"
import { freePort } from "./FreePort.js"
import { baselineLines, measureAgainstBaseline } from "./baseline.js"
import { median } from "./Measures.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
// Long enough for V8 to optimise the Effect servers' hot paths: they reach steady state in about 3 s.
const WARMUP_S = 3
const SINGLE_S = 5
const CONNECTIONS = 50
const STARTUP_RUNS = 3
// Sent to all three servers, so every request is byte-identical.
const HEADERS = { "x-api-key": "sk_test_demo_clinic" }

if (!(DURATION_S > 0)) throw new Error(`BENCH_DURATION must be a positive number of seconds, got '${process.env.BENCH_DURATION}'`)

// --- CPU pinning ---------------------------------------------------------------------------------

// Client and server on separate cores (this process on CPU 0, the loaded servers on CPU 1): left to
// the scheduler, they contend for the same cores and req/s swings by a factor of two from run to run.
// Needs Linux's taskset and two cores; otherwise the run goes on unpinned.
const pinTo = (cpus: string) => {
  try {
    execFileSync("taskset", ["--all-tasks", "--cpu-list", "--pid", cpus, String(process.pid)], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

const allCpus = `0-${availableParallelism() - 1}`
const pinned = availableParallelism() >= 2 && pinTo("0")

// --- Child processes -----------------------------------------------------------------------------

interface Proc {
  readonly name: string
  readonly child: ChildProcess
  readonly stderr: () => string
}

const children = new Set<ChildProcess>()
const workDir = mkdtempSync(join(tmpdir(), "vob-bench-"))

/**
 * Starts `node ...args`: on CPU 1 when `pin`; otherwise on every CPU, since a child inherits this
 * process's affinity (CPU 0) and a start-up squeezed onto one core takes twice as long. taskset execs
 * node, so the pid is node's.
 */
const spawnNode = (
  name: string,
  args: ReadonlyArray<string>,
  options: { readonly env?: Record<string, string>; readonly pin?: boolean } = {}
): Proc => {
  const cpus = options.pin === true ? "1" : allCpus
  const [command, argv] = pinned
    ? ["taskset", ["--cpu-list", cpus, process.execPath, ...args]]
    : [process.execPath, args]
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "ignore", "pipe"]
  })
  children.add(child)
  child.once("exit", () => children.delete(child))
  let stderr = ""
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  return { name, child, stderr: () => stderr }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

const stop = async (child: ChildProcess) => {
  if (hasExited(child)) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  child.kill("SIGTERM")
  // Bounded: a server still up after 3 s is killed outright.
  const timedOut = await Promise.race([exited.then(() => false), sleep(3000, true, { ref: false })])
  if (timedOut) child.kill("SIGKILL")
  await exited
}

const cleanUp = () => {
  for (const child of children) child.kill("SIGKILL")
  rmSync(workDir, { recursive: true, force: true })
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    cleanUp()
    process.exit(signal === "SIGINT" ? 130 : 143)
  })
}

/** Polls `url` every 2 ms until it answers 200; returns the milliseconds since `since`. */
const waitUntilOk = async (proc: Proc, url: string, since = performance.now()) => {
  const deadline = since + 10_000
  while (performance.now() < deadline) {
    if (hasExited(proc.child)) {
      throw new Error(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.stderr()}`)
    }
    const ok = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(1000) }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false
    )
    if (ok) return performance.now() - since
    await sleep(2)
  }
  throw new Error(`${proc.name} did not answer 200 on ${url} within 10 s:\n${proc.stderr()}`)
}

const startSandbox = async (pin: boolean) => {
  const port = await freePort()
  const since = performance.now()
  const proc = spawnNode(
    "sandbox",
    ["bin/vob-sandbox.js", "--port", String(port), "--log-level", "none", "--max-streams-per-company", String(BENCH_STREAM_CAP)],
    { pin }
  )
  const startupMs = await waitUntilOk(proc, `http://127.0.0.1:${port}/healthz`, since)
  return { proc, base: `http://127.0.0.1:${port}`, startupMs }
}

/** The reference servers as one minified ES module each (how code is loaded does not change throughput). */
const bundleReferences = () =>
  build({
    entryPoints: {
      "bare-server": join(root, "bench/bare-server.ts"),
      "ceiling-server": join(root, "bench/ceiling-server.ts")
    },
    outdir: workDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    minify: true,
    banner: {
      js: "import { createRequire as __vobCreateRequire } from 'node:module'; const require = __vobCreateRequire(import.meta.url);"
    },
    logLevel: "warning"
  })

const startReference = async (name: "bare" | "ceiling", path: string, bodyFile: string) => {
  const port = await freePort()
  const proc = spawnNode(name, [join(workDir, `${name}-server.mjs`)], {
    env: { BENCH_PORT: String(port), BENCH_BODY_FILE: bodyFile },
    pin: true
  })
  await waitUntilOk(proc, `http://127.0.0.1:${port}${path}`)
  return { proc, base: `http://127.0.0.1:${port}` }
}

// --- Measuring -----------------------------------------------------------------------------------

interface Load {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly mean: number
  /** Connection errors, timeouts and non-2xx responses. */
  readonly failures: number
}

const percentile = (sorted: Float64Array, q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN

const load = async (
  url: string,
  connections: number,
  durationS: number,
  warmupS?: number,
  headers: Record<string, string> = HEADERS
): Promise<Load> => {
  // autocannon's latency histogram has 1 ms resolution, too coarse here: time every 2xx response ourselves.
  const times: Array<number> = []
  const run = autocannon({
    url,
    headers,
    connections,
    duration: durationS,
    ...(warmupS === undefined ? {} : { warmup: { connections, duration: warmupS } })
  })
  run.on("response", (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms)
  })
  const result = await run
  const sorted = Float64Array.from(times).sort()
  return {
    rps: result.requests.mean,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: times.reduce((sum, ms) => sum + ms, 0) / times.length,
    failures: result.errors + result.timeouts + result.non2xx
  }
}

/** What the table shows for one server. */
interface Figures {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  /** Mean latency on one connection: the cost of one request with no queueing. */
  readonly mean1: number
  readonly failures: number
}

const measure = async (name: string, url: string): Promise<Figures> => {
  process.stderr.write(`loading ${name}: ${WARMUP_S} s warm-up, ${DURATION_S} s x ${CONNECTIONS} connections, ${SINGLE_S} s x 1\n`)
  const many = await load(url, CONNECTIONS, DURATION_S, WARMUP_S)
  const one = await load(url, 1, SINGLE_S)
  return { rps: many.rps, p50: many.p50, p99: many.p99, mean1: one.mean, failures: many.failures + one.failures }
}

/** The RSS of a live process in MB (Linux only). */
const rssMb = (pid: number | undefined) => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
    return kb === undefined ? undefined : Number(kb) / 1024
  } catch {
    return undefined
  }
}


// --- The run -------------------------------------------------------------------------------------

const main = async () => {
  await bundleReferences()
  // Start-up first, on an otherwise idle machine (before any load heats it up), one fresh process at a
  // time, as a user would launch it.
  // Here this process is only a poller: off its core, as a user's shell would be.
  if (pinned) pinTo(allCpus)
  const startups: Array<number> = []
  for (let i = 0; i < STARTUP_RUNS; i++) {
    const fresh = await startSandbox(false)
    startups.push(fresh.startupMs)
    await stop(fresh.proc.child)
  }
  if (pinned) pinTo("0")

  const sandbox = await startSandbox(true)

  // The first record of the demo company, and the exact bytes the sandbox answers with.
  const fixtures = await fetch(`${sandbox.base}/sandbox/v1/fixtures`, { headers: HEADERS })
  if (!fixtures.ok) throw new Error(`GET /sandbox/v1/fixtures: ${fixtures.status}`)
  const { credentialing } = (await fixtures.json()) as { credentialing: ReadonlyArray<{ id: string }> }
  if (credentialing[0] === undefined) throw new Error("the demo company has no credentialing record")
  const path = `/v1/credentialing/${credentialing[0].id}`
  const body = Buffer.from(await (await fetch(sandbox.base + path, { headers: HEADERS })).arrayBuffer())
  const bodyFile = join(workDir, "body.json")
  writeFileSync(bodyFile, body)

  const bare = await startReference("bare", path, bodyFile)
  const ceiling = await startReference("ceiling", path, bodyFile)
  const servers = { bare, ceiling, sandbox }

  // Compare like with like: all three must answer the same status, content type and bytes.
  for (const [name, { base }] of Object.entries(servers)) {
    const response = await fetch(base + path, { headers: HEADERS })
    const bytes = Buffer.from(await response.arrayBuffer())
    if (response.status !== 200 || response.headers.get("content-type") !== "application/json" || !bytes.equals(body)) {
      throw new Error(`${name} answers ${response.status} ${response.headers.get("content-type")}, not the sandbox's body`)
    }
  }

  // One server at a time, so each has the server core to itself.
  const results = {
    bare: await measure("bare", bare.base + path),
    ceiling: await measure("ceiling", ceiling.base + path),
    sandbox: await measure("sandbox", sandbox.base + path)
  }
  const rss = rssMb(sandbox.proc.child.pid)
  await Promise.all([bare, ceiling].map(({ proc }) => stop(proc.child)))
  const records = await measureRecords(
    sandbox.base,
    (url, headers, connections, durationS) => load(url, connections, durationS, undefined, headers),
    DURATION_S
  )
  const vobRead = await measureVobRead(
    sandbox.base,
    (url, headers, connections, durationS) => load(url, connections, durationS, undefined, headers),
    DURATION_S
  )
  process.stderr.write("timing VOB lifecycles\n")
  const lifecycles = await measureLifecycles(sandbox.base)
  const webhooks = await measureWebhookFanOut(sandbox.base)
  const vobRequests = await measureVobRequests(sandbox.base)
  const paRequests = await measurePriorAuthorizationRequests(sandbox.base)
  const snapshots = await measureSnapshots(sandbox.base, sandbox.proc.child.pid)
  const largeSnapshots = await measureLargeSnapshots(sandbox.base, sandbox.proc.child.pid)
  const live = {
    stream: await measureEventStream(sandbox.base),
    streamCpu: await measureStreamCpu(sandbox.base, sandbox.proc.child.pid!),
    console: consoleSize(root)
  }
  await stop(sandbox.proc.child)
  process.stderr.write("timing the test kit\n")
  if (pinned) pinTo(allCpus)
  const kit = await measureKit(root)

  report(results, startups, rss, records, vobRead, lifecycles, webhooks, vobRequests, paRequests, kit, snapshots, largeSnapshots, live)
  // The request log on against off, servers of their own taking turns (bench/requestLog.ts), held in
  // memory on the default store and kept in a table on a file.
  const requestLog = [await measureRequestLogCost(root, "memory"), await measureRequestLogCost(root, "file")]
  for (const line of requestLog.flatMap(requestLogLines)) console.log(line)
  console.log(`BENCH_REQUEST_LOG_JSON ${JSON.stringify(requestLog)}`)
  // This build against the commit before issue 29, taking turns (bench/baseline.ts; BENCH_BASELINE).
  const baseline = await measureAgainstBaseline(root)
  for (const line of baselineLines(baseline)) console.log(line)
  console.log(`BENCH_BASELINE_JSON ${JSON.stringify(baseline ?? null)}`)
  // SQLite beside PostgreSQL, with instances of their own (bench/stores.ts): printed last, with its own JSON line.
  reportStores(await measureStores(root))
}

const report = (
  results: { readonly bare: Figures; readonly ceiling: Figures; readonly sandbox: Figures },
  startups: ReadonlyArray<number>,
  rss: number | undefined,
  records: RecordFigures,
  vobRead: VobReadFigures,
  lifecycles: LifecycleFigures,
  webhooks: WebhookFigures,
  vobRequests: VobRequestFigures,
  paRequests: PriorAuthorizationRequestFigures,
  kit: Awaited<ReturnType<typeof measureKit>>,
  snapshots: SnapshotFigures,
  largeSnapshots: LargeSnapshotFigures,
  live: {
    readonly stream: EventStreamFigures
    readonly streamCpu: ReadonlyArray<StreamCpuFigure>
    readonly console: ConsoleSize
  }
) => {
  const { bare, ceiling, sandbox } = results
  const startupMs = median(startups)
  const row = (cells: ReadonlyArray<string>) => cells.map((cell, i) => i === 0 ? cell.padEnd(9) : cell.padStart(15)).join("")

  console.log(`\nGET /v1/credentialing/{id}: ${CONNECTIONS} connections for ${DURATION_S} s, then 1 connection for ${SINGLE_S} s`)
  console.log(pinned ? "client on CPU 0, servers on CPU 1\n" : "not pinned to CPUs (needs taskset and 2 cores): expect noisy figures\n")
  console.log(row(["server", "req/s", "p50 ms", "p99 ms", "1-conn mean ms", "failures"]))
  for (const [name, r] of Object.entries(results)) {
    console.log(row([name, r.rps.toFixed(0), r.p50.toFixed(3), r.p99.toFixed(3), r.mean1.toFixed(3), String(r.failures)]))
  }

  const ratios = { sandboxToCeiling: sandbox.rps / ceiling.rps, ceilingToBare: ceiling.rps / bare.rps }
  console.log(`\nsandbox / ceiling req/s: ${ratios.sandboxToCeiling.toFixed(2)}`)
  console.log(`ceiling / bare req/s:    ${ratios.ceilingToBare.toFixed(2)}`)
  console.log(`sandbox start-up:        ${startupMs.toFixed(0)} ms (median of ${startups.map((ms) => ms.toFixed(0)).join(", ")})`)
  console.log(`sandbox RSS after load:  ${rss === undefined ? "n/a" : `${rss.toFixed(1)} MB`}\n`)

  const { policyList } = records
  const batchMs = median(records.batch500Ms)
  const listGrowth = {
    plain: policyList.plain.at10000 / policyList.plain.at100,
    filtered: policyList.filtered.at10000 / policyList.filtered.at100,
    memberSearch: policyList.memberSearch.at10000 / policyList.memberSearch.at100
  }
  console.log(`GET /v1/patients/{id}:   ${records.patientGet.rps.toFixed(0)} req/s, p50 ${records.patientGet.p50.toFixed(3)} ms, ` +
    `p99 ${records.patientGet.p99.toFixed(3)} ms, 1-conn mean ${records.patientGetMean1.toFixed(3)} ms`)
  console.log(`500-row batch:           ${batchMs.toFixed(0)} ms (median of ${records.batch500Ms.map((ms) => ms.toFixed(0)).join(", ")})`)
  const { busyBatch } = records
  const busyBatchMs = median(busyBatch.batchMs)
  console.log(`500-row batch, busy:     ${busyBatchMs.toFixed(0)} ms at ${busyBatch.policies.toLocaleString("en-US")} policies ` +
    `(median of ${busyBatch.batchMs.map((ms) => ms.toFixed(0)).join(", ")}); another company's GET meanwhile: ` +
    `p50 ${busyBatch.otherP50.toFixed(1)} ms, p99 ${busyBatch.otherP99.toFixed(1)} ms, max ${busyBatch.otherMax.toFixed(1)} ms (${busyBatch.otherGets} GETs, ${busyBatch.otherFailures} failed)`)
  console.log(`policy list, limit 20:   ${policyList.plain.at100.toFixed(3)} ms at 100, ${policyList.plain.at10000.toFixed(3)} ms at 10,000 (x${listGrowth.plain.toFixed(2)})`)
  console.log(`policy list, 3 filters:  ${policyList.filtered.at100.toFixed(3)} ms at 100, ${policyList.filtered.at10000.toFixed(3)} ms at 10,000 (x${listGrowth.filtered.toFixed(2)})`)
  console.log(`member-number search:    ${policyList.memberSearch.at100.toFixed(3)} ms at 100, ${policyList.memberSearch.at10000.toFixed(3)} ms at 10,000 (x${listGrowth.memberSearch.toFixed(2)}; a contains-search reads every row)`)
  console.log(`GET /v1/verification-of-benefits/{id}: ${vobRead.many.rps.toFixed(0)} req/s, p50 ${vobRead.many.p50.toFixed(3)} ms, ` +
    `p99 ${vobRead.many.p99.toFixed(3)} ms, 1-conn mean ${vobRead.mean1.toFixed(3)} ms`)
  console.log(`VOB lifecycle:           ${lifecycles.medianMs.toFixed(1)} ms median, ${lifecycles.p95Ms.toFixed(1)} ms p95 ` +
    `(${lifecycles.runs} runs of examples/vob-lifecycle.ts, company creation included)`)
  console.log(`webhook fan-out:         ${webhooks.eventsPerSecond.toFixed(0)} events/s delivered to ${webhooks.subscribers} subscribers ` +
    `(${webhooks.deliveriesPerSecond.toFixed(0)} deliveries/s; ${webhooks.events} events in ${webhooks.deliveredMs.toFixed(0)} ms, ` +
    `emitted in ${webhooks.emitMs.toFixed(0)} ms; ${webhooks.lost} lost, ${webhooks.duplicates} duplicated)`)
  console.log(`VOB requests, 2 cards:   ${vobRequests.requestsPerSecond.toFixed(1)} requests/s end to end (${vobRequests.requests} uploaded, ` +
    `read and submitted in ${vobRequests.submittedMs.toFixed(0)} ms, all completed in ${vobRequests.completedMs.toFixed(0)} ms; ` +
    `${vobRequests.failed} failed)`)
  console.log(`PA requests, 1 document: ${paRequests.requestsPerSecond.toFixed(1)} requests/s end to end (${paRequests.requests} uploaded, ` +
    `extracted and submitted in ${paRequests.submittedMs.toFixed(0)} ms, all completed in ${paRequests.completedMs.toFixed(0)} ms; ` +
    `${paRequests.failed} failed)`)
  console.log(`kit startSandbox():      ${kit.startSandboxMs} ms to the first answer (import of the built package included; ` +
    `${kit.startSandboxCpuMs} ms CPU; median of ${kit.startSandboxSamplesMs.join(", ")} in fresh processes; ` +
    `the process's first fetch, ${kit.firstFetchMs} ms, is made before the clock starts)`)
  console.log(`kit company():           ${kit.companyMs.toFixed(1)} ms each (${kit.companyCpuMs.toFixed(1)} ms CPU; median of 3 processes)`)
  console.log(`kit, ${kit.scenarios} lifecycles:    ${(kit.scenariosWallMs / 1000).toFixed(1)} s in parallel on one sandbox ` +
    `(${(kit.scenariosCpuMs / 1000).toFixed(1)} s CPU), ` +
    `${kit.scenariosPerSecond.toFixed(1)} scenarios/s (${kit.scenariosFailed} failed, ${kit.badSignatures} bad signatures)`)
  for (const line of snapshotLines(snapshots)) console.log(line)
  for (const line of largeSnapshotLines(largeSnapshots)) console.log(line)
  console.log("")
  console.log(`event stream fan-out:    ${live.stream.events} events to ${live.stream.listeners} listeners in ${live.stream.deliveredMs.toFixed(0)} ms; ` +
    `API answer to listener p50 ${live.stream.p50Ms.toFixed(1)} ms, p99 ${live.stream.p99Ms.toFixed(1)} ms; ` +
    `${live.stream.lost} lost, ${live.stream.duplicates} duplicated`)
  console.log(streamCpuLine(live.streamCpu))
  console.log(`console shipped size:    ${(live.console.gzippedBytes / 1024).toFixed(1)} KB gzipped (dist/console)\n`)

  const targets = {
    "sandbox req/s >= 0.75 x ceiling": ratios.sandboxToCeiling >= 0.75,
    "sandbox p99 < 10 ms": sandbox.p99 < 10,
    "sandbox 1-connection mean < 0.3 ms": sandbox.mean1 < 0.3,
    "sandbox start-up < 500 ms": startupMs < 500,
    "sandbox RSS after load < 200 MB": rss !== undefined && rss < 200,
    "500-row batch < 1 s": batchMs < 1000,
    "500-row batch at 20,000 policies < 500 ms": busyBatchMs < 500,
    "another company's GET p99 during it < 20 ms": busyBatch.otherP99 < 20 && busyBatch.otherFailures === 0,
    "policy list at 10,000 within 2x of 100": listGrowth.plain <= 2 && listGrowth.filtered <= 2,
    "VOB lifecycle < 100 ms": lifecycles.medianMs < 100,
    "webhook fan-out: nothing lost or duplicated": webhooks.lost === 0 && webhooks.duplicates === 0,
    "VOB requests: every one completed": vobRequests.failed === 0,
    "PA requests: every one completed": paRequests.failed === 0,
    "kit startSandbox() < 300 ms": kit.startSandboxMs < 300,
    "kit company() < 5 ms": kit.companyMs < 5,
    "kit: 200 lifecycles in parallel < 5 s, none failed": kit.scenariosWallMs < 5000 && kit.scenariosFailed === 0,
    ...snapshotTargets(snapshots),
    ...largeSnapshotTargets(largeSnapshots),
    "event stream to 50 listeners: nothing lost or duplicated": live.stream.lost === 0 && live.stream.duplicates === 0,
    "event stream: API answer to listener p99 < 200 ms": live.stream.p99Ms < 200,
    "event stream CPU: every stream got every event": live.streamCpu.every((f) => f.complete),
    "console < 150 KB gzipped": live.console.gzippedBytes < 150 * 1024
  }
  for (const [target, pass] of Object.entries(targets)) console.log(`${pass ? "PASS" : "FAIL"}  ${target}`)

  console.log(`\nBENCH_JSON ${
    JSON.stringify({
      durationS: DURATION_S,
      connections: CONNECTIONS,
      pinned,
      servers: results,
      ratios,
      startupMs,
      startupRunsMs: startups,
      rssMb: rss ?? null,
      records,
      vobRead,
      lifecycles,
      webhooks,
      vobRequests,
      paRequests,
      kit,
      snapshots,
      largeSnapshots,
      live,
      targets
    })
  }`)
}

try {
  await main()
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await Promise.all([...children].map(stop))
  cleanUp()
}
