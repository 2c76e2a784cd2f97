/**
 * A database file is at the schema version of the newest migration it ran. An older one is migrated
 * forward at start (every migration since); a newer one (a migration id this binary does not know,
 * written by a later vob-sandbox) is refused before anything reads it: this binary would misread
 * or drop what the newer version stores, and the migrator alone would start on it silently.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { StartupFailure } from "../StartupFailure.js"

/** The migrator's own table (Migrator's default name). */
const MIGRATIONS_TABLE = "effect_sql_migrations"

const idOf = (key: string) => Number(key.split("_")[0])

/** Fails the start when the database's newest migration is newer than every one in `known` (record keys like `0014_name`). */
export const refuseNewerSchema = (db: string, known: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const ours = known.reduce((newest, key) => idOf(key) > idOf(newest) ? key : newest)
    const [stored] = yield* sql<{ migration_id: number; name: string }>`SELECT migration_id, name FROM ${sql(MIGRATIONS_TABLE)}
      ORDER BY migration_id DESC LIMIT 1`.withoutTransform.pipe(
      // A new file has no migrations table yet: nothing to compare.
      Effect.catchIf((error) => String(error.cause).includes("no such table"), () => Effect.succeed([]))
    )
    if (stored === undefined || stored.migration_id <= idOf(ours)) return
    const theirs = `${String(stored.migration_id).padStart(4, "0")}_${stored.name}`
    return yield* Effect.fail(
      new StartupFailure({
        message: `cannot open --db ${db}: it was written by a newer vob-sandbox (schema version ${theirs}); ` +
          `this one knows schema versions up to ${ours}: run the newer vob-sandbox, or choose another --db`
      })
    )
  }).pipe(Effect.catchTag("SqlError", Effect.die))
