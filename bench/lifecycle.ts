/**
 * A VOB's full lifecycle as `examples/vob-lifecycle.ts` plays it (a new company, patient, policy and
 * VOB; start, ask, answer, resume, complete, summary, follow-up request, take, close, review, with
 * clock advances): wall time per lifecycle, one after another (target < 100 ms each).
 */
import { runLifecycle } from "../examples/vob-lifecycle.js"

export interface LifecycleFigures {
  readonly runs: number
  readonly medianMs: number
  readonly p95Ms: number
}

export const measureLifecycles = async (base: string, runs = 30): Promise<LifecycleFigures> => {
  const quiet = () => {}
  for (let i = 0; i < 3; i++) await runLifecycle(base, quiet)
  const times: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await runLifecycle(base, quiet)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return { runs, medianMs: times[Math.floor(runs / 2)]!, p95Ms: times[Math.floor(runs * 0.95)]! }
}
