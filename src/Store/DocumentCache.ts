/**
 * Stored JSON of records read by id, kept in memory so the hottest reads skip SQL. Only `DocumentTable`
 * writes document tables, and every write invalidates its record (a company reset clears the
 * company). Reads inside a transaction bypass the cache, and a read that raced a write is not kept
 * (each key's generation rises on invalidation), so the cache only ever holds committed rows.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

const MAX_ENTRIES = 20_000

export class DocumentCache extends Effect.Service<DocumentCache>()("vob-sandbox/DocumentCache", {
  sync: () => {
    const entries = new Map<string, string>()
    const generations = new Map<string, number>()
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
        const key = keyOf(table, companyId, id)
        const hit = entries.get(key)
        if (hit !== undefined) return Effect.succeed(Option.some(hit))
        return Effect.flatMap(Effect.serviceOption(SqlClient.TransactionConnection), (transaction) => {
          if (Option.isSome(transaction)) return load
          const generation = generations.get(key) ?? 0
          return Effect.tap(load, (json) => {
            if (Option.isSome(json) && (generations.get(key) ?? 0) === generation) remember(key, json.value)
          })
        })
      })

    const invalidate = (table: string, companyId: string, id: string) =>
      Effect.sync(() => {
        const key = keyOf(table, companyId, id)
        entries.delete(key)
        generations.set(key, (generations.get(key) ?? 0) + 1)
      })

    const clearCompany = (companyId: string) =>
      Effect.sync(() => {
        const marker = `\u0000${companyId}\u0000`
        for (const key of [...entries.keys(), ...generations.keys()]) {
          if (!key.includes(marker)) continue
          entries.delete(key)
          generations.set(key, (generations.get(key) ?? 0) + 1)
        }
      })

    return { read, invalidate, clearCompany } as const
  }
}) {}
