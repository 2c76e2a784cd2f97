/**
 * Each company's release switches: stored (company_releases, only the ones that differ from the
 * catalogue's defaults) and kept in memory, because the edge reads them on every /v1 request. On
 * PostgreSQL the edge reads the caller's from the database first (`current`): another instance may have
 * switched them.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isShared } from "../Store/Dialect.js"
import { defaultStates, differsFromDefault, type ReleaseName, releases, type ReleaseStates } from "./ReleaseCatalog.js"
import { withTransaction } from "../Store/Transaction.js"

export class Releases extends Effect.Service<Releases>()("vob-sandbox/Releases", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shared = isShared(sql)
    const byCompany = new Map<string, ReleaseStates>()

    const statesFrom = (rows: ReadonlyArray<{ readonly name: string; readonly enabled: number }>, states = defaultStates) =>
      rows.reduce<ReleaseStates>((acc, row) => row.name in defaultStates ? { ...acc, [row.name]: row.enabled === 1 } : acc, states)

    const rows = yield* sql<{ company_id: string; name: string; enabled: number }>`
      SELECT company_id, name, enabled FROM company_releases`.pipe(Effect.orDie)
    for (const row of rows) byCompany.set(row.company_id, statesFrom([row], byCompany.get(row.company_id)))

    const statesOf = (companyId: string): ReleaseStates => byCompany.get(companyId) ?? defaultStates

    const remember = (companyId: string, states: ReleaseStates) =>
      Effect.sync(() => {
        if (differsFromDefault(states)) byCompany.set(companyId, states)
        else byCompany.delete(companyId)
      })

    /** The company's switches as stored (another instance may have changed them on a shared store). */
    const load = (companyId: string) =>
      Effect.map(
        sql<{ name: string; enabled: number }>`SELECT name, enabled FROM company_releases WHERE company_id = ${companyId}`,
        (rows) => statesFrom(rows)
      ).pipe(Effect.orDie)

    /**
     * The company's switches for this request. On SQLite the memory is the truth; on PostgreSQL they are
     * read from the database (one key lookup) and remembered, so `statesOf` answers the same for the rest
     * of the request whichever instance switched them.
     */
    const current = (companyId: string): Effect.Effect<ReleaseStates> =>
      shared ? Effect.tap(load(companyId), (states) => remember(companyId, states)) : Effect.sync(() => statesOf(companyId))

    /**
     * Writes the company's switches named in `changes` (in the caller's transaction); `remember` makes
     * them current after commit. Only the named ones are written: a concurrent switch of another release
     * through another instance is kept.
     */
    const store = (companyId: string, changes: Partial<Record<ReleaseName, boolean>>) =>
      Effect.gen(function*() {
        const before = shared ? yield* load(companyId) : statesOf(companyId)
        const next: ReleaseStates = { ...before, ...changes }
        for (const release of releases) {
          if (!(release.name in changes)) continue
          if (next[release.name] === release.defaultEnabled) {
            yield* sql`DELETE FROM company_releases WHERE company_id = ${companyId} AND name = ${release.name}`
          } else {
            yield* sql`INSERT INTO company_releases (company_id, name, enabled)
              VALUES (${companyId}, ${release.name}, ${next[release.name] ? 1 : 0})
              ON CONFLICT (company_id, name) DO UPDATE SET enabled = excluded.enabled`
          }
        }
        return next
      }).pipe(Effect.orDie)

    /**
     * Whether any company is off the defaults: the edge skips the credential lookup when none is. Always
     * true on PostgreSQL, where another instance may have switched one.
     */
    const anySwitched = () => shared || byCompany.size > 0

    const update = (companyId: string, changes: Partial<Record<ReleaseName, boolean>>) =>
      Effect.flatMap(withTransaction(sql, store(companyId, changes)).pipe(Effect.orDie), (next) =>
        Effect.as(remember(companyId, next), next))

    return { statesOf, current, store, remember, update, anySwitched } as const
  })
}) {}
