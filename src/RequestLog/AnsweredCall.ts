/**
 * One answered call as the edge hands it to the company's request log, and the log's entry made of it.
 * Pure: the edge holds the call by reference (nothing masked or encoded while the call is answered), and
 * the entry, masked, bounded and assembled as JSON text, is made only when the log writes or shows it.
 */
import { toTimestamp } from "../Domain/Scalars.js"
import { MAX_LOGGED_BODY_BYTES } from "./LoggedRequest.js"
import { bodyJson, errorCodeOf, loggedHeaders, queryOf, type UploadPart, uploadJson } from "./LoggedText.js"

type RawHeaders = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** One answered call as the edge saw it (headers and bodies by reference; nothing masked or encoded yet). */
export interface AnsweredCall {
  readonly companyId: string
  readonly id: string
  readonly method: string
  /** Path and query, as sent. */
  readonly url: string
  /** The path alone. */
  readonly path: string
  readonly status: number
  readonly durationMs: number
  readonly arrivedAtMs: number
  /** The company's sandbox instant at arrival; undefined when the edge could not read it. */
  readonly sandboxMs: number | undefined
  readonly requestHeaders: RawHeaders
  readonly requestBody: Uint8Array | ReadonlyArray<UploadPart> | undefined
  readonly requestBodyBytes: number
  readonly requestContentType: string | undefined
  /** As sent but for the content type, which is the body's (`responseContentType`). */
  readonly responseHeaders: RawHeaders
  readonly responseBody: Uint8Array | undefined
  readonly responseBodyBytes: number
  readonly responseContentType: string | undefined
}

/** A call ready to store or show: the filterable facts, and the whole call as JSON text (masked and bounded). */
export type RequestLogRow = {
  readonly company_id: string
  readonly id: string
  readonly created_at: string
  readonly method: string
  readonly path: string
  readonly status: number
  readonly error_code: string | null
  readonly entry: string
}

// Past this many unused bytes around a body, a kept call copies the body out (see `keptBytes`).
const SLACK_BYTES = 1_024

/**
 * The bytes a kept call holds: a body past the bound is cut down to what is kept, so a kept call never
 * pins a 10 MB buffer; a small body sharing a larger buffer (Node's 8 KB pool, a socket's read) is copied
 * out of it, so a log of a thousand calls holds their bodies, not a thousand pools.
 */
const keptBytes = <A>(bytes: A): A => {
  if (!(bytes instanceof Uint8Array)) return bytes
  if (bytes.length > MAX_LOGGED_BODY_BYTES + 4) return Uint8Array.prototype.slice.call(bytes, 0, MAX_LOGGED_BODY_BYTES + 4) as A
  return bytes.buffer.byteLength > bytes.length + SLACK_BYTES ? Uint8Array.prototype.slice.call(bytes) as A : bytes
}

/** The call as the log keeps it: its bodies by `keptBytes`, the rest by reference. */
export const keptCall = (call: AnsweredCall): AnsweredCall => {
  const requestBody = keptBytes(call.requestBody)
  const responseBody = keptBytes(call.responseBody)
  return requestBody === call.requestBody && responseBody === call.responseBody ? call : { ...call, requestBody, responseBody }
}

/** The call's entry, at the company's sandbox instant at its arrival. */
export const rowOf = (call: AnsweredCall, sandboxMs: number): RequestLogRow => {
  const created_at = toTimestamp(call.arrivedAtMs)
  const errorCode = errorCodeOf(call.status, call.responseBody)
  const requestBody = call.requestBody === undefined || call.requestBody instanceof Uint8Array
    ? bodyJson(call.requestBody, call.requestContentType, call.requestBodyBytes)
    : uploadJson(call.requestBody)
  const responseHeaders = call.responseContentType === undefined
    ? loggedHeaders(call.responseHeaders)
    : { ...loggedHeaders(call.responseHeaders), "content-type": call.responseContentType }
  const side = (headers: Record<string, string>, body: string, bytes: number) =>
    `{"headers":${JSON.stringify(headers)},"body":${body},"body_bytes":${bytes}}`
  // Assembled as text: the bodies are JSON already and are not parsed again to be nested.
  const entry = `{"id":${JSON.stringify(call.id)},"method":${JSON.stringify(call.method)},"path":${JSON.stringify(call.path)},` +
    `"query":${JSON.stringify(queryOf(call.url))},"status":${call.status},"duration_ms":${call.durationMs},` +
    `"created_at":"${created_at}","sandbox_time":"${toTimestamp(sandboxMs)}",` +
    `"request":${side(loggedHeaders(call.requestHeaders), requestBody, call.requestBodyBytes)},` +
    `"response":${side(responseHeaders, bodyJson(call.responseBody, call.responseContentType, call.responseBodyBytes, true), call.responseBodyBytes)},` +
    `"error_code":${JSON.stringify(errorCode)}}`
  return { company_id: call.companyId, id: call.id, created_at, method: call.method, path: call.path, status: call.status, error_code: errorCode, entry }
}
