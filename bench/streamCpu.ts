/**
 * What open event streams cost the server per event: the server process's CPU time (Linux
 * /proc/<pid>/schedstat, nanoseconds) while `EVENTS` tasks are created through the API and every open
 * stream receives every event, divided by `EVENTS`; with 0, 10 and 200 streams open on the company.
 * The figure at 0 streams is the write itself; the difference is what the streams add.
 * Run alone: `npx tsx bench/streamCpu.ts` (after `npm run build`).
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { sseParser } from "../src/Events/SseFrames.js"
import { startBuiltSandbox } from "./BuiltSandbox.js"
import { type BenchCompany, benchCompany } from "./TaskEmitter.js"

const EVENTS = 200
const WARMUP_EVENTS = 50
const DEADLINE_MS = 120_000
export const STREAM_COUNTS = [0, 10, 200] as const
/** The server's cap on one company's open streams, raised for this bench (`--max-streams-per-company`). */
export const BENCH_STREAM_CAP = 200

export interface StreamCpuFigure {
  readonly streams: number
  readonly events: number
  /** Server CPU per event (ms), the write and the delivery to every stream. */
  readonly cpuPerEventMs: number
  /** Every stream got every event: none lost. */
  readonly complete: boolean
}

const cpuNs = (pid: number): number => Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0])

/** Opens `count` streams on the company; `received()` is how many of them have seen `n` events so far. */
const openStreams = async (base: string, key: string, count: number) => {
  const seen = Array.from({ length: count }, () => 0)
  const controllers: Array<AbortController> = []
  await Promise.all(seen.map(async (_, i) => {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await fetch(`${base}/sandbox/v1/events/stream`, { headers: { "x-api-key": key }, signal: controller.signal })
    if (!response.ok || response.body === null) throw new Error(`stream: ${response.status} ${await response.text()}`)
    const feed = sseParser(() => void seen[i]!++)
    const decoder = new TextDecoder()
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) feed(decoder.decode(chunk, { stream: true }))
      } catch {
        // aborted at the end
      }
    })()
  }))
  return {
    allHave: (n: number) => seen.every((s) => s >= n),
    close: () => controllers.forEach((c) => c.abort())
  }
}

const EMITTERS = 10

/**
 * `count` tasks, EMITTERS at a time. A request sent on a keep-alive connection the server is closing
 * meanwhile fails with a reset (slow answers make that race likely): it is sent again.
 */
const emitTasks = async (company: BenchCompany, count: number) => {
  let next = 0
  await Promise.all(Array.from({ length: EMITTERS }, async () => {
    while (next < count) {
      next++
      for (let attempt = 1;; attempt++) {
        try {
          await company.post("/sandbox/v1/tasks", { title: "bench" })
          break
        } catch (error) {
          if (attempt === 3 || !(error instanceof TypeError)) throw error
        }
      }
    }
  }))
}

const waitFor = async (done: () => boolean) => {
  const deadline = performance.now() + DEADLINE_MS
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
  return done()
}

export const measureStreamCpu = async (
  base: string,
  pid: number,
  counts: ReadonlyArray<number> = STREAM_COUNTS
): Promise<ReadonlyArray<StreamCpuFigure>> => {
  const figures: Array<StreamCpuFigure> = []
  for (const count of counts) {
    process.stderr.write(`stream CPU: ${EVENTS} events with ${count} streams open\n`)
    const company = await benchCompany(base, `bench stream cpu ${count}`)
    const streams = await openStreams(base, company.key, count)
    await emitTasks(company, WARMUP_EVENTS)
    await waitFor(() => streams.allHave(WARMUP_EVENTS))
    const before = cpuNs(pid)
    await emitTasks(company, EVENTS)
    const complete = await waitFor(() => streams.allHave(WARMUP_EVENTS + EVENTS))
    const cpuPerEventMs = (cpuNs(pid) - before) / 1e6 / EVENTS
    streams.close()
    figures.push({ streams: count, events: EVENTS, cpuPerEventMs, complete })
  }
  return figures
}

export const streamCpuLine = (figures: ReadonlyArray<StreamCpuFigure>) =>
  `event stream CPU/event:  ${
    figures.map((f) => `${f.cpuPerEventMs.toFixed(2)} ms at ${f.streams} streams${f.complete ? "" : " (INCOMPLETE)"}`).join(", ")
  } (server CPU per task created and delivered to every stream)`

// Alone: start the built server, measure, print. BENCH_STREAM_COUNTS=0,10 measures those counts only;
// BENCH_NO_STREAM_CAP=1 starts the server without raising the cap (a build older than the flag).
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const extra = process.env.BENCH_NO_STREAM_CAP === "1" ? [] : ["--max-streams-per-company", String(BENCH_STREAM_CAP)]
  const { base, child } = await startBuiltSandbox(extra)
  try {
    const counts = process.env.BENCH_STREAM_COUNTS?.split(",").map(Number) ?? STREAM_COUNTS
    const figures = await measureStreamCpu(base, child.pid!, counts)
    console.log(streamCpuLine(figures))
    console.log(JSON.stringify(figures))
  } finally {
    child.kill("SIGTERM")
  }
}
