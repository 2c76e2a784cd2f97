/**
 * Release switches shape every answer alike, because each resource's view renders them: a staff action's
 * answer (/sandbox/v1) is the VOB as GET /v1 answers it for a company with any one release switched off,
 * and with every switch off each answer of a full lifecycle is valid against that company's own
 * /openapi.json (whose schemas refuse undeclared fields).
 */
import { afterAll, describe, expect, it } from "vitest"
import { releaseNames } from "../src/Releases/ReleaseCatalog.js"
import type { OpenApiTree } from "./support/ApiReplies.js"
import { validatorFor } from "./support/StrictOpenApi.js"
import { startApp } from "./support/TestApp.js"
import { vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

/** Staff actions in an order each one allows, on two VOBs: one through completion and follow-up, one cancelled. */
const staffActions = async (s: VobScenario, each: (action: string, answer: unknown, id: string) => Promise<void>) => {
  const credentialing = s.fixtures.credentialing[0]
  const specialties = [{ service_type: "physical_therapy", credentialing_id: credentialing.id }]
  const through = await s.createVob({ specialties })
  const cancelled = await s.createVob({ specialties })
  const steps: ReadonlyArray<readonly [string, string, unknown]> = [
    [through.id, "start", undefined],
    [through.id, "ask-missing-information", { content: "Need the back of the card" }],
    [through.id, "warn", undefined],
    [through.id, "resume", undefined],
    [through.id, "complete", {}],
    [through.id, "follow-up/start", undefined],
    [through.id, "follow-up/close", {}],
    [cancelled.id, "cancel", { reason: "Duplicate" }]
  ]
  for (const [id, action, body] of steps) {
    const reply = await s.staff(id, action, body)
    expect(reply.status, `${action}: ${JSON.stringify(reply.body)}`).toBe(200)
    await each(action, reply.body, id)
  }
  const backfilled = await s.call("POST", "/sandbox/v1/verification-of-benefits/backfilled", { patient_policy_id: s.policyId })
  expect(backfilled.status).toBe(201)
  await each("backfilled", backfilled.body, backfilled.data.id)
}

describe("a staff action answers the VOB as /v1 does", () => {
  it.each(releaseNames)("with %s switched off", async (release) => {
    const s = await vobScenario(app)
    expect((await s.call("PATCH", "/sandbox/v1/releases", { [release]: false })).status).toBe(200)
    await staffActions(s, async (action, answer, id) => {
      expect(answer, action).toEqual(await s.getVob(id))
    })
  })
})

/** The operation of the document a concrete path reaches (a fixed segment before a parameter, as the router). */
const operationOf = (document: OpenApiTree, method: string, path: string) => {
  const templates = Object.keys(document.paths)
    .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`) }))
    .sort((a, b) => a.template.split("{").length - b.template.split("{").length)
  const found = templates.find((t) => t.pattern.test(path.split("?")[0]!))
  return found === undefined ? undefined : document.paths[found.template][method.toLowerCase()]
}

describe("with every release switched off", () => {
  it("every answer of a full lifecycle is valid against the company's own /openapi.json", async () => {
    const s = await vobScenario(app)
    const everyOff = Object.fromEntries(releaseNames.map((name) => [name, false]))
    expect((await s.call("PATCH", "/sandbox/v1/releases", everyOff)).status).toBe(200)
    const document = (await app.request("GET", "/openapi.json", { key: s.company.apiKey })).data as OpenApiTree
    const validate = validatorFor(document)
    let checked = 0
    const check = (method: string, path: string, status: number, body: unknown) => {
      const operation = operationOf(document, method, path)
      expect(operation, `${method} ${path} is in the company's document`).toBeDefined()
      let response = operation.responses[String(status)]
      if (response?.$ref !== undefined) response = document.components.responses[response.$ref.split("/").pop()]
      const schema = response?.content?.["application/json"]?.schema
      expect(schema, `${method} ${path} ${status} is documented`).toBeDefined()
      const valid = validate(schema)
      expect(valid(body) ? [] : valid.errors, `${method} ${path} ${status}`).toEqual([])
      checked++
    }
    const call = async (method: string, path: string, body?: unknown) => {
      const reply = await s.call(method, path, body)
      check(method, path, reply.status, reply.body)
      return reply.body as any
    }

    await call("GET", `/v1/patients/${s.patientId}`)
    const policy = await call("GET", `/v1/patient-policies/${s.policyId}`)
    await call("PATCH", `/v1/patient-policies/${s.policyId}`, { version: policy.version, group_number: "G-1" })
    await call("GET", "/v1/patient-policies")
    const vob = await call("POST", "/v1/verification-of-benefits", {
      patient_policy_id: s.policyId,
      specialties: [{ service_type: "physical_therapy", credentialing_id: s.fixtures.credentialing[0].id }]
    })
    await call("PATCH", `/v1/verification-of-benefits/${vob.id}`, { version: vob.version, notes: "Please hurry" })
    await call("POST", `/v1/verification-of-benefits/${vob.id}/comments`, { content: "Called the clinic" })
    await call("GET", `/v1/verification-of-benefits/${vob.id}/comments`)
    await staffActions(s, async (action, answer, id) => {
      const path = action === "backfilled"
        ? "/sandbox/v1/verification-of-benefits/backfilled"
        : `/sandbox/v1/verification-of-benefits/${id}/${action}`
      check("POST", path, action === "backfilled" ? 201 : 200, answer)
      await call("GET", `/v1/verification-of-benefits/${id}`)
    })
    await call("GET", "/v1/verification-of-benefits")
    await call("GET", "/v1/verification-of-benefits?include=result")
    await call("POST", "/v1/verification-of-benefits/resolve", { patient_policy_id: s.policyId })
    await call("POST", `/v1/verification-of-benefits/${vob.id}/cancel`, { reason: "No longer needed" })
    const pa = await call("POST", "/v1/prior-authorizations", {
      patient_id: s.patientId,
      patient_policy_id: s.policyId,
      service: { service_type_codes: ["physical_therapy"] }
    })
    await call("PATCH", `/v1/prior-authorizations/${pa.id}`, { version: pa.version, notes: "Faxed" })
    await call("GET", `/v1/prior-authorizations/${pa.id}`)
    await call("GET", "/v1/prior-authorizations")
    await call("GET", "/v1/workflow-stages")
    await call("GET", "/v1/workflow-stages?default_for=vob_request")
    expect(checked).toBeGreaterThan(30)
  })
})

describe("with every company on the defaults", () => {
  const fresh = startApp()
  afterAll(() => fresh.dispose())

  it("a query parameter a release removes by default is still refused (the gate's fast path looks for it)", async () => {
    const company = await fresh.newCompany()
    const sent = await fresh.request("GET", "/v1/workflow-stages?limit=5&default_for=vob_request", { key: company.apiKey })
    expect(sent.body).toMatchObject({ type: "validation_error", code: "unknown_field", param: "default_for" })
    expect((await fresh.request("GET", "/v1/workflow-stages?limit=5", { key: company.apiKey })).status).toBe(200)
  })
})
