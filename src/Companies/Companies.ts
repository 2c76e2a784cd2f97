/**
 * Companies (tenants): the fixture companies present from the first start, and isolated companies
 * created through the sandbox API (a reset is CompanyReset).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { fixtureCompanies, type UserFixture } from "../../fixtures/index.js"
import { Credentials } from "../Auth/Credentials.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { seedTaken as seedTakenConflict } from "../Domain/Errors.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { newId, stableUuid } from "../Domain/StableId.js"
import { companyTokens } from "./CompanyTokens.js"
import { isShared } from "../Store/Dialect.js"
import { FixtureSeeder, fixtureId, type Seeded } from "./FixtureSeeder.js"
import { ReferenceData } from "./ReferenceData.js"
import { RecordIds } from "./RecordIds.js"
import type { ReleaseName } from "../Releases/ReleaseCatalog.js"
import { Releases } from "../Releases/Releases.js"
import { withTransaction } from "../Store/Transaction.js"

export interface CreatedCompany {
  readonly company: { readonly id: string; readonly name: string }
  readonly api_key: string
  readonly bearer_token: string
  readonly user: { readonly id: string; readonly name: string; readonly email: string }
}

/** The seed of a fixture company when the server starts with `--seed`: one per company, never shared. */
const fixtureSeed = (seed: string, companyKey: string) => `${seed}/${companyKey}`

const seedTaken = (seed: string) =>
  seedTakenConflict({
    message: `Another company on this server was created with the seed '${seed}' (its ids would be the same). ` +
      "Use another seed, or reset that company to replay a script.",
    param: "seed"
  })

export class Companies extends Effect.Service<Companies>()("vob-sandbox/Companies", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const seeder = yield* FixtureSeeder
    const clock = yield* SandboxClock
    const credentials = yield* Credentials
    const referenceData = yield* ReferenceData
    const ids = yield* RecordIds
    const config = yield* SandboxConfig
    const releases = yield* Releases

    const insert = (input: {
      readonly id: string
      readonly name: string
      readonly apiKey: string
      readonly bearerToken: string | null
      readonly admin: UserFixture
      readonly seed: string | null
      readonly releases?: Partial<Record<ReleaseName, boolean>> | undefined
      /** Freezes the new clock at this instant (ms) instead of the server's starting clock. */
      readonly frozenAtMs?: number | undefined
    }) =>
      Effect.gen(function*() {
        // The server's --releases, then the creation's own switches.
        const switches = { ...config.releases, ...input.releases }
        const adminId = fixtureId(input.id, "user", input.admin.key)
        const tokens = [
          { token: input.apiKey, kind: "api_key" as const, userId: null },
          ...(input.bearerToken === null ? [] : [{ token: input.bearerToken, kind: "bearer" as const, userId: adminId }])
        ]
        const { seeded } = yield* withTransaction(sql, Effect.gen(function*() {
          // Checked inside the transaction, which the single connection serialises: two creations
          // with one seed cannot both pass.
          if (input.seed !== null) {
            if (yield* ids.seedTaken(input.seed)) return yield* Effect.fail(seedTaken(input.seed))
          }
          const nowIso = input.frozenAtMs === undefined ? yield* clock.timestamp(input.id) : toTimestamp(input.frozenAtMs)
          yield* sql`INSERT INTO companies (id, name, created_at) VALUES (${input.id}, ${input.name}, ${nowIso})`
          yield* clock.initialize(input.id, input.frozenAtMs)
          for (const t of tokens) {
            yield* sql`INSERT INTO credentials (token, kind, company_id, user_id)
              VALUES (${t.token}, ${t.kind}, ${input.id}, ${t.userId})`
          }
          if (input.seed !== null) yield* ids.claimSeed(input.id, input.seed)
          const seeded = yield* seeder.seedCompany(input.id, input.admin, nowIso)
          return { seeded, states: yield* releases.store(input.id, switches) }
        })).pipe(
          Effect.tapError(() => clock.forget(input.id)),
          Effect.catchTag("SqlError", Effect.die),
          Effect.tap(({ states }) => releases.remember(input.id, states))
        )
        yield* credentials.register(input.id, tokens)
        // Committed: the company's first reads find its reference records in memory (a new company's
        // reference_version is the column's default, 0).
        yield* referenceData.prime(input.id, 0, seeded.references)
        return { adminId, seeded }
      })

    /**
     * Creates the fixture companies that a fresh database lacks (a file database keeps its own). On
     * PostgreSQL under a transaction-scoped advisory lock: instances starting at once on a new database
     * would both insert them (the second failed its start on the duplicate key).
     */
    const ensureFixtureCompanies = Effect.gen(function*() {
      if (isShared(sql)) yield* sql`SELECT pg_advisory_xact_lock(4201019)`.pipe(Effect.orDie)
      const existing = new Set((yield* sql<{ id: string }>`SELECT id FROM companies`.pipe(Effect.orDie)).map((r) => r.id))
      for (const company of fixtureCompanies) {
        const id = stableUuid("company", company.key)
        const seed = config.seed === undefined ? null : fixtureSeed(config.seed, company.key)
        if (existing.has(id)) {
          // A stored company keeps the seed it was created with: ids already given cannot be re-derived.
          const stored = yield* ids.seedOf(id)
          if (seed !== null && stored !== seed) {
            return yield* Effect.dieMessage(
              `--seed ${config.seed}: the database's fixture companies were created ` +
                (stored === null ? "without a seed" : "with another seed") + "; start with a fresh --db to use it"
            )
          }
          continue
        }
        yield* insert({
          id,
          name: company.name,
          apiKey: company.api_key,
          bearerToken: company.admin.bearer_token,
          admin: company.admin,
          seed
        }).pipe(Effect.orDie)
      }
    }).pipe((seeding) => isShared(sql) ? withTransaction(sql, seeding).pipe(Effect.orDie) : seeding)

    /** A new company; with a seed, its id, credentials and every id it gives derive from the seed. */
    const create = (input: {
      readonly name?: string | undefined
      readonly seed?: string | undefined
      readonly releases?: Partial<Record<ReleaseName, boolean>> | undefined
      /** The instant (ms) the new company's clock is frozen at. */
      readonly frozenAtMs?: number | undefined
    }) =>
      Effect.gen(function*() {
        const { name } = input
        const seed = input.seed ?? null
        const id = seed === null ? newId() : stableUuid("company", "seed", seed)
        const companyName = name ?? `Sandbox Company ${id.slice(0, 8)}`
        const admin: UserFixture = {
          key: "admin",
          name: "Sandbox Admin",
          email: `admin+${id.slice(0, 8)}@sandbox.test`,
          user_type: "admin"
        }
        const { apiKey, bearerToken } = companyTokens(seed)
        const { adminId, seeded } = yield* insert({
          id,
          name: companyName,
          apiKey,
          bearerToken,
          admin,
          seed,
          releases: input.releases,
          frozenAtMs: input.frozenAtMs
        })
        return {
          company: { id, name: companyName },
          api_key: apiKey,
          bearer_token: bearerToken,
          user: { id: adminId, name: admin.name, email: admin.email },
          seeded
        } satisfies CreatedCompany & { readonly seeded: Seeded }
      })

    /** Whether a company of this id exists (on this server, or on the shared store). */
    const exists = (companyId: string) =>
      Effect.map(sql`SELECT 1 FROM companies WHERE id = ${companyId}`, (rows) => rows.length > 0).pipe(Effect.orDie)

    return { ensureFixtureCompanies, create, exists } as const
  }),
  dependencies: [
    FixtureSeeder.Default,
    Credentials.Default,
    Releases.Default
  ]
}) {}
