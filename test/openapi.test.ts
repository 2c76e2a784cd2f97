import SwaggerParser from "@apidevtools/swagger-parser"
import { afterAll, describe, expect, it } from "vitest"
import { schemaErrors, documentErrors } from "./support/StrictOpenApi.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const METHODS = ["get", "post", "put", "patch", "delete"]

let document: Promise<any> | undefined
/** The served document, fetched once (each test reads it without changing it). */
const served = () => (document ??= app.request("GET", "/openapi.json").then((reply) => reply.body))

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
    const document = reply.body
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
    const referencedFromComponents = JSON.stringify(document.components.schemas)
    for (const name of Object.keys(document.components.schemas)) {
      const ref = `"#/components/schemas/${name}"`
      expect(text.includes(ref) || referencedFromComponents.includes(ref), `${name} is referenced`).toBe(true)
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
      expect(query.get("page"), `${where} page`).toEqual({ type: "integer", minimum: 1, default: 1 })
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

  it("serves an API reference page at /docs", async () => {
    const reply = await app.request("GET", "/docs")
    expect(reply.status).toBe(200)
    expect(reply.headers.get("content-type")).toContain("text/html")
    expect(reply.body).toContain('id="api-reference"')
    expect(reply.body).toContain("/v1/credentialing/{id}")
  })

  // Last: compiling every schema blocks the event loop for seconds, past the server's keep-alive timeout.
  it("passes strict validation: the OpenAPI 3.1 schema, and every schema compiled by ajv in strict mode", async () => {
    const document = await served()
    expect(documentErrors(document)).toEqual([])
    expect(schemaErrors(document)).toEqual([])
  })
})
