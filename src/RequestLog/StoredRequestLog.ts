/**
 * The request log kept in the store (a file database, PostgreSQL), so with `--db` it survives restarts and
 * on a shared store every instance lists every instance's calls. A call is held by reference until the
 * next batch is written (`RequestLogWriterLive`, listed in Services.ts), where it is masked, bounded and
 * encoded. A list or a look-up writes what this process holds first, so a caller always sees its own calls.
 */
import { Effect } from "effect"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import { notFound } from "../Domain/Errors.js"
import { listed } from "../Domain/Pagination.js"
import { type AnsweredCall, keptCall, rowOf } from "./AnsweredCall.js"
import { sandboxInstants } from "./CallInstants.js"
import type { CompanyRequestLogRepo } from "./CompanyRequestLogRepo.js"
import type { RequestLogKeeping } from "./RequestLogKeeping.js"

/** Calls held before a write: past it the oldest held are dropped (a store that stopped answering). */
const MAX_HELD = 10_000

/**
 * How often a company's stored log is trimmed to its newest `--request-log` calls, at most: a trim per
 * batch was a third of the log's cost (docs/scaling.md). Reads show the newest calls only, so retention
 * stays exact in what the API answers whatever the trim has reached.
 */
const TRIM_EVERY_MS = 1_000

/** Companies whose last trim is remembered; past it the memory starts over (each is trimmed again). */
const MAX_TRIMS_REMEMBERED = 10_000

export const makeStoredRequestLog = (repo: CompanyRequestLogRepo, clock: SandboxClock, keep: number) =>
  Effect.gen(function*() {
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
    const started = yield* Effect.makeLatch(false)

    /** Writes every held call. A write that fails (the store unreachable) loses its batch, logged once. */
    const write = writing.withPermits(1)(Effect.suspend(() => {
      started.unsafeClose()
      if (held.length === 0) return Effect.void
      const batch = held
      held = []
      const lost = dropped
      dropped = 0
      return sandboxInstants(clock, batch).pipe(
        Effect.flatMap((instants) => repo.append(batch.map((call, i) => rowOf(call, instants[i]!)), keep, dueForTrim(batch))),
        Effect.zipRight(lost === 0 ? Effect.void : Effect.logWarning(`request log: ${lost} calls were dropped while the store did not answer`)),
        Effect.catchAllCause((cause) => Effect.logWarning(`request log: ${batch.length} calls could not be stored`, cause))
      )
    }))

    const keeping: RequestLogKeeping = {
      hold: (call) => {
        if (held.length >= MAX_HELD) {
          held.shift()
          dropped += 1
        }
        held.push(keptCall(call))
        if (held.length === 1) started.unsafeOpen()
      },
      list: (companyId, filter) =>
        Effect.zipRight(write, Effect.map(Effect.orDie(repo.list(companyId, keep, filter)), ({ data, total }) => listed(data, total, filter))),
      get: (companyId, id) =>
        Effect.zipRight(write, Effect.flatMap(Effect.orDie(repo.get(companyId, keep, id)), (found) =>
          found === undefined ? Effect.fail(notFound("request", id)) : Effect.succeed(found))),
      forget: (companyId) => Effect.sync(() => {
        held = held.filter((call) => call.companyId !== companyId)
      }),
      batches: { started, write }
    }
    return keeping
  })
