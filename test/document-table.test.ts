/** The conventions every record resource inherits: tenancy, version checks, soft delete, no-op updates. */
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeDocumentTable } from "../src/Store/DocumentTable.js"
import { startApp } from "./support/TestApp.js"
import { ddl } from "../src/Store/Dialect.js"

const app = startApp()
afterAll(() => app.dispose())

const Note = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  tag: Schema.String,
  active: Schema.Boolean,
  version: Schema.Int
})
type Note = typeof Note.Type

const notes = makeDocumentTable({
  table: "test_notes",
  resource: "note",
  schema: Note,
  columns: (note) => ({ tag: note.tag }),
  version: { get: (n) => n.version, set: (n, version) => ({ ...n, version }) },
  deactivate: (n) => ({ ...n, active: false })
})

beforeAll(() =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    ddl(sql)`CREATE TABLE test_notes (id TEXT PRIMARY KEY, company_id TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
      version INTEGER NOT NULL DEFAULT 1, doc TEXT NOT NULL, tag TEXT)`)))

const A = "company-a"
const B = "company-b"
const run = <X, E>(f: (table: Effect.Effect.Success<typeof notes>) => Effect.Effect<X, E>) =>
  app.run(Effect.flatMap(notes, f).pipe(Effect.either))

const newNote = async (company: string, text: string, tag = "t") => {
  const id = crypto.randomUUID()
  await run((t) => t.insert(company, id, { id, text, tag, active: true, version: 1 }))
  return id
}

describe("document tables", () => {
  it("finds a company's record and hides it from other companies", async () => {
    const id = await newNote(A, "hello")
    expect(await run((t) => t.get(A, id))).toMatchObject({ _tag: "Right", right: { text: "hello" } })
    expect(await run((t) => t.get(B, id))).toMatchObject({ _tag: "Left", left: { code: "resource_not_found" } })
  })

  it("bumps version on a change, refuses a stale version with 409 and current_version, skips no-ops", async () => {
    const id = await newNote(A, "v1")
    const changed = await run((t) => t.update(A, id, { expectedVersion: 1 }, (n) => Effect.succeed({ ...n, text: "v2" })))
    expect(changed).toMatchObject({ _tag: "Right", right: { changed: true, after: { text: "v2", version: 2 } } })
    const stale = await run((t) => t.update(A, id, { expectedVersion: 1 }, (n) => Effect.succeed({ ...n, text: "v3" })))
    expect(stale).toMatchObject({
      _tag: "Left",
      left: { _tag: "Conflict", code: "version_conflict", param: "version", meta: { current_version: 2 } }
    })
    const same = await run((t) => t.update(A, id, { expectedVersion: 2 }, (n) => Effect.succeed({ ...n })))
    expect(same).toMatchObject({ _tag: "Right", right: { changed: false, after: { version: 2 } } })
    const other = await run((t) => t.update(B, id, {}, (n) => Effect.succeed(n)))
    expect(other).toMatchObject({ _tag: "Left", left: { code: "resource_not_found" } })
  })

  it("soft-deletes: the row stays, but is never found or listed again", async () => {
    const keep = await newNote(A, "keep", "del")
    const gone = await newNote(A, "gone", "del")
    expect(await run((t) => t.remove(A, gone))).toMatchObject({ _tag: "Right", right: { active: false } })
    expect(await run((t) => t.get(A, gone))).toMatchObject({ _tag: "Left" })
    expect(await run((t) => t.remove(A, gone))).toMatchObject({ _tag: "Left", left: { code: "resource_not_found" } })
    const sql = app.run(Effect.flatMap(SqlClient.SqlClient, (s) => s<{ active: number }>`SELECT active FROM test_notes WHERE id = ${gone}`))
    expect(await sql).toEqual([{ active: 0 }])
    const listed = await app.run(Effect.flatMap(notes, (t) =>
      Effect.flatMap(SqlClient.SqlClient, (s) => t.list(A, { page: 1, limit: 10 }, [s`tag = ${"del"}`]))))
    expect(listed.data.map((n) => n.id)).toEqual([keep])
    expect(listed.pagination.total).toBe(1)
  })
})
