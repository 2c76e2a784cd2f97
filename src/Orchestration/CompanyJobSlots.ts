/**
 * Each company's slot in the job runner: its lock (a company's jobs, advances, freezes and snapshot work
 * run one at a time) and its jobs of a concurrent kind in flight (webhook attempts, run in the background
 * beside the company's other work), which an advance settles before the clock moves past their instant.
 */
import { Duration, Effect, FiberSet, Scope } from "effect"
import { Jobs } from "../Jobs/Jobs.js"

// While `advance` waits for a concurrent job (a receiver that hangs), how often it looks for jobs that
// fell due at the current instant meanwhile (a request submitted while it waits holds the company lock).
const SETTLE_POLL = Duration.millis(10)

export class CompanyJobSlots extends Effect.Service<CompanyJobSlots>()("vob-sandbox/CompanyJobSlots", {
  scoped: Effect.gen(function*() {
    const jobs = yield* Jobs
    const scope = yield* Effect.scope
    const locks = new Map<string, Effect.Semaphore>()
    const lockOf = (companyId: string) => {
      let lock = locks.get(companyId)
      if (lock === undefined) {
        lock = Effect.unsafeMakeSemaphore(1)
        locks.set(companyId, lock)
      }
      return lock
    }

    // Concurrent jobs in flight, per company (used under the company's lock only).
    const inFlight = new Map<string, FiberSet.FiberSet>()
    const inFlightOf = (companyId: string) =>
      Effect.suspend(() => {
        const existing = inFlight.get(companyId)
        if (existing !== undefined) return Effect.succeed(existing)
        return FiberSet.make().pipe(
          Scope.extend(scope),
          Effect.tap((set) => Effect.sync(() => inFlight.set(companyId, set)))
        )
      })

    /** Where the company's concurrent jobs are in flight: here, on another instance (shared store), or nowhere. */
    const inFlightWhere = (companyId: string): Effect.Effect<"here" | "elsewhere" | "none"> =>
      Effect.suspend(() => {
        const set = inFlight.get(companyId)
        return Effect.flatMap(set === undefined ? Effect.succeed(0) : FiberSet.size(set), (size) =>
          size > 0
            ? Effect.succeed("here" as const)
            : Effect.map(jobs.runningElsewhere(companyId), (elsewhere) => elsewhere ? "elsewhere" as const : "none" as const))
      })

    /**
     * Waits for the company's concurrent jobs in flight here (those of another instance are polled), or for
     * one poll, after which the caller looks again for jobs due at the current instant.
     */
    const settle = (companyId: string, where: "here" | "elsewhere") =>
      Effect.suspend(() => {
        const set = inFlight.get(companyId)
        return where === "here" && set !== undefined
          ? Effect.raceFirst(FiberSet.awaitEmpty(set), Effect.sleep(SETTLE_POLL))
          : Effect.sleep(SETTLE_POLL)
      })

    /** Once the company's concurrent jobs in flight here have ended. */
    const awaitInFlight = (companyId: string) =>
      Effect.suspend(() => {
        const set = inFlight.get(companyId)
        return set === undefined ? Effect.void : FiberSet.awaitEmpty(set)
      })

    return { lockOf, inFlightOf, inFlightWhere, settle, awaitInFlight } as const
  }),
  dependencies: [Jobs.Default]
}) {}
