/**
 * The in-process sandbox's handles send over node:http (src/Kit/LoopbackTransport.ts) instead of the
 * global fetch: the answers must be what fetch gives (status, headers, body, empty bodies), connections
 * are reused, a pooled connection the server closed as it was reused is sent again once, and what it
 * does not send itself (a multipart body, a Request a middleware made) goes through the global fetch.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import createClient from "openapi-fetch"
import { afterEach, describe, expect, it } from "vitest"
import { loopbackTransport } from "../src/Kit/LoopbackTransport.js"

type Handler = (request: IncomingMessage, body: string, response: ServerResponse, socket: Socket) => void

const servers: Array<Server> = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const serve = async (handler: Handler) => {
  const sockets = new Set<Socket>()
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => handler(request, Buffer.concat(chunks).toString("utf8"), response, request.socket))
  })
  server.on("connection", (socket: Socket) => sockets.add(socket))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => sockets.size }
}

const echo: Handler = (request, body, response) =>
  response.writeHead(request.url === "/empty" ? 204 : 201, { "content-type": "application/json", "x-seen": request.method ?? "" })
    .end(request.url === "/empty" ? undefined : JSON.stringify({ body, type: request.headers["content-type"] ?? null }))

describe("the loopback transport", () => {
  it("answers as fetch does: status, headers and body, an empty 204, the url", async () => {
    const { url } = await serve(echo)
    const transport = loopbackTransport()
    const options = { baseUrl: url }
    const viaTransport = createClient<any>({ ...options, fetch: transport.fetch, Request: transport.Request })
    const viaFetch = createClient<any>(options)
    for (const client of [viaTransport, viaFetch]) {
      const created = await client.POST("/things", { body: { a: 1 } })
      expect(created.response.status).toBe(201)
      expect(created.response.headers.get("x-seen")).toBe("POST")
      expect(created.data).toEqual({ body: "{\"a\":1}", type: "application/json" })
      expect(created.response.url).toBe(`${url}/things`)
      const empty = await client.DELETE("/empty", {})
      expect(empty.response.status).toBe(204)
      expect(empty.data).toBeUndefined()
    }
    transport.close()
  })

  it("reuses one connection for calls one after another", async () => {
    const server = await serve(echo)
    const transport = loopbackTransport()
    const client = createClient<any>({ baseUrl: server.url, fetch: transport.fetch, Request: transport.Request })
    for (let i = 0; i < 5; i++) await client.GET("/things", {})
    expect(server.connections()).toBe(1)
    transport.close()
  })

  it("sends a call again, once, when the server closes the pooled connection it was sent on", async () => {
    let calls = 0
    const server = await serve((request, body, response, socket) => {
      // The second call arrives on the first call's connection: the server drops it without answering.
      if (++calls === 2) return socket.destroy()
      echo(request, body, response, socket)
    })
    const transport = loopbackTransport()
    const client = createClient<any>({ baseUrl: server.url, fetch: transport.fetch, Request: transport.Request })
    expect((await client.GET("/things", {})).response.status).toBe(201)
    expect((await client.POST("/things", { body: { again: true } })).data).toMatchObject({ body: "{\"again\":true}" })
    expect(calls).toBe(3)
    transport.close()
  })

  it("fails like fetch when nothing listens", async () => {
    const server = await serve(echo)
    const transport = loopbackTransport()
    await new Promise((resolve) => servers.pop()!.close(resolve))
    const client = createClient<any>({ baseUrl: server.url, fetch: transport.fetch, Request: transport.Request })
    await expect(client.GET("/things", {})).rejects.toThrow("fetch failed")
    transport.close()
  })

  it("leaves a multipart body and a middleware's own Request to the global fetch", async () => {
    const { url } = await serve(echo)
    const transport = loopbackTransport()
    const client = createClient<any>({ baseUrl: url, fetch: transport.fetch, Request: transport.Request })
    const form = new FormData()
    form.set("file", new Blob(["card"]), "card.png")
    const uploaded = await client.POST("/upload", { body: form, bodySerializer: (body: unknown) => body })
    expect(uploaded.data.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(uploaded.data.body).toContain("card")
    client.use({ onRequest: ({ request }) => new Request(request.url, { method: "PUT", body: "raw" }) })
    const replaced = await client.POST("/things", { body: { a: 1 } })
    expect(replaced.response.headers.get("x-seen")).toBe("PUT")
    expect(replaced.data.body).toBe("raw")
    transport.close()
  })
})
