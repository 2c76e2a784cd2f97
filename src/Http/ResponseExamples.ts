/**
 * An example of each success answer in the OpenAPI document, built from the answer's own schema (so it
 * can never drift from it: test/openapi.test.ts validates each against its schema): the schema's default
 * or first enum value where it has one, a fixed id, instant or date for the formats, one item per array,
 * and every property of an object. Nullable fields show their value, not null.
 */
type Json = Record<string, any>

const COMPONENT_REF = "#/components/schemas/"

const FORMATS: Readonly<Record<string, string>> = {
  uuid: "3f1c2a9e-8b4d-4c6a-9f2e-1a2b3c4d5e6f",
  "date-time": "2030-01-01T09:00:00.000Z",
  date: "2030-01-01",
  uri: "http://127.0.0.1:8080/webhooks",
  email: "avery.quinn@example.com"
}

const isNull = (schema: Json) => schema.type === "null" || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null)

/** Values tried, in order, for a string with a `pattern` (an NPI, a path pattern). */
const PATTERNED = ["1234567890", "/v1/verification-of-benefits/*", "code=429"]

/** A string of at least `minLength` characters (and at most `maxLength`), matching its pattern. */
const text = (schema: Json): string => {
  if (typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u")
    const found = PATTERNED.find((candidate) => pattern.test(candidate))
    if (found !== undefined) return found
  }
  const min = schema.minLength ?? 0
  const base = min > 6 ? "x".repeat(min) : "string"
  return schema.maxLength !== undefined ? base.slice(0, Math.max(min, Math.min(base.length, schema.maxLength))) : base
}

/** An example value of `schema`; `components` resolves references (each followed at most once per path). */
export const exampleOf = (schema: Json | undefined, components: Json, seen: ReadonlySet<string> = new Set()): unknown => {
  if (schema === undefined || schema === null || typeof schema !== "object") return null
  if (typeof schema.$ref === "string" && schema.$ref.startsWith(COMPONENT_REF)) {
    const name = schema.$ref.slice(COMPONENT_REF.length)
    if (seen.has(name)) return null
    return exampleOf(components[name], components, new Set(seen).add(name))
  }
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? null
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) {
      const alternative = (schema[key] as Array<Json>).find((s) => !isNull(s)) ?? schema[key][0]
      const { [key]: _, ...rest } = schema
      return exampleOf({ ...rest, ...alternative }, components, seen)
    }
  }
  if (Array.isArray(schema.allOf)) {
    // "Not both of these fields" rules (`not: {required}`) leave out all but the first of each pair.
    const { allOf, ...rest } = schema as { allOf: Array<Json> }
    const exclusive = allOf.filter((rule) => Array.isArray(rule.not?.required)).map((rule) => rule.not.required.slice(1))
    const merged: Json = Object.assign({}, ...allOf.filter((rule) => rule.not === undefined), rest)
    const left = new Set<string>(exclusive.flat())
    if (merged.properties !== undefined) {
      merged.properties = Object.fromEntries(Object.entries<Json>(merged.properties).filter(([name]) => !left.has(name)))
    }
    return exampleOf(merged, components, seen)
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type
  switch (type) {
    case "object": {
      const value: Json = {}
      for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
        value[name] = exampleOf(property, components, seen)
      }
      return value
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, i) => {
        const item = exampleOf(schema.items, components, seen)
        return schema.uniqueItems === true && typeof item === "string" && i > 0 ? `${item}${i}` : item
      })
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
    case "boolean":
      return true
    case "string":
      return FORMATS[schema.format] ?? text(schema)
    case "null":
      return null
    default:
      return {}
  }
}

/** Shows an example on every success answer's JSON (or event-stream) content that has none. */
export const documentResponseExamples = (operation: Json, components: Json) => {
  for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
    if (!status.startsWith("2")) continue
    for (const media of Object.values<Json>(response.content ?? {})) {
      if (media.schema !== undefined && media.examples === undefined) {
        media.examples = { example: { value: exampleOf(media.schema, components) } }
      }
    }
  }
}
