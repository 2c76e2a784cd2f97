/** SQL of the request log: batches written, companies trimmed, filtered lists, one call by id (the newest `keep` only). */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { offsetOf, type Page } from "../Domain/Pagination.js"
import { limitClause } from "../Store/LimitClause.js"
import { storedReader } from "../Store/StoredRecords.js"
import type { RequestLogRow } from "./AnsweredCall.js"
import { statusRange } from "./StatusFilter.js"
import { type LoggedRequest, LoggedRequest as LoggedRequestSchema, type RequestLogParams } from "./LoggedRequest.js"

// Nine values a row: SQLite takes 32,766 bound values a statement.
const ROWS_PER_INSERT = 500

/** A call's entry read back (rarely, and possibly large: decoded each time, never remembered). */
export const readLoggedEntry = storedReader("request_log", LoggedRequestSchema, 0)

export class CompanyRequestLogRepo extends Effect.Service<CompanyRequestLogRepo>()("vob-sandbox/CompanyRequestLogRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    /**
     * Stores a batch, then trims the companies in `trim` to their newest `keep` calls. Each statement stands
     * alone: the reads below see only the newest `keep` whatever the trim has reached.
     */
    const append = (rows: ReadonlyArray<RequestLogRow>, keep: number, trim: Iterable<string>) =>
      Effect.gen(function*() {
        for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
          yield* sql`INSERT INTO request_log ${sql.insert(rows.slice(at, at + ROWS_PER_INSERT))}`
        }
        for (const companyId of trim) {
          yield* sql`DELETE FROM request_log WHERE company_id = ${companyId} AND seq <= (
            SELECT seq FROM request_log WHERE company_id = ${companyId} ORDER BY seq DESC ${limitClause(sql, 1, keep)})`
        }
      })

    /** The company's newest `keep` calls: older ones not trimmed yet are not shown. */
    const newest = (companyId: string, keep: number) =>
      keep === 0
        ? sql`1 = 0`
        : sql`seq >= COALESCE((SELECT seq FROM request_log WHERE company_id = ${companyId} ORDER BY seq DESC ${limitClause(sql, 1, keep - 1)}), 0)`

    const conditions = (companyId: string, keep: number, filter: RequestLogParams): Array<Statement.Fragment> => {
      const where: Array<Statement.Fragment> = [sql`company_id = ${companyId}`, newest(companyId, keep)]
      if (filter.status !== undefined && filter.status.length > 0) {
        where.push(sql.or(filter.status.map((status) => {
          const [from, to] = statusRange(status)
          return sql`(status >= ${from} AND status < ${to})`
        })))
      }
      if (filter.method !== undefined) where.push(sql`method = ${filter.method}`)
      // A prefix compared as text: no LIKE pattern for a caller's `%` or `_` to widen.
      if (filter.path !== undefined) where.push(sql`substr(path, 1, ${filter.path.length}) = ${filter.path}`)
      if (filter.since !== undefined) where.push(sql`created_at >= ${filter.since}`)
      if (filter.until !== undefined) where.push(sql`created_at <= ${filter.until}`)
      if (filter.error_code !== undefined) where.push(sql`error_code = ${filter.error_code}`)
      return where
    }

    const list = (companyId: string, keep: number, filter: RequestLogParams & Page) =>
      Effect.gen(function*() {
        const where = sql.and(conditions(companyId, keep, filter))
        const [count] = yield* sql<{ total: number | string }>`SELECT COUNT(*) AS total FROM request_log WHERE ${where}`
        const rows = yield* sql<{ id: string; entry: string }>`SELECT id, entry FROM request_log WHERE ${where}
          ORDER BY seq DESC ${limitClause(sql, filter.limit, offsetOf(filter))}`
        return { total: Number(count!.total), data: rows.map((row) => readLoggedEntry(row.entry, row.id)) }
      })

    /** The newest call answered with that id (a client may send the same `X-Request-Id` twice). */
    const get = (companyId: string, keep: number, id: string) =>
      Effect.map(
        sql<{ id: string; entry: string }>`SELECT id, entry FROM request_log WHERE company_id = ${companyId} AND id = ${id}
          AND ${newest(companyId, keep)} ORDER BY seq DESC LIMIT 1`,
        (rows): LoggedRequest | undefined => rows[0] === undefined ? undefined : readLoggedEntry(rows[0].entry, rows[0].id)
      )

    return { append, list, get } as const
  })
}) {}
