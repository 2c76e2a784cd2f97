/**
 * A bare patient row for suites that only need a patient to point at (files, tasks, conversations),
 * written straight into the `patients` table.
 */
import { SqlClient } from "@effect/sql"
import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import type { TestApp } from "./TestApp.js"

export const seedPatient = async (app: TestApp, companyId: string, options: { readonly active?: boolean } = {}) => {
  const id = randomUUID()
  await app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO patients (id, company_id, active, doc)
      VALUES (${id}, ${companyId}, ${options.active === false ? 0 : 1}, ${JSON.stringify({ id })})`))
  return id
}
