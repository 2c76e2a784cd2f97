import type { OpenApiTree } from "./support/ApiReplies.js"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { EventLog } from "../src/Events/EventLog.js"
import { Jobs } from "../src/Jobs/Jobs.js"
import type { EventFieldsOf } from "../src/Webhooks/EventPayloads.js"
import type { EventType } from "../src/Webhooks/EventTypes.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const emit = <T extends EventType>(companyId: string, type: T, fields: EventFieldsOf<T>) =>
  app.run(Effect.flatMap(EventLog, (events) => events.emit(companyId, type, fields)))

describe("GET /sandbox/v1/events", () => {
  it("lists the company's events newest first, with their payloads, filtered by type", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: "2030-01-01T09:00:00Z" } })
    await emit(company.id, "patient_created", { patient: { id: "p1" }, created_by: null })
    await emit(company.id, "patient_updated", { patient: { id: "p1" }, changed_fields: ["email"], changed_by: null })
    await emit(other.id, "patient_created", { patient: { id: "elsewhere" }, created_by: null })

    const all = await app.request("GET", "/sandbox/v1/events", { key: company.apiKey })
    expect(all.status).toBe(200)
    expect(all.data.pagination).toEqual({ has_more: false, total: 2, page: 1, limit: 20 })
    expect(all.data.data.map((e: { type: string }) => e.type)).toEqual(["patient_updated", "patient_created"])
    const [latest] = all.data.data
    expect(latest).toEqual({
      id: latest.payload.event_id,
      type: "patient_updated",
      created_at: "2030-01-01T09:00:00.000Z",
      payload: {
        event_type: "patient_updated",
        event_id: latest.id,
        timestamp: "2030-01-01T09:00:00.000000",
        patient: { id: "p1" },
        changed_fields: ["email"],
        changed_by: null
      }
    })

    const created = await app.request("GET", "/sandbox/v1/events?type=patient_created&limit=1", { key: company.apiKey })
    expect(created.data.data).toHaveLength(1)
    expect(created.data.data[0].payload.patient).toEqual({ id: "p1" })
  })

  it("refuses a type that is not an event type with 422 naming `type` and listing the types", async () => {
    const company = await app.newCompany()
    for (const type of ["nope", "vob_assigned", "PATIENT_CREATED", ""]) {
      const refused = await app.request("GET", `/sandbox/v1/events?type=${type}`, { key: company.apiKey })
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param: "type" })
      expect(refused.error.message).toContain("vob_comment_created")
    }
    const openapi = await app.request("GET", "/openapi.json")
    const parameter = (openapi.data as OpenApiTree).paths["/sandbox/v1/events"].get.parameters.find((p: { name: string }) => p.name === "type")
    const schema = parameter.schema.$ref === undefined
      ? parameter.schema
      : (openapi.data as OpenApiTree).components.schemas[parameter.schema.$ref.split("/").pop()]
    expect(schema.enum).toContain("patient_insurance_verification")
    expect(schema.enum).toHaveLength(14)
  })
})

describe("POST /sandbox/v1/reset", () => {
  it("clears events and pending jobs, keeps credentials and clock, and reseeds the same fixture ids", async () => {
    const company = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: "2030-01-01T09:00:00Z" } })
    const before = await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })
    await emit(company.id, "patient_created", { patient: { id: "p1" }, created_by: null })
    await app.run(Effect.flatMap(Jobs, (jobs) => jobs.schedule(company.id, "never.registered", Date.parse("2030-01-02T00:00:00Z"), {})))

    const reset = await app.request("POST", "/sandbox/v1/reset", { key: company.apiKey })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual(before.body)
    expect((await app.request("GET", "/sandbox/v1/events", { key: company.apiKey })).data.pagination.total).toBe(0)
    const advanced = await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 86_400 } })
    expect(advanced.body).toEqual({ now: "2030-01-02T09:00:00.000Z", mode: "frozen", jobs_run: 0 })
  })
})

describe("GET /sandbox/v1/fixtures", () => {
  it("lists every kind of seeded record with ids, the same on every call", async () => {
    const company = await app.newCompany()
    const reply = await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })
    expect(Object.keys(reply.data).sort()).toEqual([
      "company", "credentialing", "default_specialties", "external_id_types", "insurances", "integrations",
      "locations", "organizations", "users", "workflow_stages"
    ])
    expect(reply.data.insurances[0]).toMatchObject({ id: expect.any(String), name: "Aetna", payer_id: "60054", generic: false })
    expect(reply.data.insurances.some((i: { generic: boolean }) => i.generic)).toBe(true)
    expect(reply.data.integrations.map((i: { key: string }) => i.key)).toEqual(["ehr_sync", "billing_review"])
    const again = await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })
    expect(again.body).toEqual(reply.body)
  })
})
