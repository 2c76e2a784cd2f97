/**
 * What effect/Schema's JSON Schema generator writes that is its own vocabulary, not the API's: every
 * filter's label as a `title` (`maxLength(10000)`, `int`, `nonNegative`...), which client generators turn
 * into type names, and its named integers (`Int`, `NonNegativeInt`) as components, which they turn into
 * types `Int` shadowing nothing but meaning nothing. The document carries neither: no schema of this API
 * has a title of its own (a schema's name is its component's), and an integer is `{type: integer}`.
 */

type Json = Record<string, any>

/** The generator's names for Schema.Int and Schema.NonNegativeInt, as they are inlined. */
const LIBRARY_INTEGERS: Readonly<Record<string, Json>> = {
  Int: { type: "integer" },
  NonNegativeInt: { type: "integer", minimum: 0 }
}

const COMPONENT_REF = "#/components/schemas/"

/** Keywords whose value is a schema, an array of schemas, or a map of schemas (JSON Schema 2020-12). */
const ONE = ["items", "not", "if", "then", "else", "contains", "propertyNames", "additionalProperties", "unevaluatedItems", "unevaluatedProperties"]
const MANY = ["allOf", "anyOf", "oneOf", "prefixItems"]
const MAP = ["properties", "patternProperties", "$defs", "dependentSchemas"]

/** Applies `visit` to `schema` and every schema nested in it (never into examples, defaults or enums). */
const eachSchema = (schema: unknown, visit: (schema: Json) => void): void => {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return
  const node = schema as Json
  visit(node)
  for (const key of ONE) eachSchema(node[key], visit)
  for (const key of MANY) if (Array.isArray(node[key])) node[key].forEach((s: unknown) => eachSchema(s, visit))
  for (const key of MAP) for (const s of Object.values<unknown>(node[key] ?? {})) eachSchema(s, visit)
}

/** Every schema of the document: the components' and each `schema` of a parameter, header or media type. */
const eachDocumentSchema = (doc: Json, visit: (schema: Json) => void) => {
  for (const schema of Object.values<unknown>(doc.components?.schemas ?? {})) eachSchema(schema, visit)
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (value === null || typeof value !== "object") return
    for (const [key, v] of Object.entries(value)) {
      if (key === "schema") eachSchema(v, visit)
      else if (key !== "examples" && key !== "example") walk(v)
    }
  }
  walk(doc.paths)
  walk(doc.webhooks)
  walk({ ...doc.components, schemas: undefined })
}

const libraryInteger = (schema: Json): Json | undefined =>
  typeof schema.$ref === "string" && schema.$ref.startsWith(COMPONENT_REF)
    ? LIBRARY_INTEGERS[schema.$ref.slice(COMPONENT_REF.length)]
    : undefined

/** The schema with a reference to a library integer replaced by the integer (its own keywords kept). */
const inlineInteger = (schema: Json) => {
  const integer = libraryInteger(schema)
  if (integer !== undefined) {
    delete schema.$ref
    Object.assign(schema, { ...integer, ...schema })
  }
  // `allOf: [Int]` beside a default or description: the integer itself, with them.
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && libraryInteger(schema.allOf[0]) !== undefined) {
    const [only] = schema.allOf
    delete schema.allOf
    Object.assign(schema, { ...libraryInteger(only), ...schema })
  }
}

export const withoutSchemaLibraryLabels = (doc: Json) => {
  eachDocumentSchema(doc, (schema) => {
    inlineInteger(schema)
    if (typeof schema.title === "string") delete schema.title
  })
  for (const name of Object.keys(LIBRARY_INTEGERS)) delete doc.components?.schemas?.[name]
}
