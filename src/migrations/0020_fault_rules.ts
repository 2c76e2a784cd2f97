import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Each company's fault rules, in creation order (`seq`), so a rule added through one instance of a shared
 * sandbox fires on requests any instance answers. `rule` holds the rule's fixed fields as JSON; the counts
 * move in their own columns, each matching request counted once whichever instance answers it. They are a
 * test run's configuration, not records: a reset keeps them.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE fault_rules (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id TEXT NOT NULL REFERENCES companies (id),
    id TEXT NOT NULL,
    rule TEXT NOT NULL,
    matched_count INTEGER NOT NULL DEFAULT 0,
    fired_count INTEGER NOT NULL DEFAULT 0
  )`
  yield* ddl(sql)`CREATE UNIQUE INDEX fault_rules_by_company ON fault_rules (company_id, id)`
})
