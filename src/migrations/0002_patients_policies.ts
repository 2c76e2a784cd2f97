import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** Patients (with their typed external ids) and patient policies. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE patients (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    last_name_key TEXT,
    date_of_birth TEXT,
    phone_key TEXT,
    email_key TEXT,
    workflow_stage_id TEXT
  )`
  yield* sql`CREATE INDEX patients_by_demographics ON patients (company_id, date_of_birth, last_name_key)`
  yield* sql`CREATE INDEX patients_by_phone ON patients (company_id, phone_key)`
  yield* sql`CREATE INDEX patients_by_email ON patients (company_id, email_key)`
  yield* ddl(sql)`CREATE TABLE patient_external_ids (
    company_id TEXT NOT NULL,
    type_id TEXT NOT NULL,
    value TEXT NOT NULL,
    patient_id TEXT NOT NULL,
    PRIMARY KEY (company_id, type_id, value)
  )`
  yield* ddl(sql)`CREATE TABLE patient_policies (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    patient_id TEXT NOT NULL,
    insurance_id TEXT NOT NULL,
    coverage_tier TEXT NOT NULL,
    member_number_key TEXT,
    external_id TEXT,
    start_date TEXT,
    end_date TEXT,
    eligibility_check_status TEXT,
    eligibility_check_date TEXT,
    provider_network_status TEXT,
    card_front_file_id TEXT,
    card_back_file_id TEXT
  )`
  yield* sql`CREATE UNIQUE INDEX patient_policies_one_per_tier
    ON patient_policies (company_id, patient_id, coverage_tier) WHERE active = 1`
  yield* sql`CREATE INDEX patient_policies_by_company ON patient_policies (company_id, active)`
  yield* sql`CREATE INDEX patient_policies_by_insurance ON patient_policies (company_id, insurance_id)`
  yield* sql`CREATE INDEX patient_policies_by_end_date ON patient_policies (company_id, end_date)`
})
