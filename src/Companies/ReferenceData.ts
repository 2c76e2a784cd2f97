/**
 * Reads a company's reference records (stored by the fixture seeder). They are read on every request
 * that resolves an insurance, a stage or a setting (five lists a row in a patient batch), and change
 * only through `put`, `updateSettings` and a company reset, so each company's lists are kept in memory
 * and dropped by exactly those writes. On PostgreSQL other instances write them too, so there the
 * lists are read from the database every time.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { type ReferenceKind, type ReferenceRecord } from "../Domain/ReferenceData.js"
import { SqlLive } from "../Sql.js"
import { isShared } from "../Store/Dialect.js"
import { notFound } from "../Domain/Errors.js"

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

export class ReferenceData extends Effect.Service<ReferenceData>()("vob-sandbox/ReferenceData", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shared = isShared(sql)

    const lists = new Map<string, ReadonlyArray<unknown>>()
    const listKey = (companyId: string, kind: ReferenceKind) => `${companyId}\u0000${kind}`

    const list = <K extends ReferenceKind>(companyId: string, kind: K): Effect.Effect<ReadonlyArray<ReferenceRecord<K>>> =>
      Effect.suspend(() => {
        const cached = lists.get(listKey(companyId, kind))
        if (cached !== undefined) return Effect.succeed(cached as ReadonlyArray<ReferenceRecord<K>>)
        return sql<{ doc: string }>`SELECT doc FROM reference_data WHERE company_id = ${companyId} AND kind = ${kind}
          ORDER BY rowid`.pipe(
          Effect.map((rows) => rows.map((row) => JSON.parse(row.doc) as ReferenceRecord<K>)),
          Effect.tap((records) => Effect.sync(() => shared || lists.set(listKey(companyId, kind), records))),
          Effect.orDie
        )
      })

    /** Drops the company's lists: called by every write of its reference records. */
    const forgetCompany = (companyId: string) =>
      Effect.sync(() => {
        for (const key of lists.keys()) if (key.startsWith(`${companyId}\u0000`)) lists.delete(key)
      })

    const get = <K extends ReferenceKind>(companyId: string, kind: K, id: string) =>
      sql<{ doc: string }>`SELECT doc FROM reference_data
        WHERE company_id = ${companyId} AND kind = ${kind} AND id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => JSON.parse(row.doc) as ReferenceRecord<K>)),
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

    const settings = (companyId: string) =>
      Effect.map(list(companyId, "settings"), (rows) => rows[0]!)

    /** Replaces one reference record (the sandbox's way to reconfigure a company, e.g. its integrations). */
    const put = <K extends ReferenceKind>(companyId: string, kind: K, record: ReferenceRecord<K> & { readonly id: string }) =>
      sql`UPDATE reference_data SET doc = ${JSON.stringify(record)}
        WHERE company_id = ${companyId} AND kind = ${kind} AND id = ${record.id}`.pipe(
        Effect.zipRight(forgetCompany(companyId)),
        Effect.asVoid,
        Effect.orDie
      )

    /** Merges `changes` into the company's settings. */
    const updateSettings = (companyId: string, changes: Partial<ReferenceRecord<"settings">>) =>
      Effect.gen(function*() {
        const next = { ...(yield* settings(companyId)), ...changes }
        yield* sql`UPDATE reference_data SET doc = ${JSON.stringify(next)}
          WHERE company_id = ${companyId} AND kind = 'settings'`.pipe(Effect.orDie)
        yield* forgetCompany(companyId)
        return next
      })

    return { list, get, settings, put, updateSettings, requireActive, forgetCompany } as const
  }),
  dependencies: [SqlLive]
}) {}
