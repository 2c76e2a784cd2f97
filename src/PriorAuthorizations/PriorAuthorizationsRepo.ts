/** SQL for prior authorization records: the document table and the filters of the list. */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { PriorAuthorizationRecord, type PriorAuthorizationStatus } from "./PriorAuthorization.js"

export const priorAuthorizationsTable = makeDocumentTable({
  table: "prior_authorizations",
  resource: "prior authorization",
  schema: PriorAuthorizationRecord,
  columns: (pa) => ({
    patient_id: pa.patient_id,
    patient_policy_id: pa.patient_policy_id,
    payor_id: pa.payor_id,
    status: pa.status,
    external_id: pa.external_id,
    servicing_provider_id: pa.servicing_provider_id,
    scheduled_submission_date: pa.scheduled_submission_date,
    file_ids: JSON.stringify(pa.file_ids)
  }),
  version: { get: (pa) => pa.version, set: (pa, version) => ({ ...pa, version }) },
  deactivate: (pa) => ({ ...pa, active: false })
})

export interface PriorAuthorizationFilter {
  readonly patient_id?: string | undefined
  readonly patient_policy_id?: string | undefined
  readonly payor_id?: string | undefined
  readonly status?: ReadonlyArray<PriorAuthorizationStatus> | undefined
  readonly external_id?: string | undefined
  readonly servicing_provider_id?: string | undefined
  readonly scheduled_submission_date_from?: string | undefined
  readonly scheduled_submission_date_to?: string | undefined
}

export class PriorAuthorizationsRepo extends Effect.Service<PriorAuthorizationsRepo>()("vob-sandbox/PriorAuthorizationsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* priorAuthorizationsTable

    /** Every filter, ANDed. */
    const list = (companyId: string, filter: PriorAuthorizationFilter, page: Page) => {
      const where: Array<Statement.Fragment> = []
      for (const column of ["patient_id", "patient_policy_id", "payor_id", "external_id", "servicing_provider_id"] as const) {
        const value = filter[column]
        if (value !== undefined) where.push(sql`${sql(column)} = ${value}`)
      }
      if (filter.status !== undefined) where.push(sql.in("status", [...filter.status]))
      if (filter.scheduled_submission_date_from !== undefined) {
        where.push(sql`scheduled_submission_date >= ${filter.scheduled_submission_date_from}`)
      }
      if (filter.scheduled_submission_date_to !== undefined) {
        where.push(sql`scheduled_submission_date <= ${filter.scheduled_submission_date_to}`)
      }
      return table.list(companyId, page, where)
    }

    /** Ids of the company's active records with this external id. */
    const withExternalId = (companyId: string, externalId: string) =>
      Effect.map(table.all(companyId, [sql`external_id = ${externalId}`]), (rows) => rows.map((pa) => pa.id))

    /** The company's active records that attach this file. */
    const withFile = (companyId: string, fileId: string) =>
      table.all(companyId, [
        sql.onDialectOrElse({
          pg: () => sql`file_ids::jsonb ? ${fileId}`,
          orElse: () => sql`EXISTS (SELECT 1 FROM json_each(file_ids) WHERE value = ${fileId})`
        })
      ])

    return { table, list, withExternalId, withFile } as const
  })
}) {}
