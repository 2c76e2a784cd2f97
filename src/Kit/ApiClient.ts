/**
 * The typed client of the whole API (`/v1` and `/sandbox/v1`): openapi-fetch over the types that
 * openapi-typescript generates from the sandbox's own `/openapi.json` (src/client/openapi.d.ts), so
 * paths, parameters, bodies and answers are checked at compile time with no hand-written wrapper.
 */
import * as openapiFetch from "openapi-fetch"
import type { Client } from "openapi-fetch"
import type { paths } from "../client/openapi.js"
import { apiErrorOf } from "./SandboxApiError.js"

export type { components, operations, paths } from "../client/openapi.js"

export type ApiClient = Client<paths, "application/json">

export interface Credentials {
  readonly apiKey?: string | undefined
  readonly bearerToken?: string | undefined
}

// openapi-fetch's CommonJS build exports its factory as `exports.default`, and a CommonJS bundle's
// default import is the whole `module.exports` (Node's rule): there the factory is one level down.
const imported: unknown = openapiFetch.default
const createClient = (typeof imported === "function" ? imported : (imported as { readonly default: unknown }).default) as
  typeof openapiFetch.default

/**
 * A body holding a file part (a `Blob`, as the generated types type `format: binary`) is sent as
 * multipart/form-data, as `POST /v1/files` takes it: `{ file: new File([bytes], "card.png", { type }) }`.
 * Every other body as openapi-fetch sends it (JSON).
 */
const bodySerializer = (body: unknown, ...rest: Array<unknown>): unknown => {
  if (typeof body !== "object" || body === null || !Object.values(body).some((value) => value instanceof Blob)) {
    return (openapiFetch.defaultBodySerializer as (body: unknown, ...rest: Array<unknown>) => unknown)(body, ...rest)
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    form.set(name, value instanceof Blob ? value : typeof value === "object" ? JSON.stringify(value) : String(value))
  }
  return form
}

/** How a client sends its calls: a fetch, and the request class openapi-fetch builds for it. */
export interface Transport {
  readonly fetch: typeof globalThis.fetch
  readonly Request?: typeof globalThis.Request
}

export const createApiClient = (
  baseUrl: string,
  credentials: Credentials = {},
  fetchImpl?: typeof globalThis.fetch
): ApiClient => clientOver(baseUrl, credentials, fetchImpl === undefined ? undefined : { fetch: fetchImpl })

/** The client over `transport`; without one, over the global fetch. */
export const clientOver = (baseUrl: string, credentials: Credentials, transport: Transport | undefined): ApiClient =>
  createClient<paths>({
    baseUrl,
    headers: {
      ...(credentials.apiKey === undefined ? {} : { "x-api-key": credentials.apiKey }),
      ...(credentials.bearerToken === undefined ? {} : { authorization: `Bearer ${credentials.bearerToken}` })
    },
    // The global fetch as it is at each call, not at the client's creation: msw's `setupServer().listen()`
    // replaces it after a sandbox handle (and its client) may have been made.
    fetch: transport?.fetch ?? ((request: Request) => globalThis.fetch(request)),
    bodySerializer,
    ...(transport?.Request === undefined ? {} : { Request: transport.Request })
  })

/** An openapi-fetch answer's data, or a rejection with the API's error body. */
export const dataOf = async <T>(
  operation: string,
  call: Promise<{ readonly data?: T; readonly error?: unknown; readonly response: Response }>
): Promise<T> => {
  const { data, error, response } = await call
  if (!response.ok) throw apiErrorOf(response.status, error, operation)
  return data as T
}
