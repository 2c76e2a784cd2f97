/**
 * The compiled encode of records whose schema only checks, or whose transformations encode a value as it
 * is (Store/StoredEncoder.ts), against Effect's `Schema.encodeSync` as the reference: where the walk
 * answers it answers the same value, keys in the same order, and a text of it decodes to its parse; where a
 * value does not pass it gives up and the encoder throws Effect's own error.
 */
import { SqlClient } from "@effect/sql"
import { Arbitrary, Effect, FastCheck, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Conversation } from "../src/Conversations/Conversation.js"
import { Credentialing } from "../src/Credentialing/Credentialing.js"
import { withDefault } from "../src/Domain/EncodedAsItIs.js"
import { DateTimeWritten, Timestamp } from "../src/Domain/Scalars.js"
import { FileRecord } from "../src/Files/FileRecord.js"
import { Patient } from "../src/Patients/Patient.js"
import { PayorRecord } from "../src/Payors/Payor.js"
import { PayorServiceRecord } from "../src/Payors/PayorService.js"
import { PatientPolicyRecord } from "../src/Policies/PatientPolicy.js"
import { PriorAuthorizationRecord } from "../src/PriorAuthorizations/PriorAuthorization.js"
import { plainEncoder, storedEncoder } from "../src/Store/StoredEncoder.js"
import { Task, TaskComment } from "../src/Tasks/Task.js"
import { VobRequestRecord } from "../src/VobRequests/VobRequest.js"
import { VobCommentRecord, VobRecord } from "../src/Vobs/Vob.js"
import { SubscriptionWithSecret } from "../src/Webhooks/Webhook.js"
import { Item, ordered, Tree } from "./support/PlainSchemas.js"
import { startApp } from "./support/TestApp.js"
import { vobScenario } from "./support/VobScenario.js"

/** What an encoder answers: the encoded value (keys in order), or the message of the error it throws. */
const answerOf = (encode: (value: unknown) => unknown, value: unknown) => {
  try {
    return { value: ordered(encode(value)) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}
const effectAnswer = (schema: Schema.Schema<any, any>, value: unknown) => answerOf(Schema.encodeSync(schema), value)
const ourAnswer = (schema: Schema.Schema<any, any>, value: unknown) => answerOf((record) => storedEncoder(schema)(record).encoded, value)

enum Color {
  Red = "red",
  Blue = "blue"
}
const Rich = Schema.Struct({
  item: Item,
  items: Schema.Array(Item),
  some: Schema.NonEmptyArray(Schema.String),
  kind: Schema.NullOr(Schema.Literal("a", "b")),
  amount: Schema.NullOr(Schema.Number),
  ratio: Schema.Finite,
  color: Schema.Enums(Color),
  code: Schema.TemplateLiteral("C-", Schema.Number),
  note: Schema.optional(Schema.String),
  exactNote: Schema.optionalWith(Schema.String, { exact: true }),
  tags: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
  pair: Schema.Tuple(Schema.String, Schema.optionalElement(Schema.Int)),
  shape: Schema.Union(Schema.Struct({ kind: Schema.Literal("x") }), Schema.Struct({ kind: Schema.Literal("y"), y: Schema.NullOr(Schema.Number) })),
  anything: Schema.Unknown,
  empty: Schema.Struct({}),
  checked: Schema.Struct({ from: Schema.Int, to: Schema.Int }).pipe(Schema.filter((range) => range.from <= range.to)),
  tree: Tree
})

/** A seeded source of whole numbers below `n` (mulberry32). */
const randomOf = (seed: number) => {
  let state = seed >>> 0
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % n)
  }
}

/** A generated value, changed at random places: a key removed, a value of another type, a key added. */
const mutated = (value: unknown, random: (n: number) => number): unknown => {
  if (Array.isArray(value)) return value.map((element) => mutated(element, random))
  if (value === null || typeof value !== "object") {
    const roll = random(20)
    return roll === 0 ? 42 : roll === 1 ? "x" : roll === 2 ? null : roll === 3 ? undefined : value
  }
  const entries: Array<[string, unknown]> = Object.entries(value).map(([k, v]) => [k, mutated(v, random)])
  const roll = random(10)
  if (roll === 0 && entries.length > 0) entries.splice(random(entries.length), 1)
  if (roll === 1) entries.push(["extra", "kept?"])
  if (roll === 2) entries.reverse()
  return Object.fromEntries(entries)
}

const app = startApp()

/** The stored records of a company after a lifecycle (a completed VOB, a comment, a subscription), decoded, by schema. */
const storedRecords = async () => {
  const scenario = await vobScenario(app)
  const vob = await scenario.completedVob()
  await scenario.call("POST", `/v1/verification-of-benefits/${vob.id}/comments`, { content: "Sent." })
  await scenario.call("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/hooks", event_types: ["vob_created"] })
  const task = await scenario.call("POST", "/sandbox/v1/tasks", { title: "Call the payor", tags: ["payor"], patient_id: scenario.patientId })
  await scenario.call("POST", `/sandbox/v1/tasks/${task.data.id}/comments`, { content: "Called." })
  const tables: ReadonlyArray<[string, Schema.Schema<any, any>]> = [
    ["vobs", VobRecord],
    ["vob_comments", VobCommentRecord],
    ["patients", Patient],
    ["tasks", Task],
    ["task_comments", TaskComment],
    ["credentialing", Credentialing],
    ["webhook_subscriptions", SubscriptionWithSecret],
    ["patient_policies", PatientPolicyRecord],
    ["payors", PayorRecord],
    ["payor_services", PayorServiceRecord]
  ]
  return app.run(Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const found: Array<[string, Schema.Schema<any, any>, unknown]> = []
    for (const [table, schema] of tables) {
      const rows = yield* sql<{ doc: string }>`SELECT doc FROM ${sql(table)} WHERE company_id = ${scenario.company.id}`
      for (const { doc } of rows) found.push([table, schema, Schema.decodeUnknownSync(Schema.parseJson(schema))(doc)])
    }
    return found
  }))
}

describe("storedEncoder", () => {
  it("gives what Effect gives, without falling back to it, for generated records of a schema with every plain construct", () => {
    const walk = plainEncoder(Rich)!
    FastCheck.assert(
      FastCheck.property(Arbitrary.make(Rich), (record) => {
        const walked = walk(record)
        expect(walked).toBeDefined()
        expect(ordered(walked)).toEqual(effectAnswer(Rich, record).value)
      }),
      { numRuns: 150, seed: 30 }
    )
  })

  it("answers as Effect does (value or error) for generated records changed at random places", () => {
    FastCheck.assert(
      FastCheck.property(Arbitrary.make(Rich), FastCheck.nat(), (record, seed) => {
        const changed = mutated(record, randomOf(seed))
        expect(ourAnswer(Rich, changed)).toEqual(effectAnswer(Rich, changed))
      }),
      { numRuns: 300, seed: 31 }
    )
  })

  it("compiles every stored schema, gives Effect's answer for a lifecycle's records without falling back, and for them changed", async () => {
    const records = await storedRecords()
    expect(new Set(records.map(([table]) => table))).toEqual(
      new Set(["vobs", "vob_comments", "patients", "tasks", "task_comments", "credentialing", "webhook_subscriptions", "patient_policies", "payors", "payor_services"])
    )
    for (const [table, schema, record] of records) {
      const walked = plainEncoder(schema)!(record)
      expect(walked, table).toBeDefined()
      expect(ordered(walked), table).toEqual(effectAnswer(schema, record).value)
      // What the reader relies on: the text parses to what decoding it gives.
      const json = JSON.stringify(walked)
      expect(ordered(JSON.parse(json)), table).toEqual(ordered(Schema.decodeUnknownSync(Schema.parseJson(schema))(json)))
      for (let seed = 0; seed < 40; seed++) {
        const changed = mutated(record, randomOf(seed))
        expect(ourAnswer(schema, changed), table).toEqual(effectAnswer(schema, changed))
      }
    }
    const others: ReadonlyArray<Schema.Schema<any, any>> = [Conversation, FileRecord, VobRequestRecord, PriorAuthorizationRecord]
    for (const schema of others) expect(plainEncoder(schema)).toBeDefined()
  })

  it("writes the schema's key order, drops undeclared keys and keeps a record's keys after the declared ones", () => {
    const schema = Schema.Struct(
      { a: Schema.Int, b: Schema.optional(Schema.String) },
      Schema.Record({ key: Schema.String, value: Schema.Union(Schema.Int, Schema.String) })
    )
    const built = { z: 3, b: "y", a: 1 }
    expect(Object.keys(plainEncoder(schema)!(built)!)).toEqual(["a", "b", "z"])
    const Closed = Schema.Struct({ a: Schema.Int, b: Schema.optional(Schema.String) })
    expect(Object.keys(plainEncoder(Closed)!({ z: 3, b: "y", a: 1 } as never)!)).toEqual(["a", "b"])
    expect(plainEncoder(Closed)!({ a: 1 })).toStrictEqual({ a: 1 })
    // A declared key that the record's signature also takes keeps what its declaration gives.
    const Both = Schema.Struct({ a: Schema.Struct({ x: Schema.Int }) }, Schema.Record({ key: Schema.String, value: Schema.Unknown }))
    const value = { a: { x: 1, y: 2 }, b: { y: 3 } }
    expect(plainEncoder(Both)!(value)).toStrictEqual({ a: { x: 1 }, b: { y: 3 } })
    expect(plainEncoder(Both)!(value)).toStrictEqual(Schema.encodeSync(Both)(value))
  })

  it("leaves two union members that both pass to Effect, whose order of trying them it does not copy", () => {
    // Effect tries the member tagged by a literal first: its answer keeps `kind`.
    const schema = Schema.Union(Schema.Struct({ b: Schema.String }), Schema.Struct({ kind: Schema.Literal("k"), b: Schema.String }))
    const value = { kind: "k" as const, b: "1" }
    expect(plainEncoder(schema)!(value)).toBeUndefined()
    expect(storedEncoder(schema)(value)).toStrictEqual({ encoded: Schema.encodeSync(schema)(value), walked: false })
  })

  it("answers NaN as Effect does, for which NaN is no enum value or literal (a set would find it)", () => {
    const Weird = Schema.Struct({ e: Schema.Enums({ N: Number.NaN, one: 1 }), l: Schema.Literal(Number.NaN, 1) })
    expect(plainEncoder(Weird)).toBeUndefined()
    const OnlyLiterals = Schema.Struct({ l: Schema.Literal(Number.NaN, 1, "a") })
    for (const value of [{ l: Number.NaN }, { l: 1 }, { l: "a" }]) expect(ourAnswer(OnlyLiterals, value)).toEqual(effectAnswer(OnlyLiterals, value))
    expect(ourAnswer(Weird, { e: Number.NaN, l: 1 })).toEqual(effectAnswer(Weird, { e: Number.NaN, l: 1 }))
    expect(effectAnswer(Weird, { e: Number.NaN, l: 1 }).error).toBeDefined()
  })

  it("throws Effect's own error for a record that does not pass", () => {
    const bad = { a: "1" } as never
    const schema = Schema.Struct({ a: Schema.Int })
    expect(() => storedEncoder(schema)(bad)).toThrow(/Expected number, actual "1"/)
    expect(ourAnswer(schema, bad)).toEqual(effectAnswer(schema, bad))
  })

  it("is Effect's encode for a schema with transformations it cannot tell encode as they are", () => {
    // Effect's own default, not made by withDefault; a transformation not named by encodedAsItIs.
    expect(plainEncoder(Schema.Struct({ n: Schema.optionalWith(Schema.Int, { default: () => 1 }) }))).toBeUndefined()
    expect(plainEncoder(Schema.Struct({ at: Schema.transform(Schema.String, Schema.String, { strict: true, decode: (s) => s.trim(), encode: (s) => s }) })))
      .toBeUndefined()
    const schema = Schema.Struct({ at: Schema.Date })
    expect(storedEncoder(schema)({ at: new Date(0) })).toEqual({ encoded: { at: "1970-01-01T00:00:00.000Z" }, walked: false })
  })

  describe("transformations that encode as they are", () => {
    const Defaults = Schema.Struct({
      id: Schema.String,
      status: withDefault(Schema.Literal("pending", "done"), () => "pending" as const),
      note: withDefault(Schema.NullOr(Schema.String), () => null),
      at: withDefault(Schema.NullOr(DateTimeWritten), () => null),
      dates: withDefault(Schema.Array(DateTimeWritten), () => []),
      inner: withDefault(Schema.NullOr(Schema.Struct({ n: withDefault(Schema.Int, () => 0), at: DateTimeWritten })), () => null)
    })
    const decodeText = Schema.decodeUnknownSync(Schema.parseJson(Defaults))
    const instants = FastCheck.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms).toISOString())
    // Instants mostly in the stored form, some as a caller may write them (decoding rewrites those).
    const instant = FastCheck.oneof(
      { arbitrary: instants, weight: 12 },
      { arbitrary: instants.map((s) => s.replace(".000Z", "Z").replace("Z", "+00:00")), weight: 1 },
      { arbitrary: FastCheck.string(), weight: 1 }
    )
    const records = FastCheck.record({
      id: FastCheck.string(),
      status: FastCheck.constantFrom("pending", "done"),
      note: FastCheck.option(FastCheck.string(), { nil: null }),
      at: FastCheck.option(instant, { nil: null }),
      dates: FastCheck.array(instant, { maxLength: 3 }),
      inner: FastCheck.option(FastCheck.record({ n: FastCheck.integer(), at: instant }), { nil: null })
    })

    it("answers as Effect does, and writes only what decoding gives back: a text it wrote parses to what decoding gives", () => {
      const encode = storedEncoder(Defaults)
      let walked = 0
      FastCheck.assert(
        FastCheck.property(records, FastCheck.nat(), (record, seed) => {
          const value = seed % 4 === 0 ? mutated(record, randomOf(seed)) : record
          expect(ourAnswer(Defaults, value)).toEqual(effectAnswer(Defaults, value))
          let encoding: ReturnType<typeof encode>
          try {
            encoding = encode(value as never)
          } catch {
            return
          }
          if (!encoding.walked) return
          walked++
          const json = JSON.stringify(encoding.encoded)
          expect(ordered(JSON.parse(json))).toEqual(ordered(decodeText(json)))
        }),
        { numRuns: 400, seed: 32 }
      )
      expect(walked).toBeGreaterThan(100)
    })

    it("leaves to Effect an instant decoding would rewrite, and a defaulted field that is missing or undefined", () => {
      const encode = storedEncoder(Defaults)
      const base = { id: "r", status: "done", note: null, at: null, dates: [], inner: null } as const
      expect(encode({ ...base, at: "2030-01-01T09:00:00.000Z" })).toEqual({ encoded: { ...base, at: "2030-01-01T09:00:00.000Z" }, walked: true })
      // Effect writes it as it is, and decoding that text gives another instant: no parse may stand for it.
      expect(encode({ ...base, at: "2030-01-01T09:00:00Z" })).toEqual({ encoded: { ...base, at: "2030-01-01T09:00:00Z" }, walked: false })
      expect(decodeText(JSON.stringify({ ...base, at: "2030-01-01T09:00:00Z" })).at).toBe("2030-01-01T09:00:00.000Z")
      const { status: _, ...withoutStatus } = base
      expect(ourAnswer(Defaults, withoutStatus)).toEqual(effectAnswer(Defaults, withoutStatus))
      expect(ourAnswer(Defaults, withoutStatus).error).toMatch(/status/)
      expect(ourAnswer(Defaults, { ...base, note: undefined })).toEqual(effectAnswer(Defaults, { ...base, note: undefined }))
      // A defaulted field whose type admits undefined: its text omits it, and decoding fills the default in,
      // so such a schema is not compiled (a required key that may be undefined is not plain).
      const Loose = Schema.Struct({ k: withDefault(Schema.UndefinedOr(Schema.String), () => "x") })
      expect(plainEncoder(Loose)).toBeUndefined()
      expect(storedEncoder(Loose)({ k: undefined })).toEqual({ encoded: { k: undefined }, walked: false })
      expect(Schema.decodeUnknownSync(Schema.parseJson(Loose))(JSON.stringify({ k: undefined }))).toEqual({ k: "x" })
      // Declared by the type as a string: checked as the instant it is encoded to.
      expect(effectAnswer(Schema.Struct({ at: DateTimeWritten }), { at: "soon" }).error).toBeDefined()
      expect(ourAnswer(Schema.Struct({ at: DateTimeWritten }), { at: "soon" })).toEqual(effectAnswer(Schema.Struct({ at: DateTimeWritten }), { at: "soon" }))
      expect(Timestamp.ast._tag).toBe("StringKeyword")
    })
  })
})
