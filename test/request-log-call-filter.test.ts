/**
 * The request log's filters over calls held in memory (the in-memory store's log): the same rules the
 * stored log's SQL applies, checked on their own.
 */
import { describe, expect, it } from "vitest"
import type { AnsweredCall } from "../src/RequestLog/AnsweredCall.js"
import { callFilter } from "../src/RequestLog/CallFilter.js"
import { RequestLogParams } from "../src/RequestLog/LoggedRequest.js"
import { Schema } from "effect"

const call = (over: Partial<AnsweredCall>): AnsweredCall => ({
  companyId: "co_1",
  id: "req-1",
  method: "GET",
  url: "/v1/patients",
  path: "/v1/patients",
  status: 200,
  durationMs: 1,
  arrivedAtMs: Date.UTC(2026, 10, 28, 9),
  sandboxMs: 0,
  requestHeaders: {},
  requestBody: undefined,
  requestBodyBytes: 0,
  requestContentType: undefined,
  responseHeaders: {},
  responseBody: undefined,
  responseBodyBytes: 0,
  responseContentType: undefined,
  ...over
})

const filter = (query: Record<string, string | Array<string>>) =>
  callFilter(Schema.decodeUnknownSync(RequestLogParams)(query))

const refused = (code: string) => new TextEncoder().encode(JSON.stringify({ type: "invalid_request_error", code }))

describe("the request log's filters in memory", () => {
  it("matches a status exactly or by class, any of several", () => {
    expect(filter({ status: "404" })(call({ status: 404 }))).toBe(true)
    expect(filter({ status: "404" })(call({ status: 409 }))).toBe(false)
    expect(filter({ status: "4xx" })(call({ status: 499 }))).toBe(true)
    expect(filter({ status: "4xx" })(call({ status: 500 }))).toBe(false)
    expect(filter({ status: ["2xx", "503"] })(call({ status: 503 }))).toBe(true)
    expect(filter({ status: ["2xx", "503"] })(call({ status: 502 }))).toBe(false)
  })

  it("matches the method, a path prefix (as text, no pattern) and the error code", () => {
    expect(filter({ method: "POST" })(call({ method: "GET" }))).toBe(false)
    expect(filter({ path: "/v1/pat" })(call({}))).toBe(true)
    expect(filter({ path: "/v1/%" })(call({}))).toBe(false)
    expect(filter({ error_code: "resource_not_found" })(call({ status: 404, responseBody: refused("resource_not_found") }))).toBe(true)
    expect(filter({ error_code: "resource_not_found" })(call({ status: 200, responseBody: refused("resource_not_found") }))).toBe(false)
  })

  it("bounds the arrival by since and until, both inclusive, whatever zone they were written in", () => {
    expect(filter({ since: "2026-11-28T09:00:00Z" })(call({}))).toBe(true)
    expect(filter({ since: "2026-11-28T10:00:00.001+01:00" })(call({}))).toBe(false)
    expect(filter({ until: "2026-11-28T09:00:00.000Z" })(call({}))).toBe(true)
    expect(filter({ until: "2026-11-28T08:59:59.999Z" })(call({}))).toBe(false)
  })
})
