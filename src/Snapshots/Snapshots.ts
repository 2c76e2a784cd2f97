/**
 * Snapshots of a company: capture (every covered table's rows, the clock, the seed's next number),
 * restore (the company back exactly, all or nothing), listing and removal; forks are SnapshotFork.ts.
 * Rows are copied table to table inside the database (SnapshotShadows, SnapshotRows).
 *
 * On SQLite the copies run in slices (Store/Slices.ts) so other companies are served meanwhile, with the
 * company's own requests held (CompanyPause), and all or nothing rests on SnapshotJournal. A capture
 * that fails leaves no rows behind; a restore first captures the company as it is (the undo rows), and
 * one that fails after it began replacing rows puts those back. On PostgreSQL each operation is one
 * transaction.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { invalidState } from "../Domain/Errors.js"
import { listed, offsetOf, type Page } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { newId } from "../Domain/StableId.js"
import { JobRunner } from "../Orchestration/JobRunner.js"
import { Jobs } from "../Jobs/Jobs.js"
import { DocumentCache } from "../Store/DocumentCache.js"
import { isShared } from "../Store/Dialect.js"
import { limitClause } from "../Store/LimitClause.js"
import { wholeOnShared } from "../Store/Slices.js"
import { inTransaction } from "../Store/Transaction.js"
import { CompanyPause } from "./CompanyPause.js"
import { SnapshotJournal } from "./SnapshotJournal.js"
import { findSnapshot, type SnapshotRow, snapshotView } from "./SnapshotRecord.js"
import { SnapshotRows } from "./SnapshotRows.js"

/** How many snapshots one company may hold (each is a copy of its records: memory with an in-memory store). */
const MAX_SNAPSHOTS_PER_COMPANY = 20

export class Snapshots extends Effect.Service<Snapshots>()("vob-sandbox/Snapshots", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* SnapshotRows
    const journal = yield* SnapshotJournal
    const pause = yield* CompanyPause
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const runner = yield* JobRunner
    const jobs = yield* Jobs
    const cache = yield* DocumentCache
    const referenceData = yield* ReferenceData
    const shared = isShared(sql)

    const create = (companyId: string, name: string | null) =>
      pause.pausing(companyId)(runner.exclusive(companyId)(wholeOnShared(
        sql,
        Effect.gen(function*() {
          const [{ total }] = (yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM snapshots WHERE company_id = ${companyId}`
            .pipe(Effect.orDie)) as unknown as [{ total: number }]
          if (Number(total) >= MAX_SNAPSHOTS_PER_COMPANY) {
            return yield* Effect.fail(invalidState(
              `This company holds ${MAX_SNAPSHOTS_PER_COMPANY} snapshots, the most it may: delete one ` +
                "(DELETE /sandbox/v1/snapshots/{id}) before taking another.",
              { limit: MAX_SNAPSHOTS_PER_COMPANY }
            ))
          }
          const row = yield* inTransaction(
            sql,
            Effect.gen(function*() {
              // The id first: the seed's number captured below is past it, so a restore never gives it again.
              const id = yield* ids.next(companyId, "snapshot")
              const { mode, nowMs } = yield* clock.reading(companyId)
              const [seed] = yield* sql<{ next_number: number }>`SELECT next_number FROM company_seeds WHERE company_id = ${companyId}`
              yield* journal.begin({ id, kind: "discard", company_id: companyId, snapshot_id: id, switched: 0 })
              return {
                id,
                company_id: companyId,
                name,
                created_at: toTimestamp(nowMs),
                clock_mode: mode,
                clock_ms: Math.round(nowMs),
                next_number: seed?.next_number ?? null
              } satisfies SnapshotRow
            })
          )
          yield* journal.guarded(
            row.id,
            Effect.zipRight(
              journal.run(rows.capture(companyId, row.id)),
              inTransaction(sql, Effect.zipRight(sql`INSERT INTO snapshots ${sql.insert({ ...row })}`, journal.finish(row.id)))
            )
          )
          return snapshotView(row)
        })
      )))

    const list = (companyId: string, page: Page) =>
      Effect.gen(function*() {
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM snapshots WHERE company_id = ${companyId}`
        const rows = yield* sql<SnapshotRow>`SELECT id, company_id, name, created_at, clock_mode, clock_ms, next_number
          FROM snapshots WHERE company_id = ${companyId} ORDER BY seq DESC
          ${limitClause(sql, page.limit, offsetOf(page))}`
        return listed(rows.map(snapshotView), count!.total, page)
      }).pipe(Effect.orDie)

    /**
     * The company back to the snapshot: every covered table, the clock and the seed's number, all or nothing.
     * On SQLite the company as it is is captured first (the undo rows), then its rows are replaced.
     */
    const restore = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const undoId = newId()
        const restored = yield* pause.pausing(companyId)(runner.exclusive(companyId)(wholeOnShared(
          sql,
          Effect.gen(function*() {
            const snapshot = yield* findSnapshot(sql, companyId, id)
            yield* journal.begin({ id: undoId, kind: "restore", company_id: companyId, snapshot_id: undoId, switched: 0 })
            yield* journal.guarded(
              undoId,
              Effect.gen(function*() {
                if (!shared) {
                  yield* journal.run(rows.capture(companyId, undoId))
                  yield* journal.switched(undoId)
                }
                yield* journal.run(rows.clearCompany(companyId))
                yield* journal.run(rows.putBack(companyId, id))
                yield* inTransaction(
                  sql,
                  Effect.gen(function*() {
                    // A job captured mid-run committed nothing of its run (its writes and its `done` mark go together).
                    yield* sql`UPDATE jobs SET status = 'pending' WHERE company_id = ${companyId} AND status = 'running'`
                    if (snapshot.next_number !== null) {
                      yield* sql`UPDATE company_seeds SET next_number = ${snapshot.next_number} WHERE company_id = ${companyId}`
                    }
                    yield* clock.freezeAt(companyId, snapshot.clock_ms)
                    if (snapshot.clock_mode === "real") yield* clock.resume(companyId)
                    yield* cache.clearCompany(companyId)
                    yield* referenceData.forgetCompany(companyId)
                    // Done: only the undo rows are left to go.
                    yield* journal.restored(undoId)
                  })
                )
              })
            )
            return snapshot
          })
        ))).pipe(
          // The clock's in-memory state was set inside the transaction: read it again from what committed.
          Effect.onError(() => Effect.zipRight(clock.forget(companyId), referenceData.forgetCompany(companyId)))
        )
        if (!shared) yield* Effect.zipRight(journal.run(rows.discard(undoId)), inTransaction(sql, journal.finish(undoId)))
        yield* jobs.wakeups.offer(undefined)
        return snapshotView(restored)
      })

    const remove = (companyId: string, id: string) =>
      pause.serially(companyId)(wholeOnShared(
        sql,
        Effect.gen(function*() {
          const snapshot = yield* inTransaction(
            sql,
            Effect.gen(function*() {
              const snapshot = yield* findSnapshot(sql, companyId, id)
              yield* sql`DELETE FROM snapshots WHERE id = ${id}`
              yield* journal.begin({ id, kind: "discard", company_id: companyId, snapshot_id: id, switched: 0 })
              return snapshot
            })
          )
          yield* Effect.zipRight(journal.run(rows.discard(id)), inTransaction(sql, journal.finish(id)))
          return snapshotView(snapshot)
        })
      ))

    return { create, list, restore, remove } as const
  }),
  dependencies: [SnapshotRows.Default, SnapshotJournal.Default, CompanyPause.Default, JobRunner.Default, Jobs.Default]
}) {}
