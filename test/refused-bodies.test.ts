/**
 * Bodies refused unread (issue 26, part 4): credentials are checked before any body or media-type check,
 * on every operation that takes a body; a refused body is read and discarded up to a bound so the client
 * can read the answer (Node's fetch, in another process as a user runs it, must see the 413, never EPIPE);
 * past the bound the connection is cut.
 */
import { connect, type Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_DISCARDED_BYTES } from "../src/Http/UnreadBody.js"
import type { OpenApiTree } from "./support/ApiReplies.js"
import { fetchFromAnotherProcess } from "./support/ChildFetch.js"
import { DEMO_KEY, startApp } from "./support/TestApp.js"

const MAX_BODY = 64 * 1024
const app = startApp({ maxBodyBytes: MAX_BODY })
let base = ""
let port = 0

beforeAll(async () => {
  base = await app.baseUrl()
  port = Number(new URL(base).port)
})
afterAll(() => app.dispose())

interface Exchange {
  /** Everything the server sent. */
  readonly received: string
  /** Bytes of the body written before the server closed the connection. */
  readonly written: number
  readonly closedByServer: boolean
}

/**
 * Sends `head`, then `total` bytes of body in chunks (waiting for the socket to drain between them), and
 * stops at the first write error or when the server closes.
 */
const sendThenWatch = (head: string, total: number, chunked: boolean): Promise<Exchange> =>
  new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1")
    const received: Array<Buffer> = []
    let written = 0
    let closed = false
    const finish = () => {
      if (closed) return
      closed = true
      socket.destroy()
      resolve({ received: Buffer.concat(received).toString("latin1"), written, closedByServer: written < total })
    }
    socket.on("data", (chunk: Buffer) => received.push(chunk))
    socket.on("error", finish)
    socket.on("close", finish)
    socket.on("end", finish)
    const chunk = Buffer.alloc(256 * 1024, 0x20)
    const frame = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk
    const pump = () => {
      while (!closed && written < total) {
        written += chunk.length
        if (!socket.write(frame)) return void socket.once("drain", pump)
      }
      // Everything sent: the server must close (cut) or leave it open (drained, kept alive).
      if (!closed) setTimeout(finish, 2_000)
    }
    socket.on("connect", () => {
      socket.write(head)
      pump()
    })
  })

const statusOf = (received: string) => Number(received.split(" ")[1])

describe("a refused body is read and discarded up to a bound", () => {
  it("Node's fetch reads the 413 of an over-limit JSON body every time (no EPIPE)", async () => {
    // 16 MB against a 64 KB limit: far more than the socket buffers hold, so the body is still being sent.
    const seen = await fetchFromAnotherProcess(`${base}/sandbox/v1/companies`, 16 * 1024 * 1024, 12, {})
    expect(seen).toEqual({ "413 payload_too_large": 12 })
  })

  it("Node's fetch reads the 401 of an oversized body sent without credentials", async () => {
    const seen = await fetchFromAnotherProcess(`${base}/v1/patients/upsert`, 16 * 1024 * 1024, 6, {})
    expect(seen).toEqual({ "401 missing_credentials": 6 })
  })

  it("serves the next request on the same connection once the refused body has been discarded", async () => {
    const body = "x".repeat(4 * MAX_BODY)
    const received = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1")
      let text = ""
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString()
        if (text.includes('"status":"ok"')) {
          socket.destroy()
          resolve(text)
        }
      })
      socket.on("error", reject)
      socket.on("connect", () => {
        socket.write(`POST /sandbox/v1/companies HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`)
        socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      })
    })
    expect(received).toMatch(/^HTTP\/1\.1 413 /)
    expect(received).not.toMatch(/connection: close/i)
    expect(received).toMatch(/HTTP\/1\.1 200 [^]*"status":"ok"/)
  })

  it("cuts a chunked body off once more than the bound has been discarded", async () => {
    const head = "POST /sandbox/v1/companies HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Transfer-Encoding: chunked\r\n\r\n"
    const exchange = await sendThenWatch(head, 4 * MAX_DISCARDED_BYTES, true)
    expect(statusOf(exchange.received)).toBe(413)
    expect(exchange.closedByServer).toBe(true)
    // The server stopped reading past the bound (plus what the socket buffers held), long before the end.
    expect(exchange.written).toBeLessThan(2 * MAX_DISCARDED_BYTES)
  }, 60_000)

  it("does not read a body declared larger than the bound: answers and closes", async () => {
    const head = "POST /sandbox/v1/companies HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${2 * MAX_DISCARDED_BYTES}\r\n\r\n`
    const exchange = await sendThenWatch(head, 2 * MAX_DISCARDED_BYTES, false)
    expect(statusOf(exchange.received)).toBe(413)
    expect(exchange.received).toMatch(/connection: close/i)
    expect(exchange.closedByServer).toBe(true)
  }, 60_000)
})

describe("credentials before any body check", () => {
  /** Every operation that requires credentials and takes a body, as the served document lists them. */
  const bodyOperations = async () => {
    const document: OpenApiTree = (await app.request("GET", "/openapi.json")).data
    const operations: Array<{ method: string; path: string }> = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { security?: Array<unknown>; requestBody?: unknown }>)) {
        if ((operation.security ?? []).length === 0 || operation.requestBody === undefined) continue
        operations.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "8f0c5a52-4a3e-4c1e-9d55-1d3f2b7c6a10") })
      }
    }
    return operations
  }

  it("answers 401 to a body of the wrong media type on every body-bearing operation, /v1 and /sandbox/v1", async () => {
    const operations = await bodyOperations()
    expect(operations.some((o) => o.path === "/v1/files")).toBe(true)
    expect(operations.some((o) => o.path.startsWith("/sandbox/v1/"))).toBe(true)
    for (const { method, path } of operations) {
      const reply = await app.request(method, path, { rawBody: "not json", headers: { "content-type": "text/plain" } })
      expect([method, path, reply.status, reply.body]).toEqual([method, path, 401, expect.objectContaining({ code: "missing_credentials" })])
    }
  })

  it("answers 401 to an upload without credentials, and to one with an unknown key", async () => {
    const form = new FormData()
    form.set("file", new Blob(["%PDF-1.7\n"], { type: "application/pdf" }), "card.pdf")
    const bare = await fetch(`${base}/v1/files`, { method: "POST", body: form })
    expect(bare.status).toBe(401)
    expect(await bare.json()).toMatchObject({ type: "authentication_error", code: "missing_credentials" })
    const unknown = await fetch(`${base}/v1/files`, { method: "POST", body: form, headers: { "x-api-key": "sk_test_nope" } })
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toMatchObject({ code: "invalid_credentials", param: "X-API-Key" })
  })

  it("answers 401, not 413, to an oversized body without credentials (JSON and upload), closing when it is not read", async () => {
    for (const [path, type] of [["/v1/patients/upsert", "application/json"], ["/v1/files", "multipart/form-data; boundary=b"]]) {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${2 * MAX_DISCARDED_BYTES}\r\n\r\n`
      const exchange = await sendThenWatch(head, 1024 * 1024, false)
      expect(statusOf(exchange.received)).toBe(401)
      expect(exchange.received).toContain('"code":"missing_credentials"')
      expect(exchange.received).toMatch(/connection: close/i)
    }
  })

  it("still answers 413 and 415 to a caller with valid credentials", async () => {
    const tooLarge = await app.request("POST", "/v1/patients/upsert", {
      key: DEMO_KEY, rawBody: JSON.stringify({ first_name: "x".repeat(2 * MAX_BODY) }), headers: { "content-type": "application/json" }
    })
    expect(tooLarge.status).toBe(413)
    const wrongType = await app.request("POST", "/v1/patients/upsert", { key: DEMO_KEY, rawBody: "x", headers: { "content-type": "text/plain" } })
    expect(wrongType.status).toBe(415)
  })
})
