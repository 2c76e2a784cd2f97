/**
 * The background job scheduler outlives a store outage: a pass that fails (PostgreSQL restarting) is
 * logged once and tried again after a pause, and the loop then runs the jobs that fell due. Only the
 * scheduler is real here: the store, the clock and the runner are stand-ins, and time is the TestClock.
 */
import { expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Logger, Queue, TestClock } from "effect"
import { SandboxClock } from "../src/Clock/SandboxClock.js"
import { JobRunner, JobSchedulerLive, SCHEDULER_RETRY } from "../src/Orchestration/JobRunner.js"
import { Jobs } from "../src/Jobs/Jobs.js"

const FAILURES = 3

it.effect("the scheduler retries after failing passes, logs the outage once, and then runs the due job", () =>
  Effect.gen(function*() {
    let looks = 0
    const ran: Array<string> = []
    const logged: Array<string> = []
    const wakeups = yield* Queue.sliding<void>(1)

    // The pending-jobs query fails like a lost connection (a defect: the store's errors are `orDie`) N times.
    const jobs = Jobs.make({
      pendingByCompany: Effect.suspend(() =>
        ++looks <= FAILURES
          ? Effect.dieMessage("Connection terminated unexpectedly")
          : Effect.succeed(ran.length === 0 ? [{ company_id: "c1", due_at_ms: 1_000 }] : [])
      ),
      shared: true,
      handOffTo: () => Effect.void,
      wakeups
    } as unknown as Parameters<typeof Jobs.make>[0])
    const clock = SandboxClock.make({
      reading: () => Effect.succeed({ mode: "real" as const, nowMs: 2_000 })
    } as unknown as Parameters<typeof SandboxClock.make>[0])
    const runner = JobRunner.make({
      runDue: (companyId: string) => Effect.sync(() => ran.push(companyId))
    } as unknown as Parameters<typeof JobRunner.make>[0])

    const logger = Logger.make(({ message }) => {
      logged.push(String(Array.isArray(message) ? message[0] : message))
    })
    const scheduler = JobSchedulerLive.pipe(
      Layer.provide(Layer.mergeAll(Layer.succeed(Jobs, jobs), Layer.succeed(SandboxClock, clock), Layer.succeed(JobRunner, runner)))
    )

    const fiber = yield* Effect.fork(Effect.scoped(Effect.zipRight(Layer.build(scheduler), Effect.never)).pipe(
      Effect.provide(Logger.replace(Logger.defaultLogger, logger))
    ))
    // Poll with a bound: each round moves the test clock past one retry pause.
    for (let round = 0; round < 20 && ran.length === 0; round++) {
      yield* Effect.yieldNow()
      yield* TestClock.adjust(SCHEDULER_RETRY)
    }

    expect(ran).toEqual(["c1"])
    expect(looks).toBeGreaterThan(FAILURES)
    expect(logged.filter((m) => m.startsWith("job scheduler pass failed"))).toHaveLength(1)
    expect(logged).toContain("job scheduler recovered")

    // Interruption still ends it: the scope closes and no look follows.
    yield* Fiber.interrupt(fiber)
    const after = looks
    yield* TestClock.adjust("1 minute")
    expect(looks).toBe(after)
  }))
