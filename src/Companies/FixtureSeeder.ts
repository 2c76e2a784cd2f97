/**
 * Writes a company's copy of the fixtures. Ids derive from (company, kind, key), so a reset or a
 * restart of a fixture company reproduces the same ids.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { companyFixtures, type UserFixture } from "../../fixtures/index.js"
import type { Credentialing } from "../Credentialing/Credentialing.js"
import { CredentialingRecords } from "../Credentialing/CredentialingRecords.js"
import { type ReferenceKind, referenceKinds, type ReferenceRecord } from "../Domain/ReferenceRecords.js"
import { stableUuid } from "../Domain/StableId.js"
import type { ReferenceEntry } from "./ReferenceData.js"

export const fixtureId = (companyId: string, kind: string, key: string) => stableUuid(companyId, kind, key)

/** What a seeding wrote, as reading it back would give it (so a new company's first reads need not). */
export interface Seeded {
  readonly references: ReadonlyArray<ReferenceEntry>
  readonly credentialing: ReadonlyArray<Credentialing>
}

// Each kind's fields in its schema's order: a record as decoding its stored JSON gives it (the schemas
// are flat structs whose encoded and decoded forms are the same), with what the schema does not declare left out.
const fieldsOf = Object.fromEntries(
  Object.entries(referenceKinds).map(([kind, schema]) => [kind, Object.keys(schema.fields)])
) as unknown as Record<ReferenceKind, ReadonlyArray<string>>

const asRead = (kind: ReferenceKind, doc: object): unknown => {
  const record: Record<string, unknown> = {}
  for (const field of fieldsOf[kind]) {
    const value = (doc as Record<string, unknown>)[field]
    if (value !== undefined) record[field] = value
  }
  return record
}

export class FixtureSeeder extends Effect.Service<FixtureSeeder>()("vob-sandbox/FixtureSeeder", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const credentialing = yield* CredentialingRecords

    const referenceRow = <K extends ReferenceKind>(companyId: string, kind: K, key: string, doc: ReferenceRecord<K>) => ({
      id: "id" in doc ? doc.id : fixtureId(companyId, kind, key),
      company_id: companyId,
      kind,
      key,
      doc: JSON.stringify(doc),
      read: asRead(kind, doc)
    })
    type ReferenceRow = ReturnType<typeof referenceRow>

    // One statement for a company's rows: creating a company is on every test's path (the kit's `company()`).
    const putReferences = (rows: ReadonlyArray<ReferenceRow>) =>
      rows.length === 0
        ? Effect.void
        : sql`INSERT INTO reference_data ${sql.insert(rows.map(({ read: _, ...row }) => row))}`

    const entriesOf = (rows: ReadonlyArray<ReferenceRow>): ReadonlyArray<ReferenceEntry> =>
      rows.map((row) => ({ kind: row.kind, id: row.id, record: row.read }))

    const userRow = (companyId: string, user: UserFixture) =>
      referenceRow(companyId, "user", user.key, {
        id: fixtureId(companyId, "user", user.key),
        key: user.key,
        name: user.name,
        email: user.email,
        image: null,
        user_type: user.user_type
      })

    /** The reference rows of everything but the company's users, and its credentialing records. */
    const recordsOf = (companyId: string, nowIso: string) => {
      const f = companyFixtures
      const rows: Array<ReferenceRow> = []
      const id = (kind: string, key: string) => fixtureId(companyId, kind, key)
      // A kind's fixtures, each stored with its stable id. The parameter's type checks each fixture's
      // shape at the call; TypeScript cannot see that `{ id, ...fixture }` is then the kind's record.
      const keyed = <K extends ReferenceKind>(kind: K, fixtures: ReadonlyArray<{ readonly key: string } & Omit<ReferenceRecord<K>, "id">>) => {
        for (const fixture of fixtures) {
          rows.push(referenceRow(companyId, kind, fixture.key, { id: id(kind, fixture.key), ...fixture } as unknown as ReferenceRecord<K>))
        }
      }
      keyed("insurance", f.insurances)
      keyed("location", f.locations)
      keyed("organization", f.organizations)
      keyed("workflow_stage", f.workflow_stages)
      keyed("external_id_type", f.external_id_types)
      keyed("integration", f.integrations)
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

      const insurances = new Map(f.insurances.map((i) => [i.key, i]))
      const locations = new Map(f.locations.map((l) => [l.key, l]))
      const credentialingRecords = f.credentialing.map((c): Credentialing => {
        const location = c.location === null ? undefined : locations.get(c.location)
        return {
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
      })
      return { rows, credentialing: credentialingRecords }
    }

    /** The fixtures of `users` and of everything else, in two statements; answers what it wrote. */
    const seed = (companyId: string, users: ReadonlyArray<UserFixture>, nowIso: string) =>
      Effect.gen(function*() {
        const { rows, credentialing: records } = recordsOf(companyId, nowIso)
        const all = [...users.map((user) => userRow(companyId, user)), ...rows]
        yield* putReferences(all)
        yield* credentialing.seed(records)
        return { references: entriesOf(all), credentialing: records } satisfies Seeded
      })

    /** Everything but the company's users (kept across resets, since credentials point at them). */
    const seedRecords = (companyId: string, nowIso: string) => seed(companyId, [], nowIso)

    /** A new company's fixtures, users included. */
    const seedCompany = (companyId: string, admin: UserFixture, nowIso: string) =>
      seed(companyId, [admin, ...companyFixtures.staff], nowIso)

    return { seedCompany, seedRecords } as const
  }),
  dependencies: [CredentialingRecords.Default]
}) {}
