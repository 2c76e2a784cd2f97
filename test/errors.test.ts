import { HttpServerResponse } from "@effect/platform"
import { Cause, Effect, Logger, LogLevel } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { responseForCause } from "../src/Http/ErrorResponses.js"
import { DEMO_KEY, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const errorShape = { type: expect.any(String), code: expect.any(String), message: expect.any(String) }

describe("error bodies", () => {
  it("422 names a wrong-typed body field", async () => {
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: DEMO_KEY, body: { seconds: "ten" } })
    expect(reply.status).toBe(422)
    expect(reply.body).toEqual({
      type: "validation_error",
      code: "invalid_parameter",
      message: expect.stringContaining("seconds"),
      param: "seconds"
    })
  })

  it("422 unknown_field names an undeclared field where fields are refused", async () => {
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key: DEMO_KEY, body: { seconds: 1, hours: 2 } })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", code: "unknown_field", param: "hours" })
  })

  it("422 names a query parameter and lists an enumeration's values", async () => {
    const reply = await app.request("GET", "/v1/credentialing?type=clinic", { key: DEMO_KEY })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "type" })
    expect(reply.error.message).toContain('"entity", "rendering_provider"')
  })

  it("422 names a malformed path id", async () => {
    const reply = await app.request("GET", "/v1/credentialing/not-a-uuid", { key: DEMO_KEY })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "id" })
  })

  it("400 for a body that is not JSON", async () => {
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", {
      key: DEMO_KEY,
      rawBody: '{"seconds": 1',
      headers: { "content-type": "application/json" }
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ ...errorShape, type: "invalid_request_error", code: "invalid_json" })
  })

  it("415 for a body sent as a form, naming what to send", async () => {
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", {
      key: DEMO_KEY,
      rawBody: "seconds=1",
      headers: { "content-type": "application/x-www-form-urlencoded" }
    })
    expect(reply.status).toBe(415)
    expect(reply.body).toMatchObject({ code: "unsupported_media_type", param: "Content-Type" })
    expect(reply.error.message).toContain("application/json")
  })

  it("404 with the error body for an unknown route", async () => {
    const reply = await app.request("GET", "/v1/nothing-here", { key: DEMO_KEY })
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ ...errorShape, type: "not_found_error", code: "route_not_found" })
  })

  it("405 with Allow for a known path and the wrong method", async () => {
    const reply = await app.request("DELETE", "/v1/credentialing", { key: DEMO_KEY })
    expect(reply.status).toBe(405)
    expect(reply.headers.get("allow")).toBe("GET")
    expect(reply.body).toMatchObject({ type: "invalid_request_error", code: "method_not_allowed" })
  })

  it("404 resource_not_found for an id the company does not have", async () => {
    const reply = await app.request("GET", `/v1/credentialing/${crypto.randomUUID()}`, { key: DEMO_KEY })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ type: "not_found_error", code: "resource_not_found", param: "id" })
  })

  it("500 for a defect, with no stack, SQL or cause in the body", async () => {
    const answer = responseForCause({ methodsFor: () => [], match: () => undefined, releasedParameters: () => [], pathsWith: () => /(?!)/ }, {
      failed: Effect.void
    })
    const secret = new Error("SQLITE_ERROR near SELECT * FROM patients: secret detail")
    const response = await Effect.runPromise(answer(Cause.die(secret)).pipe(Logger.withMinimumLogLevel(LogLevel.None)))
    expect(response.status).toBe(500)
    const body = await HttpServerResponse.toWeb(response).json()
    expect(body).toEqual({ type: "api_error", code: "internal_error", message: expect.any(String) })
    expect(JSON.stringify(body)).not.toMatch(/SELECT|secret|at\s|\.ts/)
  })
})
