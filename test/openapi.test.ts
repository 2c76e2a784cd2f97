import SwaggerParser from "@apidevtools/swagger-parser"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { afterAll, describe, expect, it } from "vitest"
import { randomUUID } from "node:crypto"
import { requestExamples } from "../src/Http/RequestExamples.js"
import { EVENT_TYPES } from "../src/Webhooks/EventTypes.js"
import { testEventPayload } from "../src/Webhooks/TestEvents.js"
import { documentErrors, schemaErrors, validatorFor } from "./support/StrictOpenApi.js"
import type { OpenApiTree } from "./support/ApiReplies.js"
import { startApp } from "./support/TestApp.js"

const require = createRequire(import.meta.url)
const app = startApp()
afterAll(() => app.dispose())

const METHODS = ["get", "post", "put", "patch", "delete"]

let document: Promise<OpenApiTree> | undefined
/** The served document, fetched once (each test reads it without changing it). */
const served = () => (document ??= app.request("GET", "/openapi.json").then((reply) => reply.data))
// One strict validator for the document, shared by the suites that check values against it: each component
// schema is compiled once, not once per suite.
let validator: ReturnType<typeof validatorFor> | undefined
const validatorOf = (document: any) => (validator ??= validatorFor(document))

const operationsOf = (document: any): Array<{ where: string; path: string; method: string; operation: any }> =>
  Object.entries<any>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] !== undefined).map((method) => ({
      where: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation: item[method]
    }))
  )

/** Every value of `key` anywhere in `value`. */
const valuesOf = (value: unknown, key: string): Array<unknown> => {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOf(v, key))
  if (value === null || typeof value !== "object") return []
  return Object.entries(value).flatMap(([k, v]) => (k === key ? [v] : []).concat(valuesOf(v, key)))
}

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document labelled 1.0.0, generated from the API definition", async () => {
    const reply = await app.request("GET", "/openapi.json")
    expect(reply.status).toBe(200)
    const document: OpenApiTree = reply.data
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.info.version).toBe("1.0.0")
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined()
  })

  it("names each tag once, gives every operation a summary, and declares servers", async () => {
    const document = await served()
    const tags = document.tags.map((t: { name: string }) => t.name)
    expect(new Set(tags).size).toBe(tags.length)
    expect(document.servers).toEqual([expect.objectContaining({ url: "http://127.0.0.1:4010" })])
    for (const { where, operation } of operationsOf(document)) {
      expect(operation.summary, `${where} has a summary`).toMatch(/\S/)
      for (const tag of operation.tags) expect(tags, `${where}'s tag ${tag} is declared`).toContain(tag)
    }
  })

  it("has no duplicate $id and no component that nothing references", async () => {
    const document = await served()
    const ids = valuesOf(document, "$id")
    expect(new Set(ids).size).toBe(ids.length)
    const text = JSON.stringify({ ...document, components: undefined })
    const referencedFromComponents = JSON.stringify(document.components)
    for (const section of ["schemas", "responses", "headers", "parameters"]) {
      for (const name of Object.keys(document.components[section])) {
        const ref = `"#/components/${section}/${name}"`
        expect(text.includes(ref) || referencedFromComponents.includes(ref), `${section} ${name} is referenced`).toBe(true)
      }
    }
  })

  it("documents page and limit as integers with their bounds and defaults, booleans as booleans, repeats as arrays", async () => {
    const document = await served()
    let lists = 0
    for (const { where, path, operation } of operationsOf(document)) {
      const query = new Map<string, any>(
        (operation.parameters ?? []).filter((p: any) => p.in === "query").map((p: any) => [p.name, p.schema])
      )
      for (const [name, schema] of query) {
        expect(JSON.stringify(schema), `${where} ${name} is not a string-encoded number or boolean`).not.toMatch(/FromString/)
      }
      if (!query.has("limit")) continue
      lists++
      expect(query.get("page"), `${where} page`).toEqual({ type: "integer", minimum: 1, maximum: 1_000_000, default: 1 })
      const limit = path.endsWith("/deliveries") ? 50 : 20
      expect(query.get("limit"), `${where} limit`).toEqual({ type: "integer", minimum: 1, maximum: 100, default: limit })
    }
    expect(lists).toBeGreaterThanOrEqual(13)
    const vobList = document.paths["/v1/verification-of-benefits"].get.parameters
    const param = (name: string) => vobList.find((p: any) => p.name === name).schema
    expect(param("priority")).toEqual({ type: "boolean" })
    expect(param("reviewed")).toEqual({ type: "boolean" })
    expect(param("status")).toEqual({ type: "array", items: { $ref: "#/components/schemas/VobStatus" } })
  })

  it("shows an example on every request body, each valid against the body's schema", async () => {
    const document = await served()
    const validate = validatorOf(document)
    let bodies = 0
    for (const { where, operation } of operationsOf(document)) {
      for (const [type, media] of Object.entries<any>(operation.requestBody?.content ?? {})) {
        bodies++
        const examples = Object.values<any>(media.examples ?? {})
        expect(examples.length, `${where} ${type} has an example`).toBeGreaterThan(0)
        const check = validate(media.schema)
        for (const { value } of examples) expect(check(value) ? [] : check.errors, `${where} example`).toEqual([])
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(43)
  })

  it("shows an example of every success answer, each valid against the answer's schema", async () => {
    const document = await served()
    const validate = validatorOf(document)
    let answers = 0
    for (const { where, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        if (!status.startsWith("2")) continue
        for (const [type, media] of Object.entries<any>(response.content ?? {})) {
          answers++
          const examples = Object.values<any>(media.examples ?? {})
          expect(examples.length, `${where} ${status} ${type} has an example`).toBeGreaterThan(0)
          const check = validate(media.schema)
          for (const { value } of examples) expect(check(value) ? [] : check.errors, `${where} ${status} example`).toEqual([])
        }
      }
    }
    expect(answers).toBeGreaterThanOrEqual(95)
  })

  it("says of each body exactly what the server does with an undeclared field (refused 422, or ignored)", async () => {
    const document = await served()
    const company = await app.newCompany()
    const schemaOf = (s: any): any => s.$ref ? schemaOf(document.components.schemas[s.$ref.split("/").pop()]) : s
    let refused = 0
    let ignored = 0
    for (const { where, path, method, operation } of operationsOf(document)) {
      const media = operation.requestBody?.content?.["application/json"]
      if (media === undefined) continue
      const schema = schemaOf(media.schema)
      const object = schema.type === "object" ? schema : schemaOf(schema.anyOf.find((s: any) => s.type !== "null"))
      const reply = await app.request(method.toUpperCase(), path.replace(/\{\w+\}/g, () => randomUUID()), {
        key: company.apiKey,
        body: { ...media.examples.example.value, zz_undeclared: 1 }
      })
      const refusal = reply.status >= 400 ? reply.error : undefined
      const refusedHere = reply.status === 422 && refusal?.code === "unknown_field" && refusal.param === "zz_undeclared"
      expect(object.additionalProperties, `${where} documents additionalProperties`).toBeTypeOf("boolean")
      expect(!object.additionalProperties, `${where}: documented as refusing, server ${reply.status} ${refusal?.code}`)
        .toBe(refusedHere)
      if (refusedHere) refused++
      else ignored++
    }
    // The spec's lenient bodies: upsert (and batch rows), policy create and update, payor-service create.
    for (const name of ["PatientWrite", "PatientBatchItem", "PatientPolicyCreate", "PayorServiceCreate"]) {
      expect(document.components.schemas[name].additionalProperties, name).toBe(true)
    }
    expect(refused).toBeGreaterThan(30)
    expect(ignored).toBeGreaterThanOrEqual(5)
  })

  it("states the spec's bounds and rules on the request bodies and the 202 Location header", async () => {
    const { components: { headers, schemas }, paths } = await served()
    const fileIds = { minItems: 1, maxItems: 15, uniqueItems: true, items: { $ref: "#/components/schemas/Uuid" } }
    expect(schemas.VobRequestCreate.properties.file_ids).toMatchObject(fileIds)
    expect(schemas.PriorAuthorizationRequestCreate.properties.file_ids).toMatchObject(fileIds)
    expect(schemas.VobRequestCreate.properties.specialties).toMatchObject({ minItems: 1 })
    expect(schemas.VobFollowUpRequest.properties.content).toMatchObject({ minLength: 1, maxLength: 5000 })
    expect(schemas.VobRequestCreate.oneOf.map((b: any) => b.required)).toEqual([["patient"], ["patient_id"]])
    expect(schemas.VobRequestCreate.anyOf.map((b: any) => b.required)).toEqual([["policies"], ["file_ids"]])
    expect(schemas.SandboxClockAdvance.oneOf.map((b: any) => b.required)).toEqual([["seconds"], ["to"]])
    // "both alternatives of one pair must not be supplied together" (null is not supplying one)
    expect(schemas.PriorAuthorizationRequestData.allOf.map((rule: any) => rule.not.required)).toEqual([
      ["patient_id", "patient_data"],
      ["patient_policy_id", "policy_data"],
      ["payor_id", "payor_data"]
    ])
    expect(schemas.PatientBatchRequest.properties.items.items).toEqual({ $ref: "#/components/schemas/PatientBatchItem" })
    expect(Object.keys(schemas.PatientBatchItem.properties)).toEqual(
      expect.arrayContaining(["external_id_type", "external_id", "created_from", "payors"])
    )
    expect(schemas.PatientBatchItem.properties.payors.items).toEqual({ $ref: "#/components/schemas/PayorInput" })
    for (const path of ["/v1/verification-of-benefits-requests", "/v1/prior-authorization-requests"]) {
      const location = paths[path].post.responses["202"].headers.Location
      expect(headers[location.$ref.split("/").pop()]).toMatchObject({ required: true, schema: { type: "string" } })
    }
    // A body the server also takes absent is not required.
    expect(paths["/sandbox/v1/clock/freeze"].post.requestBody.required).toBe(false)
    expect(paths["/v1/verification-of-benefits"].post.requestBody.required).toBe(true)
    // Every service type is the one ServiceType enum.
    const properties = valuesOf({ components: schemas, paths }, "properties") as Array<Record<string, unknown>>
    const serviceTypes = properties.filter((p) => p.service_type !== undefined).map((p) => p.service_type)
    expect(serviceTypes.length).toBeGreaterThan(5)
    for (const schema of serviceTypes) expect(schema).toEqual({ $ref: "#/components/schemas/ServiceType" })
  })

  it("lists the payload of each of the 14 event types as a webhook, matching what the server emits", async () => {
    const document = await served()
    expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_TYPES].sort())
    const validate = validatorOf(document)
    const payloadSchema = (type: string) => validate(document.webhooks[type].post.requestBody.content["application/json"].schema)
    for (const type of EVENT_TYPES) {
      const check = payloadSchema(type)
      const payload = testEventPayload(type, "test_1", "2030-01-01T09:00:00.000000", "2030-01-01T09:00:00.000Z")
      expect(check(payload) ? [] : check.errors, `test ${type}`).toEqual([])
    }
    const company = await app.newCompany()
    const key = company.apiKey
    await app.request("POST", "/v1/patients/upsert", { key, body: requestExamples["patients.upsert"] })
    const task = await app.request("POST", "/sandbox/v1/tasks", { key, body: { title: "Call", assigned_user_ids: [] } })
    await app.request("POST", `/sandbox/v1/tasks/${task.data.id}/comments`, { key, body: { content: "Done" } })
    await app.request("PATCH", `/sandbox/v1/tasks/${task.data.id}`, { key, body: { status: "completed", priority: "high" } })
    const events = await app.request("GET", "/sandbox/v1/events?limit=100", { key })
    const seen = new Set<string>()
    for (const event of events.data.data) {
      const check = payloadSchema(event.type)
      expect(check(event.payload) ? [] : check.errors, event.type).toEqual([])
      seen.add(event.type)
    }
    expect([...seen].sort()).toEqual(["patient_created", "task_comment_created", "task_completed", "task_created", "task_updated"])
  })

  it("declares both credential schemes and documents every operation's errors in our shape", async () => {
    const document = await served()
    expect(document.components.securitySchemes).toMatchObject({
      apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
      bearer: { type: "http", scheme: "bearer" }
    })
    expect(JSON.stringify(document)).not.toContain("HttpApiDecodeError")
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const method of METHODS.filter((m) => item[m] !== undefined)) {
        const operation = item[method]
        const where = `${method.toUpperCase()} ${path}`
        expect(operation.responses["422"], `${where} documents 422`).toBeDefined()
        expect(operation.responses["500"], `${where} documents 500`).toBeDefined()
        if (path !== "/sandbox/v1/companies") {
          expect(operation.security, `${where} is secured`).toEqual([{ apiKey: [] }, { bearer: [] }])
          expect(operation.responses["401"], `${where} documents 401`).toBeDefined()
        }
        if (path.includes("{id}")) expect(operation.responses["404"], `${where} documents 404`).toBeDefined()
      }
    }
    const validation = document.components.schemas.ValidationFailedError
    expect(validation.properties.type).toMatchObject({ enum: ["validation_error"] })
    expect(validation.required).toEqual(expect.arrayContaining(["type", "code", "message"]))
    expect(validation.properties._tag).toBeUndefined()
  })

  it("declares X-Request-Id on every answer, Retry-After on 429 and 503, the fault header where a fault can answer", async () => {
    const document = await served()
    const resolve = (response: any) => response.$ref === undefined ? response : document.components.responses[response.$ref.split("/").pop()]
    const header = (ref: any) => document.components.headers[ref.$ref.split("/").pop()]
    let answers = 0
    for (const { where, operation } of operationsOf(document)) {
      for (const [status, reply] of Object.entries<any>(operation.responses)) {
        answers++
        const headers = resolve(reply).headers ?? {}
        expect(header(headers["X-Request-Id"]), `${where} ${status} X-Request-Id`).toMatchObject({ required: true })
        if (status === "429" || status === "503") {
          expect(header(headers["Retry-After"]), `${where} ${status} Retry-After`).toMatchObject({ required: true, schema: { type: "integer" } })
        }
        if (["429", "500", "502", "503", "504"].includes(status)) expect(headers["X-Sandbox-Fault"], `${where} ${status}`).toBeDefined()
        if (status === "202") expect(header(headers.Location), `${where} Location`).toMatchObject({ required: true })
      }
    }
    expect(answers).toBeGreaterThan(1000)
  })

  it("answers an injected fault as documented: status, headers and a body of the status's schema", async () => {
    const document = await served()
    const validate = validatorOf(document)
    const company = await app.newCompany()
    const operation = document.paths["/v1/patients"].get
    for (const code of [429, 500, 502, 503, 504]) {
      const reply = await app.request("GET", "/v1/patients", { key: company.apiKey, headers: { prefer: `code=${code}` } })
      expect(reply.status).toBe(code)
      const documented = document.components.responses[operation.responses[code].$ref.split("/").pop()]
      const check = validate(documented.content["application/json"].schema)
      expect(check(reply.body) ? [] : check.errors, `${code} body`).toEqual([])
      expect(operation["x-error-codes"][code]).toContain((reply.body as { code: string }).code)
      expect(reply.headers.get("x-request-id"), `${code} X-Request-Id`).toBeTruthy()
      expect(reply.headers.get("x-sandbox-fault"), `${code} X-Sandbox-Fault`).toBe("prefer")
      if (code === 429 || code === 503) expect(Number(reply.headers.get("retry-after")), `${code} Retry-After`).toBeGreaterThanOrEqual(0)
    }
  })

  it("carries no schema-library titles and no component named like a JavaScript or DOM global", async () => {
    const document = await served()
    const titles = valuesOf({ ...document, info: undefined }, "title").filter((t) => typeof t === "string")
    // The only string titles left are example values (a task's title), never a schema's label.
    expect(titles.filter((t) => /^(maxLength|minLength|int|nonNegative|between|lessThan|greaterThan|maxItems|minItems|unknown)\b/.test(t as string)))
      .toEqual([])
    const globals = new Set(
      ["lib.dom.d.ts", "lib.es2022.d.ts", "lib.es5.d.ts", "lib.es2015.core.d.ts", "lib.es2015.collection.d.ts"]
        .flatMap((lib) => [...readFileSync(require.resolve(`typescript/lib/${lib}`), "utf8").matchAll(/^declare var (\w+)\b/gm)])
        .map((m) => m[1])
    )
    expect(globals.has("File") && globals.has("Location") && globals.has("FileList")).toBe(true)
    const shadowing = Object.keys(document.components.schemas).filter((name) => globals.has(name) || name === "Task" || name === "Int")
    expect(shadowing).toEqual([])
    expect(document.components.schemas.Vob.properties.sla_paused_seconds).toMatchObject({ type: "integer" })
    expect(document.components.schemas.VobListItem.properties.sla_paused_seconds).toMatchObject({ type: "integer" })
  })

  it("describes the live events as Server-Sent Events, one message at a time", async () => {
    const document = await served()
    const content = document.paths["/sandbox/v1/events/stream"].get.responses["200"].content
    expect(Object.keys(content)).toEqual(["text/event-stream"])
    const message = document.components.schemas[content["text/event-stream"].schema.$ref.split("/").pop()]
    expect(message.properties.data).toEqual({ $ref: "#/components/schemas/SandboxEvent" })
    expect(message.required).toEqual(["id", "event", "data"])
  })

  it("describes every tag and operation, and names a license and contact", async () => {
    const document = await served()
    for (const tag of document.tags) expect(tag.description, `tag ${tag.name}`).toMatch(/\S/)
    for (const { where, operation } of operationsOf(document)) expect(operation.description, where).toMatch(/\S/)
    expect(document.info.license).toMatchObject({ name: "MIT" })
    expect(document.info.contact).toBeDefined()
  })

  it("serves an API reference page at /docs", async () => {
    const reply = await app.request("GET", "/docs")
    expect(reply.status).toBe(200)
    expect(reply.headers.get("content-type")).toContain("text/html")
    expect(reply.body).toContain('id="api-reference"')
    expect(reply.body).toContain("/v1/credentialing/{id}")
    // Offline (the browser check is test/reliability/docs-offline.test.ts): no web fonts, and the corrected document.
    expect(reply.body).toContain('"withDefaultFonts":false')
    expect(reply.body).not.toContain("HttpApiDecodeError")
  })

  // Last: compiling every schema blocks the event loop for seconds, past the server's keep-alive timeout.
  it("passes strict validation: the OpenAPI 3.1 schema, and every schema compiled by ajv in strict mode", async () => {
    const document = await served()
    expect(documentErrors(document)).toEqual([])
    expect(schemaErrors(document)).toEqual([])
  })
})
