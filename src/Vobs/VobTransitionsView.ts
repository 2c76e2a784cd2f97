/** The moves a VOB allows now, each with the request that makes it and, if not allowed, why. */
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { type CallerOperation, type Move, movesFrom } from "./VobStateMachine.js"
import { VobsRepo } from "./VobsRepo.js"
import { factsOf } from "./VobViews.js"

export const vobTransitions = Effect.gen(function*() {
  const repo = yield* VobsRepo

  const transitions = (caller: Caller, id: string) =>
    Effect.gen(function*() {
      const context = yield* repo.context(caller.companyId, id)
      const { vob } = context
      const facts = factsOf(context)
      return {
        status: vob.status,
        follow_up_state: vob.follow_up?.state ?? null,
        actions: movesFrom(facts).map((move) => ({
          by: move.by,
          action: move.action,
          ...pathOf(move, id),
          allowed: move.allowed,
          ...(move.allowed ? {} : { reason: move.reason })
        }))
      }
    })

  return transitions
})

const CALLER_SUFFIXES: Record<CallerOperation, string> = {
  update: "",
  cancel: "/cancel",
  comment: "/comments",
  "follow-up-request": "/follow-up-request",
  review: "/review",
  sync: "/sync"
}

const pathOf = (move: Move, id: string) =>
  move.by === "staff"
    ? { method: "POST" as const, path: `/sandbox/v1/verification-of-benefits/${id}/${move.action}` }
    : {
      method: move.action === "update" ? "PATCH" as const : "POST" as const,
      path: `/v1/verification-of-benefits/${id}${CALLER_SUFFIXES[move.action]}`
    }
