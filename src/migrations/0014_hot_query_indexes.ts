import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Lookups by a selective key searched by that key. Every read of a document table also says
 * `active = 1`, so without statistics SQLite ties a two-column key index (company_id, patient_id)
 * with (company_id, active) and took the latter, reading every row the company has per lookup: a
 * patient's policies during a 500-row batch went from 0.6 s to 5 s at 20,000 policies. Keys that end
 * with `active` win the tie on every plan, with or without ANALYZE (test/query-plans.test.ts).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX patient_policies_by_patient ON patient_policies (company_id, patient_id, active)`
  yield* sql`DROP INDEX patient_policies_by_external_id`
  yield* sql`CREATE INDEX patient_policies_by_external_id ON patient_policies (company_id, external_id, active)`
  yield* sql`DROP INDEX vobs_by_patient`
  // Ending with the list's order keys, so the list filtered by patient or policy prefers them to
  // vobs_listing (which serves that order for the whole company).
  yield* sql`CREATE INDEX vobs_by_patient ON vobs (company_id, patient_id, active, status_rank, updated_at)`
  yield* sql`DROP INDEX vobs_by_policy`
  yield* sql`CREATE INDEX vobs_by_policy ON vobs (company_id, patient_policy_id, active, status_rank, updated_at)`
})
