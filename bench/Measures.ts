/** What the benches measure with: a process's CPU from /proc, and the median of a run's samples. */
import { readFileSync } from "node:fs"

/** /proc reports CPU in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10

/** A live process's CPU time so far (user + system, every thread) in ms, from /proc (Linux). */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** The middle sample (the upper one of an even count). */
export const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
