import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Each company's request log: its recent API calls, newest last (`seq`), so every instance of a shared
 * sandbox lists the calls any instance answered. The filterable facts have their own columns; `entry`
 * holds the rest of the call (headers and bodies, already masked and bounded) as JSON.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE request_log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id TEXT NOT NULL REFERENCES companies (id),
    id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER NOT NULL,
    error_code TEXT,
    entry TEXT NOT NULL
  )`
  yield* ddl(sql)`CREATE INDEX request_log_by_company ON request_log (company_id, seq)`
  yield* ddl(sql)`CREATE INDEX request_log_by_id ON request_log (company_id, id)`
})
