/**
 * The company's sandbox time at a call's arrival, for its request log, where the clock is not held in
 * memory (a shared store: another instance may move it): read from the store once the caller is known,
 * before the call runs, so a call that moves the clock (an advance) or one answered just before another
 * moved it is logged at the instant it arrived. Elsewhere the recorder reads the clock from memory, and
 * this stage lets the request pass without an Effect. A failed read (the store unreachable) leaves the time
 * to the log's writer and never changes the answer.
 */
import { Effect } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import type { CompanyRequestLog } from "../RequestLog/CompanyRequestLog.js"
import type { CallerStage } from "./EdgeStage.js"
import { noteSandboxTime, requestFacts } from "./RequestLog.js"

export const sandboxTimeStage = (clock: SandboxClock, log: CompanyRequestLog): CallerStage =>
  (request, caller, app) => {
    if (clock.heldInMemory || !log.enabled || caller instanceof AuthenticationFailed) return app
    const facts = requestFacts(request)
    if (facts === undefined) return app
    return Effect.zipRight(
      clock.instantsAt(caller.companyId, [facts.arrivedAtMs]).pipe(
        Effect.map(([sandboxMs]) => noteSandboxTime(request, sandboxMs!)),
        Effect.catchAllCause(() => Effect.void)
      ),
      app
    )
  }
