/**
 * The SQLite statement executor: one better-sqlite3 connection, each statement text prepared once and
 * kept (`BEGIN`, `COMMIT` and savepoints too), run synchronously. @effect/sql-sqlite-node's connection
 * looks each statement up in a TTL cache (hashing the text, reading the clock) and prepares the
 * transaction statements anew each time; a Map keyed by the text does the same work for a fraction
 * (docs/scaling.md, Statement path). Errors are @effect/sql's SqlError with the driver's error as cause
 * and the messages @effect/sql-sqlite-node gives, which Store/StoreFull.ts and Transaction.ts read.
 */
import { SqlError } from "@effect/sql/SqlError"
import type Database from "better-sqlite3"
import type { Statement } from "better-sqlite3"

export interface SqliteExecutor {
  /**
   * Runs one statement: a reader's rows, else `[]` (or the driver's run result when `raw`). Throws the
   * statement's SqlError.
   */
  readonly run: (sql: string, params: ReadonlyArray<unknown>, options?: RunOptions) => ReadonlyArray<unknown>
  /** Runs one statement, each row as an array of its values. Throws the statement's SqlError. */
  readonly values: (sql: string, params: ReadonlyArray<unknown>) => ReadonlyArray<ReadonlyArray<unknown>>
  /** The database as SQLite's serialization of it. Throws the SqlError. */
  readonly serialize: () => Uint8Array
}

export interface RunOptions {
  /** The driver's run result ({ changes, lastInsertRowid }) for a statement that answers no rows. */
  readonly raw?: boolean
  /** Integers as bigint (@effect/sql's SafeIntegers). */
  readonly safeIntegers?: boolean
}

const failed = (message: string) => (cause: unknown) => new SqlError({ cause, message })
const prepareFailed = failed("Failed to prepare statement ")
const executeFailed = failed("Failed to execute statement")

/** An executor over `db`, keeping up to `capacity` prepared statements (the oldest prepared is dropped first). */
export const makeSqliteExecutor = (db: Database, capacity: number): SqliteExecutor => {
  const prepared = new Map<string, Statement>()
  // Statements switched to bigint integers: the switch stays on a statement until switched back.
  const safe = new Set<Statement>()

  const prepare = (sql: string): Statement => {
    const cached = prepared.get(sql)
    if (cached !== undefined) return cached
    let statement: Statement
    try {
      statement = db.prepare(sql)
    } catch (cause) {
      throw prepareFailed(cause)
    }
    if (prepared.size >= capacity) {
      const oldest = prepared.keys().next().value!
      safe.delete(prepared.get(oldest)!)
      prepared.delete(oldest)
    }
    prepared.set(sql, statement)
    return statement
  }

  return {
    run: (sql, params, options) => {
      const statement = prepare(sql)
      try {
        const safeIntegers = options?.safeIntegers === true
        if (safeIntegers !== safe.has(statement)) {
          statement.safeIntegers(safeIntegers)
          if (safeIntegers) safe.add(statement)
          else safe.delete(statement)
        }
        if (statement.reader) return statement.all(...params)
        const result = statement.run(...params)
        return options?.raw === true ? result as unknown as ReadonlyArray<unknown> : []
      } catch (cause) {
        throw executeFailed(cause)
      }
    },
    values: (sql, params) => {
      const statement = prepare(sql)
      try {
        if (!statement.reader) {
          statement.run(...params)
          return []
        }
        try {
          return statement.raw(true).all(...params) as ReadonlyArray<ReadonlyArray<unknown>>
        } finally {
          statement.raw(false)
        }
      } catch (cause) {
        throw executeFailed(cause)
      }
    },
    serialize: () => {
      try {
        return db.serialize()
      } catch (cause) {
        throw failed("Failed to export database")(cause)
      }
    }
  }
}
