/**
 * The compiled encode of records whose schema only checks (Store/StoredEncoder.ts), against Effect's
 * `Schema.encodeSync` as the reference: where the walk answers it answers the same value, keys in the same
 * order; where a value does not pass it gives up and the encoder throws Effect's own error.
 */
import { SqlClient } from "@effect/sql"
import { Arbitrary, Effect, FastCheck, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Conversation } from "../src/Conversations/Conversation.js"
import { Credentialing } from "../src/Credentialing/Credentialing.js"
import { FileRecord } from "../src/Files/FileRecord.js"
import { Patient } from "../src/Patients/Patient.js"
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
const ourAnswer = (schema: Schema.Schema<any, any>, value: unknown) => answerOf(storedEncoder(schema), value)

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
    ["webhook_subscriptions", SubscriptionWithSecret]
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

  it("compiles every stored schema that only checks, gives Effect's answer for a lifecycle's records without falling back, and for them changed", async () => {
    const records = await storedRecords()
    expect(new Set(records.map(([table]) => table))).toEqual(new Set(["vobs", "vob_comments", "patients", "tasks", "task_comments", "credentialing", "webhook_subscriptions"]))
    for (const [table, schema, record] of records) {
      const walked = plainEncoder(schema)!(record)
      expect(walked, table).toBeDefined()
      expect(ordered(walked), table).toEqual(effectAnswer(schema, record).value)
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
    expect(storedEncoder(schema)(value)).toStrictEqual(Schema.encodeSync(schema)(value))
  })

  it("throws Effect's own error for a record that does not pass", () => {
    const bad = { a: "1" } as never
    const schema = Schema.Struct({ a: Schema.Int })
    expect(() => storedEncoder(schema)(bad)).toThrow(/Expected number, actual "1"/)
    expect(ourAnswer(schema, bad)).toEqual(effectAnswer(schema, bad))
  })

  it("is Effect's encode for a schema with transformations", () => {
    expect(plainEncoder(PatientPolicyRecord)).toBeUndefined()
    const schema = Schema.Struct({ at: Schema.Date })
    expect(storedEncoder(schema)({ at: new Date(0) })).toEqual({ at: "1970-01-01T00:00:00.000Z" })
  })
})
