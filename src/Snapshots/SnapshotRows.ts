/**
 * The row copies of snapshots, a bounded chunk at a time: capture (a company's live rows into a
 * snapshot's shadow rows), put back (a snapshot's rows into a company), and the removal of a company's
 * rows or a snapshot's. Each answers a step for `sliced` (Store/Slices.ts): on SQLite a chunk of rows per
 * step, in insertion order (rowid), so a copy of 20,000 records never holds the database for long; on
 * PostgreSQL one statement per table, in the operation's one transaction.
 */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { isShared } from "../Store/Dialect.js"
import { limitClause } from "../Store/LimitClause.js"
import { quote, type Shadow, SnapshotShadows } from "./SnapshotShadows.js"
import type { Values } from "./IdRewrite.js"

/** Rows per chunk on SQLite: a few milliseconds of copying (a slice takes as many chunks as fit in its time). */
export const CHUNK_ROWS = 100

/** Answers where the chunk stopped (a rowid, or a position), or null when the table has no rows left. */
type Chunk = (s: Shadow, after: number | null) => Effect.Effect<number | null>

export class SnapshotRows extends Effect.Service<SnapshotRows>()("vob-sandbox/SnapshotRows", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shadows = yield* SnapshotShadows
    const limit = isShared(sql) ? undefined : CHUNK_ROWS
    const lit = sql.literal

    /** A step over the tables in turn, each table's chunks in order; false once the last is done. */
    const overTables = (tables: ReadonlyArray<Shadow>, chunk: Chunk): Effect.Effect<boolean> => {
      let index = 0
      let after: number | null = null
      return Effect.suspend(() => {
        const table = tables[index]
        if (table === undefined) return Effect.succeed(false)
        return Effect.map(chunk(table, after), (next) => {
          if (next === null) index++
          after = next
          return index < tables.length
        })
      })
    }

    /** The rowid that ends the next chunk of `from`'s rows matching `where`, or null when the rest fits in one. */
    const chunkEnd = (from: string, where: Statement.Fragment, after: number | null) =>
      Effect.map(
        sql<{ at: number }>`SELECT rowid AS at FROM ${lit(from)} WHERE ${where} AND rowid > ${after ?? Number.MIN_SAFE_INTEGER}
          ORDER BY rowid ${limitClause(sql, 1, limit! - 1)}`,
        (rows) => rows[0]?.at ?? null
      )

    const within = (after: number | null, end: number | null) =>
      sql`rowid > ${after ?? Number.MIN_SAFE_INTEGER}${end === null ? sql`` : sql` AND rowid <= ${end}`}`

    /**
     * The company's live rows into the snapshot's shadow rows. On SQLite the table's rowids of the company
     * are read first (its index holds them, in another order) and sorted here: a chunk then takes the next
     * ones by rowid, where ordering each chunk in the database sorted all the company's rows every time.
     */
    const captureChunk = (companyId: string, snapshotId: string): Chunk => {
      let rowids: Array<number> = []
      return (s, after) =>
        Effect.gen(function*() {
          const columns = lit(s.columns.join(", "))
          const head = sql`INSERT INTO ${lit(s.shadow)} (snapshot_id, ${columns}) SELECT ${snapshotId}, ${columns} FROM ${lit(quote(s.table))}`
          if (limit === undefined) {
            yield* sql`${head} WHERE company_id = ${companyId} ORDER BY ${lit(s.order)}`
            return null
          }
          if (after === null) {
            const found = (yield* sql`SELECT rowid FROM ${lit(quote(s.table))} WHERE company_id = ${companyId}`.values) as ReadonlyArray<[number]>
            rowids = found.map(([rowid]) => rowid).sort((a, b) => a - b)
          }
          const from = after ?? 0
          const part = rowids.slice(from, from + limit)
          if (part.length > 0) yield* sql`${head} WHERE rowid IN ${sql.in(part)} ORDER BY rowid`
          return from + limit < rowids.length ? from + limit : null
        }).pipe(Effect.orDie)
    }

    /** The snapshot's shadow rows into the company's live tables, in capture order. */
    const putBackChunk = (companyId: string, snapshotId: string): Chunk => (s, after) =>
      Effect.gen(function*() {
        const columns = lit(s.columns.join(", "))
        const head = sql`INSERT INTO ${lit(quote(s.table))} (company_id, ${columns}) SELECT ${companyId}, ${columns} FROM ${lit(s.shadow)}`
        if (limit === undefined) {
          yield* sql`${head} WHERE snapshot_id = ${snapshotId} ORDER BY rowid`
          return null
        }
        const end = yield* chunkEnd(s.shadow, sql`snapshot_id = ${snapshotId}`, after)
        yield* sql`${head} WHERE snapshot_id = ${snapshotId} AND ${within(after, end)} ORDER BY rowid`
        return end
      }).pipe(Effect.orDie)

    /** Deletes the rows of `from` matching `where`, a chunk at a time (all at once on PostgreSQL). */
    const deleteChunk = (from: string, where: Statement.Fragment) =>
      Effect.gen(function*() {
        if (limit === undefined) {
          yield* sql`DELETE FROM ${lit(from)} WHERE ${where}`
          return null
        }
        yield* sql`DELETE FROM ${lit(from)} WHERE rowid IN (SELECT rowid FROM ${lit(from)} WHERE ${where} ${limitClause(sql, limit)})`
        const [{ n }] = (yield* sql<{ n: number }>`SELECT changes() AS n`) as unknown as [{ n: number }]
        return n < limit ? null : 0
      }).pipe(Effect.orDie)

    /** The shadow rows of the snapshot, `CHUNK_ROWS` after `after` (the shadow's rowid), as value rows of `names`. */
    const readChunk = (s: Shadow, names: ReadonlyArray<string>, snapshotId: string, after: number | null) =>
      Effect.map(
        sql`SELECT rowid, ${lit(names.map(quote).join(", "))} FROM ${lit(s.shadow)}
          WHERE snapshot_id = ${snapshotId} AND rowid > ${after ?? Number.MIN_SAFE_INTEGER} ORDER BY rowid ${limitClause(sql, CHUNK_ROWS)}`.values,
        (raw) => {
          const rows = raw as ReadonlyArray<Values>
          const last = rows.at(-1)?.[0]
          return { rows: rows.map((row) => row.slice(1)), end: rows.length < CHUNK_ROWS ? null : Number(last) }
        }
      ).pipe(Effect.orDie)

    return {
      /** Steps that copy the company's rows of the given tables (all the snapshot tables by default) into the snapshot. */
      capture: (companyId: string, snapshotId: string) =>
        Effect.map(shadows.all, (all) => overTables(all, captureChunk(companyId, snapshotId))),
      putBack: (companyId: string, snapshotId: string) =>
        Effect.map(shadows.all, (all) => overTables(all, putBackChunk(companyId, snapshotId))),
      /** Steps that delete the company's rows of every snapshot table. */
      clearCompany: (companyId: string) =>
        Effect.map(shadows.all, (all) => overTables(all, (s) => deleteChunk(quote(s.table), sql`company_id = ${companyId}`))),
      /** Steps that delete the snapshot's shadow rows. */
      discard: (snapshotId: string) =>
        Effect.map(shadows.all, (all) => overTables(all, (s) => deleteChunk(s.shadow, sql`snapshot_id = ${snapshotId}`))),
      readChunk,
      overTables
    } as const
  }),
  dependencies: [SnapshotShadows.Default]
}) {}
