import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** Asynchronous VOB requests and the sandbox card reader's readings of uploaded files. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE vob_requests (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    status TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX vob_requests_waiting ON vob_requests (company_id, status)`
  yield* ddl(sql)`CREATE TABLE card_readings (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    file_id TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX card_readings_by_file ON card_readings (company_id, file_id, active)`
})
