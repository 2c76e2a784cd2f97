/**
 * The request log of an in-memory store (`--db :memory:`, the default, and the kit): each company's
 * newest `--request-log` calls held in this process, by reference, in a ring. The store lives and dies
 * with this process, so a table would keep the same calls for the same time, at the price of an encode,
 * an INSERT and a trim per call (docs/scaling.md). Here keeping a call takes a slot; its entry is
 * assembled (masked, bounded, encoded) only when it is shown.
 */
import { Effect } from "effect"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import { notFound } from "../Domain/Errors.js"
import { listed, offsetOf } from "../Domain/Pagination.js"
import { type AnsweredCall, keptCall, rowOf } from "./AnsweredCall.js"
import { callFilter } from "./CallFilter.js"
import { sandboxInstants } from "./CallInstants.js"
import { readLoggedEntry } from "./CompanyRequestLogRepo.js"
import type { RequestLogKeeping } from "./RequestLogKeeping.js"

/** A company's newest calls: past its capacity each call takes the oldest one's slot. */
class CallRing {
  private readonly calls: Array<AnsweredCall> = []
  private next = 0
  constructor(private readonly capacity: number) {}

  push(call: AnsweredCall): void {
    if (this.calls.length < this.capacity) this.calls.push(call)
    else this.calls[this.next] = call
    this.next = (this.next + 1) % this.capacity
  }

  newestFirst(): Array<AnsweredCall> {
    const size = this.calls.length
    const out = new Array<AnsweredCall>(size)
    for (let i = 0; i < size; i++) out[i] = this.calls[(this.next - 1 - i + 2 * size) % size]!
    return out
  }
}

export const makeHeldRequestLog = (clock: SandboxClock, keep: number): RequestLogKeeping => {
  const rings = new Map<string, CallRing>()
  const newestFirst = (companyId: string) => rings.get(companyId)?.newestFirst() ?? []

  const shown = (calls: ReadonlyArray<AnsweredCall>) =>
    Effect.map(sandboxInstants(clock, calls), (instants) => calls.map((call, i) => readLoggedEntry(rowOf(call, instants[i]!).entry, call.id)))

  return {
    hold: (call) => {
      let ring = rings.get(call.companyId)
      if (ring === undefined) rings.set(call.companyId, ring = new CallRing(keep))
      ring.push(keptCall(call))
    },
    list: (companyId, filter) =>
      Effect.suspend(() => {
        const matching = newestFirst(companyId).filter(callFilter(filter))
        const from = offsetOf(filter)
        return Effect.map(shown(matching.slice(from, from + filter.limit)), (data) => listed(data, matching.length, filter))
      }),
    get: (companyId, id) =>
      Effect.suspend(() => {
        const found = newestFirst(companyId).find((call) => call.id === id)
        return found === undefined ? Effect.fail(notFound("request", id)) : Effect.map(shown([found]), ([entry]) => entry!)
      }),
    forget: (companyId) => Effect.sync(() => void rings.delete(companyId)),
    batches: undefined
  }
}
