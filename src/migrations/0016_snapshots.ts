import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Snapshots of a company: what the snapshot is (its clock and the seed's next number at capture).
 * The captured rows live in one shadow table per covered table (`snapshot_rows_<table>`), which the
 * snapshot store creates and widens from the live table's columns (src/Snapshots/SnapshotShadows.ts),
 * so a table or column added by a later migration is covered without a migration here.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE snapshots (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL,
    name TEXT,
    created_at TEXT NOT NULL,
    clock_mode TEXT NOT NULL CHECK (clock_mode IN ('real', 'frozen')),
    clock_ms INTEGER NOT NULL,
    next_number INTEGER,
    forks INTEGER NOT NULL DEFAULT 0
  )`
  yield* ddl(sql)`CREATE INDEX snapshots_by_company ON snapshots (company_id, seq)`
})
