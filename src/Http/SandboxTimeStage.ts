/**
 * The company's sandbox time at a call's arrival, for its request log, noted once the caller is known and
 * before the call runs, so a call that moves the clock (an advance) or one answered just before another
 * moved it is logged at the instant it arrived. A clock held in memory is read without an Effect; else
 * (a shared store, where another instance may move it, or a clock this process has not read yet) it is
 * read from the store. A failed read (the store unreachable) leaves the time to the log and never changes
 * the answer.
 */
import { Effect } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import type { SandboxClock } from "../Clock/SandboxClock.js"
import type { CompanyRequestLog } from "../RequestLog/CompanyRequestLog.js"
import type { CallerStage } from "./EdgeStage.js"
import { requestFacts } from "./RequestLog.js"

export const sandboxTimeStage = (clock: SandboxClock, log: CompanyRequestLog): CallerStage =>
  (request, caller, app) => {
    if (!log.enabled || caller instanceof AuthenticationFailed) return app
    const facts = requestFacts(request)
    if (facts === undefined) return app
    const known = clock.knownInstantAt(caller.companyId, facts.arrivedAtMs)
    if (known !== undefined) {
      facts.sandboxMs = known
      return app
    }
    return Effect.zipRight(
      clock.instantsAt(caller.companyId, [facts.arrivedAtMs]).pipe(
        Effect.map(([sandboxMs]) => {
          facts.sandboxMs = sandboxMs
        }),
        Effect.catchAllCause(() => Effect.void)
      ),
      app
    )
  }
