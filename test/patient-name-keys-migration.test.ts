/**
 * Migration 0012 on a database written before it: stored patients get the name keys of every script,
 * so the demographics lookup finds them (numbered namesakes apart, Cyrillic names at all).
 */
import { Migrator, SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { migrations } from "../src/migrations/index.js"

const migrate = (loaded: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>>) =>
  Migrator.make({})({ loader: Migrator.fromRecord(loaded) })

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0012"))

describe("migration 0012_patient_name_keys", () => {
  it("recomputes the stored rows' first and last name keys from their documents", async () => {
    const rows = await Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* migrate(before)
      const patient = (id: string, first_name: string, last_name: string, oldKey: string | null) =>
        sql`INSERT INTO patients (id, company_id, doc, last_name_key, date_of_birth)
          VALUES (${id}, 'c', ${JSON.stringify({ id, first_name, last_name })}, ${oldKey}, '1980-02-02')`
      yield* patient("p1", "Test1", "Patient 7", "patient")
      yield* patient("p2", "Иван", "Петров", null)
      yield* migrate(migrations)
      return yield* sql<{ id: string; first_name_key: string; last_name_key: string }>`
        SELECT id, first_name_key, last_name_key FROM patients ORDER BY id`
    }).pipe(Effect.provide(SqliteClient.layer({ filename: ":memory:" })), Effect.scoped, Effect.runPromise)
    expect(rows).toEqual([
      { id: "p1", first_name_key: "test1", last_name_key: "patient 7" },
      { id: "p2", first_name_key: "иван", last_name_key: "петров" }
    ])
  })
})
