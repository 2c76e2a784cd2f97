/** The SQLite client (better-sqlite3) and the migrator that brings a fresh or existing file up to date. */
import { Migrator } from "@effect/sql"
import { SqliteClient, SqliteMigrator } from "@effect/sql-sqlite-node"
import { Effect, Layer } from "effect"
import { SandboxConfig } from "./Config/SandboxConfig.js"
import { migrations } from "./migrations/index.js"

const ClientLive = Layer.unwrapEffect(
  Effect.map(SandboxConfig, ({ db }) => SqliteClient.layer({ filename: db, prepareCacheSize: 500 }))
)

const MigratorLive = SqliteMigrator.layer({ loader: Migrator.fromRecord(migrations) })

export const SqlLive = MigratorLive.pipe(Layer.provideMerge(ClientLive))
