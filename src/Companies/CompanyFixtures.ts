/**
 * A company's fixtures as the control API lists them (`GET /sandbox/v1/fixtures`, the answer of a
 * reset and of a company's creation): ids of everything the company was seeded with.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Credentialing } from "../Credentialing/Credentialing.js"
import type { Seeded } from "./FixtureSeeder.js"
import { storedReader } from "../Store/StoredRecords.js"
import { ReferenceData, type ReferenceSnapshot } from "./ReferenceData.js"

const readCredentialing = storedReader("credentialing", Credentialing)

/** The fixtures listing, from the company's reference records and its credentialing records. */
const listing = (
  company: { readonly id: string; readonly name: string },
  reference: ReferenceSnapshot,
  credentialing: ReadonlyArray<Credentialing>
) => ({
  company,
  insurances: reference.list("insurance"),
  credentialing: credentialing.map(({ id, is_active, name, npi, type }) => ({ id, name, type, npi, is_active })),
  locations: reference.list("location"),
  organizations: reference.list("organization"),
  workflow_stages: reference.list("workflow_stage"),
  users: reference.list("user"),
  external_id_types: reference.list("external_id_type"),
  integrations: reference.list("integration"),
  default_specialties: reference.list("default_specialty")
})

export class CompanyFixtures extends Effect.Service<CompanyFixtures>()("vob-sandbox/CompanyFixtures", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const reference = yield* ReferenceData

    const of = (companyId: string) =>
      Effect.gen(function*() {
        const [company] = yield* sql<{ id: string; name: string }>`SELECT id, name FROM companies WHERE id = ${companyId}`
        const credentialing = yield* sql<{ id: string; doc: string }>`SELECT id, doc FROM credentialing WHERE company_id = ${companyId}
          ORDER BY rowid`
        return listing(company!, yield* reference.current(companyId), credentialing.map((row) => readCredentialing(row.doc, row.id)))
      }).pipe(Effect.orDie)

    /**
     * A company just created: its listing from what was seeded, its reference records from the snapshot
     * its creation left (version 0, a new company's), with nothing read back.
     */
    const ofCreated = (company: { readonly id: string; readonly name: string }, seeded: Seeded) =>
      Effect.map(reference.at(company.id, 0), (snapshot) => listing(company, snapshot, seeded.credentialing))

    return { of, ofCreated } as const
  })
}) {}
