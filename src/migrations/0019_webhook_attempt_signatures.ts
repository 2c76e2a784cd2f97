import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Each webhook attempt keeps the `X-Svc-Signature` header it sent, so a developer can compare it with
 * what the receiver computed. Attempts recorded before this migration have none (NULL).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`ALTER TABLE webhook_attempts ADD COLUMN signature TEXT`
})
