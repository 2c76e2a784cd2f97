/** SQL for VOBs and their comments. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { SqlLive } from "../Sql.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { vobStatuses, type VobStatus } from "./Transitions.js"
import { VobCommentRecord, VobRecord } from "./Vob.js"

/** The list's status groups, in this order (open work first, then outcomes). */
export const statusGroups: ReadonlyArray<VobStatus> = [
  "pending",
  "in_progress",
  "missing_information",
  "completed",
  "cancelled"
]

export const vobsTable = makeDocumentTable({
  table: "vobs",
  resource: "VOB",
  schema: VobRecord,
  columns: (vob) => ({
    patient_id: vob.patient_id,
    patient_policy_id: vob.patient_policy_id,
    status: vob.status,
    status_rank: statusGroups.indexOf(vob.status),
    priority: vob.priority,
    reviewed: vob.clinic_reviewed_at !== null,
    created_at: vob.created_at,
    updated_at: vob.updated_at
  }),
  version: { get: (vob) => vob.version, set: (vob, version) => ({ ...vob, version }) }
})

const commentsTable = makeDocumentTable({
  table: "vob_comments",
  resource: "VOB comment",
  schema: VobCommentRecord,
  columns: (comment) => ({ vob_id: comment.vob_id })
})

export interface VobFilter {
  readonly patient_id?: string | undefined
  readonly patient_policy_id?: string | undefined
  readonly status?: ReadonlyArray<VobStatus> | undefined
  readonly priority?: boolean | undefined
  readonly reviewed?: boolean | undefined
}

export class VobsRepo extends Effect.Service<VobsRepo>()("vob-sandbox/VobsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* vobsTable
    const comments = yield* commentsTable

    const list = (companyId: string, filter: VobFilter, page: Page) =>
      table.list(
        companyId,
        page,
        [
          ...(filter.patient_id === undefined ? [] : [sql`patient_id = ${filter.patient_id}`]),
          ...(filter.patient_policy_id === undefined ? [] : [sql`patient_policy_id = ${filter.patient_policy_id}`]),
          ...(filter.status === undefined || new Set(filter.status).size === vobStatuses.length
            ? []
            : [sql.in("status", [...filter.status])]),
          ...(filter.priority === undefined ? [] : [sql`priority = ${Number(filter.priority)}`]),
          ...(filter.reviewed === undefined ? [] : [sql`reviewed = ${Number(filter.reviewed)}`])
        ],
        sql`status_rank, updated_at DESC, rowid DESC`
      )

    /** Every VOB of a patient (or of a policy), oldest first. */
    const ofPatient = (companyId: string, patientId: string) =>
      table.all(companyId, [sql`patient_id = ${patientId}`], sql`created_at, rowid`)

    const ofPolicy = (companyId: string, policyId: string) =>
      table.all(companyId, [sql`patient_policy_id = ${policyId}`], sql`created_at, rowid`)

    return {
      table,
      list,
      ofPatient,
      ofPolicy,
      insertComment: (companyId: string, comment: VobCommentRecord) => comments.insert(companyId, comment.id, comment),
      comments: (companyId: string, vobId: string, page: Page) =>
        comments.list(companyId, page, [sql`vob_id = ${vobId}`], sql`rowid`)
    } as const
  }),
  dependencies: [SqlLive]
}) {}
