import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * A company's reference-data version, raised by every write of its integrations, settings or fixtures
 * (a reset): each process keeps the records in memory and checks them against this one number, so
 * several processes on one database never serve another's stale copy (Companies/ReferenceData.ts).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`ALTER TABLE companies ADD COLUMN reference_version INTEGER NOT NULL DEFAULT 0`
})
