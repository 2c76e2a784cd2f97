/**
 * The SQLite store's client: @effect/sql's `SqlClient` (built by its public `SqlClient.make`, so
 * transactions, savepoints, helpers and the compiler are @effect/sql's own) over one better-sqlite3
 * connection run by Store/SqliteExecutor.ts, with one difference: a statement run as an effect
 * (`yield* sql\`…\``) is compiled and executed in one step. @effect/sql's statement opens a span, a
 * Scope and a pass through the connection's semaphore for each statement, some 20 µs where the
 * prepared statement itself takes 3 (docs/scaling.md, Statement path). The rest (`.values`, `.raw`,
 * `.withoutTransform`, `.unprepared`, `.stream`) and every statement run while a statement transformer
 * (the tests' statement counter) or tracing is on take @effect/sql's path, unchanged.
 *
 * One connection serves every fiber: while a transaction holds it, a statement from outside the
 * transaction waits for it to end, as the semaphore of @effect/sql-sqlite-node's client makes it.
 */
import * as Reactivity from "@effect/experimental/Reactivity"
import { SqlClient, type SqlConnection, Statement } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import Database from "better-sqlite3"
import { Context, Effect, Effectable, Exit, FiberRef, Layer, Scope, Stream } from "effect"
import { identity } from "effect/Function"
import { makeSqliteExecutor, type SqliteExecutor } from "./SqliteExecutor.js"

/** What the SQLite store offers beside SQL: the database's serialization (the migrated image, Store/MigratedImage.ts). */
export class SqliteDatabase extends Context.Tag("vob-sandbox/SqliteDatabase")<SqliteDatabase, {
  readonly export: Effect.Effect<Uint8Array, SqlError>
}>() {}

export interface SqliteStoreOptions {
  /** A file name, `:memory:`, or a serialized database's bytes (opened as an in-memory copy). */
  readonly filename: string | Buffer
  /** How many prepared statements the connection keeps. */
  readonly prepareCacheSize: number
}

/** A statement of @effect/sql that, run as an effect, is executed by `execute` (the rest is the statement's own). */
class ExecutedStatement<A> extends Effectable.Class<ReadonlyArray<A>, SqlError> implements Statement.Statement<A> {
  constructor(
    readonly statement: Statement.Statement<A>,
    private readonly execute: (statement: Statement.Statement<A>) => Effect.Effect<ReadonlyArray<A>, SqlError>
  ) {
    super()
  }
  get [Statement.FragmentId]() {
    return identity
  }
  get segments() {
    return this.statement.segments
  }
  get raw() {
    return this.statement.raw
  }
  get withoutTransform() {
    return this.statement.withoutTransform
  }
  get stream() {
    return this.statement.stream
  }
  get values() {
    return this.statement.values
  }
  get unprepared() {
    return this.statement.unprepared
  }
  compile(withoutTransform?: boolean | undefined) {
    return this.statement.compile(withoutTransform)
  }
  commit() {
    return this.execute(this.statement)
  }
}

/** The effect of a synchronous driver call that throws only SqlError. */
const attempt = <A>(run: () => A): Effect.Effect<A, SqlError> => {
  try {
    return Effect.succeed(run())
  } catch (error) {
    return Effect.fail(error as SqlError)
  }
}

/** @effect/sql's connection over the executor. */
const connectionOver = (executor: SqliteExecutor): SqlConnection.Connection => {
  const execute = (sql: string, params: ReadonlyArray<unknown>, transformRows: (<A extends object>(rows: ReadonlyArray<A>) => ReadonlyArray<A>) | undefined) =>
    Effect.withFiberRuntime<ReadonlyArray<any>, SqlError>((fiber) =>
      attempt(() => {
        const rows = executor.run(sql, params, { safeIntegers: Context.get(fiber.currentContext, SqlClient.SafeIntegers) }) as ReadonlyArray<object>
        return transformRows === undefined ? rows : transformRows(rows)
      })
    )
  return {
    execute,
    executeUnprepared: execute,
    executeRaw: (sql, params) => Effect.suspend(() => attempt(() => executor.run(sql, params, { raw: true }))),
    executeValues: (sql, params) => Effect.suspend(() => attempt(() => executor.values(sql, params))),
    executeStream: () => Stream.dieMessage("executeStream not implemented")
  }
}

/** The client and the database over `options.filename`, closed with the scope. */
const makeSqliteStore = (options: SqliteStoreOptions) =>
  Effect.gen(function*() {
    // A driver that cannot open the file throws: a defect whose cause is the driver's error (Store/DatabaseFile.ts reads its code).
    const db = yield* Effect.acquireRelease(Effect.sync(() => new Database(options.filename)), (db) => Effect.sync(() => db.close()))
    const executor = makeSqliteExecutor(db, options.prepareCacheSize)
    const connection = connectionOver(executor)

    // Held by a transaction (or a reserved connection) for as long as it lasts.
    const semaphore = yield* Effect.makeSemaphore(1)
    let transactionOpen = false
    const acquirer = Effect.suspend(() => transactionOpen ? semaphore.withPermits(1)(Effect.succeed(connection)) : Effect.succeed(connection))
    const transactionAcquirer = Effect.uninterruptibleMask((restore) =>
      Effect.zipRight(
        restore(semaphore.take(1)),
        Effect.flatMap(Effect.scope, (scope) => {
          transactionOpen = true
          return Effect.as(
            Scope.addFinalizer(scope, Effect.suspend(() => {
              transactionOpen = false
              return semaphore.release(1)
            })),
            connection
          )
        })
      )
    )

    const client = yield* SqlClient.make({
      acquirer,
      transactionAcquirer,
      compiler: Statement.makeCompilerSqlite(),
      spanAttributes: [["db.system.name", "sqlite"]]
    })

    const runNow = <A>(statement: Statement.Statement<A>, context: Context.Context<never>) => {
      const [text, params] = statement.compile()
      return attempt(() => executor.run(text, params, { safeIntegers: Context.get(context, SqlClient.SafeIntegers) }) as ReadonlyArray<A>)
    }

    const execute = <A>(statement: Statement.Statement<A>): Effect.Effect<ReadonlyArray<A>, SqlError> =>
      Effect.withFiberRuntime((fiber) => {
        if (fiber.getFiberRef(Statement.currentTransformer)._tag === "Some" || fiber.getFiberRef(FiberRef.currentTracerEnabled)) {
          return statement
        }
        const context = fiber.currentContext
        // Inside the transaction (its connection in the context), or no transaction open: now, in this step.
        if (!transactionOpen || Context.getOption(context, SqlClient.TransactionConnection)._tag === "Some") {
          return runNow(statement, context)
        }
        return semaphore.withPermits(1)(Effect.suspend(() => runNow(statement, context)))
      })

    const runText = (text: string) => Effect.suspend(() => attempt(() => executor.run(text, [])))
    // @effect/sql's transaction (the same statements, savepoints for nested ones, a failed COMMIT or
    // ROLLBACK a defect) without its span and Scope; with tracing on, @effect/sql's own.
    const withTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError, R> =>
      Effect.withFiberRuntime((fiber) => {
        if (fiber.getFiberRef(FiberRef.currentTracerEnabled)) return client.withTransaction(effect)
        const context = fiber.currentContext
        const outer = Context.getOption(context, SqlClient.TransactionConnection)
        const depth = outer._tag === "Some" ? outer.value[1] + 1 : 0
        const inside = Context.add(context, SqlClient.TransactionConnection, [connection, depth] as const)
        return Effect.uninterruptibleMask((restore) => {
          const run = Effect.flatMap(
            Effect.exit(Effect.zipRight(
              runText(depth === 0 ? "BEGIN" : `SAVEPOINT effect_sql_${depth}`),
              Effect.locally(restore(effect), FiberRef.currentContext, inside)
            )),
            (exit) =>
              Effect.zipRight(
                Effect.orDie(
                  Exit.isSuccess(exit)
                    ? depth === 0 ? runText("COMMIT") : Effect.void
                    : runText(depth === 0 ? "ROLLBACK" : `ROLLBACK TO SAVEPOINT effect_sql_${depth}`)
                ),
                exit
              )
          )
          if (depth > 0) return run
          return Effect.zipRight(
            restore(semaphore.take(1)),
            Effect.ensuring(
              Effect.zipRight(Effect.sync(() => void (transactionOpen = true)), run),
              Effect.suspend(() => {
                transactionOpen = false
                return semaphore.release(1)
              })
            )
          )
        })
      })

    const sql: SqlClient.SqlClient = Object.assign(
      function sql(strings: unknown, ...args: Array<unknown>): unknown {
        const made = (client as (...all: Array<unknown>) => unknown)(strings, ...args)
        return typeof strings === "string" ? made : new ExecutedStatement(made as Statement.Statement<object>, execute)
      } as unknown as SqlClient.SqlClient,
      client,
      {
        unsafe: <A extends object>(text: string, params?: ReadonlyArray<unknown>) => new ExecutedStatement(client.unsafe<A>(text, params), execute),
        withoutTransforms: () => sql,
        withTransaction
      }
    )
    ;(sql as { safe: SqlClient.SqlClient }).safe = sql

    const database = SqliteDatabase.of({ export: Effect.flatMap(acquirer, () => attempt(executor.serialize)) })
    return { sql, database }
  })

/** The SQLite store as `SqlClient.SqlClient` and `SqliteDatabase`. */
export const sqliteStoreLayer = (options: SqliteStoreOptions): Layer.Layer<SqlClient.SqlClient | SqliteDatabase> =>
  Layer.scopedContext(
    Effect.map(makeSqliteStore(options), ({ database, sql }) =>
      Context.make(SqlClient.SqlClient, sql).pipe(Context.add(SqliteDatabase, database)))
  ).pipe(Layer.provide(Reactivity.layer))
