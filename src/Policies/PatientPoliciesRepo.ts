/** SQL for patient policies: the document table and the filters of the policy list. */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { PatientPolicyRecord } from "./PatientPolicy.js"
import { type CoverageTier, type ExpirationBucket, expirationBounds, memberNumberKey } from "./PolicyRules.js"

export const policiesTable = makeDocumentTable({
  table: "patient_policies",
  resource: "patient policy",
  schema: PatientPolicyRecord,
  columns: (p) => ({
    patient_id: p.patient_id,
    insurance_id: p.insurance_id,
    coverage_tier: p.coverage_tier,
    member_number_key: memberNumberKey(p.member_number),
    external_id: p.external_id,
    start_date: p.start_date,
    end_date: p.end_date,
    eligibility_check_status: p.current_version?.eligibility_check_status ?? null,
    eligibility_check_date: p.current_version?.eligibility_check_date ?? null,
    provider_network_status: p.current_version?.provider_network_status ?? null,
    card_front_file_id: p.insurance_card_front_file_id,
    card_back_file_id: p.insurance_card_back_file_id
  }),
  version: { get: (p) => p.version, set: (p, version) => ({ ...p, version }) },
  deactivate: (p) => ({ ...p, active: false })
})

export interface PolicyFilter {
  readonly patient_id?: string | undefined
  readonly insurance_id?: string | undefined
  readonly coverage_tier?: CoverageTier | undefined
  readonly external_id?: string | undefined
  readonly member_number?: string | undefined
  readonly expiration?: ExpirationBucket | undefined
  readonly start_date_from?: string | undefined
  readonly start_date_to?: string | undefined
  readonly end_date_from?: string | undefined
  readonly end_date_to?: string | undefined
  readonly eligibility_check_status?: string | undefined
  readonly provider_network_status?: string | undefined
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export class PatientPoliciesRepo extends Effect.Service<PatientPoliciesRepo>()("vob-sandbox/PatientPoliciesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* policiesTable

    /** Every filter, ANDed. */
    const list = (companyId: string, filter: PolicyFilter, page: Page, nowMs: number) => {
      const where: Array<Statement.Fragment> = []
      const equal = (column: string, value: string | undefined) => {
        if (value !== undefined) where.push(sql`${sql(column)} = ${value}`)
      }
      equal("patient_id", filter.patient_id)
      equal("insurance_id", filter.insurance_id)
      equal("coverage_tier", filter.coverage_tier)
      equal("external_id", filter.external_id)
      equal("eligibility_check_status", filter.eligibility_check_status)
      equal("provider_network_status", filter.provider_network_status)
      if (filter.member_number !== undefined && filter.member_number !== "") {
        where.push(sql`member_number_key LIKE ${`%${likeEscape(filter.member_number.toLowerCase())}%`} ESCAPE '\\'`)
      }
      if (filter.start_date_from !== undefined) where.push(sql`start_date >= ${filter.start_date_from}`)
      if (filter.start_date_to !== undefined) where.push(sql`start_date <= ${filter.start_date_to}`)
      if (filter.end_date_from !== undefined) where.push(sql`end_date >= ${filter.end_date_from}`)
      if (filter.end_date_to !== undefined) where.push(sql`end_date <= ${filter.end_date_to}`)
      const bounds = expirationBounds(filter.expiration ?? "all", nowMs)
      if (bounds.endDateFrom !== undefined) where.push(sql`end_date >= ${bounds.endDateFrom}`)
      if (bounds.endDateTo !== undefined) where.push(sql`end_date <= ${bounds.endDateTo}`)
      if (bounds.endDateBefore !== undefined) where.push(sql`end_date < ${bounds.endDateBefore}`)
      if (bounds.eligibilityCheckedBefore !== undefined) {
        where.push(sql`eligibility_check_date IS NOT NULL AND eligibility_check_date < ${bounds.eligibilityCheckedBefore}`)
      }
      return table.list(companyId, page, where)
    }

    const ofPatient = (companyId: string, patientId: string) =>
      sql<{ id: string; doc: string }>`SELECT id, doc FROM patient_policies
        WHERE company_id = ${companyId} AND patient_id = ${patientId} AND active = 1 ORDER BY rowid`.pipe(
        Effect.map((rows) => rows.map((row) => table.read(row.doc, row.id))),
        Effect.orDie
      )

    const withExternalId = (companyId: string, externalId: string) =>
      sql<{ id: string }>`SELECT id FROM patient_policies
        WHERE company_id = ${companyId} AND external_id = ${externalId} AND active = 1`.pipe(
        Effect.map((rows) => rows.map((r) => r.id)),
        Effect.orDie
      )

    const withCardFile = (companyId: string, fileId: string) =>
      sql<{ id: string }>`SELECT id FROM patient_policies WHERE company_id = ${companyId} AND active = 1
        AND (card_front_file_id = ${fileId} OR card_back_file_id = ${fileId})`.pipe(
        Effect.map((rows) => rows.map((r) => r.id)),
        Effect.orDie
      )

    return { table, list, ofPatient, withExternalId, withCardFile } as const
  })
}) {}
