/**
 * What one company's event streams may hold (README, "Limits"): a cap per company (429
 * `too_many_streams` naming it), bounds on a client that stops reading, and streams kept out of the
 * per-address connection cap, which never refuses `/healthz`.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { connect, type Socket } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { EventLog } from "../src/Events/EventLog.js"
import { openSse, type SseConnection } from "./support/SseClient.js"
import { type Company, startApp, type TestApp } from "./support/TestApp.js"

const apps: Array<TestApp> = []
afterAll(() => Promise.all(apps.map((app) => app.dispose())))
const appWith = (settings: Parameters<typeof startApp>[0]) => {
  const app = startApp(settings)
  apps.push(app)
  return app
}

const streamOf = async (app: TestApp, company: Company) =>
  openSse(`${await app.baseUrl()}/sandbox/v1/events/stream`, { "x-api-key": company.apiKey })

// Long ids make big events (about 4 KB each on the wire): the socket's buffers fill sooner.
const LONG_ID = "p".repeat(4_000)

/** `count` events in one transaction. */
const emitMany = (app: TestApp, company: Company, count: number) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(Effect.flatMap(EventLog, (events) =>
      Effect.forEach(
        Array.from({ length: count }, (_, i) => i),
        (i) => events.emit(company.id, "patient_created", { patient: { id: `${LONG_ID}${i}` }, created_by: null }),
        { discard: true }
      )))))

/** A client that asks for the stream and then never reads a byte. */
const stalledClient = async (app: TestApp, company: Company) => {
  const port = Number(new URL(await app.baseUrl()).port)
  const socket = connect(port, "127.0.0.1")
  await new Promise((resolve) => socket.once("connect", resolve))
  socket.write(`GET /sandbox/v1/events/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Api-Key: ${company.apiKey}\r\n\r\n`)
  socket.pause()
  return socket
}

/**
 * Emits batches until the company's last stream slot is free again (the stalled client was dropped; the
 * company's other slots are held); how many batches that took.
 */
const emitUntilDropped = async (app: TestApp, company: Company, maxBatches: number) => {
  for (let batch = 1; batch <= maxBatches; batch++) {
    await emitMany(app, company, 250)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const probe = await streamOf(app, company)
    probe.close()
    if (probe.status === 200) return batch
  }
  return undefined
}

/** Reads (and throws away) what the server sent; resolves once it has closed the connection. */
const closedByServer = (socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.on("data", () => {})
    socket.on("error", () => {})
    socket.once("close", () => resolve())
    socket.resume()
  })

const rawGet = (port: number, path: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1")
    const chunks: Array<Buffer> = []
    socket.on("data", (chunk) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      resolve({ status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) })
    })
    socket.on("connect", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Api-Key: sk_test_demo_clinic\r\n\r\n`))
  })

describe("event streams per company", () => {
  const capped = appWith({ maxStreamsPerCompany: 2, streamBufferBytes: 64 * 1024 })

  it("caps a company's open streams with 429 too_many_streams naming the cap; other companies are not affected", async () => {
    const app = capped
    const company = await app.newCompany()
    const other = await app.newCompany()
    const open: Array<SseConnection> = [await streamOf(app, company), await streamOf(app, company)]
    expect(open.map((s) => s.status)).toEqual([200, 200])
    const refused = await app.request("GET", "/sandbox/v1/events/stream", { key: company.apiKey })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      type: "rate_limit_error",
      code: "too_many_streams",
      meta: { max_streams_per_company: 2 }
    })
    expect((refused.body as { message: string }).message).toContain("2 open event streams")
    const elsewhere = await streamOf(app, other)
    expect(elsewhere.status).toBe(200)
    // A closed stream gives its place back.
    open.pop()!.close()
    let again: SseConnection | undefined
    for (let attempt = 0; attempt < 100 && again?.status !== 200; attempt++) {
      again?.close()
      await new Promise((resolve) => setTimeout(resolve, 20))
      again = await streamOf(app, company)
    }
    expect(again!.status).toBe(200)
    for (const stream of [...open, elsewhere, again!]) stream.close()
  })

  it("drops a client that leaves more than the buffer bound unread, and closes its connection", async () => {
    const app = capped
    const company = await app.newCompany()
    const reading = await streamOf(app, company)
    const stalled = await stalledClient(app, company)
    // The socket's buffers on both sides fill first (a few MB at most), then the server's own.
    expect(await emitUntilDropped(app, company, 20)).toBeDefined()
    await closedByServer(stalled)
    reading.close()
  })

  it("drops a client that has read nothing for the stall bound while events wait", async () => {
    const app = appWith({ maxStreamsPerCompany: 1, streamStallMs: 200 })
    const company = await app.newCompany()
    const stalled = await stalledClient(app, company)
    expect(await emitUntilDropped(app, company, 20)).toBeDefined()
    await closedByServer(stalled)
  })
})

describe("connection limits per client address", () => {
  it("does not count streams against the address's connections, and never refuses /healthz", async () => {
    const app = appWith({ maxConnectionsPerClient: 3 })
    const port = Number(new URL(await app.baseUrl()).port)
    const company = await app.newCompany()
    // More streams than the address may hold connections: each is counted for its company instead.
    const streams = await Promise.all(Array.from({ length: 5 }, () => streamOf(app, company)))
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200])
    expect((await app.request("GET", "/v1/credentialing", { key: company.apiKey })).status).toBe(200)
    // Idle connections fill the address's cap.
    const idle = Array.from({ length: 3 }, () => connect(port, "127.0.0.1"))
    await Promise.all(idle.map((socket) => new Promise((resolve) => socket.once("connect", resolve))))
    const health = await rawGet(port, "/healthz")
    expect(health.status).toBe(200)
    const api = await rawGet(port, "/v1/credentialing")
    expect(api.status).toBe(429)
    expect(JSON.parse(api.body)).toMatchObject({ type: "rate_limit_error", code: "too_many_connections" })
    idle.forEach((socket) => socket.destroy())
    streams.forEach((s) => s.close())
  })
})
