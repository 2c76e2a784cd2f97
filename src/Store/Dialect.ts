/**
 * What differs between the two stores. SQLite (in memory or a file) is owned by one process;
 * PostgreSQL is shared by any number of instances, so what a process may keep in memory (caches,
 * locks) depends on which one it runs on.
 */
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** `postgres://…` or `postgresql://…` selects the PostgreSQL store; anything else is SQLite. */
export const isPostgresUrl = (db: string) => /^postgres(ql)?:\/\//i.test(db)

/** True on PostgreSQL: the store is shared with other instances, so no in-process cache may answer for it. */
export const isShared = (sql: SqlClient.SqlClient): boolean =>
  sql.onDialectOrElse({ pg: () => true, orElse: () => false })

/**
 * A migration's SQLite DDL in PostgreSQL's words: an `INTEGER PRIMARY KEY AUTOINCREMENT` key is a
 * `BIGSERIAL`, `BLOB` is `BYTEA`, every `INTEGER` is a `BIGINT` (the ms columns exceed 32 bits), and a
 * table without such a key gets a `rowid BIGSERIAL` column: queries order by insertion through SQLite's
 * implicit `rowid`, which PostgreSQL lacks. SQLite's `WITHOUT ROWID` table option has no PostgreSQL
 * counterpart and is dropped (the table keeps the added `rowid` column, unused).
 */
export const toPostgresDdl = (statement: string): string => {
  const hasSerialKey = /INTEGER PRIMARY KEY AUTOINCREMENT/.test(statement)
  let pg = statement
    .replace(/INTEGER PRIMARY KEY AUTOINCREMENT/g, "BIGSERIAL PRIMARY KEY")
    .replace(/\bBLOB\b/g, "BYTEA")
    .replace(/\bINTEGER\b/g, "BIGINT")
    .replace(/\)\s*WITHOUT ROWID\s*$/, ")")
  if (!hasSerialKey) pg = pg.replace(/^(\s*CREATE TABLE \w+ \()/, "$1\n    rowid BIGSERIAL,")
  return pg
}

/**
 * Runs a migration's DDL statement: on SQLite exactly as written (the landed SQL stays byte-identical),
 * on PostgreSQL translated by `toPostgresDdl`. Used as a template tag without interpolations.
 */
export const ddl = (sql: SqlClient.SqlClient) => (strings: TemplateStringsArray): Effect.Effect<void, unknown> => {
  const statement = strings.join("")
  return Effect.asVoid(sql.onDialectOrElse({
    pg: () => sql.unsafe(toPostgresDdl(statement)),
    orElse: () => sql.unsafe(statement)
  }))
}
