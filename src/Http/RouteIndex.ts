/**
 * What each path of the API answers, derived from the API definition: the methods (for 405 answers),
 * the path parameters of a matching route, which operations read multipart instead of JSON, and which
 * require credentials.
 */
import { HttpApi, HttpApiSchema } from "@effect/platform"
import { Context, Option, type SchemaAST } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { PassesCompanyPause, ServedOverConnectionCap } from "../Domain/EndpointFacts.js"
import type { ReleaseName } from "../Releases/ReleaseCatalog.js"
import { ReleasedWith, type ReleasedProperty, releasedPropertiesOfAst } from "../Releases/ReleaseMembership.js"

/** The schemas an endpoint decodes its request with, in the order the framework applies them. */
export interface RequestSchemas {
  readonly path: Option.Option<SchemaAST.AST>
  readonly payload: Option.Option<SchemaAST.AST>
  readonly headers: Option.Option<SchemaAST.AST>
  readonly urlParams: Option.Option<SchemaAST.AST>
}

const astOf = (schema: Option.Option<{ readonly ast: SchemaAST.AST }>) => Option.map(schema, (s) => s.ast)

export interface RouteMatch {
  readonly method: string
  readonly path: string
  /** Path parameters by name, as sent. */
  readonly params: Readonly<Record<string, string>>
  readonly multipart: boolean
  /** Whether the operation requires credentials (its group or itself has the Authentication middleware). */
  readonly authenticated: boolean
  /** The endpoint's request schemas (absent for the routes outside the API: health, document, docs). */
  readonly schemas?: RequestSchemas
  /** The release the endpoint exists only with (its `ReleasedWith` annotation). */
  readonly release?: ReleaseName
  /** The query parameters a release adds or removes. */
  readonly releasedParameters: ReadonlyArray<ReleasedProperty>
  /** Its `PassesCompanyPause` annotation (the endpoint's or its group's). */
  readonly passesCompanyPause: boolean
  /** Its `ServedOverConnectionCap` annotation (the endpoint's or its group's; given for a route outside the API). */
  readonly servedOverConnectionCap: boolean
}

/** Which routes the edge treats differently (EndpointFacts): their paths, as one pattern for a stage to test. */
export type EndpointFact = "passesCompanyPause" | "servedOverConnectionCap"

/** A route outside the API (health, document, docs, console). */
export interface ExtraRoute {
  readonly method: string
  readonly path: string
  readonly servedOverConnectionCap?: boolean
}

export interface RouteIndex {
  readonly methodsFor: (path: string) => ReadonlyArray<string>
  readonly match: (method: string, path: string) => RouteMatch | undefined
  /** Every query parameter a release adds or removes, on any route. */
  readonly releasedParameters: () => ReadonlyArray<ReleasedProperty>
  /** The paths (any method) of the routes with `fact`, as one pattern matching a request's path. */
  readonly pathsWith: (fact: EndpointFact) => RegExp
}

interface Route {
  readonly method: string
  readonly path: string
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
  readonly multipart: boolean
  readonly authenticated: boolean
  readonly schemas?: RequestSchemas
  readonly release?: ReleaseName
  readonly releasedParameters: ReadonlyArray<ReleasedProperty>
  readonly passesCompanyPause: boolean
  readonly servedOverConnectionCap: boolean
}

type Facts = Pick<Route, EndpointFact>

const toRoute = (
  method: string,
  path: string,
  multipart: boolean,
  authenticated: boolean,
  facts: Facts,
  schemas?: RequestSchemas,
  release?: ReleaseName
): Route => {
  const names: Array<string> = []
  const source = path.split("/").map((part) => {
    if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    names.push(part.slice(1))
    return "([^/]+)"
  }).join("/")
  const releasedParameters = schemas === undefined ? [] : Option.match(schemas.urlParams, {
    onNone: () => [],
    onSome: releasedPropertiesOfAst
  })
  return {
    method,
    path,
    pattern: new RegExp(`^${source}/?$`),
    names,
    multipart,
    authenticated,
    releasedParameters,
    ...facts,
    ...(schemas === undefined ? {} : { schemas }),
    ...(release === undefined ? {} : { release })
  }
}

// The endpoints are read from the groups directly: `HttpApi.reflect` would also work out every endpoint's
// success and error schemas by status, which this index never reads (a share of every start: docs/scaling.md).
export const routeIndexOf = (api: HttpApi.HttpApi.Any, extra: ReadonlyArray<ExtraRoute> = []): RouteIndex => {
  const routes: Array<Route> = extra.map((r) =>
    toRoute(r.method, r.path, false, false, { passesCompanyPause: false, servedOverConnectionCap: r.servedOverConnectionCap === true }))
  for (const group of Object.values((api as HttpApi.HttpApi.AnyWithProps).groups)) {
    for (const endpoint of Object.values(group.endpoints)) {
      const multipart = Option.match(endpoint.payloadSchema, {
        onNone: () => false,
        onSome: ({ ast }) => HttpApiSchema.getMultipart(ast) !== undefined || HttpApiSchema.getMultipartStream(ast) !== undefined
      })
      const authenticated = group.middlewares.has(Authentication as never) || endpoint.middlewares.has(Authentication as never)
      const declared = (tag: Context.Tag<any, true>) =>
        Option.isSome(Context.getOption(endpoint.annotations, tag)) || Option.isSome(Context.getOption(group.annotations, tag))
      const facts: Facts = {
        passesCompanyPause: declared(PassesCompanyPause),
        servedOverConnectionCap: declared(ServedOverConnectionCap)
      }
      routes.push(toRoute(endpoint.method, endpoint.path, multipart, authenticated, facts, {
        path: astOf(endpoint.pathSchema),
        payload: astOf(endpoint.payloadSchema),
        headers: astOf(endpoint.headersSchema),
        urlParams: astOf(endpoint.urlParamsSchema)
      }, Option.getOrUndefined(Context.getOption(endpoint.annotations, ReleasedWith))))
    }
  }
  // A fixed segment wins over a parameter (`/v1/patients/upsert` before `/v1/patients/:id`), as in the router.
  routes.sort((a, b) => a.names.length - b.names.length)
  return {
    methodsFor: (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))],
    releasedParameters: () => routes.flatMap((r) => r.releasedParameters),
    pathsWith: (fact) => {
      const sources = [...new Set(routes.filter((r) => r[fact]).map((r) => r.pattern.source))]
      // Nothing matches an empty alternation's stand-in.
      return sources.length === 0 ? /(?!)/ : new RegExp(sources.map((source) => `(?:${source})`).join("|"))
    },
    match: (method, path) => {
      for (const route of routes) {
        if (route.method !== method) continue
        const found = route.pattern.exec(path)
        if (found === null) continue
        const params: Record<string, string> = {}
        route.names.forEach((name, i) => {
          params[name] = found[i + 1]!
        })
        const { pattern: _, names: __, ...declared } = route
        return { ...declared, params }
      }
      return undefined
    }
  }
}
