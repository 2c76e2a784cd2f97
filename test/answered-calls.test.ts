/**
 * The request log's pure rules over answered calls: the filters over calls held in memory (the in-memory
 * store's log), the same rules the stored log's SQL applies; what a kept call holds of its bodies; and
 * which calls the in-memory log holds under its bounds.
 */
import { describe, expect, it } from "vitest"
import { type AnsweredCall, keptCall } from "../src/RequestLog/AnsweredCall.js"
import { callFilter } from "../src/RequestLog/CallFilter.js"
import { CALL_OVERHEAD_BYTES, makeHeldCalls } from "../src/RequestLog/HeldCalls.js"
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

describe("the calls an in-memory log holds", () => {
  const ids = (calls: ReadonlyArray<AnsweredCall>) => calls.map((c) => c.id)

  it("keeps each company's newest, whatever the others do", () => {
    const held = makeHeldCalls(3, Number.MAX_SAFE_INTEGER)
    for (let n = 1; n <= 5; n++) held.hold(call({ companyId: "a", id: `a${n}` }))
    held.hold(call({ companyId: "b", id: "b1" }))
    expect(ids(held.newestFirst("a"))).toEqual(["a5", "a4", "a3"])
    expect(ids(held.newestFirst("b"))).toEqual(["b1"])
    expect(held.heldBytes()).toBe(4 * CALL_OVERHEAD_BYTES)
  })

  it("past its bound in bytes lets the oldest calls of any company go first, bodies counted", () => {
    const held = makeHeldCalls(100, 5 * CALL_OVERHEAD_BYTES)
    held.hold(call({ companyId: "a", id: "a1" }))
    held.hold(call({ companyId: "b", id: "b1" }))
    held.hold(call({ companyId: "a", id: "a2" }))
    expect([ids(held.newestFirst("a")), ids(held.newestFirst("b"))]).toEqual([["a2", "a1"], ["b1"]])
    // Three units more (a body of two): six held, so a1, the oldest, goes.
    held.hold(call({ companyId: "b", id: "b2", responseBody: new Uint8Array(2 * CALL_OVERHEAD_BYTES) }))
    expect([ids(held.newestFirst("a")), ids(held.newestFirst("b"))]).toEqual([["a2"], ["b2", "b1"]])
    held.hold(call({ companyId: "b", id: "b3" }))
    expect([ids(held.newestFirst("a")), ids(held.newestFirst("b"))]).toEqual([["a2"], ["b3", "b2"]])
    expect(held.heldBytes()).toBe(5 * CALL_OVERHEAD_BYTES)
  })

  it("forgets a company's calls (a reset) and counts them no more", () => {
    const held = makeHeldCalls(10, 3 * CALL_OVERHEAD_BYTES)
    held.hold(call({ companyId: "a", id: "a1" }))
    held.hold(call({ companyId: "b", id: "b1" }))
    held.forget("a")
    expect(held.newestFirst("a")).toEqual([])
    held.hold(call({ companyId: "b", id: "b2" }))
    held.hold(call({ companyId: "b", id: "b3" }))
    expect(ids(held.newestFirst("b"))).toEqual(["b3", "b2", "b1"])
  })

  it("holds the right calls through many turns of both bounds", () => {
    const held = makeHeldCalls(2, 50 * CALL_OVERHEAD_BYTES)
    for (let n = 0; n < 20_000; n++) held.hold(call({ companyId: `co${n % 40}`, id: `r${n}` }))
    expect(ids(held.newestFirst("co39"))).toEqual(["r19999", "r19959"])
    // 80 calls would be held by the per-company bound; 50 fit: the newest 50, r19950 to r19999.
    expect(ids(held.newestFirst("co0"))).toEqual(["r19960"])
    expect(ids(held.newestFirst("co10"))).toEqual(["r19970"])
    const all = Array.from({ length: 40 }, (_, i) => ids(held.newestFirst(`co${i}`))).flat()
    expect(all.map((id) => Number(id.slice(1))).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => 19_950 + i))
    expect(held.heldBytes()).toBe(50 * CALL_OVERHEAD_BYTES)
  })
})
