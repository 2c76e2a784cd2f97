/**
 * The HTTP edge (issue 12 items 1, 7, 8, 9, 10): body limits, slow and half-sent requests, Node-level
 * rejections, malformed ids and uploads, media types, the Host check and CORS. Raw sockets where a
 * client library would hide what is on the wire; loopback only; short limits so nothing waits long.
 */
import { connect } from "node:net"
import { request as httpRequest } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_JSON_DEPTH } from "../src/Http/BodyLimits.js"
import { hostRule } from "../src/Http/HostCheck.js"
import { makeNodeServer } from "../src/Http/NodeServer.js"
import type { OpenApiTree } from "./support/ApiReplies.js"
import { DEMO_KEY, startApp } from "./support/TestApp.js"

const MAX_BODY = 64 * 1024
const app = startApp({ maxBodyBytes: MAX_BODY, allowedHosts: ["sandbox.test"], corsOrigin: "http://localhost:5173" })
// Short Node timeouts, on their own server: raw sockets only, so no pooled client connection meets them.
const slow = startApp({ headersTimeoutMs: 150, requestTimeoutMs: 200 })
let port = 0
let slowPort = 0

beforeAll(async () => {
  const [a, b] = await Promise.all([app.baseUrl(), slow.baseUrl()])
  port = Number(new URL(a).port)
  slowPort = Number(new URL(b).port)
})
afterAll(() => Promise.all([app.dispose(), slow.dispose()]))

const errorShape = (code: string) => ({ type: expect.any(String), code, message: expect.any(String) })

interface RawReply {
  readonly status: number
  readonly headers: string
  readonly body: unknown
}

const parseRaw = (text: string): RawReply => {
  const split = text.indexOf("\r\n\r\n")
  const head = text.slice(0, split)
  const rawBody = text.slice(split + 4)
  let body: unknown = rawBody
  try {
    body = JSON.parse(rawBody)
  } catch {
    // kept as text
  }
  return { status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body }
}

/** Writes the bytes, keeps the socket open, and resolves with everything received once the server closes it. */
const raw = (targetPort: number, ...writes: ReadonlyArray<string | Buffer>): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const socket = connect(targetPort, "127.0.0.1")
    const chunks: Array<Buffer> = []
    socket.on("data", (chunk) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => resolve(parseRaw(Buffer.concat(chunks).toString("utf8"))))
    socket.on("connect", () => writes.forEach((w) => socket.write(w)))
  })

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("") + "\r\n"

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request("POST", path, { rawBody: body, headers: { "content-type": "application/json", ...headers } })

describe("item 1: body size", () => {
  it("answers 413 payload_too_large from Content-Length alone, before the body is sent", async () => {
    // 2 GB declared, 2 bytes sent: only an answer made from the header can arrive.
    const reply = await raw(port, head("POST", "/sandbox/v1/companies", {
      "content-type": "application/json",
      "content-length": 2_000_000_000
    }), "{}")
    expect(reply.status).toBe(413)
    expect(reply.headers).toContain("connection: close")
    expect(reply.body).toEqual({ ...errorShape("payload_too_large"), type: "invalid_request_error" })
  })

  it("counts a chunked body and answers 413 without waiting for its end", async () => {
    const reply = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: "127.0.0.1", port, method: "POST", path: "/sandbox/v1/companies",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" }
      }, (res) => resolve(res.statusCode ?? 0))
      req.on("error", reject)
      const chunk = Buffer.alloc(8 * 1024, 0x20)
      // Never ended: the server must decide on what it counted.
      for (let i = 0; i < (2 * MAX_BODY) / chunk.length; i++) req.write(chunk)
    })
    expect(reply).toBe(413)
  })

  it("still serves a body within the limit", async () => {
    const reply = await post("/sandbox/v1/companies", JSON.stringify({ name: "x".repeat(200) }))
    expect(reply.status).toBe(201)
  })

  it("bounds free text at its documented length, shown in the OpenAPI document", async () => {
    const reply = await post("/sandbox/v1/companies", JSON.stringify({ name: "x".repeat(201) }))
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "name" })
    const document: OpenApiTree = (await app.request("GET", "/openapi.json")).data
    expect(document.components.schemas.CompanyCreate.properties.name.maxLength).toBe(200)
  })

  it("keeps a last-resort handler installed while serving", () => {
    expect(process.listenerCount("uncaughtException")).toBeGreaterThan(0)
    expect(process.listenerCount("unhandledRejection")).toBeGreaterThan(0)
  })
})

describe("item 7: requests that never finish", () => {
  it("answers 408 in the error shape when a declared body never arrives (unauthenticated route)", async () => {
    const reply = await raw(slowPort, head("POST", "/sandbox/v1/companies", {
      "content-type": "application/json",
      "content-length": 5000
    }), "{")
    expect(reply.status).toBe(408)
    expect(reply.body).toEqual(errorShape("request_timeout"))
  })

  it("answers 408 when the headers never end", async () => {
    const reply = await raw(slowPort, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n")
    expect(reply.status).toBe(408)
    expect(reply.body).toEqual(errorShape("request_timeout"))
  })

  it("answers a multipart upload whose closing boundary never comes", async () => {
    const body = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\r\n"
    const reply = await raw(port, head("POST", "/v1/files", {
      "x-api-key": DEMO_KEY,
      "content-type": "multipart/form-data; boundary=XyZ",
      "content-length": Buffer.byteLength(body),
      connection: "close"
    }), body)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject(errorShape("invalid_multipart"))
  })

  it("caps the connections one client holds open", async () => {
    const server = makeNodeServer({
      headersTimeoutMs: 1000, requestTimeoutMs: 1000, keepAliveTimeoutMs: 1000, idleTimeoutMs: 1000,
      maxConnectionsPerClient: 2
    }, /^\/healthz$/)()
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const serverPort = (server.address() as { port: number }).port
    const held = [connect(serverPort, "127.0.0.1"), connect(serverPort, "127.0.0.1")]
    await Promise.all(held.map((s) => new Promise((resolve) => s.once("connect", resolve))))
    // Answered at its first request (a health check would be served): see test/stream-limits.test.ts.
    const third = await raw(serverPort, head("GET", "/v1/patients", {}))
    expect(third.status).toBe(429)
    expect(third.body).toEqual({ ...errorShape("too_many_connections"), type: "rate_limit_error" })
    held.forEach((s) => s.destroy())
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
})

describe("item 8: fuzz 500s are 4xx naming the field", () => {
  it("refuses JSON nested deeper than the limit, naming the top-level field", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000)
    const reply = await post("/sandbox/v1/companies", `{"name":${deep}}`)
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "name" })
    const within = "[".repeat(MAX_JSON_DEPTH - 1) + "]".repeat(MAX_JSON_DEPTH - 1)
    expect((await post("/sandbox/v1/companies", `{"name":${within}}`)).body).toMatchObject({ param: "name" })
  })

  it("refuses multipart without a boundary: 415 on a JSON route, 400 naming Content-Type on the upload", async () => {
    const onJson = await app.request("POST", "/v1/patients/upsert", {
      key: DEMO_KEY, rawBody: "x", headers: { "content-type": "multipart/form-data" }
    })
    expect(onJson.status).toBe(415)
    const onUpload = await app.request("POST", "/v1/files", {
      key: DEMO_KEY, rawBody: "x", headers: { "content-type": "multipart/form-data" }
    })
    expect(onUpload.status).toBe(400)
    expect(onUpload.body).toMatchObject({ code: "invalid_multipart", param: "Content-Type" })
  })

  it.each(["1e308", "1e16", "1000001"])("page=%s is 422 naming page", async (page) => {
    const reply = await app.request("GET", `/v1/patients?page=${page}`, { key: DEMO_KEY })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "page" })
  })
})

describe("item 9: error bodies in the shape", () => {
  it("answers a malformed request line with 400 in the shape", async () => {
    const reply = await raw(port, "BAD\x01 / HTTP/1.1\r\n\r\n")
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual(errorShape("malformed_request"))
  })

  it("answers oversized headers with 431 in the shape", async () => {
    const reply = await raw(port, head("GET", "/healthz", { "x-big": "a".repeat(20_000) }))
    expect(reply.status).toBe(431)
    expect(reply.body).toEqual(errorShape("headers_too_large"))
  })

  it("a 10,000-character id is 422 naming id, like any malformed id", async () => {
    const reply = await app.request("GET", `/v1/patients/${"a".repeat(10_000)}`, { key: DEMO_KEY })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "id" })
  })

  it.each([
    ["CR/LF", Buffer.from('filename="a\r\nb.pdf"')],
    ["NUL", Buffer.from('filename="a\u0000b.pdf"')],
    ["Latin-1", Buffer.concat([Buffer.from('filename="caf'), Buffer.from([0xe9]), Buffer.from('.pdf"')])]
  ])("a file name with %s is 400 invalid_multipart naming file", async (_, filename) => {
    const body = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; '), filename,
      Buffer.from("\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--XyZ--\r\n")
    ])
    const reply = await raw(port, head("POST", "/v1/files", {
      "x-api-key": DEMO_KEY,
      "content-type": "multipart/form-data; boundary=XyZ",
      "content-length": body.length,
      connection: "close"
    }), body)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: "invalid_multipart", param: "file" })
  })

  it("accepts only application/json and application/*+json", async () => {
    expect((await post("/sandbox/v1/companies", "{}", { "content-type": "application/jsonx" })).status).toBe(415)
    expect((await post("/sandbox/v1/companies", "{}", { "content-type": "text/json" })).status).toBe(415)
    expect((await post("/sandbox/v1/companies", "{}", { "content-type": "application/merge-patch+json" })).status).toBe(201)
    expect((await post("/sandbox/v1/companies", "{}", { "content-type": "application/json; charset=utf-8" })).status)
      .toBe(201)
  })

  it("refuses __proto__ keys with 422 naming them instead of dropping them", async () => {
    const company = await app.newCompany()
    const reply = await app.request("POST", "/v1/patients/upsert", {
      key: company.apiKey,
      rawBody: '{"first_name":"Ada","last_name":"Byron","email":"ada@example.com","custom_fields":{"__proto__":{"x":1}}}',
      headers: { "content-type": "application/json" }
    })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ code: "invalid_parameter", param: "custom_fields.__proto__" })
  })
})

describe("item 10: browser-reachable writes", () => {
  it.each(["evil.example", "evil.example:4010", "127.0.0.2"])("refuses Host %s with 403 forbidden_host", async (host) => {
    const reply = await raw(port, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect(reply.status).toBe(403)
    expect(reply.body).toMatchObject({ type: "permission_error", code: "forbidden_host", param: "Host" })
  })

  it("reads host names as the Host header and --host write them", () => {
    const rule = hostRule("fe80::1", ["Sandbox.Test:8080"])
    expect(rule.check("[fe80::1]:4010")).toBeUndefined()
    expect(rule.check("sandbox.test")).toBeUndefined()
    expect(rule.check("localhost.")).toBeUndefined()
    expect(rule.check("fe80::2")?.code).toBe("forbidden_host")
    expect(hostRule("0.0.0.0", []).check("0.0.0.0")?.code).toBe("forbidden_host")
    expect(hostRule("::", []).check("[::]")?.code).toBe("forbidden_host")
  })

  it.each(["localhost", "localhost:9", "LOCALHOST:4010", "127.0.0.1:1", "[::1]", "[::1]:4010", "sandbox.test:80"])(
    "serves Host %s",
    async (host) => {
      const reply = await raw(port, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(reply.status).toBe(200)
    }
  )

  it.each([
    ["application/x-www-form-urlencoded", "name=x"],
    ["text/plain", '{"name":"x"}'],
    ["multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n']
  ])("refuses a form POST as %s with 415 (no preflight needed for it)", async (type, body) => {
    const reply = await post("/sandbox/v1/companies", body, { "content-type": type })
    expect(reply.status).toBe(415)
    expect(reply.body).toMatchObject({ code: "unsupported_media_type", param: "Content-Type" })
  })

  it("refuses a body without Content-Type, also on a route whose body is optional", async () => {
    const company = await app.newCompany()
    const reply = await raw(port, head("POST", "/sandbox/v1/clock/resume", {
      "x-api-key": company.apiKey, "content-length": 2, connection: "close"
    }), "{}")
    expect(reply.status).toBe(415)
    const text = await app.request("POST", "/sandbox/v1/clock/resume", {
      key: company.apiKey, rawBody: "{}", headers: { "content-type": "text/plain" }
    })
    expect(text.status).toBe(415)
  })

  it("answers CORS only for the configured origin", async () => {
    const preflight = await app.request("OPTIONS", "/v1/patients", {
      headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173")
    expect(preflight.headers.get("access-control-allow-headers")).toContain("X-API-Key")
    const read = await app.request("GET", "/healthz", { headers: { origin: "http://localhost:5173" } })
    expect(read.headers.get("access-control-allow-origin")).toBe("http://localhost:5173")

    const foreign = await app.request("OPTIONS", "/v1/patients", {
      headers: { origin: "http://evil.example", "access-control-request-method": "GET" }
    })
    expect(foreign.status).toBe(405)
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull()
  })

  it("sends no CORS headers when --cors is not set", async () => {
    const reply = await slow.request("GET", "/healthz", { headers: { origin: "http://localhost:5173" } })
    expect(reply.headers.get("access-control-allow-origin")).toBeNull()
  })
})
