/**
 * A company-scoped table of API resources. Each row keeps the resource's encoded JSON (`doc`, written
 * once per change, so a read by id sends stored bytes) beside the columns that tenancy, soft delete,
 * versioning, filters and ordering need. The conventions of the whole API live here once:
 * another company's or a deleted row is not found; `version` starts at 1 and rises by one on every
 * change, and an update against another version is 409 `version_conflict`; DELETE marks inactive.
 *
 * Tables are created by migrations with at least:
 *   id TEXT PRIMARY KEY, company_id TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
 *   version INTEGER NOT NULL DEFAULT 1, doc TEXT NOT NULL
 * plus the table's own filter columns.
 */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { type Conflict, notFound, type NotFound, versionConflict } from "../Domain/Errors.js"
import { listed, type Listed, offsetOf, type Page } from "../Domain/Pagination.js"
import { DocumentCache } from "./DocumentCache.js"
import { storedReader } from "./StoredRecords.js"

export type Column = string | number | boolean | null

export interface DocumentTableSpec<A, I> {
  readonly table: string
  /** How the resource is named in messages ("patient policy"). */
  readonly resource: string
  readonly schema: Schema.Schema<A, I>
  /** Filter and ordering columns derived from the resource (never stored twice by hand). */
  readonly columns?: (doc: A) => Record<string, Column>
  /** The resource's own view of versioning and soft delete, when its body carries them. */
  readonly version?: { readonly get: (doc: A) => number; readonly set: (doc: A, version: number) => A }
  readonly deactivate?: (doc: A) => A
}

export interface Versioned {
  /** The version the caller read; undefined skips the check (for internal writes). */
  readonly expectedVersion?: number | undefined
  /**
   * Writes without a new version: the service's own annotations of a record (a sync status, a
   * summary), which must not make a client's next update fail with version_conflict.
   */
  readonly keepVersion?: boolean | undefined
}

export const makeDocumentTable = <A, I>(spec: DocumentTableSpec<A, I>) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const cache = yield* DocumentCache
    const table = sql(spec.table)
    // Compiled when first written, not at start-up: every table is built at start, few are written soon.
    let encode: ((doc: A) => I) | undefined
    const toJson = (doc: A) => JSON.stringify((encode ??= Schema.encodeSync(spec.schema))(doc))
    // Every stored document is decoded when read (Store/StoredRecords.ts): a row that does not match is a defect.
    const fromJson = storedReader(spec.table, spec.schema)
    const columnsOf = (doc: A): Record<string, Column> => {
      const columns = spec.columns?.(doc) ?? {}
      return Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, typeof v === "boolean" ? Number(v) : v]))
    }

    const findRow = (companyId: string, id: string) =>
      sql<{ doc: string; version: number }>`SELECT doc, version FROM ${table}
        WHERE company_id = ${companyId} AND id = ${id} AND active = 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * The stored JSON of an active record of the company, ready to send: checked against the schema when
     * read from SQL, then served from the cache until the record is written (Store/StoredRecords.ts).
     */
    const findJson = (companyId: string, id: string) =>
      cache.read(
        spec.table,
        companyId,
        id,
        Effect.map(findRow(companyId, id), Option.map((row) => (fromJson(row.doc, id), row.doc)))
      )

    const find = (companyId: string, id: string) => Effect.map(findJson(companyId, id), Option.map((json) => fromJson(json, id)))

    /** Whether the company has an active record with this id (its document is not read). */
    const exists = (companyId: string, id: string) =>
      cache.has(spec.table, companyId, id)
        ? Effect.succeed(true)
        : sql`SELECT 1 FROM ${table} WHERE company_id = ${companyId} AND id = ${id} AND active = 1`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )

    const get = (companyId: string, id: string, param = "id"): Effect.Effect<A, NotFound> =>
      Effect.flatMap(find(companyId, id), Option.match({
        onNone: () => Effect.fail(notFound(spec.resource, id, param)),
        onSome: Effect.succeed
      }))

    const insert = (companyId: string, id: string, doc: A) =>
      sql`INSERT INTO ${table} ${sql.insert({ id, company_id: companyId, doc: toJson(doc), ...columnsOf(doc) })}`.pipe(
        Effect.zipRight(cache.invalidate(spec.table, companyId, id)),
        Effect.orDie
      )

    /** Several new records in one statement (a patient's new coverages, a new company's fixtures: a statement costs far more than a row on either store). */
    const insertAll = (companyId: string, docs: ReadonlyArray<{ readonly id: string; readonly doc: A }>) =>
      docs.length === 0
        ? Effect.void
        : sql`INSERT INTO ${table} ${
          sql.insert(docs.map(({ id, doc }) => ({ id, company_id: companyId, doc: toJson(doc), ...columnsOf(doc) })))
        }`.pipe(
          Effect.zipRight(Effect.forEach(docs, ({ id }) => cache.invalidate(spec.table, companyId, id), { discard: true })),
          Effect.orDie
        )

    /**
     * New records of one write held back to be stored together by `flush`, in one statement: the write
     * flushes before anything reads or updates the records it may hold, and at its end.
     */
    const heldInserts = (companyId: string) => {
      let held: Array<{ readonly id: string; readonly doc: A }> = []
      return {
        add: (id: string, doc: A) => {
          held.push({ id, doc })
        },
        held: (): ReadonlyArray<A> => held.map(({ doc }) => doc),
        flush: Effect.suspend(() => {
          const docs = held
          held = []
          return insertAll(companyId, docs)
        })
      }
    }

    /**
     * Writes the record if it is still at `readVersion` (the version its change was made from); false
     * when another writer (another instance, on the shared store) changed it since it was read.
     */
    const write = (companyId: string, id: string, doc: A, version: number, active: boolean, readVersion: number, json = toJson(doc)) =>
      sql<{ id: string }>`UPDATE ${table} SET ${
        sql.update({ doc: json, version, active: Number(active), ...columnsOf(doc) })
      } WHERE company_id = ${companyId} AND id = ${id} AND version = ${readVersion} RETURNING id`.pipe(
        Effect.tap(() => cache.invalidate(spec.table, companyId, id)),
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    /**
     * Applies `change` to the current record. Returns the new record, or the current one untouched
     * when `change` returns it unchanged (no version bump for a no-op).
     */
    const update: <E, R>(
      companyId: string,
      id: string,
      options: Versioned,
      change: (current: A) => Effect.Effect<A, E, R>
    ) => Effect.Effect<{ readonly before: A; readonly after: A; readonly changed: boolean }, E | NotFound | Conflict, R> = <E, R>(
      companyId: string,
      id: string,
      options: Versioned,
      change: (current: A) => Effect.Effect<A, E, R>
    ): Effect.Effect<{ readonly before: A; readonly after: A; readonly changed: boolean }, E | NotFound | Conflict, R> =>
      Effect.gen(function*() {
        const row = yield* findRow(companyId, id)
        if (Option.isNone(row)) return yield* Effect.fail(notFound(spec.resource, id))
        const { version } = row.value
        if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
          return yield* Effect.fail(versionConflict(spec.resource, version, options.expectedVersion))
        }
        const before = fromJson(row.value.doc, id)
        const proposed = yield* change(before)
        // The record handed back as given changed nothing: no encoding needed to find out.
        if (proposed === before) return { before, after: before, changed: false }
        const proposedJson = toJson(proposed)
        if (proposedJson === row.value.doc) return { before, after: before, changed: false }
        const nextVersion = options.keepVersion === true ? version : version + 1
        const after = spec.version === undefined ? proposed : spec.version.set(proposed, nextVersion)
        // Encoded once more only when the version it carries moved (not for keepVersion's writes).
        const json = spec.version === undefined || spec.version.get(proposed) === nextVersion ? proposedJson : toJson(after)
        if (yield* write(companyId, id, after, nextVersion, true, version, json)) return { before, after, changed: true }
        // Changed by another writer since it was read: the client's version is stale; an internal write
        // applies its change again to the record as it is now.
        return yield* update(companyId, id, options, change)
      })

    /** Soft delete: the record stays in the table but is never found or listed again. */
    const remove = (companyId: string, id: string): Effect.Effect<A, NotFound> =>
      Effect.gen(function*() {
        const row = yield* findRow(companyId, id)
        if (Option.isNone(row)) return yield* Effect.fail(notFound(spec.resource, id))
        const current = fromJson(row.value.doc, id)
        const doc = spec.deactivate === undefined ? current : spec.deactivate(current)
        if (!(yield* write(companyId, id, doc, row.value.version, false, row.value.version))) return yield* remove(companyId, id)
        return doc
      })

    const list = (
      companyId: string,
      page: Page,
      filters: ReadonlyArray<Statement.Fragment> = [],
      orderBy: Statement.Fragment = sql`rowid`
    ): Effect.Effect<Listed<A>> =>
      Effect.gen(function*() {
        const where = sql.and([sql`company_id = ${companyId}`, sql`active = 1`, ...filters])
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`
        const rows = yield* sql<{ id: string; doc: string }>`SELECT id, doc FROM ${table} WHERE ${where}
          ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${offsetOf(page)}`
        return listed(rows.map((row) => fromJson(row.doc, row.id)), count!.total, page)
      }).pipe(Effect.orDie)

    /** Every active row matching `filters`, without counting (for reads that need them all). */
    const all = (companyId: string, filters: ReadonlyArray<Statement.Fragment>, orderBy: Statement.Fragment = sql`rowid`) =>
      sql<{ id: string; doc: string }>`SELECT id, doc FROM ${table}
        WHERE ${sql.and([sql`company_id = ${companyId}`, sql`active = 1`, ...filters])} ORDER BY ${orderBy}`.pipe(
        Effect.map((rows): ReadonlyArray<A> => rows.map((row) => fromJson(row.doc, row.id))),
        Effect.orDie
      )

    return { findJson, find, exists, get, insert, insertAll, heldInserts, update, remove, list, all, toJson, read: fromJson } as const
  })
