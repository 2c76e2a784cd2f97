/**
 * What a request body does with fields it does not declare, read from the payload schemas the
 * server decodes with: a struct under a `parseOptions: { onExcessProperty: "error" }` annotation
 * (Domain/Strict) refuses them, with the annotation reaching every struct nested below it, and any
 * other struct ignores them (the framework's default). The JSON Schema generator knows nothing of
 * parse options, so the document's `additionalProperties` is set here, walking each payload's AST
 * beside the JSON Schema generated from it.
 */
import { HttpApi } from "@effect/platform"
import { JSONSchema, Option, SchemaAST as AST } from "effect"
import { validatedWith } from "../Domain/ValidatedLater.js"

type Json = Record<string, any>

const COMPONENT_REF = "#/components/schemas/"

export interface UnknownFieldsReport {
  /** Components reached both from a body that refuses undeclared fields and one that ignores them. */
  readonly conflicts: ReadonlyArray<string>
}

const strictnessOf = (ast: AST.AST, inherited: boolean): boolean => {
  const options = AST.getParseOptionsAnnotation(ast)
  if (Option.isSome(options) && options.value.onExcessProperty !== undefined) {
    return options.value.onExcessProperty === "error"
  }
  return inherited
}

/** A union's members as the generator lists them: `undefined` (optional) and `null` stand apart. */
const structuralMembers = (types: ReadonlyArray<AST.AST>) =>
  types.filter((t) => !AST.isUndefinedKeyword(t) && !(AST.isLiteral(t) && t.literal === null) && !AST.isLiteral(t))

/**
 * Sets `additionalProperties` on every object schema of the request bodies: false where the server
 * refuses undeclared fields, true where it ignores them.
 */
export const documentUnknownFields = (api: HttpApi.HttpApi.Any, doc: Json): UnknownFieldsReport => {
  const components: Json = doc.components.schemas
  const modes = new Map<string, boolean>()
  const conflicts = new Set<string>()

  const walk = (ast: AST.AST, json: Json | undefined, strict: boolean, visiting: Set<AST.AST>): void => {
    if (json === undefined || json === null || typeof json !== "object") return
    strict = strictnessOf(ast, strict)
    const later = validatedWith(ast)
    if (later !== undefined) {
      // Decoded on its own, later, with default parse options: undeclared fields are ignored.
      const ref = JSONSchema.fromAST(later.ast, { definitions: components, definitionPath: COMPONENT_REF, target: "openApi3.1" })
      return walk(later.ast, ref, false, visiting)
    }
    if (typeof json.$ref === "string" && json.$ref.startsWith(COMPONENT_REF)) {
      const name = json.$ref.slice(COMPONENT_REF.length)
      const seen = modes.get(name)
      if (seen !== undefined) {
        if (seen !== strict) conflicts.add(name)
        return
      }
      modes.set(name, strict)
      return walk(ast, components[name], strict, visiting)
    }
    if (Array.isArray(json.allOf) && json.allOf.length === 1 && json.type === undefined) {
      return walk(ast, json.allOf[0], strict, visiting)
    }
    if (visiting.has(ast)) return
    visiting = new Set(visiting).add(ast)
    switch (ast._tag) {
      case "TypeLiteral": {
        if (json.type !== "object") return
        // An empty struct checks no field at all, whatever its parse options: anything is ignored.
        if (ast.indexSignatures.length === 0) json.additionalProperties = !strict || ast.propertySignatures.length === 0
        for (const ps of ast.propertySignatures) {
          if (typeof ps.name === "string") walk(ps.type, json.properties?.[ps.name], strict, visiting)
        }
        return
      }
      case "Union": {
        const members = structuralMembers(ast.types)
        const candidates: Array<Json> = Array.isArray(json.anyOf)
          ? json.anyOf.filter((j: Json) => j.type !== "null" && j.enum === undefined && j.const === undefined)
          : [json]
        if (members.length === candidates.length) members.forEach((m, i) => walk(m, candidates[i], strict, visiting))
        return
      }
      case "TupleType": {
        if (json.type !== "array") return
        ast.elements.forEach((e, i) => walk(e.type, json.prefixItems?.[i], strict, visiting))
        ast.rest.forEach((r) => walk(r.type, json.items, strict, visiting))
        return
      }
      case "Refinement":
        return walk(ast.from, json, strict, visiting)
      case "Transformation":
        return walk(ast.from, json, strict, visiting)
      case "Suspend":
        return walk(ast.f(), json, strict, visiting)
    }
  }

  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const path = endpoint.path.replace(/:(\w+)/g, "{$1}")
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()]
      // The payload schema as declared, which the server decodes with (the per-content-type
      // schemas the generator uses are rebuilt from its members, without its annotations).
      if (Option.isSome(endpoint.payloadSchema)) {
        walk(endpoint.payloadSchema.value.ast, operation?.requestBody?.content?.["application/json"]?.schema, false, new Set())
      }
    }
  })
  return { conflicts: [...conflicts] }
}
