/**
 * A company's data back to its fixtures (a reset), and whether it holds records of its own. Both walk
 * every table with a company_id column, so a table added later is covered without a change here.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { DocumentCache } from "../Store/DocumentCache.js"
import { withTransaction } from "../Store/Transaction.js"
import { FixtureSeeder } from "./FixtureSeeder.js"
import { RecordIds } from "./RecordIds.js"
import { ReferenceData } from "./ReferenceData.js"

/** Tables whose rows belong to a company but survive a reset (the seed's sequence is restarted instead). */
const KEPT_ON_RESET = new Set(["companies", "credentials", "clocks", "company_seeds", "snapshots", "company_releases", "company_leases", "fault_rules"])

/** Tables the fixtures seed: rows there alone are not records of the company's own. */
const SEEDED = new Set(["reference_data", "credentialing"])

/** Tables a reset empties whose rows are not records: the calls the company made (its request log). */
const NOT_RECORDS = new Set(["request_log"])

export class CompanyReset extends Effect.Service<CompanyReset>()("vob-sandbox/CompanyReset", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const seeder = yield* FixtureSeeder
    const cache = yield* DocumentCache
    const referenceData = yield* ReferenceData
    const ids = yield* RecordIds

    // Every table with a company_id column, in creation order.
    const companyTables = sql.onDialectOrElse({
      pg: () =>
        sql<{ name: string }>`SELECT c.table_name AS name FROM information_schema.columns c
          JOIN pg_class t ON t.relname = c.table_name AND t.relnamespace = current_schema()::regnamespace
          WHERE c.table_schema = current_schema() AND c.column_name = 'company_id' ORDER BY t.oid`,
      orElse: () =>
        sql<{ name: string }>`
          SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND c.name = 'company_id'`
    })

    /** Deletes every record, job, event and key of the company, then seeds its fixtures again. */
    const reset = (companyId: string) =>
      referenceData.whileChanging(companyId, withTransaction(sql, Effect.gen(function*() {
        const tables = yield* companyTables
        for (const { name } of tables) {
          if (KEPT_ON_RESET.has(name)) continue
          if (name === "reference_data") {
            yield* sql`DELETE FROM reference_data WHERE company_id = ${companyId} AND kind != 'user'`
          } else {
            yield* sql`DELETE FROM ${sql(name)} WHERE company_id = ${companyId}`
          }
        }
        // Inside the transaction: no reader can keep a deleted record once the reset commits.
        yield* cache.clearCompany(companyId)
        yield* referenceData.forgetCompany(companyId)
        yield* ids.restart(companyId)
        // Stamped with the company's creation instant, as they were: a replay after reset gives the same bytes.
        const [created] = yield* sql<{ created_at: string }>`SELECT created_at FROM companies WHERE id = ${companyId}`
        yield* seeder.seedRecords(companyId, created!.created_at)
      }))).pipe(Effect.orDie)

    /**
     * Whether the company has records of its own: a row in any table a reset empties other than the
     * fixtures' (patients, policies, payors, VOBs, requests, files, tasks, webhooks, events, jobs...).
     */
    const hasRecords = (companyId: string) =>
      Effect.gen(function*() {
        const tables = yield* companyTables
        for (const { name } of tables) {
          if (KEPT_ON_RESET.has(name) || SEEDED.has(name) || NOT_RECORDS.has(name)) continue
          const rows = yield* sql`SELECT 1 FROM ${sql(name)} WHERE company_id = ${companyId} LIMIT 1`
          if (rows.length > 0) return true
        }
        return false
      }).pipe(Effect.orDie)

    return { reset, hasRecords } as const
  }),
  dependencies: [FixtureSeeder.Default]
}) {}
