import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * The announced releases a company switched away from their defaults (one row per switched release; a
 * company without rows has the defaults). They are configuration, not records: a reset keeps them.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE company_releases (
    company_id TEXT NOT NULL REFERENCES companies (id),
    name TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    PRIMARY KEY (company_id, name)
  ) WITHOUT ROWID`
})
