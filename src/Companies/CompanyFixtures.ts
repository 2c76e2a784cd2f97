/**
 * A company's fixtures as the control API lists them (`GET /sandbox/v1/fixtures`, the answer of a
 * reset and of a company's creation): ids of everything the company was seeded with.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Credentialing } from "../Credentialing/Credentialing.js"
import { SqlLive } from "../Sql.js"
import { storedReader } from "../Store/StoredRecords.js"
import { ReferenceData } from "./ReferenceData.js"

const readCredentialing = storedReader("credentialing", Credentialing)

export class CompanyFixtures extends Effect.Service<CompanyFixtures>()("vob-sandbox/CompanyFixtures", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const reference = yield* ReferenceData

    const of = (companyId: string) =>
      Effect.gen(function*() {
        const [company] = yield* sql<{ id: string; name: string }>`SELECT id, name FROM companies WHERE id = ${companyId}`
        const credentialing = yield* sql<{ id: string; doc: string }>`SELECT id, doc FROM credentialing WHERE company_id = ${companyId}
          ORDER BY rowid`
        return {
          company: company!,
          insurances: yield* reference.list(companyId, "insurance"),
          credentialing: credentialing.map((row) => {
            const { id, name, type, npi, is_active } = readCredentialing(row.doc, row.id)
            return { id, name, type, npi, is_active }
          }),
          locations: yield* reference.list(companyId, "location"),
          organizations: yield* reference.list(companyId, "organization"),
          workflow_stages: yield* reference.list(companyId, "workflow_stage"),
          users: yield* reference.list(companyId, "user"),
          external_id_types: yield* reference.list(companyId, "external_id_type"),
          integrations: yield* reference.list(companyId, "integration"),
          default_specialties: yield* reference.list(companyId, "default_specialty")
        }
      }).pipe(Effect.orDie)

    return { of } as const
  }),
  dependencies: [SqlLive, ReferenceData.Default]
}) {}
