/**
 * Fault rules for the integrator's own retry and timeout code (what Prism's `Prefer: code=` and
 * WireMock's faults do, on the real stateful API). Pure: the schemas, the path pattern, whether a rule
 * fires on a request (seeded, so the same run gives the same faults), and the answer a fault gives.
 */
import { createHash } from "node:crypto"
import { Schema } from "effect"
import {
  type ApiError,
  badGateway,
  type ErrorDetails,
  errorBody,
  gatewayTimeout,
  internalError,
  rateLimited,
  serviceUnavailable
} from "../Domain/Errors.js"
import { Timestamp } from "../Domain/Scalars.js"
import { refusesUnknownFields } from "../Domain/Strict.js"
import { matchesPath, MAX_PATTERN_LENGTH, MAX_WILDCARDS, type PathPattern, wildcardCount } from "./PathPattern.js"

/** The statuses a fault may answer with: a rate limit and the server-side failures a client retries. */
export const FAULT_STATUSES = [429, 500, 502, 503, 504] as const
export type FaultStatus = typeof FAULT_STATUSES[number]

/** The rules a company may hold: each is tried on every one of its /v1 requests. */
export const MAX_RULES = 50

/** A whole number within bounds (typed `integer` with its bounds in the OpenAPI document). */
export const boundedInt = (min: number, max: number) =>
  Schema.Number.pipe(Schema.int(), Schema.between(min, max, { message: () => `must be a whole number from ${min} to ${max}` }))

export const FaultMethod = Schema.Literal("GET", "POST", "PUT", "PATCH", "DELETE")

/** Faults apply to the public API's paths. */
const API_PATHS = "/v1/"
const PATTERN_CHARACTERS = /^[A-Za-z0-9_\-./*{}]*$/

/** A path pattern under /v1/: `*` stands for any characters within one segment, `**` for any across segments. */
export const FaultPath = Schema.String.pipe(
  Schema.maxLength(MAX_PATTERN_LENGTH),
  Schema.filter((path) => path.startsWith(API_PATHS) && PATTERN_CHARACTERS.test(path.slice(API_PATHS.length)), {
    message: () => "path must be a pattern under /v1/ (letters, digits, - _ . / and the wildcards * and **)",
    jsonSchema: { pattern: `^${API_PATHS}[A-Za-z0-9_\\-./*{}]*$` }
  }),
  Schema.filter((path) => wildcardCount(path) <= MAX_WILDCARDS, {
    message: () => `path may hold at most ${MAX_WILDCARDS} wildcards (a run of * counts once)`
  })
).annotations({
  description: "A request path under /v1/ (query string ignored); `*` matches any characters within one path " +
    `segment, \`**\` any characters across segments; at most ${MAX_PATTERN_LENGTH} characters and ${MAX_WILDCARDS} ` +
    "wildcards. Example: `/v1/verification-of-benefits/*`."
})

export const FaultCreate = Schema.Struct({
  method: Schema.optional(FaultMethod).annotations({ description: "Only requests of this method (default: any)." }),
  path: FaultPath,
  status: Schema.optional(Schema.Literal(...FAULT_STATUSES)).annotations({
    description: "Answer with this status in the error shape instead of serving the request."
  }),
  retry_after_seconds: Schema.optional(boundedInt(0, 86_400)).annotations({
    description: "The Retry-After header of a 429 or 503 (default 1)."
  }),
  latency_ms: Schema.optional(boundedInt(1, 60_000)).annotations({
    description: "Serve the request after this many real milliseconds (other requests are not held up)."
  }),
  drop: Schema.optional(Schema.Literal(true)).annotations({
    description: "Close the connection without an answer."
  }),
  times: Schema.optional(boundedInt(1, 1_000_000)).annotations({
    description: "Fire at most this many times (default: until deleted)."
  }),
  probability: Schema.optional(Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThanOrEqualTo(1))).annotations({
    description: "Fire on this share of matching requests, chosen by a seeded draw (default 1)."
  }),
  seed: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200))).annotations({
    description: "Seed of the draws (default: the rule's id): the same seed and requests give the same faults."
  })
}).annotations({ ...refusesUnknownFields, identifier: "FaultCreate" })

export type FaultCreate = typeof FaultCreate.Type

export const FaultRule = Schema.Struct({
  id: Schema.String,
  method: Schema.NullOr(FaultMethod),
  path: Schema.String,
  status: Schema.NullOr(Schema.Literal(...FAULT_STATUSES)),
  retry_after_seconds: Schema.NullOr(Schema.Int),
  latency_ms: Schema.NullOr(Schema.Int),
  drop: Schema.Boolean,
  times: Schema.NullOr(Schema.Int),
  probability: Schema.Number,
  seed: Schema.String,
  matched_count: Schema.Int.annotations({ description: "Requests the rule matched (fired or not)." }),
  fired_count: Schema.Int.annotations({ description: "Requests the rule fired on." }),
  created_at: Timestamp
}).annotations({ identifier: "FaultRule" })

export type FaultRule = typeof FaultRule.Type

/** What a fault does to one request. */
export type FaultAction =
  | { readonly _tag: "Status"; readonly status: FaultStatus; readonly retryAfterSeconds: number | null; readonly source: string }
  | { readonly _tag: "Latency"; readonly ms: number; readonly source: string }
  | { readonly _tag: "Drop"; readonly source: string }

export const actionOf = (rule: FaultRule): FaultAction =>
  rule.status !== null
    ? { _tag: "Status", status: rule.status, retryAfterSeconds: rule.retry_after_seconds, source: rule.id }
    : rule.latency_ms !== null
    ? { _tag: "Latency", ms: rule.latency_ms, source: rule.id }
    : { _tag: "Drop", source: rule.id }

/** The body fields' problem, if any: exactly one of status, latency_ms and drop; Retry-After only on 429 and 503. */
export const problemOf = (input: FaultCreate): { readonly param: string; readonly message: string } | undefined => {
  const kinds = (["status", "latency_ms", "drop"] as const).filter((k) => input[k] !== undefined)
  if (kinds.length === 0) return { param: "status", message: "Send one of status, latency_ms or drop." }
  if (kinds.length > 1) {
    return { param: kinds[1]!, message: `Send only one of status, latency_ms or drop (got ${kinds.join(" and ")}).` }
  }
  if (input.retry_after_seconds !== undefined && input.status !== 429 && input.status !== 503) {
    return { param: "retry_after_seconds", message: "retry_after_seconds goes only with status 429 or 503." }
  }
  return undefined
}

/** The n-th draw of a seed, uniform in [0, 1). */
export const draw = (seed: string, n: number): number =>
  createHash("sha256").update(`${seed}:${n}`).digest().readUInt32BE(0) / 0x1_0000_0000

export const matches = (rule: FaultRule, matcher: PathPattern, method: string, path: string) =>
  (rule.method === null || rule.method === method) && matchesPath(matcher, path)

export const spent = (rule: FaultRule) => rule.times !== null && rule.fired_count >= rule.times

/** `Prefer: code=NNN` (RFC 7240 preference, as Prism reads it); undefined when absent, null when not one we answer. */
export const preferredCode = (prefer: string | undefined): FaultStatus | null | undefined => {
  if (prefer === undefined) return undefined
  const found = /(?:^|[;,\s])code=("?)(\d{3})\1(?=$|[;,\s])/i.exec(prefer)
  if (found === null) return undefined
  const code = Number(found[2])
  return (FAULT_STATUSES as ReadonlyArray<number>).includes(code) ? code as FaultStatus : null
}

const ANSWERS: Record<FaultStatus, { readonly error: (details: ErrorDetails) => ApiError; readonly what: string }> = {
  429: { error: rateLimited, what: "Too many requests" },
  500: { error: internalError, what: "Internal server error" },
  502: { error: badGateway, what: "Bad gateway" },
  503: { error: serviceUnavailable, what: "Service unavailable" },
  504: { error: gatewayTimeout, what: "Gateway timeout" }
}

/** The header naming what injected an answer: the rule's id, or `prefer`. */
export const FAULT_HEADER = "X-Sandbox-Fault"

/** The error body and headers of a status fault (nothing was done: the request never reached the API). */
export const faultAnswer = (action: Extract<FaultAction, { _tag: "Status" }>) => {
  const { error, what } = ANSWERS[action.status]
  const retryAfter = action.status === 429 || action.status === 503 ? action.retryAfterSeconds ?? 1 : null
  return {
    status: action.status,
    body: errorBody(error({
      message: `${what} (injected by the sandbox: ${action.source === "prefer" ? "Prefer: code" : `fault ${action.source}`}; ` +
        "nothing was done)."
    })),
    headers: {
      [FAULT_HEADER.toLowerCase()]: action.source,
      ...(retryAfter === null ? {} : { "retry-after": String(retryAfter) })
    }
  }
}
