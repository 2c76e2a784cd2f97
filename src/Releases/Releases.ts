/**
 * Each company's release switches: stored (company_releases, only the ones that differ from the
 * catalogue's defaults) and kept in memory, because the edge reads them on every /v1 request.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SqlLive } from "../Sql.js"
import { defaultStates, differsFromDefault, type ReleaseName, releases, type ReleaseStates } from "./ReleaseCatalog.js"

export class Releases extends Effect.Service<Releases>()("vob-sandbox/Releases", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const byCompany = new Map<string, ReleaseStates>()

    const rows = yield* sql<{ company_id: string; name: string; enabled: number }>`
      SELECT company_id, name, enabled FROM company_releases`.pipe(Effect.orDie)
    for (const row of rows) {
      const states = byCompany.get(row.company_id) ?? defaultStates
      if (row.name in defaultStates) byCompany.set(row.company_id, { ...states, [row.name]: row.enabled === 1 })
    }

    const statesOf = (companyId: string): ReleaseStates => byCompany.get(companyId) ?? defaultStates

    /** Writes the company's switches (in the caller's transaction); `remember` makes them current after commit. */
    const store = (companyId: string, changes: Partial<Record<ReleaseName, boolean>>) =>
      Effect.gen(function*() {
        const next: ReleaseStates = { ...statesOf(companyId), ...changes }
        for (const release of releases) {
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

    const remember = (companyId: string, states: ReleaseStates) =>
      Effect.sync(() => {
        if (differsFromDefault(states)) byCompany.set(companyId, states)
        else byCompany.delete(companyId)
      })

    /** Whether any company is off the defaults: the edge skips the credential lookup when none is. */
    const anySwitched = () => byCompany.size > 0

    const update = (companyId: string, changes: Partial<Record<ReleaseName, boolean>>) =>
      Effect.flatMap(sql.withTransaction(store(companyId, changes)).pipe(Effect.orDie), (next) =>
        Effect.as(remember(companyId, next), next))

    return { statesOf, store, remember, update, anySwitched } as const
  }),
  dependencies: [SqlLive]
}) {}
