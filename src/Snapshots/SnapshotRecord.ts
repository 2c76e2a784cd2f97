/** A snapshot as stored (`snapshots`), found by id within its company, and as the API shows it. */
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ClockMode } from "../Config/SandboxConfig.js"
import { notFound } from "../Domain/Errors.js"
import { toTimestamp } from "../Domain/Scalars.js"

export interface SnapshotView {
  readonly id: string
  readonly name: string | null
  readonly created_at: string
  readonly clock: { readonly now: string; readonly mode: ClockMode }
}

export interface SnapshotRow {
  readonly id: string
  readonly company_id: string
  readonly name: string | null
  readonly created_at: string
  readonly clock_mode: ClockMode
  readonly clock_ms: number
  readonly next_number: number | null
}

export const snapshotView = (row: SnapshotRow): SnapshotView => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  clock: { now: toTimestamp(row.clock_ms), mode: row.clock_mode }
})

/** The company's snapshot `id`, or not_found (another company's snapshot is not found either). */
export const findSnapshot = (sql: SqlClient.SqlClient, companyId: string, id: string) =>
  Effect.flatMap(
    sql<SnapshotRow>`SELECT id, company_id, name, created_at, clock_mode, clock_ms, next_number FROM snapshots
      WHERE company_id = ${companyId} AND id = ${id}`.pipe(Effect.orDie),
    (rows) => rows[0] === undefined ? Effect.fail(notFound("snapshot", id)) : Effect.succeed(rows[0])
  )
