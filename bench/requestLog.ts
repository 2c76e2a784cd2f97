/**
 * What the request log costs the API (issue 30: under 5 % on a lifecycle and on a by-id GET): the built
 * server with the log on (`--request-log 1000`, the default) and off (`--request-log 0`), side by side in
 * alternating turns (ServerRound.ts), on the default in-memory store (the log held in the process) and on a
 * SQLite file (the log in its table). Prints the totals' ratios and the median of the turns' ratios, which
 * a busy moment of the machine moves less.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { median } from "./Measures.js"
import { type SideFigures, sideBySide } from "./ServerRound.js"

export type LogStore = "memory" | "file"

// The target is measured on the default store: 30 turns there, where 12 moved its ratios by about 6 % from
// run to run (docs/scaling.md); the file's figure is for information.
const ROUNDS: Record<LogStore, number> = { memory: 30, file: 12 }
const turnsOf = (store: LogStore) => ({
  rounds: Number(process.env.BENCH_REQUEST_LOG_ROUNDS ?? ROUNDS[store]),
  lifecyclesPerTurn: 6,
  getSecondsPerTurn: 1
})

export interface RequestLogCost {
  readonly store: LogStore
  readonly rounds: number
  readonly on: SideFigures
  readonly off: SideFigures
  /** on / off over all turns: above 1 for CPU, below 1 for req/s, is what the log costs. */
  readonly cpuRatio: number
  readonly rpsRatio: number
  readonly getCpuRatio: number
  /** The median of each turn's on / off. */
  readonly cpuRatioMedian: number
  readonly getCpuRatioMedian: number
}

const storeArgs = (store: LogStore, name: string): ReadonlyArray<string> =>
  store === "memory" ? [] : ["--db", join(mkdtempSync(join(tmpdir(), "vob-bench-log-")), `${name}.sqlite`)]

export const measureRequestLogCost = async (root: string, store: LogStore = "memory"): Promise<RequestLogCost> => {
  const [on, off] = await sideBySide(
    [
      { root, args: ["--request-log", "1000", ...storeArgs(store, "on")] },
      { root, args: ["--request-log", "0", ...storeArgs(store, "off")] }
    ],
    turnsOf(store),
    `request log cost (${store})`
  )
  const turnRatios = (figure: (turn: SideFigures["turns"][number]) => number) =>
    median(on!.turns.map((turn, i) => figure(turn) / figure(off!.turns[i]!)))
  return {
    store,
    rounds: turnsOf(store).rounds,
    on: on!,
    off: off!,
    cpuRatio: on!.cpuMsPerLifecycle / off!.cpuMsPerLifecycle,
    rpsRatio: on!.getRps / off!.getRps,
    getCpuRatio: on!.getCpuUsPerRequest / off!.getCpuUsPerRequest,
    cpuRatioMedian: turnRatios((turn) => turn.cpuMsPerLifecycle),
    getCpuRatioMedian: turnRatios((turn) => turn.getCpuUsPerRequest)
  }
}

export const requestLogLines = (cost: RequestLogCost): ReadonlyArray<string> => [
  `request log on/off, ${cost.store === "memory" ? "in-memory store" : "SQLite file"} (${cost.rounds} alternating turns each, ` +
    `both servers up): server CPU per lifecycle ${cost.on.cpuMsPerLifecycle.toFixed(1)} / ${cost.off.cpuMsPerLifecycle.toFixed(1)} ms ` +
    `(x${cost.cpuRatio.toFixed(3)}; turns' median x${cost.cpuRatioMedian.toFixed(3)}), ` +
    `GET VOB by id ${cost.on.getCpuUsPerRequest.toFixed(0)} / ${cost.off.getCpuUsPerRequest.toFixed(0)} us CPU per request ` +
    `(x${cost.getCpuRatio.toFixed(3)}; turns' median x${cost.getCpuRatioMedian.toFixed(3)}), ` +
    `${Math.round(cost.on.getRps)} / ${Math.round(cost.off.getRps)} req/s (x${cost.rpsRatio.toFixed(3)}); target: within 5 %`
]

// `tsx bench/requestLog.ts [memory|file]`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname
  const cost = await measureRequestLogCost(root, process.argv[2] === "file" ? "file" : "memory")
  for (const line of requestLogLines(cost)) console.log(line)
  console.log(`BENCH_REQUEST_LOG_JSON ${JSON.stringify(cost)}`)
}
