/**
 * Built servers measured side by side on a busy machine, the unit of the alternating comparisons
 * (bench/requestLog.ts: the log on against off).
 * Every server is up at once and they take short turns, the order flipped each round, so the machine's
 * drift (on a shared machine, other work's load) falls on all alike. A turn measures server CPU (from
 * /proc, user + system) over a few VOB lifecycles, then CPU per request and req/s of
 * `GET /v1/verification-of-benefits/{id}` (the VOB bench/vobRead.ts reads) under 50 connections.
 */
import autocannon from "autocannon"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { startBuiltSandbox } from "./BuiltSandbox.js"
import { cpuMsOf } from "./Measures.js"
import { vobToRead } from "./vobRead.js"

/** A built server of its own (`bin/vob-sandbox.js` under `root`), once it listens, with how to stop it. */
const startServer = async (root: string, args: ReadonlyArray<string> = []) => {
  const { base, child } = await startBuiltSandbox(args, [], root)
  const stop = async () => {
    child.kill("SIGTERM")
    await new Promise((resolve) => child.once("exit", resolve))
  }
  return { pid: child.pid!, base, stop }
}

/** What one server cost in one turn. */
export interface TurnFigures {
  readonly cpuMsPerLifecycle: number
  readonly getCpuUsPerRequest: number
}

/** What one server cost over all its turns, and in each. */
export interface SideFigures {
  readonly cpuMsPerLifecycle: number
  readonly getRps: number
  readonly getCpuUsPerRequest: number
  readonly turns: ReadonlyArray<TurnFigures>
}

export interface Side {
  readonly root: string
  readonly args?: ReadonlyArray<string>
}

export interface Turns {
  readonly rounds: number
  readonly lifecyclesPerTurn: number
  readonly getSecondsPerTurn: number
}

/** The sides' figures, in the order given, from `turns.rounds` rounds of one turn each. */
export const sideBySide = async (sides: ReadonlyArray<Side>, turns: Turns, label: string): Promise<Array<SideFigures>> => {
  const quiet = () => {}
  const servers: Array<
    Awaited<ReturnType<typeof startServer>> & Awaited<ReturnType<typeof vobToRead>> & {
      lifecycleCpuMs: number
      getCpuMs: number
      gets: number
      turns: Array<TurnFigures>
    }
  > = []
  try {
    for (const side of sides) {
      const server = await startServer(side.root, side.args)
      servers.push({ ...server, ...(await vobToRead(server.base, "bench round")), lifecycleCpuMs: 0, getCpuMs: 0, gets: 0, turns: [] })
    }
    // Warm-up, not counted.
    for (const server of servers) {
      for (let i = 0; i < 3; i++) await runLifecycle(server.base, quiet)
      await autocannon({ url: server.url, headers: server.headers, connections: 50, duration: 1 })
    }
    for (let round = 0; round < turns.rounds; round++) {
      process.stderr.write(`${label}: round ${round + 1} of ${turns.rounds}\n`)
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        let before = cpuMsOf(server.pid)
        for (let i = 0; i < turns.lifecyclesPerTurn; i++) await runLifecycle(server.base, quiet)
        const lifecycleCpuMs = cpuMsOf(server.pid) - before
        before = cpuMsOf(server.pid)
        const result = await autocannon({ url: server.url, headers: server.headers, connections: 50, duration: turns.getSecondsPerTurn })
        const getCpuMs = cpuMsOf(server.pid) - before
        server.lifecycleCpuMs += lifecycleCpuMs
        server.getCpuMs += getCpuMs
        server.gets += result.requests.total
        server.turns.push({
          cpuMsPerLifecycle: lifecycleCpuMs / turns.lifecyclesPerTurn,
          getCpuUsPerRequest: (getCpuMs * 1000) / Math.max(1, result.requests.total)
        })
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
  return servers.map((server) => ({
    cpuMsPerLifecycle: server.lifecycleCpuMs / (turns.rounds * turns.lifecyclesPerTurn),
    getRps: server.gets / (turns.rounds * turns.getSecondsPerTurn),
    getCpuUsPerRequest: (server.getCpuMs * 1000) / server.gets,
    turns: server.turns
  }))
}
