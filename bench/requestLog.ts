/**
 * What the request log costs the API (issue 30: under 5 % on a lifecycle and on a by-id GET): the built
 * server with the log on (`--request-log 1000`, the default) and off (`--request-log 0`), side by side in
 * alternating turns (ServerRound.ts). Prints the totals' ratios.
 */
import { type SideFigures, sideBySide } from "./ServerRound.js"

const TURNS = { rounds: 10, lifecyclesPerTurn: 3, getSecondsPerTurn: 1 }

export interface RequestLogCost {
  readonly rounds: number
  readonly on: SideFigures
  readonly off: SideFigures
  /** on / off: above 1 for CPU, below 1 for req/s, is what the log costs. */
  readonly cpuRatio: number
  readonly rpsRatio: number
  readonly getCpuRatio: number
}

export const measureRequestLogCost = async (root: string): Promise<RequestLogCost> => {
  const [on, off] = await sideBySide([{ root, args: ["--request-log", "1000"] }, { root, args: ["--request-log", "0"] }], TURNS, "request log cost")
  return {
    rounds: TURNS.rounds,
    on: on!,
    off: off!,
    cpuRatio: on!.cpuMsPerLifecycle / off!.cpuMsPerLifecycle,
    rpsRatio: on!.getRps / off!.getRps,
    getCpuRatio: on!.getCpuUsPerRequest / off!.getCpuUsPerRequest
  }
}

export const requestLogLines = (cost: RequestLogCost): ReadonlyArray<string> => [
  `request log on/off (${cost.rounds} alternating turns each, both servers up): server CPU per lifecycle ` +
    `${cost.on.cpuMsPerLifecycle.toFixed(1)} / ${cost.off.cpuMsPerLifecycle.toFixed(1)} ms (x${cost.cpuRatio.toFixed(3)}), ` +
    `GET VOB by id ${cost.on.getCpuUsPerRequest.toFixed(0)} / ${cost.off.getCpuUsPerRequest.toFixed(0)} us CPU per request ` +
    `(x${cost.getCpuRatio.toFixed(3)}), ${Math.round(cost.on.getRps)} / ${Math.round(cost.off.getRps)} req/s ` +
    `(x${cost.rpsRatio.toFixed(3)}); target: within 5 %`
]

// `tsx bench/requestLog.ts`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname
  const cost = await measureRequestLogCost(root)
  for (const line of requestLogLines(cost)) console.log(line)
  console.log(`BENCH_REQUEST_LOG_JSON ${JSON.stringify(cost)}`)
}
