/**
 * Each call's sandbox instant for its entry: the one the edge read at its arrival, or, where the edge
 * could not read it (the store did not answer), the company's clock as it stands now, at the call's
 * arrival (one reading per company).
 */
import { Effect } from "effect"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import type { AnsweredCall } from "./AnsweredCall.js"

export const sandboxInstants = (clock: SandboxClock, calls: ReadonlyArray<AnsweredCall>): Effect.Effect<ReadonlyArray<number>> => {
  const unknown = new Map<string, Array<number>>()
  calls.forEach((call, i) => {
    if (call.sandboxMs === undefined) unknown.get(call.companyId)?.push(i) ?? unknown.set(call.companyId, [i])
  })
  const instants = calls.map((call) => call.sandboxMs ?? 0)
  if (unknown.size === 0) return Effect.succeed(instants)
  return Effect.as(
    Effect.forEach(unknown, ([companyId, at]) =>
      Effect.map(clock.instantsAt(companyId, at.map((i) => calls[i]!.arrivedAtMs)), (found) =>
        found.forEach((ms, k) => {
          instants[at[k]!] = ms
        })), { discard: true }),
    instants
  )
}
