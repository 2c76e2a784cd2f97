import SwaggerParser from "@apidevtools/swagger-parser"
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const METHODS = ["get", "post", "put", "patch", "delete"]

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document labelled 1.0.0, generated from the API definition", async () => {
    const reply = await app.request("GET", "/openapi.json")
    expect(reply.status).toBe(200)
    const document = reply.body
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.info.version).toBe("1.0.0")
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined()
  })

  it("declares both credential schemes and documents every operation's errors in our shape", async () => {
    const document = (await app.request("GET", "/openapi.json")).body
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
})
