import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Seeded companies: the seed their ids derive from and the number of the next id their own operations
 * take (advanced in the transaction of the write that takes it). A job carries the id scope it was
 * scheduled with, so the ids it allocates do not depend on when it runs beside other work.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE company_seeds (
    company_id TEXT PRIMARY KEY REFERENCES companies (id),
    seed TEXT NOT NULL UNIQUE,
    next_number INTEGER NOT NULL DEFAULT 0
  )`
  yield* sql`ALTER TABLE jobs ADD COLUMN id_scope TEXT`
})
