/**
 * Stored JSON of records read by id, kept in memory so the hottest reads skip SQL. Only `DocumentTable`
 * writes document tables, and every write invalidates its record (a company reset clears the
 * company). Reads inside a transaction bypass the cache, and a read during which any write happened
 * is not kept (one write counter, so memory stays bounded), so the cache only holds committed rows.
 * What it holds was checked against its schema on the way in (Store/StoredRecords.ts).
 * That holds on SQLite's one connection only: on PostgreSQL another instance (or another connection of
 * the pool, between an invalidation and its commit) writes behind the cache's back, so there every
 * read goes to the database.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { isShared } from "./Dialect.js"

const MAX_ENTRIES = 20_000

export class DocumentCache extends Effect.Service<DocumentCache>()("vob-sandbox/DocumentCache", {
  effect: Effect.map(SqlClient.SqlClient, (sql) => {
    const shared = isShared(sql)
    const entries = new Map<string, string>()
    let writes = 0
    const keyOf = (table: string, companyId: string, id: string) => `${table}\u0000${companyId}\u0000${id}`

    const remember = (key: string, json: string) => {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      entries.set(key, json)
    }

    /** The record's JSON from the cache, or from `load` (kept when committed and unchanged meanwhile). */
    const read = <E, R>(
      table: string,
      companyId: string,
      id: string,
      load: Effect.Effect<Option.Option<string>, E, R>
    ): Effect.Effect<Option.Option<string>, E, R> =>
      Effect.suspend(() => {
        if (shared) return load
        const key = keyOf(table, companyId, id)
        const hit = entries.get(key)
        if (hit !== undefined) return Effect.succeed(Option.some(hit))
        return Effect.flatMap(Effect.serviceOption(SqlClient.TransactionConnection), (transaction) => {
          if (Option.isSome(transaction)) return load
          const writesBefore = writes
          return Effect.tap(load, (json) => {
            if (Option.isSome(json) && writes === writesBefore) remember(key, json.value)
          })
        })
      })

    const invalidate = (table: string, companyId: string, id: string) =>
      Effect.sync(() => {
        entries.delete(keyOf(table, companyId, id))
        writes++
      })

    const clearCompany = (companyId: string) =>
      Effect.sync(() => {
        const marker = `\u0000${companyId}\u0000`
        for (const key of [...entries.keys()]) if (key.includes(marker)) entries.delete(key)
        writes++
      })

    /** Whether the record's JSON is held (a committed, active record). */
    const has = (table: string, companyId: string, id: string) => entries.has(keyOf(table, companyId, id))

    return { read, has, invalidate, clearCompany } as const
  })
}) {}
