/**
 * The SQLite store's statement executor and client (Store/SqliteExecutor.ts, Store/SqliteStore.ts): each
 * statement text prepared once, transactions committed, rolled back and nested on the one connection, a
 * statement from outside an open transaction kept out of it, the driver's errors as @effect/sql's
 * SqlError, and spans only when tracing is on.
 */
import { SqlClient, Statement } from "@effect/sql"
import { SqlError } from "@effect/sql/SqlError"
import Database from "better-sqlite3"
import { Deferred, Effect, Exit, Fiber, Layer, Option, Tracer } from "effect"
import { describe, expect, it } from "vitest"
import { makeSqliteExecutor } from "../src/Store/SqliteExecutor.js"
import { SqliteDatabase, sqliteStoreLayer } from "../src/Store/SqliteStore.js"
import { isStoreFull } from "../src/Store/StoreFull.js"

/** An in-memory database whose `prepare` calls are counted. */
const countedDatabase = () => {
  const db = new Database(":memory:")
  const prepared: Array<string> = []
  const prepare = db.prepare.bind(db)
  db.prepare = (sql: string) => {
    prepared.push(sql)
    return prepare(sql)
  }
  return { db, prepared }
}

const thrown = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error("did not throw")
}

describe("the SQLite statement executor", () => {
  it("prepares each statement text once, and again only after it was dropped for want of room", () => {
    const { db, prepared } = countedDatabase()
    const executor = makeSqliteExecutor(db, 2)
    executor.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)", [])
    for (let i = 0; i < 3; i++) executor.run("INSERT INTO t (id, body) VALUES (?, ?)", [i, `row ${i}`])
    expect(executor.run("SELECT body FROM t WHERE id = ?", [1])).toEqual([{ body: "row 1" }])
    expect(executor.run("SELECT body FROM t WHERE id = ?", [2])).toEqual([{ body: "row 2" }])
    expect(prepared).toEqual(["CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)", "INSERT INTO t (id, body) VALUES (?, ?)", "SELECT body FROM t WHERE id = ?"])
    // Room for two: a third text drops the oldest kept, the INSERT, which is prepared again.
    expect(executor.run("SELECT count(*) AS n FROM t", [])).toEqual([{ n: 3 }])
    executor.run("INSERT INTO t (id, body) VALUES (?, ?)", [3, "row 3"])
    expect(prepared.filter((sql) => sql.startsWith("INSERT"))).toHaveLength(2)
    db.close()
  })

  it("answers a reader's rows, a writer's run result when raw, and rows as values", () => {
    const executor = makeSqliteExecutor(new Database(":memory:"), 10)
    executor.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)", [])
    expect(executor.run("INSERT INTO t (body) VALUES (?)", ["a"])).toEqual([])
    expect(executor.run("INSERT INTO t (body) VALUES (?)", ["b"], { raw: true })).toEqual({ changes: 1, lastInsertRowid: 2 })
    expect(executor.values("SELECT id, body FROM t ORDER BY id", [])).toEqual([[1, "a"], [2, "b"]])
    // The statement answers objects again after answering values.
    expect(executor.run("SELECT id, body FROM t ORDER BY id", [])).toEqual([{ id: 1, body: "a" }, { id: 2, body: "b" }])
    expect(executor.run("SELECT id FROM t WHERE id = ?", [1], { safeIntegers: true })).toEqual([{ id: 1n }])
    expect(executor.run("SELECT id FROM t WHERE id = ?", [1])).toEqual([{ id: 1 }])
  })

  it("throws the driver's errors as SqlError with the driver's error as cause", () => {
    const executor = makeSqliteExecutor(new Database(":memory:"), 10)
    executor.run("CREATE TABLE t (id INTEGER PRIMARY KEY)", [])
    executor.run("INSERT INTO t (id) VALUES (1)", [])
    const unknownTable = thrown(() => executor.run("SELECT * FROM missing", []))
    expect(unknownTable).toBeInstanceOf(SqlError)
    expect((unknownTable as SqlError).message).toBe("Failed to prepare statement ")
    expect(String(((unknownTable as SqlError).cause as Error).message)).toMatch(/no such table: missing/)
    const duplicate = thrown(() => executor.run("INSERT INTO t (id) VALUES (1)", []))
    expect((duplicate as SqlError).message).toBe("Failed to execute statement")
    expect(((duplicate as SqlError).cause as { code: string }).code).toBe("SQLITE_CONSTRAINT_PRIMARYKEY")
  })
})

const store = sqliteStoreLayer({ filename: ":memory:", prepareCacheSize: 50 })
const onStore = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient | SqliteDatabase>) =>
  Effect.runPromise(Effect.provide(effect, Layer.mergeAll(store, Layer.setTracerEnabled(false))))

const withTable = <A, E>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, E, SqlClient.SqlClient | SqliteDatabase>) =>
  onStore(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.zipRight(sql`CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`, f(sql))))

const bodies = (sql: SqlClient.SqlClient) =>
  Effect.map(sql<{ body: string }>`SELECT body FROM t ORDER BY id`, (rows) => rows.map((row) => row.body))

describe("the SQLite store's client", () => {
  it("runs statements with @effect/sql's helpers and fragments", async () => {
    const rows = await withTable((sql) =>
      Effect.gen(function*() {
        yield* sql`INSERT INTO t ${sql.insert([{ id: 1, body: "a" }, { id: 2, body: "b" }, { id: 3, body: "c" }])}`
        yield* sql`UPDATE t SET ${sql.update({ body: "B" })} WHERE id = ${2}`
        const wanted = sql`id IN ${sql.in([1, 2])}`
        return yield* sql<{ id: number; body: string }>`SELECT id, body FROM t WHERE ${wanted} AND ${sql.literal("1 = 1")} ORDER BY id`
      }))
    expect(rows).toEqual([{ id: 1, body: "a" }, { id: 2, body: "B" }])
  })

  it("commits a transaction, rolls back a failed one, and rolls back a failed nested one to its savepoint", async () => {
    const result = await withTable((sql) =>
      Effect.gen(function*() {
        yield* sql.withTransaction(sql`INSERT INTO t (id, body) VALUES (1, 'committed')`)
        const failed = yield* Effect.exit(sql.withTransaction(
          Effect.zipRight(sql`INSERT INTO t (id, body) VALUES (2, 'rolled back')`, Effect.fail("refused" as const))
        ))
        yield* sql.withTransaction(Effect.gen(function*() {
          yield* sql`INSERT INTO t (id, body) VALUES (3, 'outer')`
          yield* Effect.exit(sql.withTransaction(
            Effect.zipRight(sql`INSERT INTO t (id, body) VALUES (4, 'inner')`, Effect.fail("inner refused" as const))
          ))
          yield* sql.withTransaction(sql`INSERT INTO t (id, body) VALUES (5, 'inner kept')`)
        }))
        return { failed, bodies: yield* bodies(sql) }
      }))
    expect(result.failed).toEqual(Exit.fail("refused"))
    expect(result.bodies).toEqual(["committed", "outer", "inner kept"])
  })

  it("keeps a statement from outside an open transaction out of it until it ends", async () => {
    const result = await withTable((sql) =>
      Effect.gen(function*() {
        const inserted = yield* Deferred.make<void>()
        const commit = yield* Deferred.make<void>()
        const writer = yield* Effect.fork(sql.withTransaction(Effect.gen(function*() {
          yield* sql`INSERT INTO t (id, body) VALUES (1, 'uncommitted')`
          yield* Deferred.succeed(inserted, undefined)
          yield* Deferred.await(commit)
          yield* sql`UPDATE t SET body = 'committed' WHERE id = 1`
        })))
        yield* Deferred.await(inserted)
        const reader = yield* Effect.fork(bodies(sql))
        const values = yield* Effect.fork(sql`SELECT body FROM t`.values)
        for (let i = 0; i < 10; i++) yield* Effect.yieldNow()
        const whileOpen = [yield* Fiber.poll(reader), yield* Fiber.poll(values)]
        yield* Deferred.succeed(commit, undefined)
        yield* Fiber.join(writer)
        return { whileOpen, read: yield* Fiber.join(reader), values: yield* Fiber.join(values) }
      }))
    expect(result.whileOpen).toEqual([Option.none(), Option.none()])
    expect(result.read).toEqual(["committed"])
    expect(result.values).toEqual([["committed"]])
  })

  it("fails a statement with SqlError, and a write refused for want of space is the store full", async () => {
    const result = await withTable((sql) =>
      Effect.gen(function*() {
        const missing = yield* Effect.flip(sql`SELECT * FROM missing`)
        const [{ page_count }] = yield* sql<{ page_count: number }>`PRAGMA page_count`
        yield* sql.unsafe(`PRAGMA max_page_count = ${page_count}`)
        const full = yield* Effect.flip(sql`INSERT INTO t (id, body) VALUES (1, ${"x".repeat(100_000)})`)
        return { missing, full }
      }))
    expect(result.missing).toBeInstanceOf(SqlError)
    expect(isStoreFull(result.missing)).toBe(false)
    expect(result.full).toBeInstanceOf(SqlError)
    expect(isStoreFull(result.full)).toBe(true)
  })

  it("exports the database, which opens again from its bytes", async () => {
    const image = await withTable((sql) =>
      Effect.zipRight(sql`INSERT INTO t (id, body) VALUES (1, 'kept')`, Effect.flatMap(SqliteDatabase, (database) => database.export)))
    const copy = await Effect.runPromise(Effect.provide(
      Effect.flatMap(SqlClient.SqlClient, bodies),
      sqliteStoreLayer({ filename: Buffer.from(image), prepareCacheSize: 50 })
    ))
    expect(copy).toEqual(["kept"])
  })

  it("hands every statement to a statement transformer, and traces statements and transactions only when tracing is on", async () => {
    const seen: Array<string> = []
    const counter = Statement.withTransformer((statement) =>
      Effect.sync(() => {
        seen.push(statement.compile()[0])
        return statement
      })
    )
    const spans: Array<string> = []
    const native = Effect.runSync(Effect.tracer)
    const tracer = Tracer.make({
      span: (name, ...rest) => {
        spans.push(name)
        return native.span(name, ...rest)
      },
      context: native.context
    })
    const work = (sql: SqlClient.SqlClient) => sql.withTransaction(Effect.zipRight(sql`INSERT INTO t (id, body) VALUES (1, 'a')`, bodies(sql)))
    await withTable((sql) => counter(work(sql)))
    expect(seen).toEqual(["INSERT INTO t (id, body) VALUES (1, 'a')", "SELECT body FROM t ORDER BY id"])
    await withTable((sql) => Effect.withTracer(work(sql), tracer))
    expect(spans).toEqual([])
    await withTable((sql) => Effect.withTracer(Effect.withTracerEnabled(work(sql), true), tracer))
    expect(spans).toEqual(["sql.transaction", "sql.execute", "sql.execute"])
  })
})
