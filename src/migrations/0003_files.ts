import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** Uploaded files: the record (`doc`) beside its filter columns, and the uploaded bytes in their own table. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE files (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    document_type TEXT,
    patient_id TEXT
  )`
  yield* sql`CREATE INDEX files_by_company ON files (company_id, active, document_type)`
  yield* ddl(sql)`CREATE TABLE file_contents (
    file_id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    content BLOB NOT NULL
  )`
})
