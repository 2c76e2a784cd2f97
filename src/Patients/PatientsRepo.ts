/** SQL for patients: the document table, typed external ids, and the candidates each matching rule considers. */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Schema } from "effect"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { storedReader } from "../Store/StoredRecords.js"
import { Patient } from "./Patient.js"
import type { Candidates, MatchCandidate } from "./PatientMatcher.js"
import { emailKey, nameKey, phoneKey } from "./PatientRules.js"

export const patientsTable = makeDocumentTable({
  table: "patients",
  resource: "patient",
  schema: Patient,
  columns: (p) => ({
    first_name_key: nameKey(p.first_name) || null,
    last_name_key: nameKey(p.last_name) || null,
    date_of_birth: p.date_of_birth,
    phone_key: p.phone_number === null ? null : phoneKey(p.phone_number) ?? null,
    email_key: p.email === null ? null : emailKey(p.email) ?? null,
    workflow_stage_id: p.workflow_stage_id
  }),
  version: { get: (p) => p.version, set: (p, version) => ({ ...p, version }) },
  deactivate: (p) => ({ ...p, active: false })
})

interface CandidateQuery {
  readonly externalId?: { readonly type_id: string; readonly value: string } | null | undefined
  readonly first_name?: string | null | undefined
  readonly last_name?: string | null | undefined
  readonly date_of_birth?: string | null | undefined
  readonly phone_number?: string | null | undefined
  readonly email?: string | null | undefined
}

/** Matching reads only what it compares, checked against the patient schema's own fields. */
const readCandidate = storedReader(
  "patients",
  Patient.pipe(Schema.pick("id", "first_name", "last_name", "date_of_birth"))
)

export class PatientsRepo extends Effect.Service<PatientsRepo>()("vob-sandbox/PatientsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* patientsTable

    const toCandidates = (rows: ReadonlyArray<{ id: string; doc: string }>): Array<MatchCandidate> =>
      rows.map((row) => readCandidate(row.doc, row.id))

    const byColumn = (companyId: string, where: Statement.Fragment, enabled: boolean) =>
      enabled
        ? sql<{ id: string; doc: string }>`SELECT id, doc FROM patients WHERE company_id = ${companyId} AND active = 1 AND ${where}
            ORDER BY rowid LIMIT 50`.pipe(Effect.map(toCandidates))
        : Effect.succeed([])

    const candidates = (companyId: string, query: CandidateQuery): Effect.Effect<Candidates> =>
      Effect.gen(function*() {
        const ext = query.externalId
        const phone = query.phone_number == null ? undefined : phoneKey(query.phone_number)
        const email = query.email == null ? undefined : emailKey(query.email)
        const firstName = nameKey(query.first_name)
        const lastName = nameKey(query.last_name)
        const byExternalId = ext == null ? [] : toCandidates(
          yield* sql<{ id: string; doc: string }>`SELECT p.id, p.doc FROM patient_external_ids e
            JOIN patients p ON p.id = e.patient_id AND p.active = 1
            WHERE e.company_id = ${companyId} AND e.type_id = ${ext.type_id} AND e.value = ${ext.value}`
        )
        return {
          byExternalId,
          byDemographics: yield* byColumn(
            companyId,
            sql`date_of_birth = ${query.date_of_birth ?? ""} AND last_name_key = ${lastName} AND first_name_key = ${firstName}`,
            query.date_of_birth != null && lastName !== "" && firstName !== ""
          ),
          byPhone: yield* byColumn(companyId, sql`phone_key = ${phone ?? ""}`, phone !== undefined),
          byEmail: yield* byColumn(companyId, sql`email_key = ${email ?? ""}`, email !== undefined)
        }
      }).pipe(Effect.orDie)

    /** Records the patient's typed external ids (a value already held by another patient stays theirs). */
    const addExternalIds = (companyId: string, patientId: string, ids: Patient["external_ids"]) =>
      Effect.forEach(ids, (id) =>
        sql`INSERT INTO patient_external_ids (company_id, type_id, value, patient_id)
          VALUES (${companyId}, ${id.type_id}, ${id.value}, ${patientId}) ON CONFLICT DO NOTHING`, { discard: true }).pipe(
        Effect.orDie
      )

    const externalIdOwner = (companyId: string, typeId: string, value: string) =>
      sql<{ patient_id: string }>`SELECT e.patient_id FROM patient_external_ids e
        JOIN patients p ON p.id = e.patient_id AND p.active = 1
        WHERE e.company_id = ${companyId} AND e.type_id = ${typeId} AND e.value = ${value}`.pipe(
        Effect.map((rows) => rows[0]?.patient_id),
        Effect.orDie
      )

    return { table, candidates, addExternalIds, externalIdOwner } as const
  })
}) {}
