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
import { limitClause } from "./LimitClause.js"
import { type StoredEncoding, storedEncoder } from "./StoredEncoder.js"
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

/** A record as read from its table: at `version`, with the JSON it is stored as when known. */
export interface StoredDocument<A> {
  readonly record: A
  readonly version: number
  readonly json?: string | undefined
}

/** What a change of a record did: `after` is `before` when it changed nothing. */
export interface Replaced<A> {
  readonly before: A
  readonly after: A
  readonly changed: boolean
}

export const makeDocumentTable = <A, I>(spec: DocumentTableSpec<A, I>) => {
  // Every stored document is decoded when read (Store/StoredRecords.ts): a row that does not match is a defect.
  // One reader for every service that builds the table (and every app of the process): what it keeps
  // is a pure function of the text, so a text one of them wrote is known to all.
  const fromJson = storedReader(spec.table, spec.schema)
  // Compiled when first written, not at start-up: every table is built at start, few are written soon.
  let encode: ((doc: A) => StoredEncoding<I>) | undefined
  return Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const cache = yield* DocumentCache
    const table = sql(spec.table)
    const encodedJson = ({ encoded, walked }: StoredEncoding<I>, doc: A) => {
      const json = JSON.stringify(encoded)
      // The next read of what this process writes needs no decoding.
      fromJson.encoded(json, doc, walked)
      return json
    }
    const encodeOf = (doc: A) => (encode ??= storedEncoder(spec.schema))(doc)
    const toJson = (doc: A) => encodedJson(encodeOf(doc), doc)
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
     * Writes `proposed` over `current` (the record as read at `current.version`, with its stored JSON
     * when known): the record as written, or `current` untouched when `proposed` is no change (no version
     * bump for a no-op); none when another writer (another instance, on the shared store) changed it
     * since it was read, so the change must be made again from the record as it is now.
     */
    const replace = (
      companyId: string,
      id: string,
      current: StoredDocument<A>,
      proposed: A,
      options: Pick<Versioned, "keepVersion"> = {}
    ): Effect.Effect<Option.Option<Replaced<A>>> =>
      Effect.suspend(() => {
        const { record: before, version } = current
        const unchanged = Effect.succeed(Option.some({ before, after: before, changed: false }))
        // The record handed back as given changed nothing: no encoding needed to find out.
        if (proposed === before) return unchanged
        const nextVersion = options.keepVersion === true ? version : version + 1
        const after = spec.version === undefined ? proposed : spec.version.set(proposed, nextVersion)
        // Encoded once, with the version it is written at.
        const encoding = encodeOf(after)
        const json = encodedJson(encoding, after)
        if (current.json !== undefined && jsonAtVersion(encoding.encoded, after, nextVersion, json, version) === current.json) return unchanged
        return Effect.map(
          write(companyId, id, after, nextVersion, true, version, json),
          (written) => written ? Option.some({ before, after, changed: true }) : Option.none()
        )
      })

    /**
     * The JSON of a record encoded at `nextVersion` as it would be stored at `version` (to tell a no-op
     * from the stored text): a versioned document carries its version as its `version` field.
     */
    const jsonAtVersion = (encoded: I, after: A, nextVersion: number, json: string, version: number) => {
      // A document without its own version reads the same at every version.
      if (spec.version === undefined || nextVersion === version) return json
      const fields = encoded as Record<string, unknown>
      return fields.version === nextVersion
        ? JSON.stringify({ ...fields, version })
        : JSON.stringify(encodeOf(spec.version.set(after, version)).encoded)
    }

    /**
     * Applies `change` to the current record. Returns the new record, or the current one untouched
     * when `change` returns it unchanged (no version bump for a no-op).
     */
    const update: <E, R>(
      companyId: string,
      id: string,
      options: Versioned,
      change: (current: A) => Effect.Effect<A, E, R>
    ) => Effect.Effect<Replaced<A>, E | NotFound | Conflict, R> = <E, R>(
      companyId: string,
      id: string,
      options: Versioned,
      change: (current: A) => Effect.Effect<A, E, R>
    ): Effect.Effect<Replaced<A>, E | NotFound | Conflict, R> =>
      Effect.gen(function*() {
        const row = yield* findRow(companyId, id)
        if (Option.isNone(row)) return yield* Effect.fail(notFound(spec.resource, id))
        const { version } = row.value
        if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
          return yield* Effect.fail(versionConflict(spec.resource, version, options.expectedVersion))
        }
        const before = fromJson(row.value.doc, id)
        const replaced = yield* replace(companyId, id, { record: before, version, json: row.value.doc }, yield* change(before), options)
        if (Option.isSome(replaced)) return replaced.value
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
          ORDER BY ${orderBy} ${limitClause(sql, page.limit, offsetOf(page))}`
        return listed(rows.map((row) => fromJson(row.doc, row.id)), count!.total, page)
      }).pipe(Effect.orDie)

    /** Every active row matching `filters`, without counting (for reads that need them all). */
    const all = (companyId: string, filters: ReadonlyArray<Statement.Fragment>, orderBy: Statement.Fragment = sql`rowid`) =>
      sql<{ id: string; doc: string }>`SELECT id, doc FROM ${table}
        WHERE ${sql.and([sql`company_id = ${companyId}`, sql`active = 1`, ...filters])} ORDER BY ${orderBy}`.pipe(
        Effect.map((rows): ReadonlyArray<A> => rows.map((row) => fromJson(row.doc, row.id))),
        Effect.orDie
      )

    return { findJson, find, exists, get, insert, insertAll, heldInserts, update, replace, remove, list, all, toJson, read: fromJson } as const
  })
}
