import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { NOT_SNAPSHOTTED, SNAPSHOT_TABLES } from "../src/Snapshots/SnapshotTables.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

describe("snapshot coverage", () => {
  it("names every company-scoped table once: captured by snapshots, or left out with a reason", async () => {
    const scoped = await app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ name: string }>`SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c
        WHERE m.type = 'table' AND c.name = 'company_id' ORDER BY m.name`))
    const named = [...SNAPSHOT_TABLES, ...Object.keys(NOT_SNAPSHOTTED)]
    expect(new Set(named).size).toBe(named.length)
    const uncovered = scoped.map((t) => t.name).filter((name) => !named.includes(name))
    expect(uncovered, "add these tables to SNAPSHOT_TABLES (or NOT_SNAPSHOTTED with the reason)").toEqual([])
    const gone = named.filter((name) => !scoped.some((t) => t.name === name))
    expect(gone, "these listed tables no longer exist or lost company_id").toEqual([])
  })
})
