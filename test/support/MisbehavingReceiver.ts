/**
 * A webhook receiver on 127.0.0.1 that misbehaves after reading the request: an endless body, a body
 * trickling a byte at a time, a status line and then silence, or no answer at all. It counts what it
 * wrote and the connections the sender closed, so a test sees whether a socket was let go.
 */
import { createServer, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type Misbehaviour = "endless" | "trickle" | "silent" | "hang"

export interface MisbehavingReceiver {
  readonly url: string
  /** Requests received. */
  readonly requests: () => number
  /** Connections closed (by the sender, since this receiver never ends a response). */
  readonly closed: () => number
  /** Body bytes written, over every request. */
  readonly bytesWritten: () => number
  readonly close: () => Promise<void>
}

const CHUNK = Buffer.alloc(16 * 1024, "x")

/** Writes chunks as fast as the sender takes them, until the connection closes. */
const endless = (response: ServerResponse, wrote: (n: number) => void) => {
  const pump = () => {
    while (!response.destroyed && response.write(CHUNK)) wrote(CHUNK.length)
    if (!response.destroyed) {
      wrote(CHUNK.length)
      response.once("drain", pump)
    }
  }
  pump()
}

export const startMisbehavingReceiver = async (behaviour: Misbehaviour): Promise<MisbehavingReceiver> => {
  let requests = 0
  let closed = 0
  let bytes = 0
  const timers = new Set<NodeJS.Timeout>()
  const server = createServer((request, response) => {
    requests++
    response.once("close", () => closed++)
    request.resume()
    request.once("end", () => {
      if (behaviour === "hang") return
      response.writeHead(200, { "content-type": "text/plain" })
      response.flushHeaders()
      if (behaviour === "endless") endless(response, (n) => (bytes += n))
      if (behaviour === "trickle") {
        const timer = setInterval(() => {
          if (response.destroyed) return
          response.write("x")
          bytes++
        }, 2)
        timers.add(timer)
        response.once("close", () => {
          clearInterval(timer)
          timers.delete(timer)
        })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    requests: () => requests,
    closed: () => closed,
    bytesWritten: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
