/**
 * The PostgreSQL store of a shared sandbox: any number of instances on one database. The client parses
 * 64-bit integers (counts, the ms columns, serial keys) into numbers as SQLite's driver does; every
 * instance value fits in 2^53. Migrations run under a session advisory lock, so two instances starting
 * at once migrate one after the other (the second finds nothing left to do), and a database migrated by
 * a newer binary is refused rather than served with a schema this binary does not know.
 */
import { Migrator, SqlClient, type SqlError } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Cause, Duration, Effect, Layer, Redacted } from "effect"
import { getTypeParser } from "pg-types"
import { StartupFailure } from "../StartupFailure.js"

const INT8 = 20
const NUMERIC = 1700

/** The URL without its password, for messages. */
export const redactedUrl = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@")

const reasonOf = (error: unknown): string => {
  const found = (error as { code?: unknown; message?: unknown } | null) ?? {}
  switch (found.code) {
    case "ECONNREFUSED":
      return "nothing accepts connections there (is PostgreSQL running, and on that host and port?)"
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the host name does not resolve"
    case "28P01":
    case "28000":
      return "authentication failed (user or password)"
    case "3D000":
      return "the database does not exist (create it first: createdb <name>)"
    default:
      return typeof found.message === "string" && found.message !== ""
        ? found.message.split("\n")[0]!
        : String(error)
  }
}

const cannotConnect = (url: string, error: unknown) =>
  new StartupFailure({ message: `cannot connect to the database ${redactedUrl(url)} (--db or DATABASE_URL): ${reasonOf(error)}` })

/** The client of `url`; an unreachable or refusing server is a one-line start-up failure. */
export const postgresClientLayer = (url: string, applicationName: string) =>
  PgClient.layer({
    url: Redacted.make(url),
    applicationName,
    connectTimeout: Duration.seconds(5),
    maxConnections: 10,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8 || oid === NUMERIC ? Number : getTypeParser(oid, format as "text")) as never
    }
  }).pipe(
    Layer.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Layer.failCause(cause as Cause.Cause<never>)
        : Layer.fail(cannotConnect(url, causeOf(Cause.squash(cause)))))
  )

// SqlError wraps the driver's error.
const causeOf = (error: unknown) => (error as { _tag?: unknown; cause?: unknown })?._tag === "SqlError"
  ? (error as SqlError.SqlError).cause
  : error

// Any fixed key: the one lock every vob-sandbox instance takes around its migrations.
const MIGRATION_LOCK = 4_201_018

const MIGRATIONS_TABLE = "effect_sql_migrations"

/** Refuses a database whose schema is ahead of this binary's newest migration. */
const refuseNewerSchema = (sql: SqlClient.SqlClient, newest: number) =>
  Effect.gen(function*() {
    const [exists] = yield* sql<{ found: string | null }>`SELECT to_regclass(${MIGRATIONS_TABLE}) AS found`
    if (exists?.found == null) return
    const [latest] = yield* sql<{ migration_id: number; name: string }>`
      SELECT migration_id, name FROM ${sql(MIGRATIONS_TABLE)} ORDER BY migration_id DESC LIMIT 1`
    if (latest !== undefined && latest.migration_id > newest) {
      return yield* Effect.fail(
        new StartupFailure({
          message: `the database's schema is at migration ${latest.migration_id} (${latest.name}), newer than this ` +
            `vob-sandbox knows (up to ${newest}): run a vob-sandbox at least as new as the one that migrated it`
        })
      )
    }
  })

/** Migrates under the advisory lock, held on a connection of its own for the migration's length. */
export const migratePostgres = <R>(
  loader: Migrator.Loader<R>,
  newest: number
): Effect.Effect<void, StartupFailure | Migrator.MigrationError | SqlError.SqlError, SqlClient.SqlClient | R> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const lock = yield* sql.reserve
    yield* lock.executeRaw(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`, [])
    yield* Effect.addFinalizer(() => Effect.ignore(lock.executeRaw(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`, [])))
    yield* refuseNewerSchema(sql, newest)
    yield* Migrator.make({})({ loader, table: MIGRATIONS_TABLE })
  }).pipe(Effect.scoped)
