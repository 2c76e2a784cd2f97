/**
 * Snapshots of a company: capture (every covered table's rows, the clock, the seed's next number),
 * restore (the company back exactly, all or nothing), fork (a new company holding a copy, with fresh
 * credentials and every id rewritten) and removal. Rows are copied table to table inside the database
 * (SnapshotShadows, SnapshotRows); a fork reads them into JavaScript a chunk at a time, to rewrite their ids.
 *
 * On SQLite the copies run in slices (Store/Slices.ts) so other companies are served meanwhile, with the
 * company's own requests held (CompanyPause). All or nothing then rests on a journal (`snapshot_work`):
 * each piece of work is written there first and removed with its last slice; a failure part-way undoes
 * what the journal names at once, a kill part-way at the next start. A capture or a fork that fails leaves
 * no rows behind; a restore first captures the company as it is (the undo rows), and one that fails after
 * it began replacing rows puts those back. On PostgreSQL each operation is one transaction.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Credentials } from "../Auth/Credentials.js"
import { Releases } from "../Releases/Releases.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { companyFixtures } from "../../fixtures/index.js"
import type { CreatedCompany } from "../Companies/Companies.js"
import { companyTokens } from "../Companies/CompanyTokens.js"
import { fixtureId } from "../Companies/FixtureSeeder.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import type { ClockMode } from "../Config/SandboxConfig.js"
import { invalidState, notFound } from "../Domain/Errors.js"
import { listed, type Page } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { newId, stableUuid } from "../Domain/StableId.js"
import { JobRunner } from "../Jobs/JobRunner.js"
import { Jobs } from "../Jobs/Jobs.js"
import { DocumentCache } from "../Store/DocumentCache.js"
import { isShared } from "../Store/Dialect.js"
import { sliced, wholeOnShared } from "../Store/Slices.js"
import { inTransaction } from "../Store/Transaction.js"
import { newSecretKey } from "../Webhooks/Webhooks.js"
import { collectIds, freshIds, rewriteRow, type Values } from "./IdRewrite.js"
import { CompanyPause } from "./CompanyPause.js"
import { SnapshotRows } from "./SnapshotRows.js"
import { quote, type Shadow, SNAPSHOT_WORK, SnapshotShadows } from "./SnapshotShadows.js"

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

/** How many snapshots one company may hold (each is a copy of its records: memory with an in-memory store). */
export const MAX_SNAPSHOTS_PER_COMPANY = 20

/** A piece of sliced work under way (SQLite): what to undo if it does not finish. */
interface Work {
  readonly id: string
  /** discard: the snapshot's rows go; restore: the company goes back to the undo rows once `switched`; fork: the new company goes. */
  readonly kind: "discard" | "restore" | "fork"
  readonly company_id: string
  readonly snapshot_id: string | null
  readonly switched: number
}

// SQLite binds at most 32,766 values per statement (PostgreSQL 65,535).
const MAX_BOUND_VALUES = 32_000

export class Snapshots extends Effect.Service<Snapshots>()("vob-sandbox/Snapshots", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shadows = yield* SnapshotShadows
    const rows = yield* SnapshotRows
    const pause = yield* CompanyPause
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const runner = yield* JobRunner
    const jobs = yield* Jobs
    const cache = yield* DocumentCache
    const referenceData = yield* ReferenceData
    const credentials = yield* Credentials
    const releases = yield* Releases
    const shared = isShared(sql)

    const run = (steps: Effect.Effect<Effect.Effect<boolean>>) => Effect.flatMap(steps, (step) => sliced(sql, step))

    // --- The journal of sliced work (SQLite) --------------------------------------------------------

    const begin = (work: Work) =>
      // The journal is made with the shadows, on first use.
      shared ? Effect.void : Effect.zipRight(shadows.all, sql`INSERT INTO ${sql.literal(SNAPSHOT_WORK)} ${sql.insert({ ...work })}`).pipe(
        Effect.asVoid,
        Effect.orDie
      )
    const finish = (id: string) =>
      shared ? Effect.void : Effect.asVoid(sql`DELETE FROM ${sql.literal(SNAPSHOT_WORK)} WHERE id = ${id}`).pipe(Effect.orDie)

    /** Undoes what an unfinished piece of work left, from its journal entry. */
    const undo = (work: Work) =>
      Effect.gen(function*() {
        if (work.kind === "restore" && work.switched === 1) {
          yield* run(rows.clearCompany(work.company_id))
          yield* run(rows.putBack(work.company_id, work.snapshot_id!))
          yield* cache.clearCompany(work.company_id)
          yield* referenceData.forgetCompany(work.company_id)
        }
        if (work.kind === "fork") yield* run(rows.clearCompany(work.company_id))
        if (work.snapshot_id !== null) yield* run(rows.discard(work.snapshot_id))
        yield* inTransaction(sql, finish(work.id))
      })

    const undoById = (id: string) =>
      Effect.flatMap(
        sql<Work>`SELECT id, kind, company_id, snapshot_id, switched FROM ${sql.literal(SNAPSHOT_WORK)} WHERE id = ${id}`,
        (found) => Effect.forEach(found, undo)
      ).pipe(Effect.orDie)

    /** `body`, whose journal entry `id` was begun: what it leaves when it fails is undone (on PostgreSQL its transaction is). */
    const guarded = <A, E, R>(id: string, body: Effect.Effect<A, E, R>) =>
      shared ? body : Effect.onError(body, () => undoById(id).pipe(Effect.catchAllCause((cause) => Effect.logError("snapshot clean-up failed", cause))))

    // A process killed part-way (a file database) left its journal: undone before the first request.
    if (!shared) {
      const journal = yield* sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${SNAPSHOT_WORK}`.pipe(Effect.orDie)
      if (journal.length > 0) {
        const unfinished = yield* sql<Work>`SELECT id, kind, company_id, snapshot_id, switched FROM ${sql.literal(SNAPSHOT_WORK)}`.pipe(Effect.orDie)
        yield* Effect.forEach(unfinished, undo, { discard: true }).pipe(Effect.orDie)
      }
    }

    const find = (companyId: string, id: string) =>
      Effect.flatMap(
        sql<SnapshotRow>`SELECT id, company_id, name, created_at, clock_mode, clock_ms, next_number FROM snapshots
          WHERE company_id = ${companyId} AND id = ${id}`.pipe(Effect.orDie),
        (rows) => rows[0] === undefined ? Effect.fail(notFound("snapshot", id)) : Effect.succeed(rows[0])
      )

    const create = (companyId: string, name: string | null) =>
      pause.pausing(companyId)(runner.exclusive(companyId)(wholeOnShared(
        sql,
        Effect.gen(function*() {
          const [{ total }] = (yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM snapshots WHERE company_id = ${companyId}`
            .pipe(Effect.orDie)) as unknown as [{ total: number }]
          if (Number(total) >= MAX_SNAPSHOTS_PER_COMPANY) {
            return yield* Effect.fail(invalidState(
              `This company holds ${MAX_SNAPSHOTS_PER_COMPANY} snapshots, the most it may: delete one ` +
                "(DELETE /sandbox/v1/snapshots/{id}) before taking another.",
              { limit: MAX_SNAPSHOTS_PER_COMPANY }
            ))
          }
          const row = yield* inTransaction(
            sql,
            Effect.gen(function*() {
              // The id first: the seed's number captured below is past it, so a restore never gives it again.
              const id = yield* ids.next(companyId, "snapshot")
              const { mode, nowMs } = yield* clock.reading(companyId)
              const [seed] = yield* sql<{ next_number: number }>`SELECT next_number FROM company_seeds WHERE company_id = ${companyId}`
              yield* begin({ id, kind: "discard", company_id: companyId, snapshot_id: id, switched: 0 })
              return {
                id,
                company_id: companyId,
                name,
                created_at: toTimestamp(nowMs),
                clock_mode: mode,
                clock_ms: Math.round(nowMs),
                next_number: seed?.next_number ?? null
              } satisfies SnapshotRow
            })
          )
          yield* guarded(
            row.id,
            Effect.zipRight(
              run(rows.capture(companyId, row.id)),
              inTransaction(sql, Effect.zipRight(sql`INSERT INTO snapshots ${sql.insert({ ...row })}`, finish(row.id)))
            )
          )
          return view(row)
        })
      )))

    const list = (companyId: string, page: Page) =>
      Effect.gen(function*() {
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM snapshots WHERE company_id = ${companyId}`
        const rows = yield* sql<SnapshotRow>`SELECT id, company_id, name, created_at, clock_mode, clock_ms, next_number
          FROM snapshots WHERE company_id = ${companyId} ORDER BY seq DESC
          LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`
        return listed(rows.map(view), count!.total, page)
      }).pipe(Effect.orDie)

    /**
     * The company back to the snapshot: every covered table, the clock and the seed's number, all or nothing.
     * On SQLite the company as it is is captured first (the undo rows), then its rows are replaced.
     */
    const restore = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const undoId = newId()
        const restored = yield* pause.pausing(companyId)(runner.exclusive(companyId)(wholeOnShared(
          sql,
          Effect.gen(function*() {
            const snapshot = yield* find(companyId, id)
            yield* begin({ id: undoId, kind: "restore", company_id: companyId, snapshot_id: undoId, switched: 0 })
            yield* guarded(
              undoId,
              Effect.gen(function*() {
                if (!shared) {
                  yield* run(rows.capture(companyId, undoId))
                  yield* sql`UPDATE ${sql.literal(SNAPSHOT_WORK)} SET switched = 1 WHERE id = ${undoId}`.pipe(Effect.orDie)
                }
                yield* run(rows.clearCompany(companyId))
                yield* run(rows.putBack(companyId, id))
                yield* inTransaction(
                  sql,
                  Effect.gen(function*() {
                    // A job captured mid-run committed nothing of its run (its writes and its `done` mark go together).
                    yield* sql`UPDATE jobs SET status = 'pending' WHERE company_id = ${companyId} AND status = 'running'`
                    if (snapshot.next_number !== null) {
                      yield* sql`UPDATE company_seeds SET next_number = ${snapshot.next_number} WHERE company_id = ${companyId}`
                    }
                    yield* clock.freezeAt(companyId, snapshot.clock_ms)
                    if (snapshot.clock_mode === "real") yield* clock.resume(companyId)
                    yield* cache.clearCompany(companyId)
                    yield* referenceData.forgetCompany(companyId)
                    // Done: only the undo rows are left to go.
                    if (!shared) yield* sql`UPDATE ${sql.literal(SNAPSHOT_WORK)} SET kind = 'discard' WHERE id = ${undoId}`
                  })
                )
              })
            )
            return snapshot
          })
        ))).pipe(
          // The clock's in-memory state was set inside the transaction: read it again from what committed.
          Effect.onError(() => Effect.zipRight(clock.forget(companyId), referenceData.forgetCompany(companyId)))
        )
        if (!shared) yield* Effect.zipRight(run(rows.discard(undoId)), inTransaction(sql, finish(undoId)))
        yield* jobs.wakeups.offer(undefined)
        return view(restored)
      })

    const remove = (companyId: string, id: string) =>
      pause.serially(companyId)(wholeOnShared(
        sql,
        Effect.gen(function*() {
          const snapshot = yield* inTransaction(
            sql,
            Effect.gen(function*() {
              const snapshot = yield* find(companyId, id)
              yield* sql`DELETE FROM snapshots WHERE id = ${id}`
              yield* begin({ id, kind: "discard", company_id: companyId, snapshot_id: id, switched: 0 })
              return snapshot
            })
          )
          yield* Effect.zipRight(run(rows.discard(id)), inTransaction(sql, finish(id)))
          return view(snapshot)
        })
      ))

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
      }).pipe(Effect.orDie)

    /** A shadow's columns as a fork reads and writes them: all but the key the store numbers. */
    const forkNames = (s: Shadow) => s.names.filter((name) => name !== s.rowidColumn)

    /**
     * A new company holding a copy of the snapshot, with fresh credentials and every id rewritten
     * (IdRewrite). A seeded company's forks are seeded too, from its seed, the snapshot and the fork's
     * number, so a script that forks gets the same ids on every run. The rows are read a chunk at a time,
     * twice: once to collect the ids, once to write them rewritten. The new company's jobs, clock and
     * credentials come last, in one transaction: until then nothing runs or answers for it.
     */
    const fork = (companyId: string, id: string, name: string | null) =>
      Effect.gen(function*() {
        const all = yield* shadows.all
        const sourceSeed = yield* ids.seedOf(companyId)
        const created = yield* pause.serially(companyId)(wholeOnShared(
          sql,
          Effect.gen(function*() {
            const setup = yield* inTransaction(
              sql,
              Effect.gen(function*() {
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
                yield* begin({ id: forkId, kind: "fork", company_id: forkId, snapshot_id: null, switched: 0 })
                return { snapshot, seed, forkId }
              })
            )
            const { snapshot, seed, forkId } = setup
            return yield* guarded(forkId, forkRows(companyId, id, name, all, snapshot, seed, forkId))
          })
        ))
        yield* credentials.register(created.company.company.id, created.tokens)
        yield* releases.remember(created.company.company.id, created.switches)
        yield* jobs.wakeups.offer(undefined)
        return created.company
      })

    const forkRows = (
      companyId: string,
      id: string,
      name: string | null,
      all: ReadonlyArray<Shadow>,
      snapshot: SnapshotRow,
      seed: string | null,
      forkId: string
    ) =>
      Effect.gen(function*() {
        // First pass: the ids, and the fixture records' keys (they keep the fixture form of id).
        const found = new Set<string>()
        const fixtureKeys: Array<readonly [string, string]> = companyFixtures.credentialing.map((c) => ["credentialing", c.key] as const)
        yield* sliced(
          sql,
          rows.overTables(all, (s, after) =>
            Effect.map(rows.readChunk(s, forkNames(s), id, after), (chunk) => {
              const names = forkNames(s)
              collectIds(names, chunk.rows, found)
              if (s.table === "reference_data") {
                const [kindAt, keyAt] = [names.indexOf("kind"), names.indexOf("key")]
                for (const row of chunk.rows) fixtureKeys.push([row[kindAt] as string, row[keyAt] as string])
              }
              return chunk.end
            }))
        )
        const map = freshIds(found, forkId)
        // Fixture records keep the fixture form of id (of the company and the fixture's key), as a company
        // created with the fork's id has them: a reset of the fork reseeds them under the same ids.
        for (const [kind, key] of fixtureKeys) {
          const old = fixtureId(companyId, kind, key)
          if (map.has(old)) map.set(old, fixtureId(forkId, kind, key))
        }
        map.set(companyId, forkId)

        const [source] = yield* sql<{ name: string }>`SELECT name FROM companies WHERE id = ${companyId}`.pipe(Effect.orDie)
        const [bearerUser] = yield* sql<{ user_id: string | null }>`SELECT user_id FROM credentials
          WHERE company_id = ${companyId} AND kind = 'bearer' ORDER BY rowid LIMIT 1`.pipe(Effect.orDie)
        const wanted = bearerUser?.user_id == null ? undefined : map.get(bearerUser.user_id)
        const users: Array<{ id: string; name: string; email: string }> = []

        /** A chunk of the table's rows, rewritten for the fork and written under it. */
        const copyChunk = (s: Shadow, after: number | null) =>
          Effect.gen(function*() {
            const names = forkNames(s)
            const chunk = yield* rows.readChunk(s, names, id, after)
            const doc = names.indexOf("doc")
            for (const row of chunk.rows) {
              rewriteRow(row, map)
              row.push(forkId)
            }
            if (s.table === "webhook_subscriptions") {
              const idAt = names.indexOf("id")
              for (const row of chunk.rows) {
                const subscription = JSON.parse(row[doc] as string) as { secret_key?: string }
                subscription.secret_key = newSecretKey(seed, row[idAt] as string)
                row[doc] = JSON.stringify(subscription)
              }
            }
            if (s.table === "reference_data") {
              const kind = names.indexOf("kind")
              for (const row of chunk.rows) {
                if (row[kind] === "user") users.push(JSON.parse(row[doc] as string) as { id: string; name: string; email: string })
              }
            }
            yield* insertRows(s.table, [...names, "company_id"], chunk.rows)
            return chunk.end
          })
        // Second pass: every table but the jobs, which would run as soon as they are written.
        yield* sliced(sql, rows.overTables(all.filter((s) => s.table !== "jobs"), copyChunk))
        const chosen = users.find((u) => u.id === wanted) ?? users[0]
        if (chosen === undefined) return yield* Effect.dieMessage(`snapshot ${id} holds no user`)
        const user = { id: chosen.id, name: chosen.name, email: chosen.email }

        const forkName = name ?? `${source!.name} (fork)`
        const { apiKey, bearerToken } = companyTokens(seed)
        const tokens = [
          { token: apiKey, kind: "api_key" as const, userId: null },
          { token: bearerToken, kind: "bearer" as const, userId: user.id }
        ]
        return yield* inTransaction(
          sql,
          Effect.gen(function*() {
            const jobTable = all.find((s) => s.table === "jobs")!
            let after: number | null = null
            do after = yield* copyChunk(jobTable, after)
            while (after !== null)
            yield* sql`INSERT INTO companies (id, name, created_at) VALUES (${forkId}, ${forkName}, ${snapshot.created_at})`
            yield* clock.freezeAt(forkId, snapshot.clock_ms)
            if (snapshot.clock_mode === "real") yield* clock.resume(forkId)
            if (seed !== null) {
              yield* sql`INSERT INTO company_seeds (company_id, seed, next_number)
                VALUES (${forkId}, ${seed}, ${snapshot.next_number ?? 0})`
            }
            for (const t of tokens) {
              yield* sql`INSERT INTO credentials (token, kind, company_id, user_id) VALUES (${t.token}, ${t.kind}, ${forkId}, ${t.userId})`
            }
            // Release switches are configuration (kept by a restore, like credentials): a fork takes its source's.
            const switches = yield* releases.current(companyId)
            yield* releases.store(forkId, switches)
            yield* finish(forkId)
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
          })
        ).pipe(Effect.onError(() => clock.forget(forkId)))
      })

    return { create, list, restore, remove, fork } as const
  }),
  dependencies: [
    SnapshotShadows.Default,
    SnapshotRows.Default,
    CompanyPause.Default,
    JobRunner.Default,
    Jobs.Default,
    Credentials.Default,
    Releases.Default
  ]
}) {}
