/**
 * What the request log may keep of a call, as JSON text: credentials masked, bodies bounded, uploads as
 * metadata. Pure, so the rules are tested on their own; the log spends this work when it writes a batch,
 * never while the call is being answered.
 */
import { MAX_LOGGED_BODY_BYTES } from "./LoggedRequest.js"

/** Headers holding a credential: kept masked, never whole. */
const CREDENTIAL_HEADERS = new Set(["x-api-key", "authorization", "cookie", "proxy-authorization"])

// The readable kind of a secret (`sk_test_`, `tok_test_`, `whsec_`): what a reader needs to tell them apart.
const KIND_PREFIX = /^[a-z]{2,8}_(?:test_|live_)?/

/** `sk_test_demo_clinic` → `sk_test_…inic`: the kind and the last four characters, never the secret. */
export const maskSecret = (secret: string): string => {
  const prefix = KIND_PREFIX.exec(secret)?.[0] ?? ""
  const rest = secret.length - prefix.length
  return `${prefix}…${rest >= 8 ? secret.slice(-4) : ""}`
}

/** A credential header's value masked; `Bearer <token>` keeps its scheme. */
export const maskCredential = (value: string): string => {
  const bearer = /^(bearer\s+)(\S+)\s*$/i.exec(value)
  return bearer === null ? maskSecret(value.trim()) : `${bearer[1]}${maskSecret(bearer[2]!)}`
}

/** Header names in lower case, credentials masked. */
export const loggedHeaders = (headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>) => {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    const key = name.toLowerCase()
    const text = typeof value === "string" ? value : value.join(", ")
    out[key] = CREDENTIAL_HEADERS.has(key) ? maskCredential(text) : text
  }
  return out
}

// A secret's shape inside JSON text: its kind's prefix then the secret's characters.
const SECRET_IN_JSON = /"((?:whsec|sk_test|sk_live|tok_test|tok_live)_[A-Za-z0-9_]+)"/g

// Most bodies hold none: looked for first, so the expression runs only on those that may.
const mayHoldSecret = (json: string) => json.includes("whsec_") || json.includes("sk_") || json.includes("tok_")

/** Every webhook secret, API key and bearer token written inside a body, masked. */
export const maskSecretsIn = (json: string): string =>
  mayHoldSecret(json) ? json.replace(SECRET_IN_JSON, (_whole, secret: string) => JSON.stringify(maskSecret(secret))) : json

const isJsonType = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[a-z0-9.+-]*\+)?json\b/i.test(contentType.trim())

const isTextType = (contentType: string | undefined) =>
  contentType !== undefined && /^text\/|^application\/(?:xml|x-www-form-urlencoded)\b/i.test(contentType.trim())

/** The first `max` bytes of `bytes` as text, never splitting a UTF-8 sequence. */
const utf8Prefix = (bytes: Uint8Array, max: number): string => {
  let end = Math.min(max, bytes.length)
  // Back off continuation bytes (10xxxxxx) so the cut falls between characters.
  while (end > 0 && end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1
  return Buffer.from(bytes.buffer, bytes.byteOffset, end).toString("utf8")
}

export const cutMarker = (cut: number) => `…[${cut} more bytes cut]`

/**
 * A body as the JSON text of the log's `body` field: JSON bodies as they were sent (secrets masked),
 * other text as a string, binary as a string naming its size and type, a body over the bound as a
 * string of its start plus a marker, no body as `null`.
 */
export const bodyJson = (
  bytes: Uint8Array | undefined,
  contentType: string | undefined,
  /** The whole body's size, when `bytes` holds only its start. */
  totalBytes = bytes?.length ?? 0,
  /** The server's own answers are JSON by construction: only a caller's body is checked before it is kept as JSON. */
  trusted = false
): string => {
  if (bytes === undefined || bytes.length === 0) return "null"
  if (!isJsonType(contentType) && !isTextType(contentType)) {
    return JSON.stringify(`<${totalBytes} bytes${contentType === undefined ? "" : ` of ${contentType.split(";")[0]!.trim()}`}>`)
  }
  if (Math.max(bytes.length, totalBytes) > MAX_LOGGED_BODY_BYTES) {
    const kept = utf8Prefix(bytes, MAX_LOGGED_BODY_BYTES)
    return maskSecretsIn(JSON.stringify(kept + cutMarker(Math.max(bytes.length, totalBytes) - Buffer.byteLength(kept))))
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8")
  if (isJsonType(contentType)) {
    if (trusted) return maskSecretsIn(text)
    try {
      JSON.parse(text)
      return maskSecretsIn(text)
    } catch {
      // Sent as JSON but not JSON (answered 400 invalid_json): kept as the text it was.
    }
  }
  return maskSecretsIn(JSON.stringify(text))
}

/** An upload's part as the log keeps it: its name, file name and type, never its bytes. */
export interface UploadPart {
  readonly name: string
  readonly filename: string | null
  readonly content_type: string
}

export const uploadJson = (parts: ReadonlyArray<UploadPart>): string => JSON.stringify({ multipart: parts })

/** The error `code` of an error answer's body (our error shape), or null. */
export const errorCodeOf = (status: number, bytes: Uint8Array | undefined): string | null => {
  if (status < 400 || bytes === undefined || bytes.length === 0 || bytes.length > 16_384) return null
  try {
    const body = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8")) as unknown
    const code = typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined
    return typeof code === "string" ? code : null
  } catch {
    return null
  }
}

/** The query string as the log's `query` object: repeated names become arrays. */
export const queryOf = (url: string): Record<string, string | Array<string>> => {
  const at = url.indexOf("?")
  // Without a prototype: a parameter named `__proto__` is data like any other.
  const out: Record<string, string | Array<string>> = Object.create(null)
  if (at === -1) return out
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    const seen = out[name]
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return out
}
