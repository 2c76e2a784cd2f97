/**
 * Which instance runs what, when several share one PostgreSQL database. A company's jobs are drained
 * by the one instance holding the company's lease (so they run in order, one after another, wherever
 * `advance` was called), and a running job carries its instance's lease. Leases are rows with an
 * expiry in the database's own time (instances' clocks may differ), taken by a compare-and-set
 * statement and renewed by one heartbeat per instance; an instance that dies stops renewing, and its
 * leases are taken over once they expire. On SQLite one process owns the store: nothing to lease.
 */
import { SqlClient } from "@effect/sql"
import { Duration, Effect, Schedule } from "effect"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { isShared } from "../Store/Dialect.js"
import { outageLog } from "../Store/OutageLog.js"

// While another instance holds a company (its drain or advance), how often to try again.
const RETRY_EVERY = Duration.millis(10)

export class Leases extends Effect.Service<Leases>()("vob-sandbox/Leases", {
  scoped: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const { instanceId, jobLeaseMs } = yield* SandboxConfig
    const shared = isShared(sql)
    const dbNow = sql`(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint`
    const expiry = sql`(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint + ${jobLeaseMs}`

    const tryAcquire = (companyId: string) =>
      sql<{ owner: string }>`INSERT INTO company_leases (company_id, owner, until_ms)
        VALUES (${companyId}, ${instanceId}, ${expiry})
        ON CONFLICT (company_id) DO UPDATE SET owner = excluded.owner, until_ms = excluded.until_ms
        WHERE company_leases.owner = excluded.owner OR company_leases.until_ms < ${dbNow}
        RETURNING owner`.pipe(Effect.map((rows) => rows.length === 1))

    const acquire = (companyId: string) =>
      Effect.repeat(tryAcquire(companyId), { until: (won) => won, schedule: Schedule.spaced(RETRY_EVERY) })

    const release = (companyId: string) =>
      sql`DELETE FROM company_leases WHERE company_id = ${companyId} AND owner = ${instanceId}`.pipe(Effect.ignore)

    // The jobs this instance is running now. Only those are renewed: a job whose run ended without its
    // finish being recorded (the database dropped in between) must not be held forever by a live
    // instance; its lease expires and it runs again, here or elsewhere.
    const runningHere = new Set<number>()

    if (shared) {
      // The heartbeat: every lease this instance holds, renewed three times per lease period, on a
      // connection of its own: waiting behind a busy pool, a live instance's leases would expire and
      // another instance would run its jobs a second time.
      const renewals = () => [
        sql`UPDATE company_leases SET until_ms = ${expiry} WHERE owner = ${instanceId}`.compile(),
        ...(runningHere.size === 0 ? [] : [
          sql`UPDATE jobs SET lease_until_ms = ${expiry}
            WHERE status = 'running' AND lease_owner = ${instanceId} AND ${sql.in("id", [...runningHere])}`.compile()
        ])
      ]
      // Logged once per outage (ended by a round that renews), not once per round.
      const outage = outageLog()
      yield* Effect.scoped(Effect.gen(function*() {
        const connection = yield* sql.reserve
        yield* Effect.suspend(() => Effect.forEach(renewals(), ([text, params]) => connection.executeRaw(text, params))).pipe(
          Effect.tap(() => outage.succeeded()),
          Effect.repeat(Schedule.spaced(Duration.millis(Math.max(10, Math.floor(jobLeaseMs / 3)))))
        )
      })).pipe(
        // A lost connection (the database restarting): a new one on the next round. (An interruption
        // skips this handler: the scope's close still ends the heartbeat.)
        Effect.catchAllCause((cause) => outage.failed(Effect.logWarning("lease renewal failed (retrying)", cause))),
        Effect.repeat(Schedule.spaced(Duration.millis(Math.max(10, Math.floor(jobLeaseMs / 3))))),
        Effect.forkScoped
      )
    }

    return {
      shared,
      /** Runs `effect` holding the company's lease, waiting while another instance holds it. */
      exclusive: (companyId: string) => <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
        shared
          ? Effect.acquireUseRelease(Effect.orDie(acquire(companyId)), () => effect, () => release(companyId))
          : effect,
      /** Runs a claimed job's `effect` with its lease renewed for as long as it runs here (on PostgreSQL). */
      renewedWhileRunning: (jobId: number) => <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
        shared
          ? Effect.acquireUseRelease(
            Effect.sync(() => runningHere.add(jobId)),
            () => effect,
            () => Effect.sync(() => runningHere.delete(jobId))
          )
          : effect,
      /** Whether a job row is free to run: pending, or running under a lease that expired (on PostgreSQL). */
      runnable: shared
        ? sql`(status = 'pending' OR (status = 'running' AND lease_until_ms < ${dbNow}))`
        : sql`status = 'pending'`,
      /** A job another live instance is running (on PostgreSQL; never on SQLite, where one process runs all). */
      runningElsewhere: shared
        ? sql`(status = 'running' AND lease_owner <> ${instanceId} AND lease_until_ms >= ${dbNow})`
        : sql`1 = 0`,
      /** The claim's new lease columns (on PostgreSQL). */
      claimed: shared ? sql`, lease_owner = ${instanceId}, lease_until_ms = ${expiry}` : sql.literal("")
    } as const
  })
}) {}
