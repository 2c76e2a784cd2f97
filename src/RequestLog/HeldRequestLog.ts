/**
 * The request log of an in-memory store (`--db :memory:`, the default, and the kit): each company's
 * newest `--request-log` calls held in this process, by reference (HeldCalls.ts). The store lives and
 * dies with this process, so a table would keep the same calls for the same time, at the price of an
 * encode, an INSERT and a trim per call (docs/scaling.md). Here keeping a call takes a slot; its entry is
 * assembled (masked, bounded, encoded) only when it is shown.
 */
import { Effect } from "effect"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import { notFound } from "../Domain/Errors.js"
import { listed, offsetOf } from "../Domain/Pagination.js"
import { type AnsweredCall, keptCall, rowOf } from "./AnsweredCall.js"
import { callFilter } from "./CallFilter.js"
import { makeHeldCalls } from "./HeldCalls.js"
import { sandboxInstants } from "./CallInstants.js"
import { readLoggedEntry } from "./CompanyRequestLogRepo.js"
import type { RequestLogKeeping } from "./RequestLogKeeping.js"

/**
 * What the held log keeps in all, at most: bodies plus about a kilobyte a call (HeldCalls.ts). Past it the
 * oldest calls of any company go first; a table on a file or PostgreSQL has no such bound.
 */
const MAX_HELD_REQUEST_LOG_BYTES = 512 * 1024 * 1024

export const makeHeldRequestLog = (clock: SandboxClock, keep: number): RequestLogKeeping => {
  const held = makeHeldCalls(keep, MAX_HELD_REQUEST_LOG_BYTES)

  const shown = (calls: ReadonlyArray<AnsweredCall>) =>
    Effect.map(sandboxInstants(clock, calls), (instants) => calls.map((call, i) => readLoggedEntry(rowOf(call, instants[i]!).entry, call.id)))

  return {
    hold: (call) => held.hold(keptCall(call)),
    list: (companyId, filter) =>
      Effect.suspend(() => {
        const matching = held.newestFirst(companyId).filter(callFilter(filter))
        const from = offsetOf(filter)
        return Effect.map(shown(matching.slice(from, from + filter.limit)), (data) => listed(data, matching.length, filter))
      }),
    get: (companyId, id) =>
      Effect.suspend(() => {
        const found = held.newestFirst(companyId).find((call) => call.id === id)
        return found === undefined ? Effect.fail(notFound("request", id)) : Effect.map(shown([found]), ([entry]) => entry!)
      }),
    forget: (companyId) => Effect.sync(() => held.forget(companyId)),
    batches: undefined
  }
}
