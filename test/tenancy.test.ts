/**
 * Another company's record is 404 on every by-id route. The matrix is generated from the API
 * definition: a route added later without a record factory here fails the suite.
 */
import { HttpApi } from "@effect/platform"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../src/Api.js"
import { type Company, startApp, type TestApp } from "./support/TestApp.js"
import { PDF, upload } from "./support/Uploads.js"

const app = startApp()
afterAll(() => app.dispose())

/**
 * Creates a record of the owner company that the route's `:id` can name; with `body`, what the
 * collection's non-GET/DELETE routes are sent (a body that passes validation, so the 404 is reached);
 * with `params`, the owner's records for the route's other path parameters (`:delivery_id`).
 */
type RecordFactory = (
  app: TestApp,
  owner: Company
) => Promise<
  string | {
    readonly id: string
    readonly body: unknown | ((method: string, path: string) => unknown)
    readonly params?: Readonly<Record<string, string>>
  }
>

const newTask = async (app: TestApp, owner: Company): Promise<string> =>
  (await app.request("POST", "/sandbox/v1/tasks", { key: owner.apiKey, body: { title: "tenancy" } })).data.id

const newPatient = async (app: TestApp, owner: Company): Promise<string> =>
  (await app.request("POST", "/v1/patients/upsert", { key: owner.apiKey, body: { phone_number: "5125550100" } })).data.patient.id

const newPolicy = async (app: TestApp, owner: Company): Promise<string> => {
  const insurance = (await app.request("GET", "/sandbox/v1/fixtures", { key: owner.apiKey })).data.insurances[0].id
  const body = { patient_id: await newPatient(app, owner), insurance_id: insurance, member_number: "T1" }
  return (await app.request("POST", "/v1/patient-policies", { key: owner.apiKey, body })).data.id
}

const newVob = async (app: TestApp, owner: Company): Promise<string> => {
  const body = { patient_policy_id: await newPolicy(app, owner) }
  return (await app.request("POST", "/v1/verification-of-benefits", { key: owner.apiKey, body })).data.id
}

const newVobRequest = async (app: TestApp, owner: Company): Promise<string> => {
  const insurance = (await app.request("GET", "/sandbox/v1/fixtures", { key: owner.apiKey })).data.insurances[0].id
  const body = { patient: { phone_number: "5125550100" }, policies: [{ insurance_id: insurance, member_number: "T1", coverage_tier: "primary" }] }
  return (await app.request("POST", "/v1/verification-of-benefits-requests", { key: owner.apiKey, body })).data.id
}

const newPaRequest = async (app: TestApp, owner: Company): Promise<string> => {
  const body = { file_ids: [(await upload(app, owner.apiKey, { bytes: PDF })).data.id] }
  return (await app.request("POST", "/v1/prior-authorization-requests", { key: owner.apiKey, body })).data.id
}

/** A body each VOB route accepts, by what the path ends with. */
const vobBody = (method: string, path: string): unknown => {
  if (method === "PATCH") return { version: 1 }
  if (/\/(comments|follow-up-request|ask-missing-information)$/.test(path)) return { content: "tenancy" }
  if (path.endsWith("/review")) return { reviewed: true }
  if (path.endsWith("/sync-result")) return { status: "success" }
  return undefined
}

const factories: Record<string, RecordFactory> = {
  "/v1/credentialing": async (app, owner) =>
    (await app.request("GET", "/sandbox/v1/fixtures", { key: owner.apiKey })).data.credentialing[0].id,
  "/v1/files": async (app, owner) => (await upload(app, owner.apiKey, { bytes: PDF })).data.id,
  "/v1/tasks": newTask,
  "/sandbox/v1/tasks": async (app, owner) => ({
    id: await newTask(app, owner),
    body: (method: string) => (method === "PATCH" ? { title: "tenancy" } : { content: "tenancy" })
  }),
  "/sandbox/v1/faults": async (app, owner) =>
    (await app.request("POST", "/sandbox/v1/faults", { key: owner.apiKey, body: { path: "/v1/nothing-here", status: 500 } })).data.id,
  "/v1/patients": newPatient,
  "/sandbox/v1/patients": async (app, owner) => ({
    id: await newPatient(app, owner),
    body: { workflow_stage_id: (await app.request("GET", "/sandbox/v1/fixtures", { key: owner.apiKey })).data.workflow_stages[0].id }
  }),
  "/v1/patient-policies": async (app, owner) => ({ id: await newPolicy(app, owner), body: { version: 1 } }),
  "/sandbox/v1/patient-policies": newPolicy,
  "/v1/verification-of-benefits": async (app, owner) => ({ id: await newVob(app, owner), body: vobBody }),
  "/sandbox/v1/verification-of-benefits": async (app, owner) => ({ id: await newVob(app, owner), body: vobBody }),
  "/sandbox/v1/integrations": async (app, owner) => ({
    id: (await app.request("GET", "/sandbox/v1/fixtures", { key: owner.apiKey })).data.integrations[0].id,
    body: { syncs_vobs: true }
  }),
  "/v1/webhooks": async (app, owner) => {
    // Subscribed to a type the suite never emits: nothing is delivered.
    const body = { url: "http://127.0.0.1:9/hooks", event_types: ["vob_comment_created"] }
    return {
      id: (await app.request("POST", "/v1/webhooks", { key: owner.apiKey, body })).data.id,
      body: (method: string) => (method === "PATCH" ? { description: "tenancy" } : { event_type: "task_created" })
    }
  },
  "/v1/verification-of-benefits-requests": newVobRequest,
  "/v1/prior-authorization-requests": newPaRequest,
  "/sandbox/v1/files": async (app, owner) => ({
    id: (await upload(app, owner.apiKey, { bytes: PDF })).data.id,
    body: { outcome: "unreadable" }
  }),
  "/v1/prior-authorizations": async (app, owner) => {
    const body = { patient_id: await newPatient(app, owner), request_vob: false }
    return {
      id: (await app.request("POST", "/v1/prior-authorizations", { key: owner.apiKey, body })).data.id,
      body: { version: 1 }
    }
  },
  "/sandbox/v1/snapshots": async (app, owner) => ({
    id: (await app.request("POST", "/sandbox/v1/snapshots", { key: owner.apiKey })).data.id,
    body: (_method: string, path: string) => (path.endsWith("/fork") ? {} : undefined)
  }),
  "/sandbox/v1/webhooks": async (app, owner) => {
    const body = { url: "http://127.0.0.1:9/hooks", event_types: ["vob_comment_created"] }
    const id = (await app.request("POST", "/v1/webhooks", { key: owner.apiKey, body })).data.id
    // A test event's delivery (one refused attempt, made within the request) for `:delivery_id`.
    const test = await app.request("POST", `/v1/webhooks/${id}/tests`, { key: owner.apiKey, body: { event_type: "task_created" } })
    return { id, body: {}, params: { delivery_id: test.data.id } }
  },
  // A call of the owner's, found in its request log by the X-Request-Id it was answered with.
  "/sandbox/v1/requests": async (app, owner) =>
    (await app.request("GET", "/v1/tasks", { key: owner.apiKey })).headers.get("x-request-id")!,
  "/v1/payors": async (app, owner) => {
    const body = { patient_id: await newPatient(app, owner), insurance_name: "Aetna", insured_member_id: "W1" }
    return (await app.request("POST", "/sandbox/v1/payors", { key: owner.apiKey, body })).data.id
  }
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
    const made = await factory!(app, owner)
    const { id, body: validBody, params } = typeof made === "string" ? { id: made, body: {}, params: undefined } : made
    const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => params?.[name] ?? id)
    const body = route.method === "GET" || route.method === "DELETE"
      ? undefined
      : typeof validBody === "function"
      ? validBody(route.method, route.path)
      : validBody
    const reply = await app.request(route.method, path, { key: stranger.apiKey, body })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ type: "not_found_error", code: "resource_not_found" })
    if (route.method === "GET") {
      expect((await app.request("GET", path, { key: owner.apiKey })).status).toBe(200)
    }
  })
})
