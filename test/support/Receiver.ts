/** A real webhook receiver on 127.0.0.1 (a free port): records every request and answers as told. */
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"

export interface Received {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  /** The body exactly as received (raw bytes as UTF-8 text). */
  readonly body: string
  readonly json: any
}

/** How to answer: a status, or `hang` (never answer, until the receiver closes). */
export type Answer = number | "hang"

export interface Receiver {
  readonly url: string
  readonly received: Array<Received>
  /** Changes how the next requests are answered. */
  answer: Answer
  readonly close: () => Promise<void>
}

export const startReceiver = async (answer: Answer = 200, path = "/hooks", port = 0): Promise<Receiver> => {
  const received: Array<Received> = []
  const receiver = { received, answer } as Receiver
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      let json: unknown = undefined
      try {
        json = JSON.parse(body)
      } catch {
        // recorded as text only
      }
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body, json })
      if (receiver.answer === "hang") return
      response.writeHead(receiver.answer, { "content-type": "text/plain" }).end("ok")
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  })
  return receiver
}

/** A URL on which nothing listens (connections are refused). */
export const deadUrl = async (): Promise<string> => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/hooks`
}
