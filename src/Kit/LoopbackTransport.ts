/**
 * How the handles of an in-process sandbox (`startSandbox`) reach it: openapi-fetch over node:http
 * with one keep-alive agent, instead of the global fetch. The sandbox and its client share one thread,
 * so every millisecond the client spends is one the server does not get, and Node 20's fetch (undici, with
 * its WHATWG Request, streams and Response) costs more CPU per call than this (measured: docs/scaling.md,
 * "Figures behind choices in the code"). Answers are real `Response`s; the request
 * openapi-fetch builds (what a middleware's `onRequest` sees) is a light one with `url`, `method`,
 * `headers`, `body`, `signal`, `clone()`, `text()` and `json()`. A `Request` a middleware returns,
 * and bodies other than text (a multipart upload), go through the global fetch.
 */
import { Agent, request as httpRequest } from "node:http"

interface Init {
  readonly method?: string
  readonly headers?: ConstructorParameters<typeof Headers>[0]
  readonly body?: unknown
  readonly signal?: AbortSignal | null
}

const own = Symbol("vob-sandbox/LoopbackRequest")

/**
 * What openapi-fetch's `new Request(url, init)` makes here: no streams, no copies. A middleware's own
 * `Request` passes for one (openapi-fetch checks what `onRequest` returns against this class).
 */
class LoopbackRequest {
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof globalThis.Request || (typeof value === "object" && value !== null && own in value)
  }
  readonly [own] = true
  readonly method: string
  readonly headers: Headers
  readonly body: unknown
  readonly signal: AbortSignal | null
  constructor(readonly url: string, init: Init = {}) {
    this.method = init.method ?? "GET"
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers)
    this.body = init.body ?? null
    this.signal = init.signal ?? null
  }
  clone() {
    return new LoopbackRequest(this.url, { method: this.method, headers: new Headers(this.headers), body: this.body, signal: this.signal })
  }
  async text() {
    return typeof this.body === "string" ? this.body : ""
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }
}

const isLoopbackRequest = (value: unknown): value is LoopbackRequest => typeof value === "object" && value !== null && own in value

export interface LoopbackTransport {
  readonly fetch: typeof globalThis.fetch
  readonly Request: typeof globalThis.Request
  /** Closes the idle connections; later calls open new ones. */
  readonly close: () => void
}

const headersOf = (headers: Headers): Record<string, string> => {
  const plain: Record<string, string> = {}
  headers.forEach((value, name) => {
    plain[name] = value
  })
  return plain
}

const responseOf = (status: number, statusText: string, rawHeaders: ReadonlyArray<string>, body: Buffer, url: string) => {
  const headers = new Headers()
  for (let i = 0; i < rawHeaders.length; i += 2) headers.append(rawHeaders[i]!, rawHeaders[i + 1]!)
  const response = new Response(status === 204 || status === 205 || status === 304 ? null : body, { status, statusText, headers })
  Object.defineProperty(response, "url", { value: url })
  return response
}

export const loopbackTransport = (): LoopbackTransport => {
  const agent = new Agent({ keepAlive: true })

  const send = (
    url: string,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal | null,
    retried = false
  ): Promise<Response> =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers, agent, ...(signal === null ? {} : { signal }) }, (incoming) => {
        const chunks: Array<Buffer> = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () =>
          resolve(responseOf(incoming.statusCode ?? 0, incoming.statusMessage ?? "", incoming.rawHeaders, Buffer.concat(chunks), url)))
        incoming.on("error", reject)
      })
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        // A pooled connection the server closed just as it was reused: nothing was processed, send again once.
        if (outgoing.reusedSocket && error.code === "ECONNRESET" && !retried) {
          resolve(send(url, method, headers, body, signal, true))
        } else {
          reject(new TypeError("fetch failed", { cause: error }))
        }
      })
      outgoing.end(body)
    })

  const fetch = async (input: unknown, init?: RequestInit): Promise<Response> => {
    if (!isLoopbackRequest(input)) return globalThis.fetch(input as Parameters<typeof globalThis.fetch>[0], init)
    const { body } = input
    if (body !== null && typeof body !== "string") {
      return globalThis.fetch(input.url, { method: input.method, headers: input.headers, body: body as NonNullable<RequestInit["body"]>, signal: input.signal })
    }
    return send(input.url, input.method, headersOf(input.headers), body ?? undefined, input.signal)
  }

  return {
    fetch: fetch as typeof globalThis.fetch,
    Request: LoopbackRequest as unknown as typeof globalThis.Request,
    close: () => agent.destroy()
  }
}
