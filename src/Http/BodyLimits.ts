/**
 * Request bodies as the API accepts them, checked before any handler reads them: the media type
 * (JSON, or multipart on the upload route), the size (counted while reading, refused before the rest is
 * buffered), and the shape of the JSON (nesting depth, keys that would not survive as data).
 */
import { Effect } from "effect"
import type { Readable } from "node:stream"
import { Transform } from "node:stream"
import {
  fileTooLarge as fileTooLargeError,
  type InvalidRequest,
  invalidJson,
  invalidMultipart,
  invalidParameter,
  payloadTooLarge as payloadTooLargeError,
  type PayloadTooLarge,
  unreadableBody,
  type UnsupportedMediaType,
  unsupportedMediaType,
  type ValidationFailed
} from "../Domain/Errors.js"
import { hasNul, nulRefused } from "../Domain/NulText.js"
import { MAX_FILE_BYTES } from "../Files/FileRecord.js"

type RawHeaders = Readonly<Record<string, string | undefined>>

/** Nesting of objects and arrays a JSON body may have; deeper is 422 naming the top-level field. */
export const MAX_JSON_DEPTH = 32

/**
 * Longest string any JSON field may hold (fields document their own, lower, `maxLength`): a backstop so
 * no field, declared free-form or not, can store megabytes.
 */
export const MAX_JSON_STRING_LENGTH = 100_000

/** Room for the 16 parts' headers and 64 KB text fields around the 50 MB file. */
const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + 2 * 1024 * 1024

export const mediaTypeOf = (contentType: string): string => contentType.split(";")[0]!.trim().toLowerCase()

/** `application/json` or a structured `application/*+json` type, with any parameters. */
export const isJsonMediaType = (mediaType: string): boolean =>
  mediaType === "application/json" || /^application\/[a-z0-9][a-z0-9!#$&^_.-]*\+json$/.test(mediaType)

export const hasBody = (headers: RawHeaders): boolean =>
  headers["transfer-encoding"] !== undefined ||
  (headers["content-length"] !== undefined && headers["content-length"].trim() !== "0")

const declaredLength = (headers: RawHeaders): number | undefined => {
  const value = headers["content-length"]
  return value === undefined ? undefined : Number(value)
}

const unsupported = (contentType: string | undefined, multipart: boolean) =>
  unsupportedMediaType({
    message: (contentType === undefined
      ? "The body was sent without a Content-Type. "
      : `The body was sent as '${contentType.slice(0, 100)}'. `) +
      (multipart
        ? "Send the upload as multipart/form-data."
        : "Send JSON with 'Content-Type: application/json'."),
    param: "Content-Type"
  })

export const payloadTooLarge = (maxBytes: number) =>
  payloadTooLargeError({
    message: `The JSON body is larger than ${maxBytes} bytes; send less (the limit is set with --max-body-bytes).`
  })

const fileTooLarge = () =>
  fileTooLargeError({
    message: `The upload is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB; send a smaller file.`,
    param: "file"
  })

export type BodyPlan =
  | { readonly _tag: "None" }
  | { readonly _tag: "Json"; readonly mediaType: string }
  | { readonly _tag: "Multipart"; readonly boundary: string }

/**
 * What to do with the body of a request to a known operation, decided from its headers alone: a
 * refusal, nothing to read, JSON to read, or multipart for the upload route.
 */
export const planBody = (
  headers: RawHeaders,
  multipartRoute: boolean,
  maxJsonBytes: number
): BodyPlan | InvalidRequest | PayloadTooLarge | UnsupportedMediaType => {
  if (!hasBody(headers)) return { _tag: "None" }
  const contentType = headers["content-type"]
  const mediaType = contentType === undefined ? undefined : mediaTypeOf(contentType)
  const length = declaredLength(headers)
  if (multipartRoute) {
    if (mediaType !== "multipart/form-data") return unsupported(contentType, true)
    const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType!)
    if (boundary === null) {
      return invalidMultipart({
        message: "The multipart/form-data Content-Type has no boundary parameter (1 to 70 characters).",
        param: "Content-Type"
      })
    }
    if (length !== undefined && length > MAX_MULTIPART_BYTES) return fileTooLarge()
    return { _tag: "Multipart", boundary: boundary[1] ?? boundary[2]! }
  }
  if (mediaType === undefined || !isJsonMediaType(mediaType)) return unsupported(contentType, false)
  if (length !== undefined && length > maxJsonBytes) return payloadTooLarge(maxJsonBytes)
  return { _tag: "Json", mediaType }
}

/**
 * Reads a body up to `maxBytes`. Past the limit it stops reading (the socket is left paused; the
 * refusal discards the rest without keeping it, Http/UnreadBody.ts), so a huge body is never held in memory.
 */
export const readBounded = (source: Readable, maxBytes: number): Effect.Effect<Buffer, PayloadTooLarge | InvalidRequest> =>
  Effect.async((resume) => {
    const chunks: Array<Buffer> = []
    let bytes = 0
    const cleanup = () => {
      source.off("data", onData)
      source.off("end", onEnd)
      source.off("error", onError)
      source.off("aborted", onError)
    }
    const onData = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > maxBytes) {
        cleanup()
        source.pause()
        resume(Effect.fail(payloadTooLarge(maxBytes)))
      } else {
        chunks.push(chunk)
      }
    }
    const onEnd = () => {
      cleanup()
      resume(Effect.succeed(Buffer.concat(chunks, bytes)))
    }
    const onError = () => {
      cleanup()
      resume(Effect.fail(unreadableBody()))
    }
    source.on("data", onData)
    source.once("end", onEnd)
    source.once("error", onError)
    source.once("aborted", onError)
    return Effect.sync(cleanup)
  })


const MAX_JSON_KEY_LENGTH = 1_000

/** Keys a JavaScript object cannot hold as data: decoding would turn them into its prototype. */
const FORBIDDEN_KEYS = new Set(["__proto__"])

/**
 * The first problem with a parsed body's shape: nesting deeper than MAX_JSON_DEPTH (every later step,
 * from decoding to the error messages, walks the value recursively), a `__proto__` key (refused
 * rather than silently dropped), or a NUL in a string or key (see Domain/NulText.ts). Iterative, so any
 * depth is safe to inspect.
 */
export const jsonShapeProblem = (value: unknown): ValidationFailed | undefined => {
  const stack: Array<{ readonly value: unknown; readonly path: ReadonlyArray<string> }> = [{ value, path: [] }]
  while (stack.length > 0) {
    const { path, value: node } = stack.pop()!
    if (typeof node === "string" && node.length > MAX_JSON_STRING_LENGTH) {
      const param = path.join(".")
      return invalidParameter(param, `${param === "" ? "The body" : `'${param}'`} is longer than ${MAX_JSON_STRING_LENGTH} characters.`)
    }
    if (typeof node === "string" && hasNul(node)) return nulRefused(path.join("."))
    if (typeof node !== "object" || node === null) continue
    if (path.length >= MAX_JSON_DEPTH) {
      const top = path[0]!
      return invalidParameter(top, `'${top}' is nested deeper than ${MAX_JSON_DEPTH} levels of objects and arrays.`)
    }
    for (const key of Object.keys(node)) {
      const child = [...path, key]
      if (key.length > MAX_JSON_KEY_LENGTH) {
        const param = path.join(".")
        return invalidParameter(param, `A key in ${param === "" ? "the body" : `'${param}'`} is longer than ${MAX_JSON_KEY_LENGTH} characters.`)
      }
      if (hasNul(key)) return nulRefused(child.join("."))
      if (FORBIDDEN_KEYS.has(key)) {
        return invalidParameter(child.join("."), `'${child.join(".")}': the key '${key}' is not accepted (a reserved JavaScript name).`)
      }
      stack.push({ value: (node as Record<string, unknown>)[key], path: child })
    }
  }
  return undefined
}

/** Parses and checks a JSON body (empty is `null`, as the platform reads it). */
export const parseJsonBody = (bytes: Buffer): Effect.Effect<unknown, InvalidRequest | ValidationFailed> => {
  if (bytes.length === 0) return Effect.succeed(null)
  let value: unknown
  try {
    value = JSON.parse(bytes.toString("utf8"))
  } catch {
    return Effect.fail(invalidJson())
  }
  const problem = jsonShapeProblem(value)
  return problem === undefined ? Effect.succeed(value) : Effect.fail(problem)
}

const unterminated = () =>
  invalidMultipart({
    message: "The multipart/form-data body ended before its closing boundary; send the whole body."
  })

export interface MultipartTap {
  readonly stream: Transform
  /** Parts opened so far (`--boundary` CRLF delimiters seen). */
  readonly parts: () => number
}

/**
 * Passes a multipart body through unchanged, counting its parts, and fails when it ends without its
 * closing delimiter (`--boundary--`): the parser would otherwise wait for the rest forever.
 */
export const multipartTap = (boundary: string): MultipartTap => {
  const closing = Buffer.from(`--${boundary}--`)
  const opening = Buffer.from(`--${boundary}\r\n`)
  const keep = Math.max(closing.length, opening.length) - 1
  let tail = Buffer.alloc(0)
  let closed = false
  let parts = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!closed) {
        const window = tail.length === 0 ? chunk : Buffer.concat([tail, chunk])
        // Only delimiters that end past the carried-over tail are new.
        for (let at = window.indexOf(opening); at !== -1; at = window.indexOf(opening, at + 1)) {
          if (at + opening.length > tail.length) parts += 1
        }
        closed = window.indexOf(closing, Math.max(0, tail.length - closing.length + 1)) !== -1
        tail = Buffer.from(window.subarray(Math.max(0, window.length - keep)))
      }
      callback(null, chunk)
    },
    flush(callback) {
      callback(closed ? null : unterminated())
    }
  })
  return { stream, parts: () => parts }
}
