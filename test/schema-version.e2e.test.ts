/**
 * A database file written by a newer vob-sandbox (a migration id this binary does not know) is refused
 * at start: one line naming both schema versions, exit 1, the file untouched.
 */
import Database from "better-sqlite3"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { migrations } from "../src/migrations/index.js"
import { runToExit } from "./support/SpawnedSandbox.js"

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-schema-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("a database file from a newer version", () => {
  it("is refused at start with both schema versions named, exit 1", async () => {
    const db = join(dir, "newer.sqlite")
    // The migrator's table as a newer version leaves it (the check runs before any other table is read).
    const file = new Database(db)
    file.prepare(`CREATE TABLE effect_sql_migrations (migration_id integer PRIMARY KEY NOT NULL,
      created_at datetime NOT NULL DEFAULT current_timestamp, name VARCHAR(255) NOT NULL)`).run()
    file.prepare("INSERT INTO effect_sql_migrations (migration_id, name) VALUES (?, ?)").run(14, "hot_query_indexes")
    file.prepare("INSERT INTO effect_sql_migrations (migration_id, name) VALUES (?, ?)").run(99, "from_the_future")
    file.close()

    const ended = await runToExit(["--port", "0", "--db", db])
    expect(ended.code).toBe(1)
    expect(ended.stdout).toBe("")
    expect(ended.stderr.trim()).toBe(
      `vob-sandbox: cannot open --db ${db}: it was written by a newer vob-sandbox (schema version 0099_from_the_future); ` +
        `this one knows schema versions up to ${Object.keys(migrations).sort().at(-1)}: run the newer vob-sandbox, or choose another --db`
    )
    // Untouched: no migration ran on it.
    const after = new Database(db)
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([{ name: "effect_sql_migrations" }])
    after.close()
  })
})
