/**
 * The OpenAPI document as a company's release switches shape the API (pure, over a copy of the document),
 * from the same release annotations the route gate and the views read (ReleaseMembership.ts): an endpoint
 * annotated `ReleasedWith` is left out without its release; a field or query parameter is left out while
 * the switches do not show it, and a released answer field is required while they do.
 */
import type { HttpApi } from "@effect/platform"
import { Context, Option, SchemaAST } from "effect"
import type { ReleaseName, ReleaseStates } from "./ReleaseCatalog.js"
import { isShown, type ReleasedProperty, releasedPropertiesOfAst, ReleasedWith } from "./ReleaseMembership.js"

type Json = Record<string, any>

/** What the API definition declares about releases, keyed as the document names things. */
export interface ReleaseFacts {
  readonly endpoints: ReadonlyArray<{ readonly method: string; readonly path: string; readonly release: ReleaseName }>
  readonly parameters: ReadonlyArray<{ readonly method: string; readonly path: string; readonly parameter: ReleasedProperty }>
  /** The released properties of each named schema (a component of the document). */
  readonly components: ReadonlyMap<string, ReadonlyArray<ReleasedProperty>>
}

const documentPath = (path: string) => path.replace(/:(\w+)/g, "{$1}")

/** Every named object schema an AST reaches, with its released properties. */
const collectComponents = (ast: SchemaAST.AST, into: Map<string, ReadonlyArray<ReleasedProperty>>, seen: Set<SchemaAST.AST>): void => {
  if (seen.has(ast)) return
  seen.add(ast)
  Option.map(SchemaAST.getJSONIdentifier(ast), (name) => {
    const released = releasedPropertiesOfAst(ast)
    if (released.length > 0) into.set(name, released)
  })
  const next = (child: SchemaAST.AST): void => collectComponents(child, into, seen)
  switch (ast._tag) {
    case "TypeLiteral":
      ast.propertySignatures.forEach((p) => next(p.type))
      ast.indexSignatures.forEach((i) => next(i.type))
      return
    case "Union":
      return ast.types.forEach(next)
    case "TupleType":
      ast.elements.forEach((e) => next(e.type))
      return ast.rest.forEach((r) => next(r.type))
    case "Refinement":
      return next(ast.from)
    case "Transformation":
      next(ast.from)
      return next(ast.to)
    case "Suspend":
      return next(ast.f())
    case "Declaration":
      return ast.typeParameters.forEach(next)
    default:
      return
  }
}

const factsByApi = new WeakMap<object, ReleaseFacts>()

export const releaseFactsOf = (api: HttpApi.HttpApi.Any): ReleaseFacts => {
  const known = factsByApi.get(api)
  if (known !== undefined) return known
  const endpoints: Array<ReleaseFacts["endpoints"][number]> = []
  const parameters: Array<ReleaseFacts["parameters"][number]> = []
  const components = new Map<string, ReadonlyArray<ReleasedProperty>>()
  const seen = new Set<SchemaAST.AST>()
  for (const group of Object.values((api as HttpApi.HttpApi.AnyWithProps).groups)) {
    for (const endpoint of Object.values(group.endpoints)) {
      const method = endpoint.method.toLowerCase()
      const path = documentPath(endpoint.path)
      Option.map(Context.getOption(endpoint.annotations, ReleasedWith), (release) => endpoints.push({ method, path, release }))
      Option.map(endpoint.urlParamsSchema, ({ ast }) =>
        releasedPropertiesOfAst(ast).forEach((parameter) => parameters.push({ method, path, parameter })))
      for (const schema of [endpoint.payloadSchema, endpoint.successSchema, endpoint.errorSchema]) {
        Option.map(Option.isOption(schema) ? schema : Option.some(schema), ({ ast }) => collectComponents(ast, components, seen))
      }
    }
  }
  const facts = { endpoints, parameters, components }
  factsByApi.set(api, facts)
  return facts
}

export const documentForReleases = <D extends object>(document: D, states: ReleaseStates, facts: ReleaseFacts): D => {
  const doc = structuredClone(document) as Json
  const paths: Json = doc.paths ?? {}
  for (const { method, path, release } of facts.endpoints) {
    if (states[release] || paths[path] === undefined) continue
    delete paths[path][method]
    if (Object.keys(paths[path]).length === 0) delete paths[path]
  }
  for (const { method, path, parameter } of facts.parameters) {
    const operation = paths[path]?.[method]
    if (isShown(parameter.membership, states) || !Array.isArray(operation?.parameters)) continue
    operation.parameters = operation.parameters.filter((p: Json) => !(p.in === "query" && p.name === parameter.name))
  }
  const schemas: Json = doc.components?.schemas ?? {}
  for (const [name, released] of facts.components) {
    const schema = schemas[name]
    if (schema?.properties === undefined) continue
    for (const { name: field, membership } of released) {
      if (!(field in schema.properties)) continue
      const required: Array<string> = (schema.required ?? []).filter((n: string) => n !== field)
      if (!isShown(membership, states)) delete schema.properties[field]
      else if (membership.required) required.push(field)
      schema.required = required
    }
  }
  return doc as D
}
