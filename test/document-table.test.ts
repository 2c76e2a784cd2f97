/** The conventions every record resource inherits: tenancy, version checks, soft delete, no-op updates. */
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { SandboxConfig } from "../src/Config/SandboxConfig.js"
import { SqlLive } from "../src/Sql.js"
import { makeDocumentTable } from "../src/Store/DocumentTable.js"
import { ddl } from "../src/Store/Dialect.js"

const Note = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  tag: Schema.String,
  active: Schema.Boolean,
  version: Schema.Int
})

const notes = makeDocumentTable({
  table: "test_notes",
  resource: "note",
  schema: Note,
  columns: (note) => ({ tag: note.tag }),
  version: { get: (n) => n.version, set: (n, version) => ({ ...n, version }) },
  deactivate: (n) => ({ ...n, active: false })
})

// The store alone (an in-memory database, migrated), with the test's own table: no server is needed.
const NotesStore = Layer.effectDiscard(Effect.flatMap(SqlClient.SqlClient, (sql) =>
  ddl(sql)`CREATE TABLE test_notes (id TEXT PRIMARY KEY, company_id TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1, doc TEXT NOT NULL, tag TEXT)`)).pipe(
    Layer.provideMerge(SqlLive),
    Layer.provide(SandboxConfig.layer({ logLevel: "none" })),
    Layer.orDie
  )

const A = "company-a"
const B = "company-b"

const newNote = (company: string, text: string, tag = "t") =>
  Effect.gen(function*() {
    const id = crypto.randomUUID()
    yield* Effect.flatMap(notes, (t) => t.insert(company, id, { id, text, tag, active: true, version: 1 }))
    return id
  })

layer(NotesStore)("document tables", (it) => {
  it.effect("finds a company's record and hides it from other companies", () =>
    Effect.gen(function*() {
      const t = yield* notes
      const id = yield* newNote(A, "hello")
      expect(yield* Effect.either(t.get(A, id))).toMatchObject({ _tag: "Right", right: { text: "hello" } })
      expect(yield* Effect.either(t.get(B, id))).toMatchObject({ _tag: "Left", left: { code: "resource_not_found" } })
    }))

  it.effect("bumps version on a change, refuses a stale version with 409 and current_version, skips no-ops", () =>
    Effect.gen(function*() {
      const t = yield* notes
      const id = yield* newNote(A, "v1")
      const changed = yield* Effect.either(t.update(A, id, { expectedVersion: 1 }, (n) => Effect.succeed({ ...n, text: "v2" })))
      expect(changed).toMatchObject({ _tag: "Right", right: { changed: true, after: { text: "v2", version: 2 } } })
      const stale = yield* Effect.either(t.update(A, id, { expectedVersion: 1 }, (n) => Effect.succeed({ ...n, text: "v3" })))
      expect(stale).toMatchObject({
        _tag: "Left",
        left: { _tag: "Conflict", code: "version_conflict", param: "version", meta: { current_version: 2 } }
      })
      const same = yield* Effect.either(t.update(A, id, { expectedVersion: 2 }, (n) => Effect.succeed({ ...n })))
      expect(same).toMatchObject({ _tag: "Right", right: { changed: false, after: { version: 2 } } })
      const other = yield* Effect.either(t.update(B, id, {}, (n) => Effect.succeed(n)))
      expect(other).toMatchObject({ _tag: "Left", left: { code: "resource_not_found" } })
    }))

  it.effect("soft-deletes: the row stays, but is never found or listed again", () =>
    Effect.gen(function*() {
      const t = yield* notes
      const sql = yield* SqlClient.SqlClient
      const keep = yield* newNote(A, "keep", "del")
      const gone = yield* newNote(A, "gone", "del")
      expect(yield* Effect.either(t.remove(A, gone))).toMatchObject({ _tag: "Right", right: { active: false } })
      expect(yield* Effect.either(t.get(A, gone))).toMatchObject({ _tag: "Left" })
      expect(yield* Effect.either(t.remove(A, gone))).toMatchObject({ _tag: "Left", left: { code: "resource_not_found" } })
      expect(yield* sql<{ active: number }>`SELECT active FROM test_notes WHERE id = ${gone}`).toEqual([{ active: 0 }])
      const listed = yield* t.list(A, { page: 1, limit: 10 }, [sql`tag = ${"del"}`])
      expect(listed.data.map((n) => n.id)).toEqual([keep])
      expect(listed.pagination.total).toBe(1)
    }))
})
