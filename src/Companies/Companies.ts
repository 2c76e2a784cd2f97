/**
 * Companies (tenants): the fixture companies present from the first start, isolated companies
 * created through the sandbox API, and reset of a company's data back to its fixtures.
 */
import { SqlClient } from "@effect/sql"
import { randomBytes } from "node:crypto"
import { Effect } from "effect"
import { fixtureCompanies, type UserFixture } from "../../fixtures/index.js"
import { Credentials } from "../Auth/Credentials.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { newId, stableUuid } from "../Domain/StableId.js"
import { DocumentCache } from "../Store/DocumentCache.js"
import { FixtureSeeder, fixtureId } from "./FixtureSeeder.js"
import { SqlLive } from "../Sql.js"

export interface CreatedCompany {
  readonly company: { readonly id: string; readonly name: string }
  readonly api_key: string
  readonly bearer_token: string
  readonly user: { readonly id: string; readonly name: string; readonly email: string }
}

/** Tables whose rows belong to a company but survive a reset. */
const KEPT_ON_RESET = new Set(["companies", "credentials", "clocks"])

/** Tables the fixtures seed: rows there alone are not records of the company's own. */
const SEEDED = new Set(["reference_data", "credentialing"])

const token = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`

export class Companies extends Effect.Service<Companies>()("vob-sandbox/Companies", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const seeder = yield* FixtureSeeder
    const clock = yield* SandboxClock
    const credentials = yield* Credentials
    const cache = yield* DocumentCache

    const insert = (input: {
      readonly id: string
      readonly name: string
      readonly apiKey: string
      readonly bearerToken: string | null
      readonly admin: UserFixture
    }) =>
      Effect.gen(function*() {
        const adminId = fixtureId(input.id, "user", input.admin.key)
        const tokens = [
          { token: input.apiKey, kind: "api_key" as const, userId: null },
          ...(input.bearerToken === null ? [] : [{ token: input.bearerToken, kind: "bearer" as const, userId: adminId }])
        ]
        yield* sql.withTransaction(Effect.gen(function*() {
          const nowIso = yield* clock.timestamp(input.id)
          yield* sql`INSERT INTO companies (id, name, created_at) VALUES (${input.id}, ${input.name}, ${nowIso})`
          yield* clock.initialize(input.id)
          for (const t of tokens) {
            yield* sql`INSERT INTO credentials (token, kind, company_id, user_id)
              VALUES (${t.token}, ${t.kind}, ${input.id}, ${t.userId})`
          }
          yield* seeder.seedCompany(input.id, input.admin, nowIso)
        })).pipe(Effect.tapError(() => clock.forget(input.id)), Effect.orDie)
        yield* credentials.register(input.id, tokens)
        return adminId
      })

    /** Creates the fixture companies that a fresh database lacks (a file database keeps its own). */
    const ensureFixtureCompanies = Effect.gen(function*() {
      const existing = new Set((yield* sql<{ id: string }>`SELECT id FROM companies`.pipe(Effect.orDie)).map((r) => r.id))
      for (const company of fixtureCompanies) {
        const id = stableUuid("company", company.key)
        if (existing.has(id)) continue
        yield* insert({
          id,
          name: company.name,
          apiKey: company.api_key,
          bearerToken: company.admin.bearer_token,
          admin: company.admin
        })
      }
    })

    const create = (name: string | undefined) =>
      Effect.gen(function*() {
        const id = newId()
        const companyName = name ?? `Sandbox Company ${id.slice(0, 8)}`
        const admin: UserFixture = {
          key: "admin",
          name: "Sandbox Admin",
          email: `admin+${id.slice(0, 8)}@sandbox.test`,
          user_type: "admin"
        }
        const apiKey = token("sk_test_")
        const bearerToken = token("tok_test_")
        const adminId = yield* insert({ id, name: companyName, apiKey, bearerToken, admin })
        return {
          company: { id, name: companyName },
          api_key: apiKey,
          bearer_token: bearerToken,
          user: { id: adminId, name: admin.name, email: admin.email }
        } satisfies CreatedCompany
      })

    /** Deletes every record, job, event and key of the company, then seeds its fixtures again. */
    const reset = (companyId: string) =>
      sql.withTransaction(Effect.gen(function*() {
        const tables = yield* sql<{ name: string }>`
          SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND c.name = 'company_id'`
        for (const { name } of tables) {
          if (KEPT_ON_RESET.has(name)) continue
          if (name === "reference_data") {
            yield* sql`DELETE FROM reference_data WHERE company_id = ${companyId} AND kind != 'user'`
          } else {
            yield* sql`DELETE FROM ${sql(name)} WHERE company_id = ${companyId}`
          }
        }
        // Inside the transaction: no reader can keep a deleted record once the reset commits.
        yield* cache.clearCompany(companyId)
        const nowIso = yield* clock.timestamp(companyId)
        yield* seeder.seedRecords(companyId, nowIso)
      })).pipe(Effect.orDie)

    /**
     * Whether the company has records of its own: a row in any table a reset empties other than the
     * fixtures' (patients, policies, payors, VOBs, requests, files, tasks, webhooks, events, jobs...).
     */
    const hasRecords = (companyId: string) =>
      Effect.gen(function*() {
        const tables = yield* sql<{ name: string }>`
          SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND c.name = 'company_id'`
        for (const { name } of tables) {
          if (KEPT_ON_RESET.has(name) || SEEDED.has(name)) continue
          const rows = yield* sql`SELECT 1 FROM ${sql(name)} WHERE company_id = ${companyId} LIMIT 1`
          if (rows.length > 0) return true
        }
        return false
      }).pipe(Effect.orDie)

    return { ensureFixtureCompanies, create, reset, hasRecords } as const
  }),
  dependencies: [SqlLive, FixtureSeeder.Default, SandboxClock.Default, Credentials.Default]
}) {}

export const DEMO_CLINIC_ID = stableUuid("company", "demo_clinic")
export const OTHER_CLINIC_ID = stableUuid("company", "other_clinic")
