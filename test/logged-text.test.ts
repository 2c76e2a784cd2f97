/** The request log's pure rules: what it may keep of a call's headers and bodies. */
import { describe, expect, it } from "vitest"
import { MAX_LOGGED_BODY_BYTES } from "../src/RequestLog/LoggedRequest.js"
import { bodyJson, errorCodeOf, loggedHeaders, maskCredential, maskSecret, maskSecretsIn, queryOf } from "../src/RequestLog/LoggedText.js"

const bytes = (text: string) => new TextEncoder().encode(text)

describe("masking", () => {
  it("keeps a secret's kind and last four characters, never the secret", () => {
    expect(maskSecret("sk_test_demo_clinic")).toBe("sk_test_…inic")
    expect(maskSecret(`whsec_${"ab".repeat(32)}`)).toBe("whsec_…abab")
    expect(maskSecret("tok_test_short")).toBe("tok_test_…")
    expect(maskSecret("opaque-secret-value")).toBe("…alue")
    expect(maskSecret("tiny")).toBe("…")
    expect(maskCredential("Bearer tok_test_demo_dana")).toBe("Bearer tok_test_…dana")
  })

  it("masks credential headers and lower-cases every name", () => {
    expect(loggedHeaders({ "X-API-Key": "sk_test_demo_clinic", Accept: "application/json", authorization: "Bearer abcdefghijklmnop" }))
      .toEqual({ "x-api-key": "sk_test_…inic", accept: "application/json", authorization: "Bearer …mnop" })
  })

  it("masks secrets written inside JSON", () => {
    const secret = `whsec_${"0f".repeat(32)}`
    expect(maskSecretsIn(JSON.stringify({ secret_key: secret, note: "whsec_ in prose stays" })))
      .toBe(JSON.stringify({ secret_key: "whsec_…0f0f", note: "whsec_ in prose stays" }))
  })
})

describe("bodies", () => {
  it("keeps JSON as JSON, other text as a string, binary as its size and type, none as null", () => {
    expect(JSON.parse(bodyJson(bytes('{"a":[1,2]}'), "application/json"))).toEqual({ a: [1, 2] })
    expect(JSON.parse(bodyJson(bytes('{"a":'), "application/json"))).toBe('{"a":')
    expect(JSON.parse(bodyJson(bytes("hello"), "text/plain"))).toBe("hello")
    expect(JSON.parse(bodyJson(Uint8Array.from([0x89, 0x50]), "image/png; q=1"))).toBe("<2 bytes of image/png>")
    expect(bodyJson(undefined, "application/json")).toBe("null")
  })

  it("cuts a body past the bound at a character boundary and says how much was cut", () => {
    const text = `"${"é".repeat(MAX_LOGGED_BODY_BYTES)}"`
    const kept = JSON.parse(bodyJson(bytes(text), "application/json")) as string
    const total = Buffer.byteLength(text)
    const marker = /…\[(\d+) more bytes cut\]$/.exec(kept)
    expect(marker).not.toBeNull()
    const start = kept.slice(0, marker!.index)
    expect(Buffer.byteLength(start)).toBeLessThanOrEqual(MAX_LOGGED_BODY_BYTES)
    expect(Buffer.byteLength(start) + Number(marker![1])).toBe(total)
    expect(start).not.toContain("\ufffd")
  })

  it("names the whole size when only the start was held", () => {
    const start = bytes("x".repeat(MAX_LOGGED_BODY_BYTES + 4))
    expect(JSON.parse(bodyJson(start, "text/plain", 1_000_000))).toMatch(new RegExp(`…\\[${1_000_000 - MAX_LOGGED_BODY_BYTES} more bytes cut\\]$`))
  })
})

describe("the rest of a call", () => {
  it("reads the error code of an error answer only", () => {
    expect(errorCodeOf(422, bytes('{"type":"validation_error","code":"invalid_parameter"}'))).toBe("invalid_parameter")
    expect(errorCodeOf(200, bytes('{"code":"x"}'))).toBeNull()
    expect(errorCodeOf(500, bytes("not json"))).toBeNull()
  })

  it("reads the query with repeated names as arrays, `__proto__` as data", () => {
    const query = queryOf("/v1/vobs?status=a&status=b&page=2&__proto__=x")
    expect(JSON.stringify(query)).toBe('{"status":["a","b"],"page":"2","__proto__":"x"}')
    expect(Object.getPrototypeOf(query)).toBeNull()
  })
})
