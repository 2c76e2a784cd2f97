/**
 * What one VOB lifecycle (examples/vob-lifecycle.ts against the in-process app: company, patient,
 * policy, VOB, staff start/ask/resume/complete/take/close, the clinic's answer, follow-up request and
 * review, two clock advances) costs in SQL statements, stored-record decodes and encodes, and
 * canonical-JSON passes: counted (the table in docs/scaling.md), never timed. Here rather than in
 * `npm test`: it swaps the store's codecs for counting ones (vi.mock), which suites sharing a worker
 * must not inherit.
 */
import { Statement } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, describe, expect, it, vi } from "vitest"
import { runLifecycle } from "../../examples/vob-lifecycle.js"
import { startApp } from "../support/TestApp.js"

const counts = vi.hoisted(() => ({ on: false, reading: 0, decodes: new Map<string, number>(), encodes: new Map<string, number>(), canonical: 0 }))

// Counted by a check added to each schema, which keeps it a schema that only checks (StoredRecords'
// isPlainJson): a transformation would turn off the reader's parse of the texts it encoded. A check runs
// both ways, so a decode is one made while a reader reads, an encode one made otherwise.
vi.mock("../../src/Store/StoredRecords.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/Store/StoredRecords.js")>()
  const { Schema: S } = await import("effect")
  return {
    ...original,
    storedReader: <A, I>(table: string, schema: Schema.Schema<A, I>, remembered?: number) => {
      const read = original.storedReader(
        table,
        schema.pipe(S.filter(() => (counts.on && counts.decodes.set(table, (counts.decodes.get(table) ?? 0) + 1), true))),
        remembered
      )
      return Object.assign((json: string, id: string) => {
        counts.reading++
        try {
          return read(json, id)
        } finally {
          counts.reading--
        }
      }, { encoded: read.encoded })
    }
  }
})

vi.mock("../../src/Store/DocumentTable.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/Store/DocumentTable.js")>()
  const { Schema: S } = await import("effect")
  return {
    ...original,
    makeDocumentTable: <A, I>(spec: import("../../src/Store/DocumentTable.js").DocumentTableSpec<A, I>) =>
      original.makeDocumentTable({
        ...spec,
        schema: spec.schema.pipe(S.filter(() => (
          counts.on && counts.reading === 0 && counts.encodes.set(spec.table, (counts.encodes.get(spec.table) ?? 0) + 1), true
        )))
      })
  }
})

vi.mock("../../src/Domain/Changes.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/Domain/Changes.js")>()
  const canonicalJson = (value: unknown) => {
    if (counts.on) counts.canonical++
    return original.canonicalJson(value)
  }
  return {
    ...original,
    canonicalJson
  }
})

const statements: Array<string> = []
const counter = Statement.setTransformer((statement) =>
  Effect.sync(() => {
    if (counts.on) statements.push(statement.compile()[0])
    return statement
  })
)
const app = startApp({ db: ":memory:", requestLogSize: 0 }, counter)
afterAll(() => app.dispose())

describe("a VOB lifecycle", () => {
  it("reads each VOB change once, encodes each write once, and decodes nothing it wrote", async () => {
    const base = await app.baseUrl()
    await runLifecycle(base, () => {})
    counts.on = true
    await runLifecycle(base, () => {})
    counts.on = false
    const byKind = new Map<string, number>()
    for (const s of statements) {
      const key = s.replace(/\s+/g, " ").trim().slice(0, 70)
      byKind.set(key, (byKind.get(key) ?? 0) + 1)
    }
    const count = (pattern: RegExp) => statements.filter((s) => pattern.test(s)).length
    const figures = {
      statements: statements.length,
      vobContexts: count(/SELECT v\.doc AS vob/),
      vobReadsById: count(/SELECT doc, version FROM "vobs"/),
      vobWrites: count(/^\s*(UPDATE|INSERT INTO) "vobs"/),
      referenceVersionReads: count(/SELECT reference_version/),
      decodes: Object.fromEntries(counts.decodes),
      encodes: Object.fromEntries(counts.encodes),
      canonicalJson: counts.canonical
    }
    console.log(JSON.stringify(figures, null, 1))
    console.log([...byKind].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join("\n"))
    // Before (0437aca): 178 statements, 21 contexts, 24 reads by id, 4 version reads, 24 VOB encodes for
    // 14 writes, 14 VOB decodes, 260 canonicalJson passes.
    // Nine changes, the two GETs and the create's response; a change that wrote a new result reads its context
    // again (complete, close with a correction: the policy it embeds was rewritten).
    expect(figures.vobContexts).toBe(14)
    // Jobs' reads (the AI summary's update, the push settlement).
    expect(figures.vobReadsById).toBeLessThanOrEqual(2)
    expect(figures.referenceVersionReads).toBe(0)
    expect(counts.encodes.get("vobs")).toBe(figures.vobWrites)
    // What a write encoded is read back without a decode (its schema only checks).
    expect(counts.decodes.get("vobs") ?? 0).toBe(0)
    expect(counts.decodes.get("patients") ?? 0).toBe(0)
    // The policy and its payor's records: their only transformations (defaults, written instants) encode as they are.
    for (const table of ["patient_policies", "payors", "payor_services"]) expect(counts.decodes.get(table) ?? 0, table).toBe(0)
    expect(figures.canonicalJson).toBe(0)
  })
})
