/**
 * Everything that happens later is a row in `jobs`: webhook attempts, request processing, staff
 * autopilot steps, auto-cancel. Every kind, its payload schema and its handler are listed in
 * `Orchestration/JobKinds.ts` (above the features: this queue knows none of them); `schedule` writes
 * the row (inside the caller's transaction, so a rolled-back change schedules nothing) and wakes the
 * runner. Claiming and finishing a job happen here only.
 *
 * Exactly-once across crashes: a job interrupted by a stop runs again after restart, so the handler of
 * a one-after-another kind runs in one transaction with the job's `done` mark (its effects and its
 * completion commit together, or neither does). Concurrent kinds (webhook attempts, which wait on a
 * receiver) cannot hold a transaction: their handlers must be idempotent themselves.
 */
import { SqlClient } from "@effect/sql"
import { Effect, FiberRef, Option, Queue } from "effect"
import { RecordIds } from "../Companies/RecordIds.js"
import { limitClause } from "../Store/LimitClause.js"
import { inTransaction } from "../Store/Transaction.js"
import { Leases } from "./Leases.js"

export interface Job {
  readonly id: number
  readonly companyId: string
  readonly dueAtMs: number
  readonly kind: string
  /** The stored JSON text, decoded by the job's kind when it runs (JobKinds). */
  readonly payload: string
  /** Where the ids of the job's records come from (a seeded company's); null = random ids. */
  readonly idScope: string | null
  /** Scheduled by another job's work, on any instance (see Admission). */
  readonly scheduledByJob: boolean
}

interface JobRow {
  readonly id: number
  readonly company_id: string
  readonly due_at_ms: number
  readonly kind: string
  readonly payload: string
  readonly id_scope: string | null
  readonly scheduled_by_job: number | boolean
}

// Rows read at a time while looking for the next job a drain admits (almost always the first one).
const DUE_PAGE = 32

/**
 * Which jobs one drain of a company runs: those scheduled before it began (up to the highest id then) and
 * those jobs' work schedules since (its own jobs', or one in flight when it began, here or on another
 * instance of a shared store: the row says so). A drain never chases what requests keep adding meanwhile
 * (a company writing without pause schedules a webhook attempt due now with every write): those run in
 * the next drain, so an advance finishes in time bounded by the work due when it was called.
 */
export type Admission = (job: Job) => boolean

const toJob = (row: JobRow): Job => ({
  id: row.id,
  companyId: row.company_id,
  dueAtMs: row.due_at_ms,
  kind: row.kind,
  payload: row.payload,
  idScope: row.id_scope,
  scheduledByJob: Boolean(row.scheduled_by_job)
})

export class Jobs extends Effect.Service<Jobs>()("vob-sandbox/Jobs", {
  scoped: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const ids = yield* RecordIds
    const leases = yield* Leases
    const wakeups = yield* Queue.sliding<void>(1)
    // Set around a job's work: what it schedules is a drain's to run (see Admission).
    const withinJob = yield* FiberRef.make(false)

    // Jobs interrupted by a stop run again: a committed one-after-another job is marked done, so only
    // what never committed re-runs; a webhook attempt cut off after its POST is made again. (On the
    // shared store the running jobs may be other instances': theirs are taken over when their lease
    // expires, see Leases.)
    if (!leases.shared) yield* sql`UPDATE jobs SET status = 'pending' WHERE status = 'running'`.pipe(Effect.orDie)

    // Where a job scheduled outside any job's work is handed on the SQLite store (see `handOffTo`).
    let handOff: ((job: Job) => void) | undefined

    const finish = (id: number, error: string | null) =>
      sql`UPDATE jobs SET status = ${error === null ? "done" : "failed"}, error = ${error},
            finished_at_ms = ${Date.now()} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    return {
      schedule: (companyId: string, kind: string, dueAtMs: number, payload: unknown) =>
        Effect.gen(function*() {
          const idScope = yield* ids.jobScope(companyId)
          const text = JSON.stringify(payload)
          const due = Math.round(dueAtMs)
          const byJob = yield* FiberRef.get(withinJob)
          const [row] = yield* sql<{ id: number }>`INSERT INTO jobs (company_id, due_at_ms, kind, payload, created_at_ms, id_scope, scheduled_by_job)
            VALUES (${companyId}, ${due}, ${kind}, ${text}, ${Date.now()}, ${idScope}, ${byJob ? 1 : 0}) RETURNING id`
          const id = row!.id
          if (!byJob && handOff !== undefined) {
            handOff({ id, companyId, dueAtMs: due, kind, payload: text, idScope, scheduledByJob: false })
            return id
          }
          yield* wakeups.offer(undefined)
          return id
        }).pipe(Effect.orDie),
      /**
       * Hands the jobs scheduled from now on outside any job's work to `receive` instead of waking the
       * scheduler (on the SQLite store only; on the shared one they take the scheduler's pass, which holds
       * the company's lease). It is handed before its transaction ends, with what it was written with: the
       * receiver claims it by `claimAsWritten`, which on SQLite's one connection waits for that transaction
       * and finds nothing when it rolled back. `receive` must wake the scheduler for what it does not run.
       */
      handOffTo: (receive: (job: Job) => void) =>
        Effect.acquireRelease(
          Effect.sync(() => void (handOff = leases.shared ? undefined : receive)),
          () => Effect.sync(() => void (handOff = undefined))
        ),
      /**
       * Claims a job handed over in memory: only the row as it was written (an id a rolled-back transaction
       * took may have been given to another job since).
       */
      claimAsWritten: (job: Job) =>
        sql`UPDATE jobs SET status = 'running'${leases.claimed} WHERE id = ${job.id} AND company_id = ${job.companyId}
          AND kind = ${job.kind} AND due_at_ms = ${job.dueAtMs} AND payload = ${job.payload} AND ${leases.runnable}
          RETURNING id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),
      /** Runs a job's work so that what it schedules is admitted by the drain running it (and by the next ones). */
      asJobWork: <A, E, R>(work: Effect.Effect<A, E, R>) => Effect.locally(work, withinJob, true),
      /** What a drain of the company beginning now runs (see Admission). */
      admission: (): Effect.Effect<Admission> =>
        sql<{ id: number | null }>`SELECT MAX(id) AS id FROM jobs`.pipe(
          Effect.map(([row]) => {
            const horizon = Number(row?.id ?? 0)
            // Any job's work counts, also that of one still in flight from an earlier drain or on another instance.
            return (job: Job) => job.id <= horizon || job.scheduledByJob
          }),
          Effect.orDie
        ),
      /**
       * The earliest pending job of the company due at or before `untilMs` (ties by scheduling order) that
       * `admits` (any, without it).
       */
      nextDue: (companyId: string, untilMs: number, admits?: Admission) =>
        Effect.gen(function*() {
          let after: JobRow | undefined = undefined
          while (true) {
            const rows: ReadonlyArray<JobRow> = yield* sql<JobRow>`SELECT id, company_id, due_at_ms, kind, payload, id_scope, scheduled_by_job
              FROM jobs WHERE ${leases.runnable} AND company_id = ${companyId} AND due_at_ms <= ${untilMs}${
              after === undefined
                ? sql``
                : sql` AND (due_at_ms > ${after.due_at_ms} OR (due_at_ms = ${after.due_at_ms} AND id > ${after.id}))`
            } ORDER BY due_at_ms, id ${limitClause(sql, admits === undefined ? 1 : DUE_PAGE)}`
            const found = rows.map(toJob).find((job) => admits === undefined || admits(job))
            if (found !== undefined) return Option.some(found)
            if (rows.length < DUE_PAGE || admits === undefined) return Option.none()
            after = rows.at(-1)
          }
        }).pipe(Effect.orDie),
      /**
       * Earliest pending due time per company whose jobs can fall due without a clock move: real clocks,
       * and frozen ones with a job due by their instant. The other frozen clocks' jobs wait for an advance
       * or a freeze, which run them themselves: with hundreds of frozen companies (a parallel test suite)
       * the scheduler's every look would otherwise walk them all.
       */
      pendingByCompany: sql<{ company_id: string; due_at_ms: number }>`
        SELECT j.company_id AS company_id, MIN(j.due_at_ms) AS due_at_ms FROM jobs j
        LEFT JOIN clocks c ON c.company_id = j.company_id
        WHERE ${leases.runnable} AND (c.mode IS NULL OR c.mode <> 'frozen' OR j.due_at_ms <= c.frozen_at_ms)
        GROUP BY j.company_id`.pipe(
        Effect.orDie
      ),
      /** Whether another instance is running one of the company's jobs now (on PostgreSQL). */
      runningElsewhere: (companyId: string) =>
        leases.shared
          ? sql`SELECT id FROM jobs WHERE company_id = ${companyId} AND ${leases.runningElsewhere} LIMIT 1`.pipe(
            Effect.map((rows) => rows.length > 0),
            Effect.orDie
          )
          : Effect.succeed(false),
      claim: (id: number) =>
        sql`UPDATE jobs SET status = 'running'${leases.claimed} WHERE id = ${id} AND ${leases.runnable} RETURNING id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),
      finish,
      /** A claimed job back to pending, to run again (its run was cut short by a store outage, not by its work). */
      release: (id: number) => sql`UPDATE jobs SET status = 'pending' WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),
      /** Runs a claimed job's work with its lease renewed while it runs here (see Leases). */
      renewedWhileRunning: leases.renewedWhileRunning,
      /** The job's work and its `done` mark in one transaction (a failure rolls the work back). */
      finishWith: <E>(id: number, work: Effect.Effect<void, E>) => inTransaction(sql, Effect.zipLeft(work, finish(id, null))),
      /** Runs `effect` as the one drainer of the company's jobs among all instances (see Leases). */
      exclusive: leases.exclusive,
      /** True on the shared store, where other instances schedule jobs this one is not woken for. */
      shared: leases.shared,
      wakeups
    } as const
  }),
  dependencies: [Leases.Default]
}) {}
