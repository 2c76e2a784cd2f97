/**
 * Each company's request log: its recent API calls with what they sent and got back, kept in the
 * store so every instance of a shared sandbox lists every call, and a file database keeps them across
 * restarts. The newest `--request-log` calls are kept per company (the oldest go first); 0 keeps none.
 *
 * Answering a call costs the log one push: the call's facts are held by reference and written later in
 * batches (`RequestLogWriterLive`, listed in Services.ts), where the masking, bounding and encoding are
 * done. A list or a look-up writes what this process holds first, so a caller always sees its own calls.
 */
import { Duration, Effect, Layer } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { notFound } from "../Domain/Errors.js"
import { listed, type Page } from "../Domain/Pagination.js"
import { toTimestamp } from "../Domain/Scalars.js"
import { CompanyRequestLogRepo, type RequestLogRow } from "./CompanyRequestLogRepo.js"
import type { RequestLogParams } from "./LoggedRequest.js"
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
  /** The company's sandbox instant at arrival; undefined when the edge could not read it from memory. */
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

/** Calls held before a write: past it the oldest held are dropped (a store that stopped answering). */
const MAX_HELD = 10_000

/** How long the writer lets calls gather before writing them as one batch. */
const WRITE_DELAY = Duration.millis(20)

/**
 * How often a company's stored log is trimmed to its newest `--request-log` calls, at most: a trim per
 * batch was a third of the log's cost (docs/scaling.md). Reads show the newest calls only, so retention
 * stays exact in what the API answers whatever the trim has reached.
 */
const TRIM_EVERY_MS = 1_000

/** Companies whose last trim is remembered; past it the memory starts over (each is trimmed again). */
const MAX_TRIMS_REMEMBERED = 10_000

const isOverBound = (bytes: unknown): bytes is Uint8Array => bytes instanceof Uint8Array && bytes.length > MAX_LOGGED_BODY_BYTES + 4

// A body past the bound is copied down to what is kept, so a held call never pins a 10 MB buffer.
const bounded = <A>(bytes: A): A => isOverBound(bytes) ? Uint8Array.prototype.slice.call(bytes, 0, MAX_LOGGED_BODY_BYTES + 4) as A : bytes

const boundedCall = (call: AnsweredCall): AnsweredCall =>
  isOverBound(call.requestBody) || isOverBound(call.responseBody)
    ? { ...call, requestBody: bounded(call.requestBody), responseBody: bounded(call.responseBody) }
    : call

const rowOf = (call: AnsweredCall, sandboxMs: number): RequestLogRow => {
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

/**
 * Each call's sandbox instant: the edge's, or, where it could not read the clock from memory (the shared
 * store), the company's clock as it stands when the batch is written, at the call's arrival (one reading
 * per company and batch).
 */
const sandboxInstants = (clock: SandboxClock, batch: ReadonlyArray<AnsweredCall>) => {
  const unknown = new Map<string, Array<number>>()
  batch.forEach((call, i) => {
    if (call.sandboxMs === undefined) unknown.get(call.companyId)?.push(i) ?? unknown.set(call.companyId, [i])
  })
  const instants = batch.map((call) => call.sandboxMs ?? 0)
  return Effect.as(
    Effect.forEach(unknown, ([companyId, at]) =>
      Effect.map(clock.instantsAt(companyId, at.map((i) => batch[i]!.arrivedAtMs)), (found) =>
        found.forEach((ms, k) => {
          instants[at[k]!] = ms
        })), { discard: true }),
    instants
  )
}

export class CompanyRequestLog extends Effect.Service<CompanyRequestLog>()("vob-sandbox/CompanyRequestLog", {
  effect: Effect.gen(function*() {
    const repo = yield* CompanyRequestLogRepo
    const clock = yield* SandboxClock
    const { requestLogSize } = yield* SandboxConfig
    const enabled = requestLogSize > 0
    let held: Array<AnsweredCall> = []
    let dropped = 0
    // When each company was last trimmed (performance.now()).
    const trimmedAt = new Map<string, number>()
    const dueForTrim = (batch: ReadonlyArray<AnsweredCall>) => {
      const now = performance.now()
      if (trimmedAt.size > MAX_TRIMS_REMEMBERED) trimmedAt.clear()
      const due = new Set<string>()
      for (const { companyId } of batch) {
        const last = trimmedAt.get(companyId)
        if (due.has(companyId) || (last !== undefined && now - last < TRIM_EVERY_MS)) continue
        due.add(companyId)
        trimmedAt.set(companyId, now)
      }
      return due
    }
    // One write at a time, so calls reach the store in the order they were answered.
    const writing = yield* Effect.makeSemaphore(1)
    // Wakes the writer when the first call of a batch is held.
    const batchStarted = yield* Effect.makeLatch(false)

    /** Holds an answered call until the next write (nothing when the log is off): a push, no Effect. */
    const hold = (call: AnsweredCall): void => {
      if (!enabled) return
      if (held.length >= MAX_HELD) {
        held.shift()
        dropped += 1
      }
      held.push(boundedCall(call))
      if (held.length === 1) batchStarted.unsafeOpen()
    }

    /** Writes every held call. A write that fails (the store unreachable) loses its batch, logged once. */
    const write = writing.withPermits(1)(Effect.suspend(() => {
      batchStarted.unsafeClose()
      if (held.length === 0) return Effect.void
      const batch = held
      held = []
      const lost = dropped
      dropped = 0
      return sandboxInstants(clock, batch).pipe(
        Effect.flatMap((instants) => repo.append(batch.map((call, i) => rowOf(call, instants[i]!)), requestLogSize, dueForTrim(batch))),
        Effect.zipRight(lost === 0 ? Effect.void : Effect.logWarning(`request log: ${lost} calls were dropped while the store did not answer`)),
        Effect.catchAllCause((cause) => Effect.logWarning(`request log: ${batch.length} calls could not be stored`, cause))
      )
    }))

    const list = (companyId: string, filter: RequestLogParams & Page) =>
      Effect.zipRight(write, Effect.map(Effect.orDie(repo.list(companyId, requestLogSize, filter)), ({ data, total }) => listed(data, total, filter)))

    const get = (companyId: string, id: string) =>
      Effect.zipRight(write, Effect.flatMap(Effect.orDie(repo.get(companyId, requestLogSize, id)), (found) =>
        found === undefined ? Effect.fail(notFound("request", id)) : Effect.succeed(found)))

    /** Drops what this process holds of the company (a reset empties its stored log with its records). */
    const forget = (companyId: string) => Effect.sync(() => {
      held = held.filter((call) => call.companyId !== companyId)
    })

    return { hold, write, list, get, forget, batchStarted, enabled } as const
  }),
  dependencies: [CompanyRequestLogRepo.Default]
}) {}

/** The background writer: a batch is written `WRITE_DELAY` after its first call, and what is held at shutdown. */
export const RequestLogWriterLive = Layer.scopedDiscard(
  Effect.gen(function*() {
    const log = yield* CompanyRequestLog
    if (!log.enabled) return
    yield* Effect.addFinalizer(() => log.write)
    yield* Effect.forkScoped(Effect.forever(
      log.batchStarted.await.pipe(Effect.zipRight(Effect.sleep(WRITE_DELAY)), Effect.zipRight(log.write))
    ))
  })
)
