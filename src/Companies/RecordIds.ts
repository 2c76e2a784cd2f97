/**
 * The ids a company's records get. A company created with a seed gets every id (and every secret)
 * derived from its seed and its own sequence of operations, so the same script gives the same bytes
 * on any server, whatever other companies do meanwhile; a company without a seed gets random ids.
 *
 * The sequence is a per-company number stored beside the seed and advanced by the statement that takes
 * it, inside the caller's transaction: a rolled-back write gives its numbers back. Work a job does
 * takes its ids from the job's own scope (a number the job was given when it was scheduled, plus a
 * count within the run) rather than from the company's number, because a job due now runs in the
 * background beside the caller's next request, and the order of the two must not change any id.
 */
import { SqlClient } from "@effect/sql"
import { Effect, FiberRef } from "effect"
import { newId, stableUuid } from "../Domain/StableId.js"

interface JobScope {
  readonly companyId: string
  readonly scope: string
  taken: number
}

const currentJobScope = FiberRef.unsafeMake<JobScope | null>(null)

const seededId = (seed: string, ...parts: ReadonlyArray<string>) => stableUuid("record", seed, ...parts)

export class RecordIds extends Effect.Service<RecordIds>()("vob-sandbox/RecordIds", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // Seeds never change once a company exists; null = the company has none.
    const seeds = new Map<string, string | null>()

    const seedOf = (companyId: string): Effect.Effect<string | null> => {
      const known = seeds.get(companyId)
      if (known !== undefined) return Effect.succeed(known)
      return sql<{ seed: string }>`SELECT seed FROM company_seeds WHERE company_id = ${companyId}`.pipe(
        Effect.map((rows) => rows[0]?.seed ?? null),
        Effect.tap((seed) => Effect.sync(() => seeds.set(companyId, seed))),
        Effect.orDie
      )
    }

    const takeNumber = (companyId: string) =>
      sql<{ n: number }>`UPDATE company_seeds SET next_number = next_number + 1
        WHERE company_id = ${companyId} RETURNING next_number AS n`.pipe(
        Effect.map((rows) => rows[0]!.n),
        Effect.orDie
      )

    /** The id of the company's next record of `kind` (kinds keep ids of different tables apart). */
    const next = (companyId: string, kind: string): Effect.Effect<string> =>
      Effect.flatMap(seedOf(companyId), (seed) => {
        if (seed === null) return Effect.sync(newId)
        return Effect.flatMap(FiberRef.get(currentJobScope), (job) => {
          if (job !== null && job.companyId === companyId) {
            job.taken += 1
            return Effect.succeed(seededId(seed, "job", job.scope, kind, String(job.taken)))
          }
          return Effect.map(takeNumber(companyId), (n) => seededId(seed, kind, String(n)))
        })
      })

    /** The id scope of a job being scheduled (null without a seed: its records get random ids). */
    const jobScope = (companyId: string): Effect.Effect<string | null> =>
      Effect.flatMap(seedOf(companyId), (seed) => seed === null ? Effect.succeed(null) : next(companyId, "job"))

    /** Runs a job's work with ids taken from its scope, counted from zero on every run. */
    const withinJob = (companyId: string, scope: string | null) => <A, E, R>(work: Effect.Effect<A, E, R>) =>
      scope === null
        ? work
        : Effect.suspend(() => Effect.locally(work, currentJobScope, { companyId, scope, taken: 0 }))

    const seedTaken = (seed: string) =>
      sql<{ n: number }>`SELECT COUNT(*) AS n FROM company_seeds WHERE seed = ${seed}`.pipe(
        Effect.map((rows) => rows[0]!.n > 0),
        Effect.orDie
      )

    /** Records a new company's seed, in the transaction that creates the company. */
    const claimSeed = (companyId: string, seed: string) =>
      sql`INSERT INTO company_seeds (company_id, seed) VALUES (${companyId}, ${seed})`.pipe(
        Effect.tap(() => Effect.sync(() => seeds.set(companyId, seed))),
        Effect.asVoid
      )

    /** Back to the first number: a reset company replaying the same script gets the same ids. */
    const restart = (companyId: string) =>
      sql`UPDATE company_seeds SET next_number = 0 WHERE company_id = ${companyId}`.pipe(Effect.asVoid)

    return { next, jobScope, withinJob, seedOf, seedTaken, claimSeed, restart } as const
  })
}) {}
