/** The route index the edge answers 404/405 and request errors with (src/Http/RouteIndex.ts), against the API definition. */
import { HttpApi } from "@effect/platform"
import { describe, expect, it } from "vitest"
import { Api } from "../src/Api.js"
import { routeIndexOf } from "../src/Http/RouteIndex.js"

describe("routeIndexOf", () => {
  const index = routeIndexOf(Api, [{ method: "GET", path: "/healthz", servedOverConnectionCap: true }])

  it("matches every endpoint the framework routes, by its own path template", () => {
    const endpoints: Array<{ method: string; path: string }> = []
    HttpApi.reflect(Api, { onGroup: () => {}, onEndpoint: ({ endpoint }) => endpoints.push({ method: endpoint.method, path: endpoint.path }) })
    expect(endpoints.length).toBeGreaterThanOrEqual(100)
    const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, "x-1")
    const misses = endpoints.filter(({ method, path }) => index.match(method, concrete(path))?.path !== path)
    expect(misses).toEqual([])
    const wrongMethods = endpoints.filter(({ method, path }) => !index.methodsFor(concrete(path)).includes(method))
    expect(wrongMethods).toEqual([])
    expect(index.match("GET", "/healthz")?.path).toBe("/healthz")
  })

  it("prefers a fixed segment to a parameter, and reads path parameters", () => {
    expect(index.match("POST", "/v1/patients/upsert")?.path).toBe("/v1/patients/upsert")
    expect(index.match("GET", "/v1/patients/p-1")).toMatchObject({ path: "/v1/patients/:id", params: { id: "p-1" } })
    expect(index.match("GET", "/v1/nowhere")).toBeUndefined()
  })

  it("reads what the edge does differently for a route from the definition's annotations (Domain/EndpointFacts)", () => {
    const passes = index.pathsWith("passesCompanyPause")
    expect(["/sandbox/v1/snapshots", "/sandbox/v1/snapshots/s-1/restore", "/sandbox/v1/events/stream"].filter((p) => !passes.test(p)))
      .toEqual([])
    expect(["/sandbox/v1/events", "/v1/patients", "/sandbox/v1/clock/advance", "/healthz"].filter((p) => passes.test(p))).toEqual([])
    expect(index.match("POST", "/sandbox/v1/snapshots/s-1/fork")?.passesCompanyPause).toBe(true)
    const served = index.pathsWith("servedOverConnectionCap")
    expect(["/healthz", "/sandbox/v1/events/stream"].filter((p) => !served.test(p))).toEqual([])
    expect(["/sandbox/v1/events", "/sandbox/v1/snapshots", "/v1/patients"].filter((p) => served.test(p))).toEqual([])
  })
})
