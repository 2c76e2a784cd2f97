/**
 * What the request log costs the API (issue 30: under 5 % on a lifecycle and on a by-id GET): the
 * built server with the log on (`--request-log 1000`, the default) and off (`--request-log 0`), run in
 * turn, ROUNDS times each, alternating so the machine's drift falls on both alike. Each round measures
 * server CPU per VOB lifecycle (from /proc, user + system) and req/s of `GET /v1/verification-of-benefits/{id}`
 * under 50 connections. Prints medians and the on/off ratios.
 */
import { median, serverRound } from "./ServerRound.js"

const ROUNDS = 3

export interface RequestLogCost {
  readonly rounds: number
  readonly on: { readonly cpuMsPerLifecycle: number; readonly getRps: number }
  readonly off: { readonly cpuMsPerLifecycle: number; readonly getRps: number }
  /** on / off: above 1 for CPU, below 1 for req/s, is what the log costs. */
  readonly cpuRatio: number
  readonly rpsRatio: number
}

const round = (root: string, logSize: number) => serverRound(root, ["--request-log", String(logSize)])

export const measureRequestLogCost = async (root: string): Promise<RequestLogCost> => {
  const on: Array<Awaited<ReturnType<typeof round>>> = []
  const off: Array<Awaited<ReturnType<typeof round>>> = []
  for (let i = 0; i < ROUNDS; i++) {
    process.stderr.write(`request log cost: round ${i + 1} of ${ROUNDS} (log on, then off)\n`)
    on.push(await round(root, 1_000))
    off.push(await round(root, 0))
  }
  const summary = (rounds: typeof on) => ({
    cpuMsPerLifecycle: median(rounds.map((r) => r.cpuMsPerLifecycle)),
    getRps: median(rounds.map((r) => r.getRps))
  })
  const [onS, offS] = [summary(on), summary(off)]
  return { rounds: ROUNDS, on: onS, off: offS, cpuRatio: onS.cpuMsPerLifecycle / offS.cpuMsPerLifecycle, rpsRatio: onS.getRps / offS.getRps }
}

export const requestLogLines = (cost: RequestLogCost): ReadonlyArray<string> => [
  `request log on/off (${cost.rounds} alternating rounds, medians): server CPU per lifecycle ` +
    `${cost.on.cpuMsPerLifecycle.toFixed(1)} / ${cost.off.cpuMsPerLifecycle.toFixed(1)} ms (x${cost.cpuRatio.toFixed(3)}), ` +
    `GET VOB by id ${Math.round(cost.on.getRps)} / ${Math.round(cost.off.getRps)} req/s (x${cost.rpsRatio.toFixed(3)}); target: within 5 %`
]

// `tsx bench/requestLog.ts`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname
  const cost = await measureRequestLogCost(root)
  for (const line of requestLogLines(cost)) console.log(line)
  console.log(`BENCH_REQUEST_LOG_JSON ${JSON.stringify(cost)}`)
}
