/**
 * Runs due jobs. For real clocks a background loop runs them as they fall due; for frozen clocks
 * they run when the clock is moved (and right away when scheduled at or before "now").
 * `advance` moves one company's clock, running every job that becomes due in due-time order, each
 * with the clock pinned to its own due time, including jobs scheduled by those jobs.
 * A company's jobs run one after another, except those of a concurrent kind (webhook attempts), which
 * run in the background beside them; `advance` waits for those before the clock moves past their due
 * time and before it answers. Companies never wait for each other. A drain (an advance's, a freeze's, the
 * background's) runs only the jobs scheduled before it began plus those its jobs schedule (Jobs' Admission),
 * so it ends however fast other requests keep scheduling.
 */
import { Cause, Duration, Effect, Either, FiberMap, FiberSet, Layer, Option, Queue } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { outageLog } from "../Store/OutageLog.js"
import { causeIsStoreFull } from "../Store/StoreFull.js"
import { isStoreUnavailable } from "../Store/StoreUnavailable.js"
import { CompanyJobSlots } from "./CompanyJobSlots.js"
import { JobKinds, type RunnableJob } from "./JobKinds.js"
import { type Job, Jobs } from "../Jobs/Jobs.js"

const IDLE_POLL = Duration.seconds(30)
// On the shared store jobs scheduled through other instances wake no one here: look every second.
const SHARED_IDLE_POLL = Duration.seconds(1)
// After a failing pass (the store unreachable: PostgreSQL restarting), how long before the next try.
export const SCHEDULER_RETRY = Duration.millis(500)

export class JobRunner extends Effect.Service<JobRunner>()("vob-sandbox/JobRunner", {
  scoped: Effect.gen(function*() {
    const jobs = yield* Jobs
    const kinds = yield* JobKinds
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const { lockOf, inFlightOf, inFlightWhere, settle, awaitInFlight } = yield* CompanyJobSlots

    const execute = (job: Job, runnable: RunnableJob) =>
      Effect.gen(function*() {
        // A one-after-another job commits its `done` mark with its writes; a concurrent one is marked after.
        const work = runnable.concurrent ? runnable.work : jobs.finishWith(job.id, runnable.work)
        // Its ids come from its own scope: the same whenever it runs beside other work of the company.
        const exit = yield* Effect.exit(ids.withinJob(job.companyId, job.idScope)(jobs.asJobWork(work)))
        if (exit._tag === "Failure" && cutShortByOutage(exit.cause)) {
          // Not the job's own failure: it runs again once the store is back (what it wrote in its transaction
          // did not commit). The drain stops with the outage (an advance answers 503; the scheduler's pass is
          // retried). A release that cannot be written either leaves the row running under a lease nobody
          // renews (see Leases), so it is taken up again all the same.
          yield* jobs.release(job.id).pipe(Effect.catchAllDefect(() => Effect.void))
          return yield* Effect.die(Cause.squash(exit.cause))
        } else if (exit._tag === "Failure") {
          yield* Effect.logWarning(`job ${job.id} (${job.kind}) failed`, Cause.pretty(exit.cause))
          yield* jobs.finish(job.id, Cause.pretty(exit.cause).slice(0, 2000))
        } else if (runnable.concurrent) {
          yield* jobs.finish(job.id, null)
        }
      })

    const isConcurrent = (job: Job) => Either.match(kinds.resolve(job), { onLeft: () => false, onRight: (r) => r.concurrent })

    // A store out of space is an outage too: the job runs again once writes are taken.
    const cutShortByOutage = (cause: Cause.Cause<unknown>) =>
      [...Cause.defects(cause), ...Cause.failures(cause)].some(isStoreUnavailable) || causeIsStoreFull(cause)

    /** Starts a claimed job of a concurrent kind in the background (under the company's lock). */
    const startConcurrent = (job: Job, runnable: RunnableJob) =>
      Effect.flatMap(inFlightOf(job.companyId), (set) => FiberSet.run(set, jobs.renewedWhileRunning(job.id)(execute(job, runnable))))

    const runOne = (job: Job) =>
      Effect.gen(function*() {
        if (!(yield* jobs.claim(job.id))) return false
        const runnable = kinds.resolve(job)
        if (Either.isLeft(runnable)) {
          yield* Effect.logWarning(`job ${job.id} (${job.kind}) failed: ${runnable.left}`)
          yield* jobs.finish(job.id, runnable.left.slice(0, 2000))
        } else if (runnable.right.concurrent) {
          yield* startConcurrent(job, runnable.right)
        } else {
          yield* jobs.renewedWhileRunning(job.id)(execute(job, runnable.right))
        }
        return true
      })

    /**
     * Runs the company's jobs due by `until()` (its current time, re-read after each job, or a target) and
     * counts those due after `countedAfterMs`: jobs already due before a clock move run in the background
     * as they are scheduled, so whether one was left for the move to run is timing, not something to report.
     */
    const drain = (companyId: string, until: () => Effect.Effect<number>, pinToDue: boolean, countedAfterMs: number) =>
      Effect.gen(function*() {
        let ran = 0
        // Only what was scheduled before it began, and what its own jobs schedule: requests that keep writing
        // meanwhile cannot keep it going (theirs run in the next drain).
        const admission = yield* jobs.admission()
        while (true) {
          // Taken before the look for due jobs: one that ends in between may have scheduled what the look missed.
          const inFlightBefore = pinToDue ? yield* inFlightWhere(companyId) : "none"
          const next = yield* jobs.nextDue(companyId, yield* until(), admission)
          if (pinToDue) {
            const now = yield* clock.nowMs(companyId)
            // Concurrent jobs finish at their instant before the clock moves on (they may schedule earlier jobs),
            // wherever they run: a background pass here or on another instance may have started them.
            if ((Option.isNone(next) || next.value.dueAtMs > now) && inFlightBefore !== "none") {
              // Waiting anyway, it holds up nothing due now that it does not admit (a request's, submitted
              // meanwhile), except concurrent jobs: they would be more to wait for.
              const meanwhile = yield* jobs.nextDue(companyId, now, (job) => !admission(job) && !isConcurrent(job))
              if (Option.isSome(meanwhile)) yield* runOne(meanwhile.value)
              else yield* settle(companyId, inFlightBefore)
              continue
            }
            if (Option.isSome(next)) yield* clock.pin(companyId, Math.max(now, next.value.dueAtMs))
          }
          if (Option.isNone(next)) return ran
          if ((yield* runOne(next.value)) && next.value.dueAtMs > countedAfterMs) ran++
        }
      })

    /**
     * A job handed over in memory as it was scheduled (Jobs.handOffTo): one of a concurrent kind due by
     * the company's clock is claimed and started here, without a scheduler pass or a look for the next
     * job; one not due on a frozen clock is left to the clock's next move (an advance or a freeze drains
     * from a look at the jobs taken after this one was written, a resume wakes the scheduler), when no
     * move is under way. False when it is left to the scheduler: another kind due now, one not due on a
     * real clock (the pass works out when to wake), or the company's lock taken (an advance, a drain or a
     * snapshot, which run it themselves or leave it pending; an advance moving past it does not admit it).
     */
    const runHanded = (job: Job): Effect.Effect<boolean> =>
      Effect.gen(function*() {
        const { mode, nowMs } = yield* clock.reading(job.companyId)
        if (job.dueAtMs > nowMs) {
          return mode === "frozen" && Option.isSome(yield* lockOf(job.companyId).withPermitsIfAvailable(1)(Effect.void))
        }
        const runnable = kinds.resolve(job)
        if (Either.isLeft(runnable) || !runnable.right.concurrent) return false
        const started = yield* lockOf(job.companyId).withPermitsIfAvailable(1)(
          Effect.flatMap(jobs.claimAsWritten(job), (claimed) => claimed ? startConcurrent(job, runnable.right) : Effect.void)
        )
        return Option.isSome(started)
      })

    /** Runs the company's due jobs. */
    const runDue = (companyId: string) =>
      lockOf(companyId).withPermits(1)(jobs.exclusive(companyId)(drain(companyId, () => clock.nowMs(companyId), false, -Infinity)))

    // Jobs already in the background need no wait up front: drain runs what is due at the current
    // instant beside them and settles them before it moves the clock on.
    // The target comes from the clock as it is under the company's lock and lease (`targetOf` validates it
    // too): read before, two advances of 60 s at once would both aim at now + 60 s and move it once.
    // The answer's reading is taken there too, so each advance answers its own instant.
    const advance = <E, R>(companyId: string, targetOf: (nowMs: number) => Effect.Effect<number, E, R>) =>
      lockOf(companyId).withPermits(1)(jobs.exclusive(companyId)(Effect.gen(function*() {
        const startMs = yield* clock.nowMs(companyId)
        const targetMs = yield* targetOf(startMs)
        const jobsRun = yield* drain(companyId, () => Effect.succeed(targetMs), true, startMs).pipe(
          Effect.ensuring(clock.unpin(companyId)),
          Effect.tap(() => clock.setTo(companyId, targetMs))
        )
        return { jobsRun, reading: yield* clock.reading(companyId) }
      })))

    /**
     * Freezes the company's clock at `atOf(now)` and runs the jobs that fall due by it (counting those due
     * after the previous instant), under the lock and lease like `advance`: read or moved outside them, the
     * clock could change under an advance or job in progress (or theirs under it).
     */
    const freeze = <E, R>(companyId: string, atOf: (nowMs: number) => Effect.Effect<number, E, R>) =>
      lockOf(companyId).withPermits(1)(jobs.exclusive(companyId)(Effect.gen(function*() {
        const fromMs = yield* clock.nowMs(companyId)
        yield* clock.freezeAt(companyId, yield* atOf(fromMs))
        const jobsRun = yield* drain(companyId, () => clock.nowMs(companyId), false, fromMs)
        return { jobsRun, reading: yield* clock.reading(companyId) }
      })))

    /**
     * Back to real time: the scheduler's pass, which leaves frozen clocks to their moves, must now work out
     * when the company's jobs fall due.
     */
    const resume = (companyId: string) => Effect.zipRight(clock.resume(companyId), jobs.wakeups.offer(undefined))

    /**
     * Runs `effect` while no job of the company runs (a snapshot's capture or restore): under the company's
     * lock, once its concurrent jobs in flight have ended (a webhook attempt finishing after a restore would
     * mark the restored job done). None starts meanwhile: they are started under the lock.
     */
    const exclusive = (companyId: string) => <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      lockOf(companyId).withPermits(1)(Effect.zipRight(awaitInFlight(companyId), effect))

    return { runDue, runHanded, advance, freeze, resume, exclusive } as const
  }),
  dependencies: [Jobs.Default, JobKinds.Default, CompanyJobSlots.Default]
}) {}

/** The background loop: wakes when a job is scheduled, or when the next real-clock job falls due. */
export const JobSchedulerLive = Layer.scopedDiscard(
  Effect.gen(function*() {
    const jobs = yield* Jobs
    const runner = yield* JobRunner
    const clock = yield* SandboxClock
    const running = yield* FiberMap.make<string>()

    const tick = Effect.gen(function*() {
      let wait = Duration.toMillis(jobs.shared ? SHARED_IDLE_POLL : IDLE_POLL)
      for (const { company_id, due_at_ms } of yield* jobs.pendingByCompany) {
        const reading = yield* clock.reading(company_id)
        if (due_at_ms <= reading.nowMs) {
          // Wake again when done: a job scheduled while this drain was finishing must not wait for the idle poll.
          const drain = runner.runDue(company_id).pipe(Effect.ensuring(jobs.wakeups.offer(undefined)))
          yield* FiberMap.run(running, company_id, drain, { onlyIfMissing: true })
        } else if (reading.mode === "real") {
          wait = Math.min(wait, due_at_ms - reading.nowMs)
        }
      }
      return wait
    })

    // A failing pass (the store unreachable for a while) is logged once per outage and tried again after a
    // pause: ending the loop would leave real-clock jobs pending for good while requests look healthy. Only
    // the scope's close ends it (an interruption is not a failure: it skips this recovery).
    const outage = outageLog()
    const pass = Effect.matchCauseEffect(tick, {
      onFailure: (cause) =>
        outage.failed(Effect.logError("job scheduler pass failed (retrying until it succeeds)", cause)).pipe(
          Effect.zipRight(Effect.sleep(SCHEDULER_RETRY))
        ),
      onSuccess: (wait) =>
        outage.succeeded(Effect.logInfo("job scheduler recovered")).pipe(
          Effect.zipRight(Effect.raceFirst(Effect.sleep(Duration.millis(Math.max(wait, 1))), jobs.wakeups.take)),
          // Let a burst of scheduling settle into one tick.
          Effect.zipRight(Effect.yieldNow())
        )
    })

    yield* Effect.forkScoped(Effect.forever(pass))

    // Jobs handed over as they are scheduled: what the runner does not start itself wakes the pass above
    // (also when starting it failed: the store unreachable, the pass's recovery applies). Each is taken up
    // in a fiber of its own: its claim waits its turn on the store's connection, and one after another
    // those turns would add up (200 companies' lifecycles at once took half as long again).
    const handed = yield* Queue.unbounded<Job>()
    const handing = yield* FiberSet.make()
    yield* jobs.handOffTo((job) => void handed.unsafeOffer(job))
    const runHanded = Effect.flatMap(handed.take, (job) =>
      FiberSet.run(
        handing,
        runner.runHanded(job).pipe(
          Effect.catchAllCause(() => Effect.succeed(false)),
          Effect.flatMap((ran) => ran ? Effect.void : jobs.wakeups.offer(undefined))
        )
      ))
    yield* Effect.forkScoped(Effect.forever(runHanded))
  })
)
