/**
 * Server CPU per VOB lifecycle (examples/vob-lifecycle.ts, from /proc, user + system) of this build
 * against a baseline build (another checkout's root, built: its bin/ and dist/), their servers taking
 * turns ROUNDS times so the machine's drift falls on both alike. Prints medians and the ratio.
 *
 *   npm run build && npx tsx bench/lifecycleCpu.ts /path/to/baseline-checkout
 */
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { cpuMsOf, median, start } from "./requestLog.js"

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const LIFECYCLES = 30

const cpuPerLifecycle = async (root: string) => {
  const { child, base } = await start(root, 1_000)
  try {
    const quiet = () => {}
    for (let i = 0; i < 5; i++) await runLifecycle(base, quiet)
    const before = cpuMsOf(child.pid!)
    for (let i = 0; i < LIFECYCLES; i++) await runLifecycle(base, quiet)
    return (cpuMsOf(child.pid!) - before) / LIFECYCLES
  } finally {
    child.kill("SIGTERM")
    await new Promise((resolve) => child.once("exit", resolve))
  }
}

export const measureLifecycleCpu = async (root: string, baselineRoot: string) => {
  const self: Array<number> = []
  const baseline: Array<number> = []
  for (let i = 0; i < ROUNDS; i++) {
    process.stderr.write(`lifecycle CPU: round ${i + 1} of ${ROUNDS}\n`)
    baseline.push(await cpuPerLifecycle(baselineRoot))
    self.push(await cpuPerLifecycle(root))
  }
  return { rounds: ROUNDS, lifecycles: LIFECYCLES, self, baseline, ratio: median(self) / median(baseline) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baselineRoot = process.argv[2]
  if (baselineRoot === undefined) throw new Error("usage: tsx bench/lifecycleCpu.ts <baseline checkout root>")
  const figures = await measureLifecycleCpu(new URL("..", import.meta.url).pathname, baselineRoot)
  console.log(`server CPU per lifecycle (${figures.rounds} alternating rounds of ${figures.lifecycles}, medians): ` +
    `this build ${median(figures.self).toFixed(1)} ms, baseline ${median(figures.baseline).toFixed(1)} ms (x${figures.ratio.toFixed(3)})`)
  console.log(`BENCH_LIFECYCLE_CPU_JSON ${JSON.stringify(figures)}`)
}
