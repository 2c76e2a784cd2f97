import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nameKey } from "../Domain/PersonName.js"

/**
 * Name keys of every script: the demographics lookup narrows by first and last name (a key kept only
 * a-z, so "Test1" and "Test2" shared one and Cyrillic or CJK names had none). Stored rows get the new
 * keys from their documents.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE patients ADD COLUMN first_name_key TEXT`
  const rows = yield* sql<{ id: string; doc: string }>`SELECT id, doc FROM patients`
  for (const row of rows) {
    const { first_name, last_name } = JSON.parse(row.doc) as { first_name: string | null; last_name: string | null }
    yield* sql`UPDATE patients SET first_name_key = ${nameKey(first_name) || null}, last_name_key = ${nameKey(last_name) || null}
      WHERE id = ${row.id}`
  }
  yield* sql`DROP INDEX patients_by_demographics`
  yield* sql`CREATE INDEX patients_by_demographics ON patients (company_id, date_of_birth, last_name_key, first_name_key)`
})
