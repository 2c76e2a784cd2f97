/**
 * The PostgreSQL side of the test matrix: `vitest.postgres.config.ts` starts one throwaway PostgreSQL
 * for the run and sets VOB_TEST_PG_URL; each app then gets its own fresh database on it.
 */
import { Effect } from "effect"
import pg from "pg"

let created = 0

/** A new database's URL when the run is on PostgreSQL, else undefined (the app stays on SQLite). */
export const freshPostgresDatabase: Effect.Effect<string | undefined> = Effect.promise(async () => {
  const admin = process.env.VOB_TEST_PG_URL
  if (admin === undefined || admin === "") return undefined
  const name = `app_${process.pid}_${++created}_${Math.floor(performance.now())}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  return admin.replace(/\/[^/]*$/, `/${name}`)
})

/**
 * True in the PostgreSQL run of the matrix: suites that test SQLite itself (its query plans, triggers
 * simulating a crash, a value only SQLite's untyped columns hold) skip there, saying so.
 */
export const onPostgresMatrix = (process.env.VOB_TEST_PG_URL ?? "") !== ""
