/**
 * Answering a request whose body is refused unread (401, 413, 415 at the edge; an upload the multipart
 * parser stopped reading): the client must be able
 * to read the answer. Closing the connection while the client is still sending fails its next write
 * (EPIPE, ECONNRESET), and many clients, Node's fetch among them, then report that instead of the answer.
 * So, as nginx's lingering close does, the rest of the body is read and thrown away (never held), up to
 * MAX_DISCARDED_BYTES and MAX_DISCARD_MS; a client still sending past either bound is cut off.
 */
import { type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect } from "effect"
import { IncomingMessage } from "node:http"

/** The most of a refused body read and discarded; a body declared larger is not read at all. */
export const MAX_DISCARDED_BYTES = 64 * 1024 * 1024

/** How long a refused body may take to arrive before the connection is cut. */
export const MAX_DISCARD_MS = 10_000

/** The Node request under `request` (none when the app is served otherwise, e.g. through the kit's msw handlers). */
export const incomingMessageOf = (request: HttpServerRequest.HttpServerRequest): IncomingMessage | undefined => {
  const source = NodeHttpServerRequest.toIncomingMessage(request) as unknown
  return source instanceof IncomingMessage ? source : undefined
}

/** Reads and drops what is left of the body; true when it ended within the bounds. */
const discardRest = (source: IncomingMessage): Promise<boolean> =>
  new Promise((resolve) => {
    if (source.readableEnded) return resolve(true)
    if (source.destroyed) return resolve(false)
    let discarded = 0
    const finish = (ended: boolean) => {
      clearTimeout(timer)
      source.off("data", onData)
      source.off("end", onEnd)
      source.off("error", onCut)
      source.off("close", onCut)
      if (!ended) source.pause()
      resolve(ended)
    }
    const onData = (chunk: Buffer) => {
      discarded += chunk.length
      if (discarded > MAX_DISCARDED_BYTES) finish(false)
    }
    const onEnd = () => finish(true)
    const onCut = () => finish(false)
    const timer = setTimeout(onCut, MAX_DISCARD_MS)
    timer.unref()
    // A body the multipart parser was reading stops feeding it.
    source.unpipe()
    source.on("data", onData)
    source.once("end", onEnd)
    source.once("error", onCut)
    source.once("close", onCut)
    source.resume()
  })

const closing = (response: HttpServerResponse.HttpServerResponse) =>
  HttpServerResponse.setHeader(response, "connection", "close")

/** Whether Node closes the connection after the answer anyway (the client asked for it). */
const clientCloses = (source: IncomingMessage) => {
  const connection = source.headers.connection?.toLowerCase() ?? ""
  return connection.includes("close") || (source.httpVersion === "1.0" && !connection.includes("keep-alive"))
}

/**
 * `response` for a request whose body has not been read (or not to its end). A body declared larger
 * than the bound is not read: the answer closes the connection. Otherwise, on a kept-alive connection
 * the answer goes at once and the rest of the body is discarded behind it (the connection then serves
 * the next request, or is cut at a bound); when the client asked to close, the body is discarded first,
 * since Node closes the connection as soon as the answer is sent.
 */
export const answerUnreadBody = (
  source: IncomingMessage | undefined,
  response: HttpServerResponse.HttpServerResponse
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  if (source === undefined || source.readableEnded) return Effect.succeed(response)
  const declared = Number(source.headers["content-length"] ?? 0)
  if (declared > MAX_DISCARDED_BYTES) return Effect.succeed(closing(response))
  if (clientCloses(source)) {
    return Effect.map(Effect.promise(() => discardRest(source)), (ended) => (ended ? response : closing(response)))
  }
  void discardRest(source).then((ended) => {
    if (!ended) source.socket.destroy()
  })
  return Effect.succeed(response)
}
