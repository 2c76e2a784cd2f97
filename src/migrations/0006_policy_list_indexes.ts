import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Indexes for the policy list's equality and range filters, so a filtered page costs about the same
 * at 10,000 policies as at 100. (The member-number contains-search still reads the company's rows.)
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX patient_policies_by_tier ON patient_policies (company_id, coverage_tier, active)`
  yield* sql`CREATE INDEX patient_policies_by_external_id ON patient_policies (company_id, external_id)`
  yield* sql`CREATE INDEX patient_policies_by_start_date ON patient_policies (company_id, start_date)`
  yield* sql`CREATE INDEX patient_policies_by_eligibility
    ON patient_policies (company_id, eligibility_check_status, eligibility_check_date)`
  yield* sql`CREATE INDEX patient_policies_by_network ON patient_policies (company_id, provider_network_status)`
})
