import { HttpApiError } from "@effect/platform"
import { Effect, Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { validationFailedOf } from "../src/Domain/ValidationFailure.js"
import { fromDecodeError } from "../src/Http/ErrorResponses.js"

const Body = Schema.Struct({
  type: Schema.Literal("entity", "rendering_provider"),
  count: Schema.optional(Schema.NullOr(Schema.Number)),
  nested: Schema.optional(Schema.Struct({ day: Schema.String.pipe(Schema.pattern(/^\d{4}$/, { message: () => "day must be four digits" })) })),
  many: Schema.optional(Schema.Literal(...Array.from({ length: 25 }, (_, i) => `v${i}`)))
}).annotations({ parseOptions: { onExcessProperty: "error" } })

const failureFor = (input: unknown) => {
  const decoded = Schema.decodeUnknownEither(Body)(input)
  if (Either.isRight(decoded)) throw new Error("expected a decode failure")
  const { code, message, param } = validationFailedOf(decoded.left.issue)
  return { code, message, ...(param === undefined ? {} : { param }) }
}

describe("a decode failure as the API's 422 (Domain/ValidationFailure)", () => {
  it("an enumeration lists every allowed value and what was sent", () => {
    expect(failureFor({ type: "clinic" })).toEqual({
      code: "invalid_parameter",
      param: "type",
      message: `Invalid value for 'type': must be one of "entity", "rendering_provider"; got "clinic"`
    })
  })

  it("a value that may be null names the one type it must have", () => {
    expect(failureFor({ type: "entity", count: "ten" })).toMatchObject({
      param: "count",
      message: `Invalid value for 'count': expected number, got "ten"`
    })
  })

  it("a long enumeration is named by count", () => {
    expect(failureFor({ type: "entity", many: "x" }).message).toBe(
      `Invalid value for 'many': must be one of the 25 values the API reference lists (e.g. "v0", "v1", "v2"); got "x"`
    )
  })

  it("a schema's own message is kept, under the dotted path", () => {
    expect(failureFor({ type: "entity", nested: { day: "12" } })).toEqual({
      code: "invalid_parameter",
      param: "nested.day",
      message: "Invalid value for 'nested.day': day must be four digits"
    })
  })

  it("missing and undeclared fields have their own codes", () => {
    expect(failureFor({})).toEqual({ code: "missing_parameter", param: "type", message: "'type' is required." })
    expect(failureFor({ type: "entity", extra: 1 })).toEqual({
      code: "unknown_field",
      param: "extra",
      message: "'extra' is not a field of this request."
    })
  })

  it("a body of the wrong type names the body", () => {
    expect(failureFor("text")).toMatchObject({ code: "invalid_parameter", message: expect.stringMatching(/^The request body is invalid: /) })
    expect(failureFor("text")).not.toHaveProperty("param")
  })
})

describe("the error edge's 422 for a refused request (Http/ErrorResponses.fromDecodeError)", () => {
  const refusal = (input: unknown) => {
    const decoded = Schema.decodeUnknownEither(Body)(input)
    if (Either.isRight(decoded)) throw new Error("expected a decode failure")
    return { tree: decoded.left.issue, error: Effect.runSync(HttpApiError.HttpApiDecodeError.fromParseError(decoded.left)) }
  }

  it("is built from the issue tree, not from the framework's wording", () => {
    const { error, tree } = refusal({ type: "clinic" })
    const reworded = new HttpApiError.HttpApiDecodeError({
      message: "reworded",
      issues: error.issues.map((issue) => ({ ...issue, message: "reworded by a later version" }))
    })
    expect(fromDecodeError(reworded, tree).message).toBe(
      `Invalid value for 'type': must be one of "entity", "rendering_provider"; got "clinic"`
    )
  })

  it("without a tree for the same field, names the field from the framework's issue and passes its text on", () => {
    const { error } = refusal({ type: "clinic" })
    const other = refusal({ type: "entity", count: "ten" }).tree
    const failure = fromDecodeError(error, other)
    expect(failure).toMatchObject({ code: "invalid_parameter", param: "type" })
    expect(failure.message).toMatch(/^Invalid value for 'type': /)
    expect(fromDecodeError(refusal({}).error, undefined)).toMatchObject({ code: "missing_parameter", param: "type" })
  })
})
