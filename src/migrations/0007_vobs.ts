import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** VOBs and their comments. `status_rank` orders the list's status groups; `reviewed` backs the filter. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE vobs (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    patient_id TEXT NOT NULL,
    patient_policy_id TEXT NOT NULL,
    status TEXT NOT NULL,
    status_rank INTEGER NOT NULL,
    priority INTEGER NOT NULL,
    reviewed INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX vobs_listing ON vobs (company_id, active, status_rank, updated_at)`
  yield* sql`CREATE INDEX vobs_by_policy ON vobs (company_id, patient_policy_id, created_at)`
  yield* sql`CREATE INDEX vobs_by_patient ON vobs (company_id, patient_id)`
  yield* ddl(sql)`CREATE TABLE vob_comments (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    vob_id TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX vob_comments_by_vob ON vob_comments (company_id, vob_id)`
})
