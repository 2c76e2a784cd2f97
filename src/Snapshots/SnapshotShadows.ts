/**
 * The shadow tables that hold snapshot rows: `snapshot_rows_<table>` for each covered table, with the
 * table's columns but `company_id` (a snapshot knows its company; a fork writes another), plus
 * `snapshot_id`. Built from the live table's columns on first use in a process and widened when a
 * later migration added a column (with the column's default, so rows captured before read as a row
 * written before the migration would). Copies are then single INSERT ... SELECT statements, all in SQLite.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SqlLive } from "../Sql.js"
import { SNAPSHOT_TABLES, type SnapshotTable } from "./SnapshotTables.js"

export interface Shadow {
  readonly table: SnapshotTable
  readonly shadow: string
  /** The live table's columns but company_id, in table order: as named, and quoted for SQL. */
  readonly names: ReadonlyArray<string>
  readonly columns: ReadonlyArray<string>
  /** The INTEGER PRIMARY KEY column (a rowid alias) a fork leaves to SQLite, so its rows number on. */
  readonly rowidColumn: string | null
}

interface ColumnInfo {
  readonly name: string
  readonly type: string
  readonly dflt_value: string | null
  readonly pk: number
}

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

export class SnapshotShadows extends Effect.Service<SnapshotShadows>()("vob-sandbox/SnapshotShadows", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const columnsOf = (table: string) =>
      sql<ColumnInfo>`SELECT name, type, dflt_value, pk FROM pragma_table_info(${table}) ORDER BY cid`

    const ensure = (table: SnapshotTable) =>
      Effect.gen(function*() {
        const shadow = `snapshot_rows_${table}`
        const live = (yield* columnsOf(table)).filter((c) => c.name !== "company_id")
        if (live.length === 0) return yield* Effect.dieMessage(`snapshot table ${table} does not exist`)
        const existing = new Set((yield* columnsOf(shadow)).map((c) => c.name))
        const definition = (c: ColumnInfo) =>
          `${quote(c.name)} ${c.type}${c.dflt_value === null ? "" : ` DEFAULT ${c.dflt_value}`}`
        if (existing.size === 0) {
          yield* sql.unsafe(`CREATE TABLE ${quote(shadow)} (snapshot_id TEXT NOT NULL, ${live.map(definition).join(", ")})`)
          yield* sql.unsafe(`CREATE INDEX ${quote(`${shadow}_by_snapshot`)} ON ${quote(shadow)} (snapshot_id)`)
        } else {
          for (const c of live) {
            if (!existing.has(c.name)) yield* sql.unsafe(`ALTER TABLE ${quote(shadow)} ADD COLUMN ${definition(c)}`)
          }
        }
        const keys = live.filter((c) => c.pk > 0)
        const rowidColumn = keys.length === 1 && keys[0]!.type.toUpperCase() === "INTEGER" ? keys[0]!.name : null
        const names = live.map((c) => c.name)
        return { table, shadow: quote(shadow), names, columns: names.map(quote), rowidColumn } satisfies Shadow
      })

    const all = yield* Effect.cached(
      sql.withTransaction(Effect.forEach(SNAPSHOT_TABLES, ensure)).pipe(Effect.orDie)
    )

    return { all } as const
  }),
  dependencies: [SqlLive]
}) {}
