/**
 * Writes a company's copy of the fixtures. Ids derive from (company, kind, key), so a reset or a
 * restart of a fixture company reproduces the same ids.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { companyFixtures, type UserFixture } from "../../fixtures/index.js"
import type { Credentialing } from "../Credentialing/Credentialing.js"
import { CredentialingRepo } from "../Credentialing/CredentialingRepo.js"
import type { ReferenceKind, ReferenceRecord } from "../Domain/ReferenceRecords.js"
import { stableUuid } from "../Domain/StableId.js"
import { SqlLive } from "../Sql.js"

export const fixtureId = (companyId: string, kind: string, key: string) => stableUuid(companyId, kind, key)

export class FixtureSeeder extends Effect.Service<FixtureSeeder>()("vob-sandbox/FixtureSeeder", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const credentialing = yield* CredentialingRepo

    const referenceRow = <K extends ReferenceKind>(companyId: string, kind: K, key: string, doc: ReferenceRecord<K>) => ({
      id: "id" in doc ? doc.id : fixtureId(companyId, kind, key),
      company_id: companyId,
      kind,
      key,
      doc: JSON.stringify(doc)
    })

    // One statement for a company's rows: creating a company is on every test's path (the kit's `company()`).
    const putReferences = (rows: ReadonlyArray<ReturnType<typeof referenceRow>>) =>
      rows.length === 0 ? Effect.void : sql`INSERT INTO reference_data ${sql.insert(rows)}`

    const userRow = (companyId: string, user: UserFixture) =>
      referenceRow(companyId, "user", user.key, {
        id: fixtureId(companyId, "user", user.key),
        key: user.key,
        name: user.name,
        email: user.email,
        image: null,
        user_type: user.user_type
      })

    /** Everything but the company's users (kept across resets, since credentials point at them). */
    const seedRecords = (companyId: string, nowIso: string) =>
      Effect.gen(function*() {
        const f = companyFixtures
        const rows: Array<ReturnType<typeof referenceRow>> = []
        const id = (kind: string, key: string) => fixtureId(companyId, kind, key)
        for (const insurance of f.insurances) {
          rows.push(referenceRow(companyId, "insurance", insurance.key, { id: id("insurance", insurance.key), ...insurance }))
        }
        for (const location of f.locations) {
          rows.push(referenceRow(companyId, "location", location.key, { id: id("location", location.key), ...location }))
        }
        for (const organization of f.organizations) {
          rows.push(referenceRow(companyId, "organization", organization.key, {
            id: id("organization", organization.key),
            ...organization
          }))
        }
        for (const stage of f.workflow_stages) {
          rows.push(referenceRow(companyId, "workflow_stage", stage.key, { id: id("workflow_stage", stage.key), ...stage }))
        }
        for (const type of f.external_id_types) {
          rows.push(referenceRow(companyId, "external_id_type", type.key, { id: id("external_id_type", type.key), ...type }))
        }
        for (const integration of f.integrations) {
          rows.push(referenceRow(companyId, "integration", integration.key, {
            id: id("integration", integration.key),
            ...integration
          }))
        }
        const npiOf = new Map(f.credentialing.map((c) => [c.key, c.npi]))
        for (const specialty of f.default_specialties) {
          const { credentialing, ...rest } = specialty
          rows.push(referenceRow(companyId, "default_specialty", specialty.key, {
            ...rest,
            credentialing_id: id("credentialing", credentialing),
            npi: npiOf.get(credentialing) ?? ""
          }))
        }
        rows.push(referenceRow(companyId, "settings", "company", f.settings))
        yield* putReferences(rows)

        const insurances = new Map(f.insurances.map((i) => [i.key, i]))
        const locations = new Map(f.locations.map((l) => [l.key, l]))
        for (const c of f.credentialing) {
          const location = c.location === null ? undefined : locations.get(c.location)
          const doc: Credentialing = {
            id: id("credentialing", c.key),
            company_id: companyId,
            name: c.name,
            type: c.type,
            npi: c.npi,
            is_active: c.is_active,
            created_at: nowIso,
            updated_at: nowIso,
            tax_id: c.tax_id,
            location_id: c.location === null ? null : id("location", c.location),
            therapist_id: c.therapist === null ? null : id("therapist", c.therapist),
            insurances: c.insurances.map((key) => {
              const insurance = insurances.get(key)!
              return {
                id: id("insurance", key),
                name: insurance.name,
                is_active: insurance.is_active,
                payer_id: insurance.payer_id,
                trading_partner_service_id: insurance.trading_partner_service_id
              }
            }),
            location: location === undefined ? null : {
              id: id("location", location.key),
              name: location.name,
              address: location.address,
              city: location.city,
              state: location.state,
              zip_code: location.zip_code
            }
          }
          yield* credentialing.insert(doc)
        }
      })

    const seedCompany = (companyId: string, admin: UserFixture, nowIso: string) =>
      Effect.gen(function*() {
        yield* putReferences([admin, ...companyFixtures.staff].map((user) => userRow(companyId, user)))
        yield* seedRecords(companyId, nowIso)
      })

    return { seedCompany, seedRecords } as const
  }),
  dependencies: [SqlLive, CredentialingRepo.Default]
}) {}
