/**
 * The request log's pure rules over answered calls: the filters over calls held in memory (the in-memory
 * store's log), the same rules the stored log's SQL applies; and what a kept call holds of its bodies.
 */
import { describe, expect, it } from "vitest"
import { type AnsweredCall, keptCall } from "../src/RequestLog/AnsweredCall.js"
import { callFilter } from "../src/RequestLog/CallFilter.js"
import { MAX_LOGGED_BODY_BYTES, RequestLogParams } from "../src/RequestLog/LoggedRequest.js"
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

describe("a call the log keeps", () => {
  it("holds a small body copied out of the larger buffer it shares, and a body past 64 KB cut down", () => {
    const pool = Buffer.alloc(8 * 1024)
    const small = pool.subarray(100, 160)
    const kept = keptCall(call({ requestBody: small, responseBody: new Uint8Array(200 * 1024) }))
    expect(kept.requestBody).toEqual(small)
    expect((kept.requestBody as Uint8Array).buffer.byteLength).toBe(60)
    expect((kept.responseBody as Uint8Array).length).toBe(MAX_LOGGED_BODY_BYTES + 4)
  })

  it("is the very call when its bodies own their bytes and are within the bound", () => {
    const same = call({ requestBody: new Uint8Array(10), responseBody: new TextEncoder().encode("{}") })
    expect(keptCall(same)).toBe(same)
  })
})
