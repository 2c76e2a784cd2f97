/**
 * This build against a baseline build, servers of their own taking turns (ROUNDS each, alternating so the
 * machine's drift falls on both alike): server CPU per VOB lifecycle and req/s of a by-id GET
 * (bench/ServerRound.ts), medians and this/baseline ratios.
 *
 * `npm run build && tsx bench/baseline.ts <root of the baseline>`: the baseline is another checkout, built
 * (`bin/` and `dist/`, with a `node_modules` its bundle resolves better-sqlite3 from), for example
 * `git worktree add /tmp/base <commit> && cd /tmp/base && ln -s <this>/node_modules && npm run build`.
 * BENCH_ROUNDS: rounds of each (default 5).
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { median, type RoundFigures, serverRound } from "./ServerRound.js"

const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const baseline = process.argv[2]
if (baseline === undefined) throw new Error("usage: tsx bench/baseline.ts <root of the baseline build>")
const root = fileURLToPath(new URL("..", import.meta.url))

const ours: Array<RoundFigures> = []
const theirs: Array<RoundFigures> = []
for (let i = 0; i < rounds; i++) {
  process.stderr.write(`baseline comparison: round ${i + 1} of ${rounds} (baseline, then this build)\n`)
  theirs.push(await serverRound(resolve(baseline)))
  ours.push(await serverRound(root))
}
const summary = (figures: ReadonlyArray<RoundFigures>) => ({
  cpuMsPerLifecycle: median(figures.map((f) => f.cpuMsPerLifecycle)),
  getRps: median(figures.map((f) => f.getRps))
})
const [build, base] = [summary(ours), summary(theirs)]
console.log(
  `this build / baseline (${rounds} alternating rounds, medians): server CPU per lifecycle ` +
    `${build.cpuMsPerLifecycle.toFixed(1)} / ${base.cpuMsPerLifecycle.toFixed(1)} ms (x${(build.cpuMsPerLifecycle / base.cpuMsPerLifecycle).toFixed(3)}), ` +
    `GET VOB by id ${Math.round(build.getRps)} / ${Math.round(base.getRps)} req/s (x${(build.getRps / base.getRps).toFixed(3)})`
)
console.log(`BENCH_BASELINE_JSON ${JSON.stringify({ rounds, build, base, each: { build: ours, base: theirs } })}`)
