/**
 * This build against a baseline build on a busy machine: both servers up side by side, taking turns
 * finely so the machine's drift falls on both alike. Server CPU per VOB lifecycle (from /proc, user +
 * system): LIFECYCLES lifecycles each, one on the baseline then one on this build, in turn. By-id GET
 * req/s under 50 connections: BURSTS bursts of BURST_S seconds each, in turn, the median. Prints both and
 * this/baseline ratios.
 *
 * `npm run build && tsx bench/baseline.ts <root of the baseline>`: the baseline is another checkout, built
 * (`bin/` and `dist/`, with a `node_modules` its bundle resolves better-sqlite3 from), for example
 * `git worktree add /tmp/base <commit> && cd /tmp/base && ln -s <this>/node_modules && npm run build`.
 */
import autocannon from "autocannon"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { cpuMsOf, median, startServer, vobToRead } from "./ServerRound.js"

const LIFECYCLES = Number(process.env.BENCH_LIFECYCLES ?? 60)
const BURSTS = 7
const BURST_S = 2

const baselineRoot = process.argv[2]
if (baselineRoot === undefined) throw new Error("usage: tsx bench/baseline.ts <root of the baseline build>")
const servers = [
  { name: "baseline", ...(await startServer(resolve(baselineRoot))), cpuMs: 0, rps: [] as Array<number> },
  { name: "this build", ...(await startServer(fileURLToPath(new URL("..", import.meta.url)))), cpuMs: 0, rps: [] as Array<number> }
]
try {
  const quiet = () => {}
  for (const server of servers) for (let i = 0; i < 3; i++) await runLifecycle(server.base, quiet)
  for (let i = 0; i < LIFECYCLES; i++) {
    for (const server of servers) {
      const before = cpuMsOf(server.pid)
      await runLifecycle(server.base, quiet)
      server.cpuMs += cpuMsOf(server.pid) - before
    }
  }
  const targets = await Promise.all(servers.map((server) => vobToRead(server.base)))
  for (const { url, headers } of targets) await autocannon({ url, headers, connections: 50, duration: 1 })
  for (let i = 0; i < BURSTS; i++) {
    for (const [k, server] of servers.entries()) {
      const { url, headers } = targets[k]!
      server.rps.push((await autocannon({ url, headers, connections: 50, duration: BURST_S })).requests.mean)
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}
const [base, build] = servers.map((server) => ({ cpuMsPerLifecycle: server.cpuMs / LIFECYCLES, getRps: median(server.rps) }))
console.log(
  `this build / baseline (${LIFECYCLES} lifecycles and ${BURSTS} GET bursts each, in turn): server CPU per lifecycle ` +
    `${build!.cpuMsPerLifecycle.toFixed(1)} / ${base!.cpuMsPerLifecycle.toFixed(1)} ms (x${(build!.cpuMsPerLifecycle / base!.cpuMsPerLifecycle).toFixed(3)}), ` +
    `GET VOB by id ${Math.round(build!.getRps)} / ${Math.round(base!.getRps)} req/s (x${(build!.getRps / base!.getRps).toFixed(3)})`
)
console.log(`BENCH_BASELINE_JSON ${JSON.stringify({ lifecycles: LIFECYCLES, build, base, rps: Object.fromEntries(servers.map((s) => [s.name, s.rps])) })}`)
