/**
 * How far the event log is settled: a `seq` at or below which every event is committed or rolled back
 * for good, so a reader that has read every row up to it can never be handed one more. Live streams
 * advance their cursor only to it (docs/decisions.md, "Live streams on PostgreSQL").
 *
 * On SQLite everything is settled: one connection runs one transaction at a time, so events commit in
 * `seq` order and a read waits for the open transaction.
 *
 * On PostgreSQL transactions commit out of `seq` order: a transaction can take seq 10, another seq 11
 * and commit first, and a reader that moved past 11 would never read 10. So the horizon is found in two
 * steps, each a plain statement on any connection:
 *   1. read M, the last `seq` handed out by the events' sequence, then R, the ids of the transactions
 *      running now (`pg_stat_activity.backend_xid`). Every writer holding a seq ≤ M took its transaction
 *      id before its seq (EventLog.emit makes sure of it), so it has ended or is in R.
 *   2. once none of R is running any more (a later refresh's R), every event ≤ M is committed and
 *      visible, or gone for good.
 * (A snapshot's `xmax` would not do for R: it is one past the newest *ended* transaction, and a writer
 * that took its id after that is running above it, unseen.) Each refresh does step 1 for a new candidate
 * and step 2 for the pending ones; with no writer running, a candidate settles in the refresh that makes
 * it, otherwise once the writers running at its step 1 have ended (a stream waits as long as the longest
 * of them). The writers are the sandbox's instances, which connect as one role, so each sees the others'
 * transactions; and a restarted server ends every transaction that was running, so this holds across
 * instances and across an outage.
 */
import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"
import { isShared } from "../Store/Dialect.js"

/**
 * Candidates kept while a long transaction holds the horizon back (an older one is dropped: that only
 * delays the horizon until a newer one settles, at most one refresh after the transaction ends).
 */
const MAX_PENDING = 32
const FIRST_WAIT_MS = 10

interface Candidate {
  readonly seq: number
  /** The transactions running when `seq` was read. */
  readonly running: ReadonlySet<string>
}

export class SettledEvents extends Effect.Service<SettledEvents>()("vob-sandbox/SettledEvents", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    if (!isShared(sql)) return { horizon: Effect.succeed(Number.MAX_SAFE_INTEGER) } as const

    let settled = 0
    let pending: Array<Candidate> = []

    const lastHandedOut = Effect.map(
      sql<{ seq: number | null }>`SELECT pg_sequence_last_value(pg_get_serial_sequence('events', 'seq')::regclass) AS seq`,
      ([row]) => row?.seq ?? 0
    )
    const runningTransactions = Effect.map(
      sql<{ xid: string }>`SELECT backend_xid::text AS xid FROM pg_stat_activity
        WHERE backend_xid IS NOT NULL AND datname = current_database()`,
      (rows) => new Set(rows.map((row) => row.xid))
    )

    // Refreshes run one at a time: a second caller meanwhile waits and shares the next one's answer.
    const lock = yield* Effect.makeSemaphore(1)
    const refresh = Effect.gen(function*() {
      const seq = yield* lastHandedOut
      const running = yield* runningTransactions
      const ended = (candidate: Candidate) => ![...candidate.running].some((xid) => running.has(xid))
      for (const candidate of pending) {
        if (ended(candidate) && candidate.seq > settled) settled = candidate.seq
      }
      // Made now: settled at once when nothing was running after its seq was read.
      if (running.size === 0) settled = Math.max(settled, seq)
      else pending.push({ seq, running })
      pending = pending.filter((candidate) => candidate.seq > settled && !ended(candidate)).slice(-MAX_PENDING)
      return seq
    })
    // A process starts knowing nothing settled. Its first answer waits (a few milliseconds, the length of
    // the transactions running then) until the sequence's value at the first call is settled, so that no
    // answer is ever "0" for lack of knowledge (a reader would then read a company's whole history again).
    let known = false
    const firstKnown = (target: number): Effect.Effect<void, SqlError.SqlError> =>
      settled >= target
        ? Effect.sync(() => void (known = true))
        : Effect.zipRight(Effect.zipRight(Effect.sleep(FIRST_WAIT_MS), refresh), Effect.suspend(() => firstKnown(target)))

    return {
      /** Every event with `seq` ≤ the answer is committed (and visible to any later read) or never will be. */
      horizon: lock.withPermits(1)(
        Effect.flatMap(refresh, (seq) => known ? Effect.void : firstKnown(seq)).pipe(Effect.map(() => settled))
      ).pipe(Effect.orDie)
    } as const
  })
}) {}
