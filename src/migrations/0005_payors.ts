import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** Payor (patient coverage) records and their payor services. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE payors (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    patient_id TEXT NOT NULL,
    insurance_id TEXT NOT NULL,
    payor_responsibility TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX payors_by_patient ON payors (company_id, patient_id, payor_responsibility)`
  yield* ddl(sql)`CREATE TABLE payor_services (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    payor_id TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX payor_services_by_payor ON payor_services (company_id, payor_id)`
})
