/** Which methods each path of the API answers, derived from the API definition (for 405 answers). */
import { HttpApi } from "@effect/platform"

export interface RouteIndex {
  readonly methodsFor: (path: string) => ReadonlyArray<string>
}

const toPattern = (path: string) =>
  new RegExp(`^${path.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`)

export const routeIndexOf = (api: HttpApi.HttpApi.Any, extra: ReadonlyArray<{ method: string; path: string }> = []): RouteIndex => {
  const routes: Array<{ method: string; pattern: RegExp }> = extra.map((r) => ({ method: r.method, pattern: toPattern(r.path) }))
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => routes.push({ method: endpoint.method, pattern: toPattern(endpoint.path) })
  })
  return {
    methodsFor: (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))]
  }
}
