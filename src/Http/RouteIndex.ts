/**
 * What each path of the API answers, derived from the API definition: the methods (for 405 answers),
 * the path parameters of a matching route, and which operations read multipart instead of JSON.
 */
import { HttpApi, HttpApiSchema } from "@effect/platform"
import { Option } from "effect"

export interface RouteMatch {
  readonly method: string
  readonly path: string
  /** Path parameters by name, as sent. */
  readonly params: Readonly<Record<string, string>>
  readonly multipart: boolean
}

export interface RouteIndex {
  readonly methodsFor: (path: string) => ReadonlyArray<string>
  readonly match: (method: string, path: string) => RouteMatch | undefined
}

interface Route {
  readonly method: string
  readonly path: string
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
  readonly multipart: boolean
}

const toRoute = (method: string, path: string, multipart: boolean): Route => {
  const names: Array<string> = []
  const source = path.split("/").map((part) => {
    if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    names.push(part.slice(1))
    return "([^/]+)"
  }).join("/")
  return { method, path, pattern: new RegExp(`^${source}/?$`), names, multipart }
}

export const routeIndexOf = (api: HttpApi.HttpApi.Any, extra: ReadonlyArray<{ method: string; path: string }> = []): RouteIndex => {
  const routes: Array<Route> = extra.map((r) => toRoute(r.method, r.path, false))
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const multipart = Option.match(endpoint.payloadSchema, {
        onNone: () => false,
        onSome: ({ ast }) => HttpApiSchema.getMultipart(ast) !== undefined || HttpApiSchema.getMultipartStream(ast) !== undefined
      })
      routes.push(toRoute(endpoint.method, endpoint.path, multipart))
    }
  })
  // A fixed segment wins over a parameter (`/v1/patients/upsert` before `/v1/patients/:id`), as in the router.
  routes.sort((a, b) => a.names.length - b.names.length)
  return {
    methodsFor: (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))],
    match: (method, path) => {
      for (const route of routes) {
        if (route.method !== method) continue
        const found = route.pattern.exec(path)
        if (found === null) continue
        const params: Record<string, string> = {}
        route.names.forEach((name, i) => {
          params[name] = found[i + 1]!
        })
        return { method, path: route.path, params, multipart: route.multipart }
      }
      return undefined
    }
  }
}
