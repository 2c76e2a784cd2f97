/**
 * Reads a company's reference records (stored by the fixture seeder) from memory. They are read on
 * nearly every request (five lookups a row in a patient batch, three on a VOB read), so each company's
 * records are held as one snapshot, loaded by one statement, and indexed by id.
 *
 * Several processes may share one database, so a snapshot must be checkable without reading the
 * records again:
 * - Insurances, locations, organizations, workflow stages, users, external id types and default
 *   specialties never change once the company exists (a reset writes them back identical), so any
 *   snapshot serves them.
 * - Integrations and settings change (`put`, `updateSettings`, a reset). Every write of reference
 *   records raises the company's `reference_version` in the same transaction, and a snapshot serves
 *   them only at the version it was read at: a read that already knows the version (read with its
 *   own first query, as the VOB read does) checks it for free, any other reads it first on PostgreSQL.
 *   On SQLite this process is the only writer, and every write of reference records drops its
 *   snapshot (`forgetCompany`), so a kept snapshot is current without reading the version.
 * A snapshot read while this process writes the company's records (`whileChanging`) is not kept: it
 * may hold writes that are then rolled back; nor is one whose read overlapped a `forgetCompany`.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option, type Schema } from "effect"
import { type ReferenceKind, referenceKinds, type ReferenceRecord } from "../Domain/ReferenceRecords.js"
import { storedReader } from "../Store/StoredRecords.js"
import { notFound } from "../Domain/Errors.js"
import { isShared } from "../Store/Dialect.js"
import { makeCompanyWrites } from "../Store/CompanyWrites.js"
import { withTransaction } from "../Store/Transaction.js"

/** How each kind is named in messages. */
const labels: Record<ReferenceKind, string> = {
  insurance: "insurance",
  location: "location",
  organization: "organization",
  workflow_stage: "workflow stage",
  user: "user",
  external_id_type: "external ID type",
  integration: "integration",
  default_specialty: "default specialty",
  settings: "settings"
}

/** One checked reader per kind, against the kind's own schema. */
const readers = Object.fromEntries(
  Object.entries(referenceKinds).map(([kind, schema]): [string, (json: string, id: string) => unknown] =>
    [kind, storedReader("reference_data", schema as Schema.Schema<any, any>)])
) as { readonly [K in ReferenceKind]: (json: string, id: string) => ReferenceRecord<K> }

/** The kinds a company's own writes change after its creation: served only at their version. */
const changing: ReadonlySet<ReferenceKind> = new Set(["integration", "settings"])

/** A company's reference records as of one `reference_version`. */
export interface ReferenceSnapshot {
  readonly version: number
  readonly list: <K extends ReferenceKind>(kind: K) => ReadonlyArray<ReferenceRecord<K>>
  readonly get: <K extends ReferenceKind>(kind: K, id: string) => Option.Option<ReferenceRecord<K>>
  readonly settings: ReferenceRecord<"settings">
}

/** A reference record with the kind and id it is stored under. */
export interface ReferenceEntry {
  readonly kind: ReferenceKind
  readonly id: string
  readonly record: unknown
}

const snapshotFrom = (version: number, entries: Iterable<ReferenceEntry>): ReferenceSnapshot => {
  const lists = new Map<string, Array<unknown>>()
  const byId = new Map<string, unknown>()
  for (const { kind, id, record } of entries) {
    const list = lists.get(kind)
    if (list === undefined) lists.set(kind, [record])
    else list.push(record)
    byId.set(`${kind}\u0000${id}`, record)
  }
  const list = <K extends ReferenceKind>(kind: K) => (lists.get(kind) ?? []) as ReadonlyArray<ReferenceRecord<K>>
  return {
    version,
    list,
    get: <K extends ReferenceKind>(kind: K, id: string) =>
      Option.fromNullable(byId.get(`${kind}\u0000${id}`) as ReferenceRecord<K> | undefined),
    settings: list("settings")[0]!
  }
}

const snapshotOf = (version: number, rows: ReadonlyArray<{ kind: string | null; id: string | null; doc: string | null }>) =>
  snapshotFrom(
    version,
    rows.flatMap((row) =>
      row.kind === null || row.doc === null ? [] : [{
        kind: row.kind as ReferenceKind,
        id: row.id ?? "",
        record: readers[row.kind as ReferenceKind](row.doc, row.id ?? "")
      }]
    )
  )

export class ReferenceData extends Effect.Service<ReferenceData>()("vob-sandbox/ReferenceData", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const snapshots = new Map<string, ReferenceSnapshot>()
    // Raised by every drop of a snapshot: a load that overlapped one keeps nothing (it may have read the old records).
    let drops = 0
    const shared = isShared(sql)

    const drop = (companyId: string) => {
      snapshots.delete(companyId)
      drops++
    }
    // Companies whose reference records this process is writing now.
    const writes = makeCompanyWrites(drop)

    const load = (companyId: string) =>
      Effect.suspend(() => {
        const dropsBefore = drops
        return sql<{ version: number; kind: string | null; id: string | null; doc: string | null }>`
          SELECT c.reference_version AS version, r.kind AS kind, r.id AS id, r.doc AS doc
          FROM companies c LEFT JOIN reference_data r ON r.company_id = c.id
          WHERE c.id = ${companyId} ORDER BY r.rowid`.pipe(
          Effect.map((rows) => {
            const snapshot = snapshotOf(rows[0]?.version ?? 0, rows)
            if (!writes.isWriting(companyId) && drops === dropsBefore) snapshots.set(companyId, snapshot)
            return snapshot
          }),
          Effect.orDie
        )
      })

    /**
     * Runs `effect`, the outermost transaction writing the company's reference records: no snapshot
     * is kept until it ends (committed or rolled back).
     */
    const whileChanging = writes.whileWriting

    /**
     * The company's records at `version` (read with the caller's own query): from memory when the
     * snapshot there is of that version, else read again.
     */
    const at = (companyId: string, version: number): Effect.Effect<ReferenceSnapshot> =>
      Effect.suspend(() => {
        const cached = snapshots.get(companyId)
        return cached !== undefined && cached.version === version ? Effect.succeed(cached) : load(companyId)
      })

    /**
     * The snapshot of a company whose records this process has just written and committed (a new
     * company's fixtures), at the version they were written with: its first reads need not load them.
     * The records must be what reading them back gives (test/hot-path-statements.test.ts checks the
     * fixtures', byte for byte).
     */
    const prime = (companyId: string, version: number, entries: ReadonlyArray<ReferenceEntry>) =>
      Effect.sync(() => {
        if (!writes.isWriting(companyId)) snapshots.set(companyId, snapshotFrom(version, entries))
      })

    /**
     * The company's records as they are now: on PostgreSQL the version is read first (one indexed row),
     * since another instance may have changed them; on SQLite the kept snapshot is current.
     */
    const current = (companyId: string): Effect.Effect<ReferenceSnapshot> =>
      shared
        ? sql<{ version: number }>`SELECT reference_version AS version FROM companies WHERE id = ${companyId}`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => at(companyId, rows[0]?.version ?? 0))
        )
        : Effect.suspend(() => {
          const cached = snapshots.get(companyId)
          return cached !== undefined && !writes.isWriting(companyId) ? Effect.succeed(cached) : load(companyId)
        })

    /** A snapshot that serves `kind`: any one for the kinds that never change. */
    const serving = (companyId: string, kind: ReferenceKind): Effect.Effect<ReferenceSnapshot> =>
      Effect.suspend(() => {
        if (changing.has(kind)) return current(companyId)
        const cached = snapshots.get(companyId)
        return cached !== undefined ? Effect.succeed(cached) : load(companyId)
      })

    const list = <K extends ReferenceKind>(companyId: string, kind: K): Effect.Effect<ReadonlyArray<ReferenceRecord<K>>> =>
      Effect.map(serving(companyId, kind), (snapshot) => snapshot.list(kind))

    const get = <K extends ReferenceKind>(companyId: string, kind: K, id: string): Effect.Effect<Option.Option<ReferenceRecord<K>>> =>
      Effect.map(serving(companyId, kind), (snapshot) => snapshot.get(kind, id))

    /**
     * Records that the company's reference records changed, in the writer's transaction: raises the
     * version every process checks, and drops this process's snapshot.
     */
    const forgetCompany = (companyId: string) =>
      sql`UPDATE companies SET reference_version = reference_version + 1 WHERE id = ${companyId}`.pipe(
        Effect.zipRight(Effect.sync(() => drop(companyId))),
        Effect.asVoid,
        Effect.orDie
      )

    /** Succeeds when `id` (if any) names an active record of the kind in the company: 404 naming `param` otherwise. */
    const requireActive = (companyId: string, kind: ReferenceKind, id: string | null | undefined, param: string) =>
      Effect.gen(function*() {
        if (id == null) return
        const record = yield* get(companyId, kind, id)
        const inactive = Option.isSome(record) && "is_active" in record.value && record.value.is_active === false
        if (Option.isNone(record) || inactive) return yield* Effect.fail(notFound(labels[kind], id, param))
      })

    const settings = (companyId: string) => Effect.map(current(companyId), (snapshot) => snapshot.settings)

    /** Replaces one reference record (the sandbox's way to reconfigure a company, e.g. its integrations). */
    const put = <K extends ReferenceKind>(companyId: string, kind: K, record: ReferenceRecord<K> & { readonly id: string }) =>
      whileChanging(
        companyId,
        withTransaction(sql, 
          sql`UPDATE reference_data SET doc = ${JSON.stringify(record)}
            WHERE company_id = ${companyId} AND kind = ${kind} AND id = ${record.id}`.pipe(
            Effect.zipRight(forgetCompany(companyId))
          )
        )
      ).pipe(Effect.asVoid, Effect.orDie)

    /** Merges `changes` into the company's settings. */
    const updateSettings = (companyId: string, changes: Partial<ReferenceRecord<"settings">>) =>
      whileChanging(
        companyId,
        withTransaction(sql, Effect.gen(function*() {
          const next = { ...(yield* settings(companyId)), ...changes }
          yield* sql`UPDATE reference_data SET doc = ${JSON.stringify(next)}
            WHERE company_id = ${companyId} AND kind = 'settings'`
          yield* forgetCompany(companyId)
          return next
        }))
      ).pipe(Effect.orDie)

    return { at, current, list, get, settings, put, updateSettings, requireActive, forgetCompany, whileChanging, prime } as const
  })
}) {}
