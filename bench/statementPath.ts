/**
 * What one SQL statement costs through the store's client: the same prepared SELECT by primary key and
 * the same INSERT + UPDATE transaction on @effect/sql-sqlite-node's client (what the store used before
 * issue 29), on the store's own (Store/SqliteStore.ts), and on better-sqlite3 alone. In-process, one
 * in-memory database each, rounds alternated; prints the median µs per statement / per transaction.
 */
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import Database from "better-sqlite3"
import { Effect, Layer } from "effect"
import { sqliteStoreLayer } from "../src/Store/SqliteStore.js"
import { median } from "./Measures.js"

const ROWS = 1_000
const STATEMENTS = 20_000
const TRANSACTIONS = 5_000
const ROUNDS = 5


const workload = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`
  for (let i = 0; i < ROWS; i++) yield* sql`INSERT INTO t (id, body) VALUES (${i}, ${`row ${i}`})`
  const selects = Effect.gen(function*() {
    const t0 = performance.now()
    for (let i = 0; i < STATEMENTS; i++) yield* sql`SELECT id, body FROM t WHERE id = ${i % ROWS}`
    return ((performance.now() - t0) * 1000) / STATEMENTS
  })
  const transactions = Effect.gen(function*() {
    const t0 = performance.now()
    for (let i = 0; i < TRANSACTIONS; i++) {
      yield* sql.withTransaction(Effect.zipRight(
        sql`UPDATE t SET body = ${`a ${i}`} WHERE id = ${i % ROWS}`,
        sql`SELECT body FROM t WHERE id = ${i % ROWS}`
      ))
    }
    return ((performance.now() - t0) * 1000) / TRANSACTIONS
  })
  return { selects, transactions }
})

const runOn = (layer: Layer.Layer<SqlClient.SqlClient, unknown>) =>
  Effect.runPromise(Effect.scoped(Effect.gen(function*() {
    const { selects, transactions } = yield* workload
    yield* selects // warm
    return { select: yield* selects, transaction: yield* transactions }
  })).pipe(Effect.provide(layer), Effect.provide(Layer.setTracerEnabled(false))))

const bare = () => {
  const db = new Database(":memory:")
  db.prepare("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)").run()
  const insert = db.prepare("INSERT INTO t (id, body) VALUES (?, ?)")
  for (let i = 0; i < ROWS; i++) insert.run(i, `row ${i}`)
  const select = db.prepare("SELECT id, body FROM t WHERE id = ?")
  const time = () => {
    const t0 = performance.now()
    for (let i = 0; i < STATEMENTS; i++) select.all(i % ROWS)
    return ((performance.now() - t0) * 1000) / STATEMENTS
  }
  time()
  const result = time()
  db.close()
  return result
}

const variants = {
  "@effect/sql-sqlite-node": () => runOn(SqliteClient.layer({ filename: ":memory:", prepareCacheSize: 500, disableWAL: true })),
  "store executor": () => runOn(sqliteStoreLayer({ filename: ":memory:", prepareCacheSize: 500 }))
}

const figures = new Map<string, { select: Array<number>; transaction: Array<number> }>()
const bareFigures: Array<number> = []
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(variants)) {
    const { select, transaction } = await run()
    const entry = figures.get(name) ?? { select: [], transaction: [] }
    entry.select.push(select)
    entry.transaction.push(transaction)
    figures.set(name, entry)
  }
  bareFigures.push(bare())
}
for (const [name, { select, transaction }] of figures) {
  console.log(`${name.padEnd(26)} SELECT by id ${median(select).toFixed(2)} µs   transaction (UPDATE + SELECT) ${median(transaction).toFixed(2)} µs`)
}
console.log(`${"better-sqlite3 alone".padEnd(26)} SELECT by id ${median(bareFigures).toFixed(2)} µs`)
