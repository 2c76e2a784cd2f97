import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Asynchronous prior-authorization requests; the card reader's readings table becomes the store of
 * every sandbox result about an uploaded file (card readings and document extractions), keyed by
 * file and kind.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE prior_authorization_requests (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    status TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX prior_authorization_requests_waiting ON prior_authorization_requests (company_id, status)`
  yield* sql`ALTER TABLE card_readings RENAME TO file_results`
  yield* sql`ALTER TABLE file_results ADD COLUMN kind TEXT NOT NULL DEFAULT 'card_reading'`
  yield* sql`DROP INDEX card_readings_by_file`
  yield* sql`CREATE INDEX file_results_by_file ON file_results (company_id, file_id, kind, active)`
})
