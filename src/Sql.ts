/** The SQLite client (better-sqlite3) and the migrator that brings a fresh or existing file up to date. */
import { Migrator } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Cause, Effect, Layer } from "effect"
import { SandboxConfig } from "./Config/SandboxConfig.js"
import { migrations } from "./migrations/index.js"
import { cannotOpen, checkDatabasePath, isFileDatabase, lockDatabase } from "./Store/DatabaseFile.js"
import { DocumentCache } from "./Store/DocumentCache.js"
import { refuseNewerSchema } from "./Store/SchemaVersion.js"

// WAL is switched on by `lockDatabase`, after the exclusive locking mode: the client's own switch
// would wait 5 s on a file another server holds.
const ClientLive = Layer.unwrapEffect(
  Effect.map(
    Effect.tap(SandboxConfig, ({ db }) => isFileDatabase(db) ? checkDatabasePath(db) : Effect.void),
    ({ db }) =>
      SqliteClient.layer({ filename: db, prepareCacheSize: 500, disableWAL: true }).pipe(
        Layer.catchAllCause((cause) =>
          // An interrupted start (a signal) is a stop, not a failure to report; it carries no error.
          Cause.isInterruptedOnly(cause)
            ? Layer.failCause(cause as Cause.Cause<never>)
            : Layer.fail(cannotOpen(db, Cause.squash(cause))))
      )
  )
)

/** The client, once this process owns the file: nothing reads or migrates before. */
const OwnedClientLive = Layer.effectDiscard(
  Effect.flatMap(SandboxConfig, ({ db }) => isFileDatabase(db) ? lockDatabase(db) : Effect.void)
).pipe(Layer.provideMerge(ClientLive))

// The generic migrator: SqliteMigrator adds schema dumps through the sqlite3 CLI, which we never use.
// A file written by a newer version is refused first (Store/SchemaVersion.ts): the migrator would start on it.
const MigratorLive = Layer.effectDiscard(
  Effect.zipRight(
    Effect.flatMap(SandboxConfig, ({ db }) => refuseNewerSchema(db, Object.keys(migrations))),
    Migrator.make({})({ loader: Migrator.fromRecord(migrations) })
  )
)

/** The store: the client, its migrations, and the cache of documents read by id (see DocumentCache). */
export const SqlLive = Layer.mergeAll(MigratorLive, DocumentCache.Default).pipe(Layer.provideMerge(OwnedClientLive))
