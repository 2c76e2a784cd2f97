/**
 * The journal of sliced snapshot work (SQLite). A capture, restore or fork copies rows in slices
 * (Store/Slices.ts), each committed on its own, so all or nothing rests here: each piece of work is
 * written to `snapshot_work` first and removed with its last slice; a failure part-way undoes what the
 * entry names at once, a process killed part-way at the next start (`undoUnfinished`, start-up work
 * in Services.ts). On PostgreSQL each operation is one transaction and the journal is not used.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { DocumentCache } from "../Store/DocumentCache.js"
import { isShared } from "../Store/Dialect.js"
import { sliced } from "../Store/Slices.js"
import { inTransaction } from "../Store/Transaction.js"
import { SnapshotRows } from "./SnapshotRows.js"
import { SNAPSHOT_WORK, SnapshotShadows } from "./SnapshotShadows.js"

/** A piece of sliced work under way (SQLite): what to undo if it does not finish. */
export interface Work {
  readonly id: string
  /** discard: the snapshot's rows go; restore: the company goes back to the undo rows once `switched`; fork: the new company goes. */
  readonly kind: "discard" | "restore" | "fork"
  readonly company_id: string
  readonly snapshot_id: string | null
  readonly switched: number
}

export class SnapshotJournal extends Effect.Service<SnapshotJournal>()("vob-sandbox/SnapshotJournal", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shadows = yield* SnapshotShadows
    const rows = yield* SnapshotRows
    const cache = yield* DocumentCache
    const referenceData = yield* ReferenceData
    const shared = isShared(sql)
    const journal = sql.literal(SNAPSHOT_WORK)

    /** Runs the sliced steps an effect of SnapshotRows prepares. */
    const run = (steps: Effect.Effect<Effect.Effect<boolean>>) => Effect.flatMap(steps, (step) => sliced(sql, step))

    const begin = (work: Work) =>
      // The journal is made with the shadows, on first use.
      shared ? Effect.void : Effect.zipRight(shadows.all, sql`INSERT INTO ${journal} ${sql.insert({ ...work })}`).pipe(
        Effect.asVoid,
        Effect.orDie
      )
    const finish = (id: string) => shared ? Effect.void : Effect.asVoid(sql`DELETE FROM ${journal} WHERE id = ${id}`).pipe(Effect.orDie)

    /** A restore began replacing the company's rows: a failure from here puts the undo rows back. */
    const switched = (id: string) =>
      shared ? Effect.void : Effect.asVoid(sql`UPDATE ${journal} SET switched = 1 WHERE id = ${id}`).pipe(Effect.orDie)
    /** A restore is done: only its undo rows are left to go. */
    const restored = (id: string) =>
      shared ? Effect.void : Effect.asVoid(sql`UPDATE ${journal} SET kind = 'discard' WHERE id = ${id}`).pipe(Effect.orDie)

    /** Undoes what an unfinished piece of work left, from its journal entry. */
    const undo = (work: Work) =>
      Effect.gen(function*() {
        if (work.kind === "restore" && work.switched === 1) {
          yield* run(rows.clearCompany(work.company_id))
          yield* run(rows.putBack(work.company_id, work.snapshot_id!))
          yield* cache.clearCompany(work.company_id)
          yield* referenceData.forgetCompany(work.company_id)
        }
        if (work.kind === "fork") yield* run(rows.clearCompany(work.company_id))
        if (work.snapshot_id !== null) yield* run(rows.discard(work.snapshot_id))
        yield* inTransaction(sql, finish(work.id))
      })

    const undoById = (id: string) =>
      Effect.flatMap(
        sql<Work>`SELECT id, kind, company_id, snapshot_id, switched FROM ${journal} WHERE id = ${id}`,
        (found) => Effect.forEach(found, undo)
      ).pipe(Effect.orDie)

    /** `body`, whose journal entry `id` was begun: what it leaves when it fails is undone (on PostgreSQL its transaction is). */
    const guarded = <A, E, R>(id: string, body: Effect.Effect<A, E, R>) =>
      shared ? body : Effect.onError(body, () => undoById(id).pipe(Effect.catchAllCause((cause) => Effect.logError("snapshot clean-up failed", cause))))

    /** What a process killed part-way (a file database) left in its journal, undone before the first request. */
    const undoUnfinished = shared ? Effect.void : Effect.gen(function*() {
      const exists = yield* sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${SNAPSHOT_WORK}`
      if (exists.length === 0) return
      const unfinished = yield* sql<Work>`SELECT id, kind, company_id, snapshot_id, switched FROM ${journal}`
      yield* Effect.forEach(unfinished, undo, { discard: true })
    }).pipe(Effect.orDie)

    return { run, begin, finish, switched, restored, guarded, undoUnfinished } as const
  }),
  dependencies: [SnapshotShadows.Default, SnapshotRows.Default]
}) {}
