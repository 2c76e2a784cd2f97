/**
 * A fork: a new company holding a copy of a snapshot, with fresh credentials and every id rewritten
 * (IdRewrite). A seeded company's forks are seeded too, from its seed, the snapshot and the fork's
 * number, so a script that forks gets the same ids on every run. The rows are read a chunk at a time,
 * twice: once to collect the ids, once to write them rewritten. The new company's jobs, clock and
 * credentials come last, in one transaction: until then nothing runs or answers for it. On SQLite a
 * fork that fails part-way removes the new company's rows (SnapshotJournal); on PostgreSQL it is one
 * transaction.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { companyFixtures } from "../../fixtures/index.js"
import { Credentials } from "../Auth/Credentials.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { CreatedCompany } from "../Companies/Companies.js"
import { companyTokens } from "../Companies/CompanyTokens.js"
import { fixtureId } from "../Companies/FixtureSeeder.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { newId, stableUuid } from "../Domain/StableId.js"
import { Jobs } from "../Jobs/Jobs.js"
import { Releases } from "../Releases/Releases.js"
import { sliced, wholeOnShared } from "../Store/Slices.js"
import { inTransaction } from "../Store/Transaction.js"
import { newSecretKey } from "../Webhooks/Webhooks.js"
import { CompanyPause } from "./CompanyPause.js"
import { collectIds, freshIds, type IdMap, rewriteRow, type Values } from "./IdRewrite.js"
import { SnapshotJournal } from "./SnapshotJournal.js"
import { findSnapshot, type SnapshotRow } from "./SnapshotRecord.js"
import { SnapshotRows } from "./SnapshotRows.js"
import { quote, type Shadow, SnapshotShadows } from "./SnapshotShadows.js"

// SQLite binds at most 32,766 values per statement (PostgreSQL 65,535).
const MAX_BOUND_VALUES = 32_000

/** A shadow's columns as a fork reads and writes them: all but the key the store numbers. */
const forkNames = (s: Shadow) => s.names.filter((name) => name !== s.rowidColumn)

/** Multi-row INSERTs of value rows (`names` + company_id), in chunks of one statement text each. */
const insertRows = (sql: SqlClient.SqlClient, table: string, names: ReadonlyArray<string>, rows: ReadonlyArray<Values>) =>
  Effect.gen(function*() {
    if (rows.length === 0) return
    const chunk = Math.max(1, Math.floor(MAX_BOUND_VALUES / names.length))
    const head = `INSERT INTO ${quote(table)} (${names.map(quote).join(", ")}) VALUES `
    for (let start = 0; start < rows.length; start += chunk) {
      const part = rows.slice(start, start + chunk)
      let n = 0
      const placeholder = sql.onDialectOrElse({ pg: () => () => `$${++n}`, orElse: () => () => "?" })
      const values = part.map(() => `(${names.map(placeholder).join(", ")})`).join(", ")
      yield* sql.unsafe(head + values, part.flat())
    }
  }).pipe(Effect.orDie)

/** A fork under way: the source company and snapshot, the new company's id and seed, the tables copied. */
interface Fork {
  readonly companyId: string
  readonly snapshot: SnapshotRow
  readonly forkId: string
  readonly seed: string | null
  readonly tables: ReadonlyArray<Shadow>
}

interface ForkUser {
  readonly id: string
  readonly name: string
  readonly email: string
}

/** First pass over the snapshot's rows: every id it holds, mapped to a fresh one for the fork. */
const idMapOf = (sql: SqlClient.SqlClient, rows: SnapshotRows, fork: Fork) =>
  Effect.gen(function*() {
    const found = new Set<string>()
    // The fixture records' keys: they keep the fixture form of id.
    const fixtureKeys: Array<readonly [string, string]> = companyFixtures.credentialing.map((c) => ["credentialing", c.key] as const)
    yield* sliced(
      sql,
      rows.overTables(fork.tables, (s, after) =>
        Effect.map(rows.readChunk(s, forkNames(s), fork.snapshot.id, after), (chunk) => {
          const names = forkNames(s)
          collectIds(names, chunk.rows, found)
          if (s.table === "reference_data") {
            const [kindAt, keyAt] = [names.indexOf("kind"), names.indexOf("key")]
            for (const row of chunk.rows) fixtureKeys.push([row[kindAt] as string, row[keyAt] as string])
          }
          return chunk.end
        }))
    )
    const map = freshIds(found, fork.forkId)
    // Fixture records keep the fixture form of id (of the company and the fixture's key), as a company
    // created with the fork's id has them: a reset of the fork reseeds them under the same ids.
    for (const [kind, key] of fixtureKeys) {
      const old = fixtureId(fork.companyId, kind, key)
      if (map.has(old)) map.set(old, fixtureId(fork.forkId, kind, key))
    }
    map.set(fork.companyId, fork.forkId)
    return map
  })

/** Copies a chunk of a table's rows, rewritten for the fork and written under it; collects its users. */
const chunkCopier = (sql: SqlClient.SqlClient, rows: SnapshotRows, fork: Fork, map: IdMap, users: Array<ForkUser>) => (s: Shadow, after: number | null) =>
  Effect.gen(function*() {
    const names = forkNames(s)
    const chunk = yield* rows.readChunk(s, names, fork.snapshot.id, after)
    const doc = names.indexOf("doc")
    for (const row of chunk.rows) {
      rewriteRow(row, map)
      row.push(fork.forkId)
    }
    if (s.table === "webhook_subscriptions") {
      const idAt = names.indexOf("id")
      for (const row of chunk.rows) {
        const subscription = JSON.parse(row[doc] as string) as { secret_key?: string }
        subscription.secret_key = newSecretKey(fork.seed, row[idAt] as string)
        row[doc] = JSON.stringify(subscription)
      }
    }
    if (s.table === "reference_data") {
      const kind = names.indexOf("kind")
      for (const row of chunk.rows) {
        if (row[kind] === "user") users.push(JSON.parse(row[doc] as string) as ForkUser)
      }
    }
    yield* insertRows(sql, s.table, [...names, "company_id"], chunk.rows)
    return chunk.end
  })

export class SnapshotForks extends Effect.Service<SnapshotForks>()("vob-sandbox/SnapshotForks", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shadows = yield* SnapshotShadows
    const rows = yield* SnapshotRows
    const journal = yield* SnapshotJournal
    const pause = yield* CompanyPause
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const jobs = yield* Jobs
    const credentials = yield* Credentials
    const releases = yield* Releases

    /** The fork's number and seed, counted on the snapshot, and its journal entry: one transaction. */
    const begin = (companyId: string, id: string, tables: ReadonlyArray<Shadow>, sourceSeed: string | null) =>
      inTransaction(
        sql,
        Effect.gen(function*() {
          const snapshot = yield* findSnapshot(sql, companyId, id)
          const [{ forks: counted }] = (yield* sql<{ forks: number }>`SELECT forks FROM snapshots WHERE id = ${id}`) as unknown as [
            { forks: number }
          ]
          // A company created with `{seed}` may already hold the seed a fork would derive: take the next free number.
          let forks = counted + 1
          while (sourceSeed !== null && (yield* ids.seedTaken(`${sourceSeed}/fork/${id}/${forks}`))) forks++
          yield* sql`UPDATE snapshots SET forks = ${forks} WHERE id = ${id}`
          const seed = sourceSeed === null ? null : `${sourceSeed}/fork/${id}/${forks}`
          const forkId = seed === null ? newId() : stableUuid("company", "seed", seed)
          yield* journal.begin({ id: forkId, kind: "fork", company_id: forkId, snapshot_id: null, switched: 0 })
          return { companyId, snapshot, forkId, seed, tables } satisfies Fork
        })
      )

    /** The user the fork's bearer token names: the one the source's names, or its first. */
    const bearerUserOf = (fork: Fork, map: IdMap, users: ReadonlyArray<ForkUser>) =>
      Effect.gen(function*() {
        const [bearerUser] = yield* sql<{ user_id: string | null }>`SELECT user_id FROM credentials
          WHERE company_id = ${fork.companyId} AND kind = 'bearer' ORDER BY rowid LIMIT 1`.pipe(Effect.orDie)
        const wanted = bearerUser?.user_id == null ? undefined : map.get(bearerUser.user_id)
        const chosen = users.find((u) => u.id === wanted) ?? users[0]
        if (chosen === undefined) return yield* Effect.dieMessage(`snapshot ${fork.snapshot.id} holds no user`)
        return { id: chosen.id, name: chosen.name, email: chosen.email }
      })

    /**
     * The fork's jobs, company row, clock, seed, credentials and release switches, in one transaction:
     * until it commits nothing runs or answers for the new company.
     */
    const open = (fork: Fork, name: string | null, user: ForkUser, copyJobs: Effect.Effect<void>) =>
      Effect.gen(function*() {
        const { forkId, snapshot } = fork
        const [source] = yield* sql<{ name: string }>`SELECT name FROM companies WHERE id = ${fork.companyId}`.pipe(Effect.orDie)
        const forkName = name ?? `${source!.name} (fork)`
        const { apiKey, bearerToken } = companyTokens(fork.seed)
        const tokens = [
          { token: apiKey, kind: "api_key" as const, userId: null },
          { token: bearerToken, kind: "bearer" as const, userId: user.id }
        ]
        return yield* inTransaction(
          sql,
          Effect.gen(function*() {
            yield* copyJobs
            yield* sql`INSERT INTO companies (id, name, created_at) VALUES (${forkId}, ${forkName}, ${snapshot.created_at})`
            yield* clock.freezeAt(forkId, snapshot.clock_ms)
            if (snapshot.clock_mode === "real") yield* clock.resume(forkId)
            if (fork.seed !== null) {
              yield* sql`INSERT INTO company_seeds (company_id, seed, next_number)
                VALUES (${forkId}, ${fork.seed}, ${snapshot.next_number ?? 0})`
            }
            for (const t of tokens) {
              yield* sql`INSERT INTO credentials (token, kind, company_id, user_id) VALUES (${t.token}, ${t.kind}, ${forkId}, ${t.userId})`
            }
            // Release switches are configuration (kept by a restore, like credentials): a fork takes its source's.
            const switches = yield* releases.current(fork.companyId)
            yield* releases.store(forkId, switches)
            yield* journal.finish(forkId)
            const company: CreatedCompany = {
              company: { id: forkId, name: forkName },
              api_key: apiKey,
              bearer_token: bearerToken,
              user
            }
            return { tokens, switches, company }
          })
        ).pipe(Effect.onError(() => clock.forget(forkId)))
      })

    /** The snapshot's rows copied under the fork's ids, then the fork opened. */
    const copy = (fork: Fork, name: string | null) =>
      Effect.gen(function*() {
        const map = yield* idMapOf(sql, rows, fork)
        const users: Array<ForkUser> = []
        const copyChunk = chunkCopier(sql, rows, fork, map, users)
        // Every table but the jobs, which would run as soon as they are written: they go in with the company.
        yield* sliced(sql, rows.overTables(fork.tables.filter((s) => s.table !== "jobs"), copyChunk))
        const jobTable = fork.tables.find((s) => s.table === "jobs")!
        const copyJobs = Effect.gen(function*() {
          let after: number | null = null
          do after = yield* copyChunk(jobTable, after)
          while (after !== null)
        })
        return yield* open(fork, name, yield* bearerUserOf(fork, map, users), copyJobs)
      })

    /** A new company holding a copy of snapshot `id` of the company, named `name` or after its source. */
    const fork = (companyId: string, id: string, name: string | null) =>
      Effect.gen(function*() {
        const tables = yield* shadows.all
        const sourceSeed = yield* ids.seedOf(companyId)
        const created = yield* pause.serially(companyId)(wholeOnShared(
          sql,
          Effect.flatMap(begin(companyId, id, tables, sourceSeed), (fork) => journal.guarded(fork.forkId, copy(fork, name)))
        ))
        yield* credentials.register(created.company.company.id, created.tokens)
        yield* releases.remember(created.company.company.id, created.switches)
        yield* jobs.wakeups.offer(undefined)
        return created.company
      })

    return { fork } as const
  }),
  dependencies: [
    SnapshotShadows.Default,
    SnapshotRows.Default,
    SnapshotJournal.Default,
    CompanyPause.Default,
    Jobs.Default,
    Credentials.Default,
    Releases.Default
  ]
}) {}
