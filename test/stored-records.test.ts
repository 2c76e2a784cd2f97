/**
 * The store's reader of stored JSON (Store/StoredRecords.ts), as pure rules: which schemas only check
 * (their encoded text parses to exactly what decoding it gives), and what a reader answers for a text
 * this process encoded, whatever the key order of the record the domain built.
 */
import { Arbitrary, FastCheck, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Conversation } from "../src/Conversations/Conversation.js"
import { Credentialing } from "../src/Credentialing/Credentialing.js"
import { FileRecord } from "../src/Files/FileRecord.js"
import { withDefault } from "../src/Domain/EncodedAsItIs.js"
import { DateTimeWritten } from "../src/Domain/Scalars.js"
import { Patient } from "../src/Patients/Patient.js"
import { PayorRecord } from "../src/Payors/Payor.js"
import { PayorServiceRecord } from "../src/Payors/PayorService.js"
import { PatientPolicyRecord } from "../src/Policies/PatientPolicy.js"
import { PriorAuthorizationRecord } from "../src/PriorAuthorizations/PriorAuthorization.js"
import { isPlainJson, isPlainJsonWhenWalked, StoredRecordInvalid, storedReader } from "../src/Store/StoredRecords.js"
import { Task } from "../src/Tasks/Task.js"
import { VobRequestRecord } from "../src/VobRequests/VobRequest.js"
import { VobRecord } from "../src/Vobs/Vob.js"
import { SubscriptionWithSecret } from "../src/Webhooks/Webhook.js"
import { Item, ordered, Tree } from "./support/PlainSchemas.js"

describe("isPlainJson", () => {
  it.each([
    ["a struct of checked scalars, literals, arrays, records and tuples", Schema.Struct({
      item: Item,
      amount: Schema.NullOr(Schema.Number),
      ratio: Schema.Number.pipe(Schema.between(0, 1)),
      items: Schema.Array(Item),
      kind: Schema.Literal("a", "b", null),
      tags: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
      pair: Schema.Tuple(Schema.String, Schema.optionalElement(Schema.Int)),
      anything: Schema.Unknown
    })],
    ["an optional key (its undefined is omitted, as decoding omits it)", Schema.Struct({ note: Schema.optional(Schema.String) })],
    ["a recursive schema", Tree],
    ["a union of structs", Schema.Union(Schema.Struct({ kind: Schema.Literal("x") }), Schema.Struct({ kind: Schema.Literal("y"), y: Schema.Int }))]
  ])("holds for %s", (_, schema) => {
    expect(isPlainJson(schema.ast)).toBe(true)
  })

  it.each([
    ["a date decoded from its string", Schema.Struct({ at: Schema.Date })],
    ["a number decoded from a string", Schema.Struct({ n: Schema.NumberFromString })],
    ["a default for a missing key", Schema.Struct({ n: Schema.optionalWith(Schema.Number, { default: () => 1 }) })],
    ["a required key that may be undefined (the text would omit it)", Schema.Struct({ n: Schema.UndefinedOr(Schema.Number) })],
    ["a class", Schema.Class<{ readonly a: string }>("A")({ a: Schema.String })],
    ["a bigint literal", Schema.Struct({ n: Schema.Literal(1n) })],
    // Encoding writes Infinity as null, which decodes to null only where null is allowed.
    ["a number that may be infinite and not null", Schema.Struct({ n: Schema.Number })],
    ["a nullable struct of such a number", Schema.NullOr(Schema.Struct({ n: Schema.Number }))]
  ])("fails for %s", (_, schema) => {
    expect(isPlainJson((schema as Schema.Schema.Any).ast)).toBe(false)
  })

  it("names the stored records it applies to, and leaves those with defaults to decoding", () => {
    for (const schema of [VobRecord, Patient, Task, Conversation, Credentialing, FileRecord, VobRequestRecord, PriorAuthorizationRecord, SubscriptionWithSecret]) {
      expect(isPlainJson(schema.ast)).toBe(true)
    }
    expect(isPlainJson(PatientPolicyRecord.ast)).toBe(false)
  })

  it("holds once walked for the records whose only transformations encode as they are: defaults and written instants", () => {
    for (const schema of [PatientPolicyRecord, PayorRecord, PayorServiceRecord]) {
      expect(isPlainJson(schema.ast)).toBe(false)
      expect(isPlainJsonWhenWalked(schema.ast)).toBe(true)
    }
    expect(isPlainJsonWhenWalked(Schema.Struct({ at: DateTimeWritten, n: withDefault(Schema.Int, () => 0) }).ast)).toBe(true)
    // Effect's own default and an unnamed transformation: nothing says they encode as they are.
    expect(isPlainJsonWhenWalked(Schema.Struct({ n: Schema.optionalWith(Schema.Int, { default: () => 0 }) }).ast)).toBe(false)
    expect(isPlainJsonWhenWalked(Schema.Struct({ at: Schema.Date }).ast)).toBe(false)
    // Both sides must be plain: a default of a number that may be infinite is not.
    expect(isPlainJsonWhenWalked(Schema.Struct({ n: withDefault(Schema.Number, () => 0) }).ast)).toBe(false)
  })

  // The rule the reader relies on, over generated records of a schema with every plain construct.
  it("an encoded record's text parses to exactly what decoding it gives, keys in the same order", () => {
    const Rich = Schema.Struct({
      item: Item,
      items: Schema.Array(Item),
      kind: Schema.NullOr(Schema.Literal("a", "b")),
      amount: Schema.NullOr(Schema.Number),
      ratio: Schema.Finite,
      note: Schema.optional(Schema.String),
      tags: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
      pair: Schema.Tuple(Schema.String, Schema.optionalElement(Schema.Int)),
      shape: Schema.Union(Schema.Struct({ kind: Schema.Literal("x") }), Schema.Struct({ kind: Schema.Literal("y"), y: Schema.NullOr(Schema.Number) })),
      tree: Tree
    })
    expect(isPlainJson(Rich.ast)).toBe(true)
    const encode = Schema.encodeSync(Rich)
    const decode = Schema.decodeUnknownSync(Schema.parseJson(Rich))
    FastCheck.assert(
      FastCheck.property(Arbitrary.make(Rich), (record) => {
        const json = JSON.stringify(encode(record))
        const decoded = decode(json)
        expect(JSON.parse(json)).toStrictEqual(decoded)
        expect(ordered(JSON.parse(json))).toEqual(ordered(decoded))
      }),
      { numRuns: 200, seed: 29 }
    )
  })
})

describe("storedReader", () => {
  const Plain = Schema.Struct({ a: Schema.Int, b: Schema.optional(Schema.String), c: Schema.Array(Schema.String) })
  const WithDefault = Schema.Struct({ a: Schema.Int, b: Schema.optionalWith(Schema.String, { default: () => "x" }) })
  const builtByTheDomain = { c: ["z"], a: 1, b: "y" }
  const encodedText = (schema: Schema.Schema<any, any>, record: unknown) => JSON.stringify(Schema.encodeSync(schema)(record))

  it("answers a text it encoded with the text's parse: the schema's key order, not the built record's", () => {
    const read = storedReader("plain", Plain)
    const json = encodedText(Plain, builtByTheDomain)
    expect(json).toBe('{"a":1,"b":"y","c":["z"]}')
    read.encoded(json, builtByTheDomain)
    const record = read(json, "r1")
    expect(Object.keys(record)).toEqual(["a", "b", "c"])
    expect(record).toStrictEqual(Schema.decodeUnknownSync(Schema.parseJson(Plain))(json))
    // Parsed once: the next read answers the same record.
    expect(read(json, "r1")).toBe(record)
  })

  it("decodes a text of a schema with transformations when the built record is not its own JSON form", () => {
    const read = storedReader("defaults", WithDefault)
    const built = { b: "y", a: 1 }
    const json = encodedText(WithDefault, built)
    read.encoded(json, built)
    const record = read(json, "r1")
    expect(record).not.toBe(built)
    expect(Object.keys(record)).toEqual(["a", "b"])
  })

  it("answers a text the compiled encode wrote with its parse, and decodes one Effect's encode wrote", () => {
    const Written = Schema.Struct({ at: DateTimeWritten, n: withDefault(Schema.Int, () => 0) })
    const read = storedReader("written", Written)
    const walkedText = '{"at":"2030-01-01T09:00:00.000Z","n":1}'
    read.encoded(walkedText, { n: 1, at: "2030-01-01T09:00:00.000Z" }, true)
    expect(Object.keys(read(walkedText, "r1"))).toEqual(["at", "n"])
    expect(read(walkedText, "r1")).toBe(read(walkedText, "r1"))
    // Effect wrote an instant as the domain had it; decoding it gives the stored form.
    const byEffect = { at: "2030-01-01T09:00:00Z", n: 1 }
    const effectText = JSON.stringify(byEffect)
    read.encoded(effectText, byEffect, false)
    expect(read(effectText, "r2").at).toBe("2030-01-01T09:00:00.000Z")
  })

  it("still checks every text it did not encode", () => {
    const read = storedReader("plain", Plain)
    read.encoded(encodedText(Plain, builtByTheDomain), builtByTheDomain)
    expect(() => read('{"a":"1","c":[]}', "r2")).toThrow(StoredRecordInvalid)
  })

  it("keeps nothing when told to remember nothing", () => {
    const read = storedReader("log", Plain, 0)
    const json = encodedText(Plain, builtByTheDomain)
    read.encoded(json, builtByTheDomain)
    expect(read(json, "r1")).not.toBe(read(json, "r1"))
  })
})
