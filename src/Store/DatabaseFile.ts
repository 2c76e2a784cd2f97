/**
 * A file database is owned by one server at a time. Two servers writing one file would each keep
 * their own clocks, caches and job runners and silently diverge, so the server takes SQLite's own
 * exclusive lock (`locking_mode = EXCLUSIVE`, held until the connection closes) before it migrates or
 * serves anything. The operating system drops the lock with the process, so a killed server never
 * blocks the next start (no lock file to go stale).
 */
import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"
import { statSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { StartupFailure } from "../StartupFailure.js"

/** `--db :memory:`: a SQLite store living in this process's memory, gone with it. */
export const isMemoryDatabase = (db: string) => db === ":memory:"

export const isFileDatabase = (db: string) => !isMemoryDatabase(db)

const refuse = (db: string, why: string) => new StartupFailure({ message: `cannot open --db ${db}: ${why}` })

const statOf = (path: string) => {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

/** What better-sqlite3 would only say with a stack trace: a missing or wrong directory, a directory as the file. */
export const checkDatabasePath = (db: string): Effect.Effect<void, StartupFailure> =>
  Effect.suspend(() => {
    const directory = dirname(resolve(db))
    const parent = statOf(directory)
    if (parent === undefined) return Effect.fail(refuse(db, `the directory ${directory} does not exist`))
    if (!parent.isDirectory()) return Effect.fail(refuse(db, `${directory} is not a directory`))
    if (statOf(db)?.isDirectory() === true) return Effect.fail(refuse(db, "it is a directory, not a database file"))
    return Effect.void
  })

/** The user's reason for a driver error (`SqliteError` codes), on opening or locking the file. */
const reasonOf = (error: unknown): string => {
  switch ((error as { code?: unknown } | null)?.code) {
    case "SQLITE_BUSY":
    case "SQLITE_LOCKED":
      return "another process has it open (another vob-sandbox on the same file?): stop it, or choose another --db"
    case "SQLITE_NOTADB":
      return "the file is not a SQLite database"
    case "SQLITE_READONLY":
      return "the file or its directory is not writable"
    case "SQLITE_CANTOPEN":
    case "SQLITE_PERM":
    case "SQLITE_IOERR":
      return "the file cannot be created or opened (is its directory writable?)"
    default:
      return (error instanceof Error ? error.message : String(error)).split("\n")[0]!
  }
}

/** The driver refused to open the file (it throws from the client's constructor). */
export const cannotOpen = (db: string, error: unknown) => refuse(db, reasonOf(error))

/**
 * Takes the file for this process. Waits at most 100 ms for a lock (two servers starting at once: one
 * wins, the other is refused) instead of the driver's 5 s, then writes once, which with WAL and the
 * exclusive locking mode holds the lock for the life of the connection.
 */
export const lockDatabase = (db: string): Effect.Effect<void, StartupFailure, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function*() {
      yield* sql.unsafe("PRAGMA busy_timeout = 100")
      yield* sql.unsafe("PRAGMA locking_mode = EXCLUSIVE")
      yield* sql.unsafe("PRAGMA journal_mode = WAL")
      yield* sql.unsafe("BEGIN IMMEDIATE")
      yield* sql.unsafe("COMMIT")
      yield* sql.unsafe("PRAGMA busy_timeout = 5000")
    }).pipe(Effect.mapError((error: SqlError.SqlError) => refuse(db, reasonOf(error.cause)))))
