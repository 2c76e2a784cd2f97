/**
 * The store: SQLite (better-sqlite3; `:memory:` or a file, owned by one process) by default, or
 * PostgreSQL (`--db postgres://…`, shared by any number of instances), with the migrator that brings a
 * fresh or existing database up to date.
 */
import { Migrator } from "@effect/sql"
import { Cause, Effect, Layer } from "effect"
import { SandboxConfig } from "./Config/SandboxConfig.js"
import { migrations } from "./migrations/index.js"
import { cannotOpen, checkDatabasePath, isFileDatabase, lockDatabase } from "./Store/DatabaseFile.js"
import { isPostgresUrl } from "./Store/Dialect.js"
import { DocumentCache } from "./Store/DocumentCache.js"
import { readMigratedImage } from "./Store/MigratedImage.js"
import { refuseNewerSchema } from "./Store/SchemaVersion.js"
import { sqliteStoreLayer } from "./Store/SqliteStore.js"

// WAL is switched on by `lockDatabase`, after the exclusive locking mode: the client's own switch
// would wait 5 s on a file another server holds.
// An in-memory store may start as a copy of the migrated image (Store/MigratedImage.ts): better-sqlite3
// opens an in-memory database from a serialized one when given its bytes for a file name.
const SqliteClientLive = (db: string, migratedImage: string | undefined) =>
  Layer.unwrapEffect(
    Effect.gen(function*() {
      if (isFileDatabase(db)) yield* checkDatabasePath(db)
      const image = isFileDatabase(db) ? undefined : yield* Effect.sync(() => readMigratedImage(migratedImage))
      return sqliteStoreLayer({ filename: image ?? db, prepareCacheSize: 500 }).pipe(
        Layer.catchAllCause((cause) =>
          // An interrupted start (a signal) is a stop, not a failure to report; it carries no error.
          Cause.isInterruptedOnly(cause)
            ? Layer.failCause(cause as Cause.Cause<never>)
            : Layer.fail(cannotOpen(db, Cause.squash(cause))))
      )
    })
  )

/** The client, once this process owns the file: nothing reads or migrates before. */
const OwnedSqliteLive = (db: string, migratedImage: string | undefined) =>
  Layer.effectDiscard(isFileDatabase(db) ? lockDatabase(db) : Effect.void).pipe(Layer.provideMerge(SqliteClientLive(db, migratedImage)))

const loader = Migrator.fromRecord(migrations)
const newestMigration = Math.max(...Object.keys(migrations).map((name) => Number.parseInt(name, 10)))

// The generic migrator: SqliteMigrator adds schema dumps through the sqlite3 CLI, which we never use.
// A file written by a newer version is refused first (Store/SchemaVersion.ts): the migrator would start on it.
const SqliteMigratorLive = (db: string) =>
  Layer.effectDiscard(Effect.zipRight(refuseNewerSchema(db, Object.keys(migrations)), Migrator.make({})({ loader })))

// Loaded only for a postgres:// store: a SQLite start does not evaluate the PostgreSQL driver (the bundles
// keep a dynamically imported module lazy). Tidiness more than speed (docs/scaling.md).
const PostgresLive = (db: string, instanceId: string) =>
  Layer.unwrapEffect(
    Effect.map(
      Effect.promise(() => import("./Store/PostgresStore.js")),
      ({ migratePostgres, postgresClientLayer }) =>
        Layer.mergeAll(Layer.effectDiscard(migratePostgres(loader, newestMigration)), DocumentCache.Default).pipe(
          Layer.provideMerge(postgresClientLayer(db, `vob-sandbox ${instanceId}`))
        )
    )
  )

/** The SQLite store (a file, or `:memory:` starting from the migrated image when there is one), migrated. */
export const SqliteLive = (db: string, migratedImage: string | undefined) =>
  Layer.mergeAll(SqliteMigratorLive(db), DocumentCache.Default).pipe(Layer.provideMerge(OwnedSqliteLive(db, migratedImage)))

/** The store: the client, its migrations, and the cache of documents read by id (see DocumentCache). */
export const SqlLive = Layer.unwrapEffect(
  Effect.map(SandboxConfig, ({ db, instanceId, migratedImage }) =>
    isPostgresUrl(db) ? PostgresLive(db, instanceId) : SqliteLive(db, migratedImage))
)
