/**
 * The console's only way to the sandbox: the public /v1 and /sandbox/v1 API, with the company's API
 * key, exactly as a script would call it. Resource types come from the generated OpenAPI types.
 */
import type { components } from "../client/openapi.js"

export type Schemas = components["schemas"]

export interface ApiFailure {
  readonly status: number
  readonly type: string
  readonly code: string
  readonly message: string
  readonly param?: string
}

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | { readonly ok: false; readonly error: ApiFailure }

export interface Listed<T> {
  readonly data: ReadonlyArray<T>
  readonly pagination: Schemas["Pagination"]
}

/**
 * An API path (a tagged template) with each value encoded as one path segment or query value: an
 * id from the URL hash cannot step out of its segment (`../../sandbox/v1/reset`) or add a query. A value
 * that is only dots is refused: URLs resolve `..` (even encoded) against the path.
 */
export const apiPath = (parts: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string =>
  parts.reduce((path, part, i) => {
    if (i === 0) return part
    const value = String(values[i - 1])
    if (/^\.*$/.test(value)) throw new Error(`'${value}' cannot be an id in an API path`)
    return `${path}${encodeURIComponent(value)}${part}`
  }, "")

export type Call = <T>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>

export const callWith = (key: string | undefined): Call => async <T,>(method: string, path: string, body?: unknown) => {
  const headers: Record<string, string> = {}
  if (key !== undefined) headers["x-api-key"] = key
  if (body !== undefined) headers["content-type"] = "application/json"
  let response: Response
  try {
    response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  } catch (error) {
    return {
      ok: false,
      error: { status: 0, type: "network_error", code: "unreachable", message: `The sandbox cannot be reached (${String(error)}).` }
    }
  }
  const text = await response.text()
  let parsed: unknown = undefined
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (response.ok) return { ok: true, status: response.status, body: parsed as T }
  const error = (parsed ?? {}) as Partial<ApiFailure>
  return {
    ok: false,
    error: {
      status: response.status,
      type: error.type ?? "api_error",
      code: error.code ?? String(response.status),
      message: error.message ?? (text || response.statusText),
      ...(error.param === undefined ? {} : { param: error.param })
    }
  }
}
