/**
 * The live event stream and the console: 50 listeners on one company's `GET /sandbox/v1/events/stream`
 * while events are emitted through the API (staff creating tasks), counting what each listener lost or
 * got twice and how long an event took from its API answer to each listener; and the console's shipped
 * size (dist/console, gzipped). Run alone: `npx tsx bench/eventStream.ts` (after `npm run build`).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { sseParser } from "../src/Events/SseFrames.js"
import { benchRoot, startBuiltSandbox } from "./BuiltSandbox.js"
import { benchCompany } from "./TaskEmitter.js"

export interface EventStreamFigures {
  readonly listeners: number
  readonly events: number
  /** From the first emission until every listener had every event. */
  readonly deliveredMs: number
  /** From an event's API answer to its arrival at a listener, over every (event, listener). */
  readonly p50Ms: number
  readonly p99Ms: number
  readonly lost: number
  readonly duplicates: number
}

export interface ConsoleSize {
  readonly files: Readonly<Record<string, number>>
  readonly gzippedBytes: number
}

const DEADLINE_MS = 60_000

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

export const consoleSize = (root: string): ConsoleSize => {
  const dir = join(root, "dist", "console")
  const files = Object.fromEntries(readdirSync(dir).map((file) => [file, gzipSync(readFileSync(join(dir, file))).length]))
  return { files, gzippedBytes: Object.values(files).reduce((a, b) => a + b, 0) }
}

export const measureEventStream = async (base: string, listeners = 50, events = 200): Promise<EventStreamFigures> => {
  process.stderr.write(`event stream: ${events} events to ${listeners} listeners\n`)
  const company = await benchCompany(base, "bench event stream")
  const key = { "x-api-key": company.key }

  // Per listener: arrival time per task id (the event's payload names its task).
  const arrivals = Array.from({ length: listeners }, () => new Map<string, Array<number>>())
  let complete = 0
  let allDone: () => void = () => {}
  const done = new Promise<void>((resolve) => (allDone = resolve))
  const controllers: Array<AbortController> = []
  await Promise.all(arrivals.map(async (seen) => {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await fetch(`${base}/sandbox/v1/events/stream?type=task_created`, { headers: key, signal: controller.signal })
    if (!response.ok || response.body === null) throw new Error(`stream: ${response.status}`)
    const feed = sseParser((message) => {
      const taskId = JSON.parse(message.data).payload.task.id as string
      const times = seen.get(taskId) ?? []
      times.push(performance.now())
      seen.set(taskId, times)
      if (seen.size === events && times.length === 1 && ++complete === listeners) allDone()
    })
    const decoder = new TextDecoder()
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) feed(decoder.decode(chunk, { stream: true }))
      } catch {
        // aborted at the end
      }
    })()
  }))

  const answeredAt = new Map<string, number>()
  const t0 = performance.now()
  await company.emitTasks(events, (taskId) => answeredAt.set(taskId, performance.now()))
  const deadline = setTimeout(allDone, DEADLINE_MS)
  await done
  clearTimeout(deadline)
  const deliveredMs = performance.now() - t0
  for (const controller of controllers) controller.abort()

  const latencies: Array<number> = []
  let lost = 0
  let duplicates = 0
  for (const seen of arrivals) {
    for (const [taskId, answered] of answeredAt) {
      const times = seen.get(taskId)
      if (times === undefined) lost++
      else {
        duplicates += times.length - 1
        // An event may arrive before the POST's answer has been read: that counts as 0.
        latencies.push(Math.max(0, times[0]! - answered))
      }
    }
  }
  latencies.sort((a, b) => a - b)
  return { listeners, events, deliveredMs, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), lost, duplicates }
}

// Alone: start the built server, measure, print.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { base, child } = await startBuiltSandbox()
  try {
    console.log(JSON.stringify({ console: consoleSize(benchRoot), stream: await measureEventStream(base) }, null, 2))
  } finally {
    child.kill("SIGTERM")
  }
}
