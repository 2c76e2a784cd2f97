/** What the benches measure with: a process's CPU from /proc, and the median of a run's samples. */
import { readdirSync, readFileSync } from "node:fs"

/** /proc reports CPU in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10

/** User + system CPU in ms from a /proc stat file (a process's or one thread's). */
const statCpuMs = (path: string): number => {
  const fields = readFileSync(path, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** A live process's CPU time so far (user + system, every thread) in ms, from /proc (Linux). */
export const cpuMsOf = (pid: number): number => statCpuMs(`/proc/${pid}/stat`)

/** A live process's CPU time so far, split: its main thread, and all its other threads together (V8's helpers). */
export const threadCpuMsOf = (pid: number): { readonly main: number; readonly helpers: number } => {
  let main = 0
  let helpers = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const ms = statCpuMs(`/proc/${pid}/task/${tid}/stat`)
    if (tid === String(pid)) main += ms
    else helpers += ms
  }
  return { main, helpers }
}

/** The middle sample (the upper one of an even count). */
export const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
