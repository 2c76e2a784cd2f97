import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** Prior authorization records, with the columns their list filters and the file-deletion hook need. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE prior_authorizations (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    patient_id TEXT NOT NULL,
    patient_policy_id TEXT,
    payor_id TEXT,
    status TEXT NOT NULL,
    external_id TEXT,
    servicing_provider_id TEXT,
    scheduled_submission_date TEXT,
    file_ids TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX prior_authorizations_by_patient ON prior_authorizations (company_id, patient_id)`
  yield* sql`CREATE INDEX prior_authorizations_by_external_id ON prior_authorizations (company_id, external_id)`
})
