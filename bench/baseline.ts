/**
 * This build against a baseline build, side by side in alternating turns (ServerRound.ts): server CPU
 * per VOB lifecycle, and CPU per request and req/s of a by-id GET. Prints both and this/baseline ratios.
 *
 * `npm run build && tsx bench/baseline.ts <root of the baseline>`: the baseline is another checkout, built
 * (`bin/` and `dist/`, with a `node_modules` its bundle resolves better-sqlite3 from), for example
 * `git worktree add /tmp/base <commit> && cd /tmp/base && ln -s <this>/node_modules && npm run build`.
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { sideBySide } from "./ServerRound.js"

const TURNS = { rounds: Number(process.env.BENCH_ROUNDS ?? 20), lifecyclesPerTurn: 3, getSecondsPerTurn: 1 }

const baselineRoot = process.argv[2]
if (baselineRoot === undefined) throw new Error("usage: tsx bench/baseline.ts <root of the baseline build>")
const [base, build] = await sideBySide(
  [{ root: resolve(baselineRoot) }, { root: fileURLToPath(new URL("..", import.meta.url)) }],
  TURNS,
  "this build against the baseline"
)
console.log(
  `this build / baseline (${TURNS.rounds} alternating turns each): server CPU per lifecycle ` +
    `${build!.cpuMsPerLifecycle.toFixed(1)} / ${base!.cpuMsPerLifecycle.toFixed(1)} ms (x${(build!.cpuMsPerLifecycle / base!.cpuMsPerLifecycle).toFixed(3)}), ` +
    `GET VOB by id ${build!.getCpuUsPerRequest.toFixed(0)} / ${base!.getCpuUsPerRequest.toFixed(0)} us CPU per request ` +
    `(x${(build!.getCpuUsPerRequest / base!.getCpuUsPerRequest).toFixed(3)}), ` +
    `${Math.round(build!.getRps)} / ${Math.round(base!.getRps)} req/s (x${(build!.getRps / base!.getRps).toFixed(3)})`
)
console.log(`BENCH_BASELINE_JSON ${JSON.stringify({ turns: TURNS, build, base })}`)
