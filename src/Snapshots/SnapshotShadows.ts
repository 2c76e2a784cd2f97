/**
 * The shadow tables that hold snapshot rows: `snapshot_rows_<table>` for each covered table, with the
 * table's columns but `company_id` (a snapshot knows its company; a fork writes another), plus
 * `snapshot_id`. Built from the live table's columns on first use in a process and widened when a
 * later migration added a column (with the column's default, so rows captured before read as a row
 * written before the migration would). Copies are then single INSERT ... SELECT statements, all in the
 * database. On PostgreSQL the columns come from information_schema; the live table's added `rowid`
 * column (see Store/Dialect.ts) is not copied, and the shadow gets one of its own for capture order.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isShared } from "../Store/Dialect.js"
import { SNAPSHOT_TABLES, type SnapshotTable } from "./SnapshotTables.js"

export interface Shadow {
  readonly table: SnapshotTable
  readonly shadow: string
  /** The live table's columns but company_id, in table order: as named, and quoted for SQL. */
  readonly names: ReadonlyArray<string>
  readonly columns: ReadonlyArray<string>
  /** The INTEGER PRIMARY KEY column (a rowid alias; a BIGSERIAL on PostgreSQL) a fork leaves to the store, so its rows number on. */
  readonly rowidColumn: string | null
  /** The live table's insertion order: `rowid` (SQLite's, or the column PostgreSQL's DDL added), or its serial key. */
  readonly order: string
}

interface ColumnInfo {
  readonly name: string
  readonly type: string
  readonly dflt_value: string | null
  readonly pk: number
  /** PostgreSQL: the column draws its default from a sequence (a BIGSERIAL key). */
  readonly serial?: boolean
}

/**
 * Sliced snapshot work under way on SQLite (a capture, restore, fork or removal): what a failure or a
 * kill part-way leaves for the clean-up to undo. Never written on PostgreSQL, where the work is one transaction.
 */
export const SNAPSHOT_WORK = "snapshot_work"

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

export class SnapshotShadows extends Effect.Service<SnapshotShadows>()("vob-sandbox/SnapshotShadows", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const shared = isShared(sql)

    const columnsOf = (table: string) =>
      sql.onDialectOrElse({
        pg: () =>
          sql<ColumnInfo>`SELECT c.column_name AS name, upper(c.data_type) AS type, c.column_default AS dflt_value,
              CASE WHEN k.column_name IS NULL THEN 0 ELSE 1 END AS pk
            FROM information_schema.columns c
            LEFT JOIN information_schema.table_constraints t
              ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.constraint_type = 'PRIMARY KEY'
            LEFT JOIN information_schema.key_column_usage k
              ON k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name
              AND k.column_name = c.column_name
            WHERE c.table_schema = current_schema() AND c.table_name = ${table}
            ORDER BY c.ordinal_position`.pipe(
              // A serial key's default draws on the live table's sequence, which a shadow must not; the
              // column PostgreSQL's DDL added for insertion order is the shadow's own.
              Effect.map((columns) =>
                columns
                  .filter((c) => !(c.name === "rowid" && c.pk === 0))
                  .map((c) => c.dflt_value?.startsWith("nextval(") ? { ...c, dflt_value: null, serial: true } : c)
              )
            ),
        orElse: () => sql<ColumnInfo>`SELECT name, type, dflt_value, pk FROM pragma_table_info(${table}) ORDER BY cid`
      })

    const ensure = (table: SnapshotTable) =>
      Effect.gen(function*() {
        const shadow = `snapshot_rows_${table}`
        const live = (yield* columnsOf(table)).filter((c) => c.name !== "company_id")
        if (live.length === 0) return yield* Effect.dieMessage(`snapshot table ${table} does not exist`)
        const existing = new Set((yield* columnsOf(shadow)).map((c) => c.name))
        const definition = (c: ColumnInfo) =>
          `${quote(c.name)} ${c.type}${c.dflt_value === null ? "" : ` DEFAULT ${c.dflt_value}`}`
        if (existing.size === 0) {
          // PostgreSQL has no implicit rowid: the shadow numbers its rows itself, so a copy keeps their order.
          const own = shared ? "rowid BIGSERIAL, " : ""
          yield* sql.unsafe(`CREATE TABLE ${quote(shadow)} (${own}snapshot_id TEXT NOT NULL, ${live.map(definition).join(", ")})`)
          yield* sql.unsafe(`CREATE INDEX ${quote(`${shadow}_by_snapshot`)} ON ${quote(shadow)} (snapshot_id)`)
        } else {
          for (const c of live) {
            if (!existing.has(c.name)) yield* sql.unsafe(`ALTER TABLE ${quote(shadow)} ADD COLUMN ${definition(c)}`)
          }
        }
        const keys = live.filter((c) => c.pk > 0)
        const rowidColumn = keys.length === 1 && (shared ? keys[0]!.serial === true : keys[0]!.type.toUpperCase() === "INTEGER")
          ? keys[0]!.name
          : null
        const names = live.map((c) => c.name)
        const order = shared && rowidColumn !== null ? quote(rowidColumn) : "rowid"
        return { table, shadow: quote(shadow), names, columns: names.map(quote), rowidColumn, order } satisfies Shadow
      })

    // On PostgreSQL another instance may be building the same shadows: one at a time, under a lock.
    const exclusively: Effect.Effect<unknown, unknown> = shared ? sql`SELECT pg_advisory_xact_lock(4201022)` : Effect.void
    // The journal of snapshot work in progress on SQLite (see Snapshots.ts), made beside the shadows.
    const journal = sql.unsafe(`CREATE TABLE IF NOT EXISTS ${SNAPSHOT_WORK} (id TEXT PRIMARY KEY, kind TEXT NOT NULL,
      company_id TEXT NOT NULL, snapshot_id TEXT, switched INTEGER NOT NULL DEFAULT 0)`)
    const all = yield* Effect.cached(
      sql.withTransaction(Effect.zipRight(exclusively, Effect.zipLeft(Effect.forEach(SNAPSHOT_TABLES, ensure), journal))).pipe(
        Effect.orDie
      )
    )

    return { all } as const
  })
}) {}
