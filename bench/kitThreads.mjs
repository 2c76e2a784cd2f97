// A measurement for issue 29's stretch goal, not a feature: would spreading the kit's companies over
// worker threads (each its own in-process sandbox and in-memory store) pay on a 2-core machine?
// 200 scenarios (bench/scenario.mjs) in parallel, each mode in a fresh process of its own:
//   in-process          today's kit: startSandbox() in this thread, handles over its loopback transport;
//   in-process-fetch    the same sandbox reached with connect(url) (the global fetch a worker needs);
//   workers-N           N sandboxes, one per worker thread, companies dealt round-robin, connect(url).
// Prints wall time, process CPU (every thread), the busiest threads' CPU and RSS per mode. `node bench/kitThreads.mjs` runs the
// modes in turn, ROUNDS times (after `npm run build`); `node bench/kitThreads.mjs <mode>` runs one.
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Worker, isMainThread, parentPort } from "node:worker_threads"
import { runScenario } from "./scenario.mjs"

const SCENARIOS = Number(process.env.KIT_SCENARIOS ?? 200)
const ROUNDS = 2
const MODES = ["in-process", "in-process-fetch", "workers-1", "workers-2"]
const kitUrl = new URL("../dist/index.mjs", import.meta.url).href

// CPU ms of each of this process's threads, from /proc (Linux, 10 ms ticks): what each thread would need
// of a core of its own, the wall time's floor on an idle machine, whatever else shares this one.
const threadCpuMs = () => new Map(readdirSync("/proc/self/task").map((tid) => {
  const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1].split(" ")
  return [tid, (Number(fields[11]) + Number(fields[12])) * 10]
}))

if (!isMainThread) {
  // A worker: one sandbox, its URL posted back; closed when asked.
  const { startSandbox } = await import(kitUrl)
  const sandbox = await startSandbox()
  parentPort.postMessage(sandbox.url)
  parentPort.once("message", async () => {
    await sandbox.close()
    parentPort.postMessage("closed")
  })
} else if (process.argv[2] === undefined) {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of MODES) {
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), mode], { encoding: "utf8", timeout: 600_000 })
      process.stdout.write(out)
    }
  }
} else {
  const mode = process.argv[2]
  if (!MODES.includes(mode)) throw new Error(`unknown mode ${mode}; one of ${MODES.join(", ")}`)
  const { startSandbox, connect } = await import(kitUrl)
  const workers = []
  let sandboxes
  let close
  if (mode.startsWith("in-process")) {
    const sandbox = await startSandbox()
    sandboxes = [mode === "in-process" ? sandbox : connect(sandbox.url)]
    close = () => sandbox.close()
  } else {
    const count = Number(mode.slice("workers-".length))
    for (let i = 0; i < count; i++) workers.push(new Worker(fileURLToPath(import.meta.url)))
    const urls = await Promise.all(workers.map((worker) => new Promise((resolve, reject) => {
      worker.once("message", resolve)
      worker.once("error", reject)
    })))
    sandboxes = urls.map((url) => connect(url))
    close = () => Promise.all(workers.map((worker) => new Promise((resolve) => {
      worker.once("message", () => worker.terminate().then(resolve))
      worker.postMessage("close")
    })))
  }
  // Warm each sandbox's paths once, as a suite's first test would.
  await Promise.all(sandboxes.map((sandbox, i) => runScenario(sandbox, 10_000 + i)))
  const cpu0 = process.cpuUsage()
  const threads0 = threadCpuMs()
  const t0 = performance.now()
  const results = await Promise.allSettled(Array.from({ length: SCENARIOS }, (_, n) => runScenario(sandboxes[n % sandboxes.length], n)))
  const wallMs = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  // The busiest threads over the run, busiest first (the main thread is the process's own id).
  const busiest = [...threadCpuMs()].map(([tid, ms]) => ({ thread: tid === String(process.pid) ? "main" : tid, cpuMs: ms - (threads0.get(tid) ?? 0) }))
    .sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 4)
  const rssMb = process.memoryUsage.rss() / 1024 / 1024
  await close()
  const failed = results.filter((r) => r.status === "rejected")
  console.log(`KIT_THREADS_JSON ${JSON.stringify({
    mode,
    scenarios: SCENARIOS,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    rssMb: Math.round(rssMb),
    busiest,
    failed: failed.length,
    firstFailure: failed[0]?.reason?.message
  })}`)
  setTimeout(() => process.exit(0), 100).unref()
}
