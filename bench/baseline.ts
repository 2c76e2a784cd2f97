/**
 * Issue 29's A/B: this build against a baseline build of an earlier commit (BENCH_BASELINE, default
 * 0437aca, the commit before issue 29) on the same machine, in alternating rounds (the first build to
 * run alternates too), so the machine's drift falls on both alike. Each round measures, for each build:
 *   - server CPU per scenario: the built CLI in a child process, bench/scenario.mjs run one after another
 *     against it, its CPU (user + system, every thread) read from /proc;
 *     on a fresh server, and again after BENCH_BASELINE_STEADY_AFTER (default 100) more on the same server;
 *   - the kit's headline: 200 scenarios in parallel on one in-process sandbox (bench/kit.mjs), wall time
 *     (BENCH_BASELINE_KIT=0 skips it, for a quicker CPU-only comparison).
 * Prints the medians and this/baseline ratios (target: at most 0.55 each).
 *
 * The baseline's tree is exported with `git archive` into a temporary directory outside the repository
 * (no worktree is registered, so an interrupted run leaves nothing in .git), with this checkout's
 * node_modules linked in, and built there with its own scripts. BENCH_BASELINE=none skips the comparison
 * (a clone without that commit, or no git).
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { connect } from "vob-sandbox"
import { startBuiltSandbox } from "./BuiltSandbox.js"
import { runKit } from "./kit.js"
import { cpuMsOf, median } from "./Measures.js"
import { runScenario } from "./scenario.mjs"

const ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS ?? 3)
const SCENARIOS = 20
const WARM_UP = 3
const STEADY_AFTER = Number(process.env.BENCH_BASELINE_STEADY_AFTER ?? 100)

export interface BaselineFigures {
  readonly baseline: string
  readonly rounds: number
  readonly current: BuildFigures
  readonly base: BuildFigures
  /** this build / the baseline: below 1 is faster. */
  readonly cpuRatio: number
  readonly steadyCpuRatio: number
  readonly parallelWallRatio: number
}

interface BuildFigures {
  readonly cpuMsPerScenario: number
  /** The same after the server ran STEADY_AFTER more scenarios (the JIT warm-up mostly paid). */
  readonly steadyCpuMsPerScenario: number
  readonly parallelWallMs: number
  readonly parallelCpuMs: number
  readonly samples: ReadonlyArray<{ readonly cpuMsPerScenario: number; readonly parallelWallMs: number }>
}

/** The baseline's `git archive` in a temporary directory, built by its own scripts; removed by `dispose`. */
const buildBaseline = (root: string, rev: string) => {
  const dir = mkdtempSync(join(tmpdir(), "vob-baseline-"))
  const dispose = () => rmSync(dir, { recursive: true, force: true })
  try {
    execFileSync("sh", ["-c", `git -C "$1" archive --format=tar "$2" | tar -x -C "$3"`, "sh", root, rev, dir], { stdio: ["ignore", "ignore", "pipe"] })
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir")
    for (const script of ["scripts/bundle.mjs", "scripts/warm-cache.mjs"]) {
      execFileSync(process.execPath, [script], { cwd: dir, stdio: ["ignore", "ignore", "pipe"] })
    }
    return { dir, dispose }
  } catch (error) {
    dispose()
    throw new Error(`the baseline ${rev} could not be built (BENCH_BASELINE=none skips it): ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Server CPU per scenario on the CLI built in `root`: on a fresh server (SCENARIOS after WARM_UP), and again
 * once it has run STEADY_AFTER more. A fresh process also pays the JIT's warm-up (its optimizing compiles
 * run on V8's helper threads, which /proc counts: docs/scaling.md); the second figure is what each further
 * lifecycle of a long QA run costs.
 */
const serverCpuPerScenario = async (root: string) => {
  const { base, child } = await startBuiltSandbox([], [], root)
  let n = 0
  const scenarios = async (count: number) => {
    const before = cpuMsOf(child.pid!)
    for (let i = 0; i < count; i++) {
      const rejected = await runScenario(sandbox, n++)
      if (rejected > 0) throw new Error(`${root}: the inbox rejected ${rejected} deliveries`)
    }
    return (cpuMsOf(child.pid!) - before) / count
  }
  const sandbox = connect(base)
  try {
    await scenarios(WARM_UP)
    const fresh = await scenarios(SCENARIOS)
    await scenarios(STEADY_AFTER)
    return { fresh, steady: await scenarios(SCENARIOS) }
  } finally {
    child.kill("SIGTERM")
    await new Promise((resolve) => child.once("exit", resolve))
  }
}

const round = async (root: string, kitPackage?: string) => {
  const { fresh: cpuMsPerScenario, steady: steadyCpuMsPerScenario } = await serverCpuPerScenario(root)
  const kit = process.env.BENCH_BASELINE_KIT === "0"
    ? { scenariosFailed: 0, firstFailure: undefined, scenariosWallMs: NaN, scenariosCpuMs: NaN }
    : await runKit(root, undefined, kitPackage)
  if (kit.scenariosFailed > 0) throw new Error(`${root}: ${kit.scenariosFailed} kit scenarios failed: ${kit.firstFailure}`)
  // Each round as it ends: on a busy machine a run is long.
  process.stderr.write(`  ${kitPackage === undefined ? "this build" : "baseline"}: ${cpuMsPerScenario.toFixed(1)} ms CPU per scenario ` +
    `(${steadyCpuMsPerScenario.toFixed(1)} after ${STEADY_AFTER + SCENARIOS + WARM_UP}), ` +
    (Number.isNaN(kit.scenariosWallMs) ? "no kit run\n" : `200 in parallel ${(kit.scenariosWallMs / 1000).toFixed(1)} s (${(kit.scenariosCpuMs / 1000).toFixed(1)} s CPU)\n`))
  return { cpuMsPerScenario, steadyCpuMsPerScenario, parallelWallMs: kit.scenariosWallMs, parallelCpuMs: kit.scenariosCpuMs }
}


const summary = (rounds: ReadonlyArray<Awaited<ReturnType<typeof round>>>): BuildFigures => ({
  cpuMsPerScenario: median(rounds.map((r) => r.cpuMsPerScenario)),
  steadyCpuMsPerScenario: median(rounds.map((r) => r.steadyCpuMsPerScenario)),
  parallelWallMs: median(rounds.map((r) => r.parallelWallMs)),
  parallelCpuMs: median(rounds.map((r) => r.parallelCpuMs)),
  samples: rounds.map(({ cpuMsPerScenario, parallelWallMs }) => ({ cpuMsPerScenario, parallelWallMs }))
})

/** undefined when BENCH_BASELINE is `none`. `root` is this checkout, built (`npm run build`). */
export const measureAgainstBaseline = async (root: string): Promise<BaselineFigures | undefined> => {
  const rev = process.env.BENCH_BASELINE ?? "0437aca"
  if (rev === "none") return undefined
  const baseline = buildBaseline(root, rev)
  try {
    const current: Array<Awaited<ReturnType<typeof round>>> = []
    const base: Array<Awaited<ReturnType<typeof round>>> = []
    for (let i = 0; i < ROUNDS; i++) {
      process.stderr.write(`baseline ${rev}: round ${i + 1} of ${ROUNDS}\n`)
      const runCurrent = async () => current.push(await round(root))
      const runBase = async () => base.push(await round(baseline.dir, join(baseline.dir, "dist/index.mjs")))
      if (i % 2 === 0) {
        await runCurrent()
        await runBase()
      } else {
        await runBase()
        await runCurrent()
      }
    }
    const [currentS, baseS] = [summary(current), summary(base)]
    return {
      baseline: rev,
      rounds: ROUNDS,
      current: currentS,
      base: baseS,
      cpuRatio: currentS.cpuMsPerScenario / baseS.cpuMsPerScenario,
      steadyCpuRatio: currentS.steadyCpuMsPerScenario / baseS.steadyCpuMsPerScenario,
      parallelWallRatio: currentS.parallelWallMs / baseS.parallelWallMs
    }
  } finally {
    baseline.dispose()
  }
}

export const baselineLines = (figures: BaselineFigures | undefined): ReadonlyArray<string> =>
  figures === undefined ? ["baseline comparison skipped (BENCH_BASELINE=none)"] : [
    `against ${figures.baseline} (${figures.rounds} alternating rounds, medians; this / baseline):`,
    `  server CPU per scenario: ${figures.current.cpuMsPerScenario.toFixed(1)} / ${figures.base.cpuMsPerScenario.toFixed(1)} ms (x${figures.cpuRatio.toFixed(2)}); target x0.55`,
    `    after ${STEADY_AFTER + SCENARIOS + WARM_UP} on the same server: ${figures.current.steadyCpuMsPerScenario.toFixed(1)} / ` +
      `${figures.base.steadyCpuMsPerScenario.toFixed(1)} ms (x${figures.steadyCpuRatio.toFixed(2)})`,
    ...(Number.isNaN(figures.parallelWallRatio) ? ["  kit, 200 in parallel:    skipped (BENCH_BASELINE_KIT=0)"] : [
      `  kit, 200 in parallel:    ${(figures.current.parallelWallMs / 1000).toFixed(1)} / ${(figures.base.parallelWallMs / 1000).toFixed(1)} s wall ` +
        `(x${figures.parallelWallRatio.toFixed(2)}; ${(figures.current.parallelCpuMs / 1000).toFixed(1)} / ${(figures.base.parallelCpuMs / 1000).toFixed(1)} s CPU); target x0.55`
    ]),
    `${figures.cpuRatio <= 0.55 ? "PASS" : "FAIL"}  server CPU per scenario <= 0.55 x ${figures.baseline}`,
    ...(Number.isNaN(figures.parallelWallRatio) ? [] : [
      `${figures.parallelWallRatio <= 0.55 ? "PASS" : "FAIL"}  200 scenarios in parallel <= 0.55 x ${figures.baseline}'s wall time`
    ])
  ]

// `tsx bench/baseline.ts` (after `npm run build`): this comparison alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureAgainstBaseline(new URL("..", import.meta.url).pathname)
  for (const line of baselineLines(figures)) console.log(line)
  console.log(`BENCH_BASELINE_JSON ${JSON.stringify(figures ?? null)}`)
}
