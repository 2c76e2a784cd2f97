/**
 * The Node HTTP server under the API: how long a client may take to send a request, how many
 * connections one client may hold, and the rejections Node makes before any handler runs (malformed
 * requests, oversized headers, timeouts), answered in the API's error shape instead of Node's empty
 * bodies.
 */
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http"
import type { Duplex } from "node:stream"
import type { Socket } from "node:net"
import type { SandboxSettings } from "../Config/SandboxConfig.js"
import {
  type ApiError,
  errorBody,
  headersTooLarge,
  httpStatusOf,
  malformedRequest,
  requestTimeout,
  serviceUnavailable,
  tooManyConnections
} from "../Domain/Errors.js"
import { pathOfUrl } from "../Domain/Paths.js"

export type ServerLimits = Pick<
  SandboxSettings,
  "headersTimeoutMs" | "requestTimeoutMs" | "keepAliveTimeoutMs" | "idleTimeoutMs" | "maxConnectionsPerClient"
>

/**
 * A complete HTTP/1.1 response, for a socket no handler owns; the connection is closed after it. It carries
 * a request id as every answer does (a new one: the request's own headers may never have been read), and a
 * 429 says when to retry as the document promises.
 */
const rawErrorResponse = (error: ApiError): string => {
  const body = JSON.stringify(errorBody(error))
  const { status } = httpStatusOf[error._tag]
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    "Content-Type: application/json\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${randomUUID()}\r\n` +
    (status === 429 ? "Retry-After: 1\r\n" : "") +
    "Connection: close\r\n\r\n" +
    body
}

/** What Node's parser or its timers refused, as the API's error. */
const clientErrorOf = (error: NodeJS.ErrnoException, limits: ServerLimits): ApiError => {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return requestTimeout({
        message: `The request was not received in time (headers within ${limits.headersTimeoutMs} ms, ` +
          `the whole request within ${limits.requestTimeoutMs} ms).`
      })
    case "HPE_HEADER_OVERFLOW":
      return headersTooLarge({
        message: "The request headers are larger than the server accepts (16 KB in all)."
      })
    default:
      return malformedRequest({
        message: `The request is not valid HTTP/1.1 (${error.code ?? "parse error"}).`
      })
  }
}

const answerAndClose = (socket: Duplex, error: ApiError) => {
  socket.end(rawErrorResponse(error), () => socket.destroy())
}

const onClientError = (limits: ServerLimits) => (error: NodeJS.ErrnoException, socket: Duplex) => {
  // A response already under way cannot be replaced; a reset peer cannot be answered.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent === true) {
    socket.destroy()
    return
  }
  answerAndClose(socket, clientErrorOf(error, limits))
}

/** A connection's place in its address's count. */
interface Slot {
  /** Accepted while its address already held the cap: only health checks and streams are served on it. */
  overCap: boolean
  /** Leaves the count (once): the connection closed, or became a long-lived stream. */
  readonly release: () => void
}

const slots = new WeakMap<Socket, Slot>()

/**
 * A connection that now carries a long-lived event stream leaves its address's count: streams are
 * counted per company (Events/EventStream.ts, `--max-streams-per-company`), so one company's streams
 * never use up the connections every tenant behind the same address (loopback, a balancer) shares.
 */
export const exemptFromConnectionCap = (socket: Socket) => slots.get(socket)?.release()

/**
 * Counts open connections per remote address. Every local client shares 127.0.0.1, so the cap is
 * generous (a benchmark holds 50); it stops one runaway client from exhausting file descriptors. A
 * connection over the cap is answered at its first request (not at connect: `/healthz` is never
 * refused): 429 `too_many_connections`, then closed. Returns whether a request is refused (and answered).
 */
const capConnectionsPerClient = (server: Server, max: number, servedOverCap: RegExp) => {
  const open = new Map<string, number>()
  server.on("connection", (socket: Socket) => {
    const client = socket.remoteAddress ?? "unknown"
    const count = (open.get(client) ?? 0) + 1
    open.set(client, count)
    let counted = true
    const release = () => {
      if (!counted) return
      counted = false
      slot.overCap = false
      const left = (open.get(client) ?? 1) - 1
      if (left === 0) open.delete(client)
      else open.set(client, left)
    }
    const slot: Slot = { overCap: count > max, release }
    slots.set(socket, slot)
    socket.once("close", release)
  })
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const slot = slots.get(request.socket)
    if (slot === undefined || !slot.overCap) return false
    // Connections closed since it was accepted may have made room.
    if ((open.get(request.socket.remoteAddress ?? "unknown") ?? 0) <= max) {
      slot.overCap = false
      return false
    }
    response.shouldKeepAlive = false
    if (servedOverCap.test(pathOfUrl(request.url ?? "/"))) return false
    const refusal = tooManyConnections({
      message: `This client already holds ${max} open connections; close some or reuse them (keep-alive).`
    })
    const body = JSON.stringify(errorBody(refusal))
    // A request id as every answer has, and when to retry, as the document promises for a 429.
    response.writeHead(httpStatusOf[refusal._tag].status, {
      "content-type": "application/json",
      "retry-after": "1",
      "x-request-id": randomUUID(),
      "content-length": Buffer.byteLength(body)
    })
    response.end(body)
    return true
  }
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

/**
 * The server's one `request` listener, in front of the app's: requests the connection cap refuses are
 * answered here. The server also listens before the app is built (it is released after the app, so open
 * streams end before it closes), and a request reaching it meanwhile (migrations take a while on
 * PostgreSQL) would have no handler and never be answered: it gets 503 `service_unavailable` with
 * Retry-After until the app's own handler is attached.
 */
const dispatchRequests = (server: Server, refused: (request: IncomingMessage, response: ServerResponse) => boolean) => {
  let app: RequestListener | undefined
  const starting = (response: ServerResponse) => {
    const body = JSON.stringify(errorBody(serviceUnavailable({
      message: "The sandbox is starting (migrating its database); retry shortly."
    })))
    response.writeHead(503, {
      "content-type": "application/json",
      "retry-after": "1",
      "x-request-id": randomUUID(),
      "content-length": Buffer.byteLength(body)
    })
    response.end(body)
  }
  const dispatch: RequestListener = (request, response) => {
    if (refused(request, response)) return
    if (app === undefined) starting(response)
    else app(request, response)
  }
  server.on("request", dispatch)
  server.on("newListener", (event: string | symbol, listener: RequestListener) => {
    if (event !== "request" || listener === dispatch) return
    app = listener
    // Added just after this event; from then on it is called through `dispatch` only.
    process.nextTick(() => server.off("request", listener))
  })
}

/**
 * The server factory given to `NodeHttpServer.layer`. `servedOverCap`: the paths served on any connection,
 * even one over its address's cap (RouteIndex.pathsWith("servedOverConnectionCap"): health checks, and
 * event streams, capped per company).
 */
export const makeNodeServer = (limits: ServerLimits, servedOverCap: RegExp) => (): Server => {
  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the two timeouts above on this period (30 s by default, which would add up to 30 s).
    connectionsCheckingInterval: Math.max(5, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    // A missing Host is answered by the edge in the error shape (Node's own answer has no body).
    requireHostHeader: false
  })
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  // Inactivity on a socket in the middle of a request (a handler waiting is not inactivity of the peer,
  // so this is long: a redelivery waits up to 30 s for its receiver).
  server.timeout = limits.idleTimeoutMs
  server.on("clientError", onClientError(limits))
  dispatchRequests(server, capConnectionsPerClient(server, limits.maxConnectionsPerClient, servedOverCap))
  return server
}
