/** The SQLite client (better-sqlite3) and the migrator that brings a fresh or existing file up to date. */
import { Migrator } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer } from "effect"
import { SandboxConfig } from "./Config/SandboxConfig.js"
import { migrations } from "./migrations/index.js"
import { DocumentCache } from "./Store/DocumentCache.js"

const ClientLive = Layer.unwrapEffect(
  Effect.map(SandboxConfig, ({ db }) => SqliteClient.layer({ filename: db, prepareCacheSize: 500 }))
)

// The generic migrator: SqliteMigrator adds schema dumps through the sqlite3 CLI, which we never use.
const MigratorLive = Layer.effectDiscard(Migrator.make({})({ loader: Migrator.fromRecord(migrations) }))

/** The store: the client, its migrations, and the cache of documents read by id (see DocumentCache). */
export const SqlLive = Layer.mergeAll(MigratorLive, DocumentCache.Default).pipe(Layer.provideMerge(ClientLive))
