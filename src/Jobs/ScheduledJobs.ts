/**
 * The company's jobs as the sandbox shows them (`GET /sandbox/v1/jobs`): what is scheduled, for which
 * record, when; and what ran. The stored payload stays internal: only the record a job acts on (and a
 * staff step's action) is shown.
 */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { listed, offsetOf, type Page } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { limitClause } from "../Store/LimitClause.js"

export type JobStatus = "pending" | "running" | "done" | "failed"

export interface JobView {
  readonly id: number
  readonly kind: string
  readonly status: JobStatus
  readonly due_at: string
  readonly record_id: string | null
  readonly action: string | null
  readonly error: string | null
}

export interface JobFilter {
  readonly status?: ReadonlyArray<JobStatus> | undefined
  readonly recordId?: string | undefined
  /** Due strictly after this instant (ms). */
  readonly dueAfterMs?: number | undefined
  /** Due at or before this instant (ms). */
  readonly dueUntilMs?: number | undefined
}

/** Every payload names its record under one of these keys (see each `jobs.schedule` call). */
const RECORD_KEYS = ["vobId", "requestId", "delivery_id", "patientId"] as const

const viewOf = (row: { id: number; kind: string; status: JobStatus; due_at_ms: number; payload: string; error: string | null }): JobView => {
  const payload = JSON.parse(row.payload) as Record<string, unknown> | null
  const key = RECORD_KEYS.find((k) => typeof payload?.[k] === "string")
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    due_at: toTimestamp(row.due_at_ms),
    record_id: key === undefined ? null : payload![key] as string,
    action: typeof payload?.["action"] === "string" ? payload["action"] : null,
    error: row.error
  }
}

export class ScheduledJobs extends Effect.Service<ScheduledJobs>()("vob-sandbox/ScheduledJobs", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // The payload is JSON text on both stores; RECORD_KEYS are constants, so the PostgreSQL key is a literal.
    const recordKey = (key: typeof RECORD_KEYS[number]) =>
      sql.onDialectOrElse({
        pg: () => sql.literal(`(payload::jsonb ->> '${key}')`),
        orElse: () => sql`json_extract(payload, ${`$.${key}`})`
      })
    const list = (companyId: string, filter: JobFilter, page: Page) =>
      Effect.gen(function*() {
        const conditions: Array<Statement.Fragment> = [sql`company_id = ${companyId}`]
        if (filter.status !== undefined && filter.status.length > 0) conditions.push(sql.in("status", filter.status))
        if (filter.dueAfterMs !== undefined) conditions.push(sql`due_at_ms > ${filter.dueAfterMs}`)
        if (filter.dueUntilMs !== undefined) conditions.push(sql`due_at_ms <= ${filter.dueUntilMs}`)
        if (filter.recordId !== undefined) {
          conditions.push(sql.or(RECORD_KEYS.map((k) => sql`${recordKey(k)} = ${filter.recordId}`)))
        }
        const where = sql.and(conditions)
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM jobs WHERE ${where}`
        const rows = yield* sql<Parameters<typeof viewOf>[0]>`SELECT id, kind, status, due_at_ms, payload, error FROM jobs
          WHERE ${where} ORDER BY due_at_ms, id ${limitClause(sql, page.limit, offsetOf(page))}`
        return listed(rows.map(viewOf), count!.total, page)
      }).pipe(Effect.orDie)
    return { list } as const
  })
}) {}
