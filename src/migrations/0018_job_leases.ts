import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Leases for several instances on one PostgreSQL database: a running job names the instance running it
 * and until when (renewed while it lives), and a company's jobs are drained by the one instance that
 * holds the company's lease. An instance that dies stops renewing; once its leases expire, another
 * takes its jobs over. (On SQLite one process owns the store and the columns stay empty.)
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`ALTER TABLE jobs ADD COLUMN lease_owner TEXT`
  yield* ddl(sql)`ALTER TABLE jobs ADD COLUMN lease_until_ms INTEGER`
  yield* ddl(sql)`CREATE TABLE company_leases (
    company_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    until_ms INTEGER NOT NULL
  )`
})
