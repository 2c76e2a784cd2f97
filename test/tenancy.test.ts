/**
 * Another company's record is 404 on every by-id route. The matrix is generated from the API
 * definition: a route added later without a record factory here fails the suite.
 */
import { HttpApi } from "@effect/platform"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../src/Api.js"
import { type Company, startApp, type TestApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

/** Creates a record of the owner company that the route's `:id` can name. */
type RecordFactory = (app: TestApp, owner: Company) => Promise<string>

const factories: Record<string, RecordFactory> = {
  "/v1/credentialing": async (app, owner) =>
    (await app.request("GET", "/sandbox/v1/fixtures", { key: owner.apiKey })).body.credentialing[0].id
}

interface ByIdRoute {
  readonly method: string
  readonly path: string
  readonly collection: string
}

const byIdRoutes: Array<ByIdRoute> = []
HttpApi.reflect(Api as any, {
  onGroup: () => {},
  onEndpoint: ({ endpoint }) => {
    const at = endpoint.path.indexOf("/:")
    if (at >= 0) byIdRoutes.push({ method: endpoint.method, path: endpoint.path, collection: endpoint.path.slice(0, at) })
  }
})

let owner: Company
let stranger: Company
beforeAll(async () => {
  owner = await app.newCompany("Owner")
  stranger = await app.newCompany("Stranger")
})

describe("tenancy matrix", () => {
  it("covers at least the credentialing route", () => {
    expect(byIdRoutes.map((r) => `${r.method} ${r.path}`)).toContain("GET /v1/credentialing/:id")
  })

  it.each(byIdRoutes)("$method $path: another company's record is 404", async (route) => {
    const factory = factories[route.collection]
    expect(factory, `no record factory for ${route.collection}: add one to test/tenancy.test.ts`).toBeDefined()
    const id = await factory!(app, owner)
    const path = route.path.replace(/:[a-z_]+/g, id)
    const body = route.method === "GET" || route.method === "DELETE" ? undefined : {}
    const reply = await app.request(route.method, path, { key: stranger.apiKey, body })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ type: "not_found_error", code: "resource_not_found" })
    if (route.method === "GET") {
      expect((await app.request("GET", path, { key: owner.apiKey })).status).toBe(200)
    }
  })
})
