/**
 * The loopback HTTP server behind a sandbox handle's webhook inboxes: one per handle, listening from
 * its first inbox until the handle closes, each inbox at a path of its own (`/webhooks/<n>`).
 *
 * One server rather than one per inbox: the sandbox pools its connections by origin, so the deliveries
 * of every company a suite opens go over the same few connections, where a server per inbox cost each
 * company a port, a listen, a close and connections of its own (docs/scaling.md).
 *
 * Connections are kept alive, but they never hold the process open, and the server does only while an
 * inbox is open: a script that closes its inboxes but not its handle still ends, as it did when each
 * inbox had a server of its own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { SandboxClosedError } from "./SandboxApiError.js"

export type DeliveryHandler = (request: IncomingMessage, response: ServerResponse) => void

export interface ReceiverRoute {
  /** Where the sandbox delivers to this inbox. */
  readonly url: string
  /** Stops routing to the inbox: later requests to its URL are answered 410 Gone. */
  readonly close: () => void
}

export interface WebhookReceiver {
  /** Routes a new path to `handler`, starting the server on first use; `SandboxClosedError` once closed. */
  readonly route: (handler: DeliveryHandler) => Promise<ReceiverRoute>
  /** Stops the server and drops its connections. Idempotent. */
  readonly close: () => Promise<void>
}

const PATH = /^\/webhooks\/(\d+)$/

const listen = (server: Server): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))
  })

export const webhookReceiver = (): WebhookReceiver => {
  const handlers = new Map<string, DeliveryHandler>()
  let lastRoute = 0
  let closed = false
  let started: Promise<{ readonly server: Server; readonly origin: string }> | undefined

  const start = () =>
    (started ??= (async () => {
      const server = createServer((request, response) => {
        const handler = handlers.get(PATH.exec(request.url ?? "")?.[1] ?? "")
        if (handler !== undefined) return handler(request, response)
        // Read what was sent, so the connection can serve the next delivery.
        request.resume()
        response.writeHead(410, { "content-type": "application/json" }).end('{"error":"no webhook inbox here"}')
      })
      // Node's own keep-alive. A client's pool takes the announced timeout less a second, so a receiver
      // announcing one second (as the inboxes did) has each delivery open a new connection.
      server.keepAliveTimeout = 5000
      // The server, not its connections, holds the process while an inbox is open (`holdProcess`).
      server.on("connection", (socket: Socket) => socket.unref())
      const port = await listen(server)
      return { server, origin: `http://127.0.0.1:${port}` }
    })().catch((error: unknown) => {
      // A failed listen is not remembered: the next inbox tries again.
      started = undefined
      throw error
    }))

  const holdProcess = (server: Server) => (handlers.size > 0 ? server.ref() : server.unref())

  return {
    route: async (handler) => {
      if (closed) throw new SandboxClosedError("webhook inbox")
      const { server, origin } = await start()
      // Closed while it listened (the handle closing as an inbox opens): the server is gone.
      if (closed) throw new SandboxClosedError("webhook inbox")
      const key = String(++lastRoute)
      handlers.set(key, handler)
      holdProcess(server)
      return {
        url: `${origin}/webhooks/${key}`,
        close: () => {
          handlers.delete(key)
          holdProcess(server)
        }
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      handlers.clear()
      if (started === undefined) return
      const { server } = await started.catch(() => ({ server: undefined }))
      if (server === undefined) return
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
      // A delivery still being answered is cut: its inbox is gone with the handle.
      server.closeAllConnections()
      await stopped
    }
  }
}
