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

// The same record, counting how often the table encodes and decodes it.
const codecs = { encodes: 0, decodes: 0 }
const CountedNote = Schema.transform(Note, Schema.typeSchema(Note), {
  strict: true,
  decode: (note) => (codecs.decodes++, note),
  encode: (note) => (codecs.encodes++, note)
})
const counted = makeDocumentTable({
  table: "test_counted",
  resource: "note",
  schema: CountedNote,
  version: { get: (n) => n.version, set: (n, version) => ({ ...n, version }) }
})
// Without a version of its own in the document (the row's version column still counts changes).
const Label = Schema.Struct({ id: Schema.String, text: Schema.String })
const labels = makeDocumentTable({ table: "test_labels", resource: "label", schema: Label })

// The store alone (an in-memory database, migrated), with the test's own table: no server is needed.
const NotesStore = Layer.effectDiscard(Effect.flatMap(SqlClient.SqlClient, (sql) =>
  ddl(sql)`CREATE TABLE test_notes (id TEXT PRIMARY KEY, company_id TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1, doc TEXT NOT NULL, tag TEXT)`.pipe(
    Effect.zipRight(ddl(sql)`CREATE TABLE test_counted (id TEXT PRIMARY KEY, company_id TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
      version INTEGER NOT NULL DEFAULT 1, doc TEXT NOT NULL)`),
    Effect.zipRight(ddl(sql)`CREATE TABLE test_labels (id TEXT PRIMARY KEY, company_id TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
      version INTEGER NOT NULL DEFAULT 1, doc TEXT NOT NULL)`)
  ))).pipe(
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

  it.effect("encodes a change once, at its new version, and reads back what it wrote without decoding it", () =>
    Effect.gen(function*() {
      const t = yield* counted
      const sql = yield* SqlClient.SqlClient
      const id = crypto.randomUUID()
      yield* t.insert(A, id, { id, text: "v1", tag: "t", active: true, version: 1 })
      const [encodes, decodes] = [codecs.encodes, codecs.decodes]
      const { after } = yield* t.update(A, id, {}, (n) => Effect.succeed({ ...n, text: "v2" }))
      expect(after).toEqual({ id, text: "v2", tag: "t", active: true, version: 2 })
      expect(codecs.encodes - encodes).toBe(1)
      const [row] = yield* sql<{ doc: string; version: number }>`SELECT doc, version FROM test_counted WHERE id = ${id}`
      expect(row).toEqual({ doc: JSON.stringify(after), version: 2 })
      // The update decoded the row it read (written by the insert: not decoded again either).
      expect(yield* t.get(A, id)).toBe(after)
      expect(codecs.decodes - decodes).toBe(0)
      // A no-op is found without writing: same version, nothing encoded beyond the comparison.
      expect(yield* t.update(A, id, {}, (n) => Effect.succeed({ ...n }))).toMatchObject({ changed: false, after: { version: 2 } })
    }))

  it.effect("changes a record whose document carries no version", () =>
    Effect.gen(function*() {
      const t = yield* labels
      const id = crypto.randomUUID()
      yield* t.insert(A, id, { id, text: "one" })
      expect(yield* t.update(A, id, {}, (l) => Effect.succeed({ ...l, text: "two" }))).toMatchObject({ changed: true, after: { text: "two" } })
      expect(yield* t.update(A, id, {}, (l) => Effect.succeed({ ...l }))).toMatchObject({ changed: false })
      expect(yield* t.get(A, id)).toEqual({ id, text: "two" })
    }))
})
