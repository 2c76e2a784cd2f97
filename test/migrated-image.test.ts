/**
 * The migrated image (src/Store/MigratedImage.ts): the build's dist/schema.sqlite is every migration and
 * nothing else, and a `:memory:` store started from it is the migrated database, in memory, with nothing
 * left for the migrator to run.
 */
import { SqlClient } from "@effect/sql"
import Database from "better-sqlite3"
import { Effect, Layer } from "effect"
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { SandboxConfig } from "../src/Config/SandboxConfig.js"
import { migrations } from "../src/migrations/index.js"
import { SqlLive } from "../src/Sql.js"

interface SchemaRow { readonly type: string; readonly name: string; readonly sql: string | null }

const SCHEMA = "SELECT type, name, sql FROM sqlite_master ORDER BY type, name"
const MIGRATED = "SELECT migration_id, name FROM effect_sql_migrations ORDER BY migration_id"

/** Runs `read` on an in-memory store built by SqlLive, from `migratedImage` when given. */
const onStore = <A>(migratedImage: string | undefined, read: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, read).pipe(
      Effect.provide(SqlLive.pipe(Layer.provide(SandboxConfig.layer({ db: ":memory:", logLevel: "none", migratedImage })))),
      Effect.orDie
    )
  )

const schemaOf = (sql: SqlClient.SqlClient) =>
  Effect.all([sql.unsafe<SchemaRow>(SCHEMA), sql.unsafe<{ migration_id: number; name: string }>(MIGRATED)])

describe("the migrated image", () => {
  // The suite's globalSetup has just built dist/ from these sources.
  const image = "dist/schema.sqlite"

  it("is every migration of the sources and no row", async () => {
    const [migratedSchema, migratedIds] = await onStore(undefined, schemaOf)
    const db = new Database(image)
    try {
      expect(db.prepare(SCHEMA).all()).toEqual(migratedSchema)
      expect(db.prepare(MIGRATED).all()).toEqual(migratedIds)
      expect(migratedIds.map((m) => `${String(m.migration_id).padStart(4, "0")}_${m.name}`)).toEqual(Object.keys(migrations).sort())
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'effect_sql_migrations'").all() as Array<{ name: string }>)
        .map((t) => t.name)
      expect(tables.length).toBeGreaterThan(20)
      const rows = tables.map((t) => ({ t, rows: (db.prepare(`SELECT count(*) AS n FROM "${t}"`).all() as Array<{ n: number }>)[0]!.n }))
      expect(rows.filter((r) => r.rows > 0)).toEqual([])
    } finally {
      db.close()
    }
  })

  it("starts a :memory: store that has every migration, takes writes, and leaves the file as it was", async () => {
    const copy = join(mkdtempSync(join(tmpdir(), "vob-image-")), "schema.sqlite")
    copyFileSync(image, copy)
    // A row only this copy has: the store that sees it started from the copy.
    const marked = new Database(copy)
    marked.prepare("INSERT INTO companies (id, name, created_at) VALUES ('c-0', 'Marker', '2030-01-01T00:00:00Z')").run()
    marked.close()
    const before = readFileSync(copy)
    const [migrated, companies] = await onStore(copy, (sql) =>
      Effect.gen(function*() {
        yield* sql`INSERT INTO companies ${sql.insert({ id: "c-1", name: "Image Clinic", created_at: "2030-01-01T00:00:00Z" })}`
        return [yield* sql.unsafe<{ migration_id: number }>(MIGRATED), yield* sql<{ name: string }>`SELECT name FROM companies ORDER BY id`] as const
      }))
    expect(migrated).toHaveLength(Object.keys(migrations).length)
    expect(companies).toEqual([{ name: "Marker" }, { name: "Image Clinic" }])
    expect(readFileSync(copy).equals(before)).toBe(true)
  })

  it("that cannot be read is no image: the migrations run", async () => {
    const [schema, ids] = await onStore(join(tmpdir(), "no-such-dir", "schema.sqlite"), schemaOf)
    expect(ids).toHaveLength(Object.keys(migrations).length)
    expect(schema.length).toBeGreaterThan(20)
  })
})
