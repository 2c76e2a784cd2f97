/**
 * Snapshots of a company: capture (every covered table's rows, the clock, the seed's next number),
 * restore (the company back exactly, in one transaction), fork (a new company holding a copy, with
 * fresh credentials and every id rewritten) and removal. Rows are copied table to table inside SQLite
 * (see SnapshotShadows); only a fork reads them into JavaScript, to rewrite their ids.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Credentials } from "../Auth/Credentials.js"
import { Releases } from "../Releases/Releases.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { companyFixtures } from "../../fixtures/index.js"
import { token, type CreatedCompany } from "../Companies/Companies.js"
import { fixtureId } from "../Companies/FixtureSeeder.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import type { ClockMode } from "../Config/SandboxConfig.js"
import { notFound } from "../Domain/Errors.js"
import { listed, type Page } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { newId, stableUuid } from "../Domain/StableId.js"
import { JobRunner } from "../Jobs/JobRunner.js"
import { Jobs } from "../Jobs/Jobs.js"
import { DocumentCache } from "../Store/DocumentCache.js"
import { inTransaction } from "../Store/Transaction.js"
import { newSecretKey } from "../Webhooks/Webhooks.js"
import { collectIds, freshIds, rewriteRow, type Values } from "./IdRewrite.js"
import { quote, type Shadow, SnapshotShadows } from "./SnapshotShadows.js"

export interface SnapshotView {
  readonly id: string
  readonly name: string | null
  readonly created_at: string
  readonly clock: { readonly now: string; readonly mode: ClockMode }
}

interface SnapshotRow {
  readonly id: string
  readonly company_id: string
  readonly name: string | null
  readonly created_at: string
  readonly clock_mode: ClockMode
  readonly clock_ms: number
  readonly next_number: number | null
}

const view = (row: SnapshotRow): SnapshotView => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  clock: { now: toTimestamp(row.clock_ms), mode: row.clock_mode }
})

// SQLite binds at most 32,766 values per statement (PostgreSQL 65,535).
const MAX_BOUND_VALUES = 32_000

export class Snapshots extends Effect.Service<Snapshots>()("vob-sandbox/Snapshots", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shadows = yield* SnapshotShadows
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const runner = yield* JobRunner
    const jobs = yield* Jobs
    const cache = yield* DocumentCache
    const referenceData = yield* ReferenceData
    const credentials = yield* Credentials
    const releases = yield* Releases

    const find = (companyId: string, id: string) =>
      Effect.flatMap(
        sql<SnapshotRow>`SELECT id, company_id, name, created_at, clock_mode, clock_ms, next_number FROM snapshots
          WHERE company_id = ${companyId} AND id = ${id}`.pipe(Effect.orDie),
        (rows) => rows[0] === undefined ? Effect.fail(notFound("snapshot", id)) : Effect.succeed(rows[0])
      )

    const create = (companyId: string, name: string | null) =>
      Effect.gen(function*() {
        const all = yield* shadows.all
        return yield* runner.exclusive(companyId)(inTransaction(sql, Effect.gen(function*() {
          // The id first: the seed's number captured below is past it, so a restore never gives it again.
          const id = yield* ids.next(companyId, "snapshot")
          const { mode, nowMs } = yield* clock.reading(companyId)
          const [seed] = yield* sql<{ next_number: number }>`SELECT next_number FROM company_seeds WHERE company_id = ${companyId}`
          for (const s of all) {
            const columns = s.columns.join(", ")
            yield* sql`INSERT INTO ${sql.literal(s.shadow)} (snapshot_id, ${sql.literal(columns)})
              SELECT ${id}, ${sql.literal(columns)} FROM ${sql.literal(quote(s.table))}
              WHERE company_id = ${companyId} ORDER BY ${sql.literal(s.order)}`
          }
          const row: SnapshotRow = {
            id,
            company_id: companyId,
            name,
            created_at: toTimestamp(nowMs),
            clock_mode: mode,
            clock_ms: Math.round(nowMs),
            next_number: seed?.next_number ?? null
          }
          yield* sql`INSERT INTO snapshots ${sql.insert({ ...row })}`
          return view(row)
        })))
      })

    const list = (companyId: string, page: Page) =>
      Effect.gen(function*() {
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM snapshots WHERE company_id = ${companyId}`
        const rows = yield* sql<SnapshotRow>`SELECT id, company_id, name, created_at, clock_mode, clock_ms, next_number
          FROM snapshots WHERE company_id = ${companyId} ORDER BY seq DESC
          LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`
        return listed(rows.map(view), count!.total, page)
      }).pipe(Effect.orDie)

    /** The company back to the snapshot: every covered table, the clock and the seed's number, in one transaction. */
    const restore = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const all = yield* shadows.all
        const restored = yield* runner.exclusive(companyId)(inTransaction(sql, Effect.gen(function*() {
          const snapshot = yield* find(companyId, id)
          for (const s of all) {
            const columns = s.columns.join(", ")
            yield* sql`DELETE FROM ${sql.literal(quote(s.table))} WHERE company_id = ${companyId}`
            yield* sql`INSERT INTO ${sql.literal(quote(s.table))} (company_id, ${sql.literal(columns)})
              SELECT ${companyId}, ${sql.literal(columns)} FROM ${sql.literal(s.shadow)}
              WHERE snapshot_id = ${id} ORDER BY rowid`
          }
          // A job captured mid-run committed nothing of its run (its writes and its `done` mark go together).
          yield* sql`UPDATE jobs SET status = 'pending' WHERE company_id = ${companyId} AND status = 'running'`
          if (snapshot.next_number !== null) {
            yield* sql`UPDATE company_seeds SET next_number = ${snapshot.next_number} WHERE company_id = ${companyId}`
          }
          yield* clock.freezeAt(companyId, snapshot.clock_ms)
          if (snapshot.clock_mode === "real") yield* clock.resume(companyId)
          yield* cache.clearCompany(companyId)
          yield* referenceData.forgetCompany(companyId)
          return snapshot
        }))).pipe(
          // The clock's in-memory state was set inside the transaction: read it again from what committed.
          Effect.onError(() => Effect.zipRight(clock.forget(companyId), referenceData.forgetCompany(companyId)))
        )
        yield* jobs.wakeups.offer(undefined)
        return view(restored)
      })

    const remove = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const all = yield* shadows.all
        return yield* inTransaction(sql, Effect.gen(function*() {
          const snapshot = yield* find(companyId, id)
          yield* sql`DELETE FROM snapshots WHERE id = ${id}`
          for (const s of all) yield* sql`DELETE FROM ${sql.literal(s.shadow)} WHERE snapshot_id = ${id}`
          return view(snapshot)
        }))
      })

    /** Multi-row INSERTs of value rows (`names` + company_id), in chunks of one statement text each. */
    const insertRows = (table: string, names: ReadonlyArray<string>, rows: ReadonlyArray<Values>) =>
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
      })

    /**
     * A new company holding a copy of the snapshot, with fresh credentials and every id rewritten
     * (IdRewrite). A seeded company's forks are seeded too, from its seed, the snapshot and the fork's
     * number, so a script that forks gets the same ids on every run.
     */
    const fork = (companyId: string, id: string, name: string | null) =>
      Effect.gen(function*() {
        const all = yield* shadows.all
        const sourceSeed = yield* ids.seedOf(companyId)
        const created = yield* inTransaction(sql, Effect.gen(function*() {
          const snapshot = yield* find(companyId, id)
          const [{ forks: counted }] = (yield* sql<{ forks: number }>`SELECT forks FROM snapshots WHERE id = ${id}`) as unknown as [
            { forks: number }
          ]
          // A company created with `{seed}` may already hold the seed a fork would derive: take the next free number.
          let forks = counted + 1
          while (sourceSeed !== null && (yield* ids.seedTaken(`${sourceSeed}/fork/${id}/${forks}`))) forks++
          yield* sql`UPDATE snapshots SET forks = ${forks} WHERE id = ${id}`
          const seed = sourceSeed === null ? null : `${sourceSeed}/fork/${id}/${forks}`
          const forkId = seed === null ? newId() : stableUuid("company", "seed", seed)

          const tables: Array<{ readonly shadow: Shadow; readonly names: Array<string>; readonly rows: ReadonlyArray<Values> }> = []
          const found = new Set<string>()
          for (const s of all) {
            const names = s.names.filter((name) => name !== s.rowidColumn)
            const rows = (yield* sql`SELECT ${sql.literal(names.map(quote).join(", "))} FROM ${sql.literal(s.shadow)}
              WHERE snapshot_id = ${id} ORDER BY rowid`.values) as ReadonlyArray<Values>
            collectIds(names, rows, found)
            tables.push({ shadow: s, names, rows })
          }
          const map = freshIds(found, forkId)
          // Fixture records keep the fixture form of id (of the company and the fixture's key), as a company
          // created with the fork's id has them: a reset of the fork reseeds them under the same ids.
          const reference = tables.find((t) => t.shadow.table === "reference_data")!
          const [kindAt, keyAt] = [reference.names.indexOf("kind"), reference.names.indexOf("key")]
          const fixtureKeys = [
            ...reference.rows.map((row) => [row[kindAt] as string, row[keyAt] as string] as const),
            ...companyFixtures.credentialing.map((c) => ["credentialing", c.key] as const)
          ]
          for (const [kind, key] of fixtureKeys) {
            const old = fixtureId(companyId, kind, key)
            if (map.has(old)) map.set(old, fixtureId(forkId, kind, key))
          }
          map.set(companyId, forkId)

          const [source] = yield* sql<{ name: string }>`SELECT name FROM companies WHERE id = ${companyId}`
          const [bearerUser] = yield* sql<{ user_id: string | null }>`SELECT user_id FROM credentials
            WHERE company_id = ${companyId} AND kind = 'bearer' ORDER BY rowid LIMIT 1`
          const forkName = name ?? `${source!.name} (fork)`
          yield* sql`INSERT INTO companies (id, name, created_at) VALUES (${forkId}, ${forkName}, ${snapshot.created_at})`
          yield* clock.freezeAt(forkId, snapshot.clock_ms)
          if (snapshot.clock_mode === "real") yield* clock.resume(forkId)
          if (seed !== null) {
            yield* sql`INSERT INTO company_seeds (company_id, seed, next_number)
              VALUES (${forkId}, ${seed}, ${snapshot.next_number ?? 0})`
          }

          let user: { id: string; name: string; email: string } | undefined
          for (const { rows, shadow, names } of tables) {
            const doc = names.indexOf("doc")
            for (const row of rows) {
              rewriteRow(row, map)
              row.push(forkId)
            }
            if (shadow.table === "webhook_subscriptions") {
              const idAt = names.indexOf("id")
              for (const row of rows) {
                const subscription = JSON.parse(row[doc] as string) as { secret_key?: string }
                subscription.secret_key = newSecretKey(seed, row[idAt] as string)
                row[doc] = JSON.stringify(subscription)
              }
            }
            if (shadow.table === "reference_data") {
              const kind = names.indexOf("kind")
              const users = rows.filter((r) => r[kind] === "user").map((r) => JSON.parse(r[doc] as string) as { id: string; name: string; email: string })
              const wanted = bearerUser?.user_id == null ? undefined : map.get(bearerUser.user_id)
              const chosen = users.find((u) => u.id === wanted) ?? users[0]
              if (chosen !== undefined) user = { id: chosen.id, name: chosen.name, email: chosen.email }
            }
            yield* insertRows(shadow.table, [...names, "company_id"], rows)
          }
          if (user === undefined) return yield* Effect.dieMessage(`snapshot ${id} holds no user`)

          const tokens = [
            { token: token("sk_test_", seed, "api_key"), kind: "api_key" as const, userId: null },
            { token: token("tok_test_", seed, "bearer_token"), kind: "bearer" as const, userId: user.id }
          ]
          for (const t of tokens) {
            yield* sql`INSERT INTO credentials (token, kind, company_id, user_id) VALUES (${t.token}, ${t.kind}, ${forkId}, ${t.userId})`
          }
          // Release switches are configuration (kept by a restore, like credentials): a fork takes its source's.
          const switches = yield* releases.current(companyId)
          yield* releases.store(forkId, switches)
          return {
            tokens,
            switches,
            company: {
              company: { id: forkId, name: forkName },
              api_key: tokens[0].token,
              bearer_token: tokens[1].token,
              user
            } satisfies CreatedCompany
          }
        }))
        yield* credentials.register(created.company.company.id, created.tokens)
        yield* releases.remember(created.company.company.id, created.switches)
        yield* jobs.wakeups.offer(undefined)
        return created.company
      })

    return { create, list, restore, remove, fork } as const
  }),
  dependencies: [
    SnapshotShadows.Default,
    JobRunner.Default,
    Jobs.Default,
    Credentials.Default,
    Releases.Default
  ]
}) {}
