/**
 * Each company's request log: its recent API calls with what they sent and got back. The newest
 * `--request-log` calls are kept per company (the oldest go first); 0 keeps none.
 *
 * Where the log keeps them follows the store: an in-memory store's log is held in this process
 * (HeldRequestLog.ts), which is all the store would do with it; a file database or a shared PostgreSQL
 * store keeps it in a table (StoredRequestLog.ts), so it survives restarts and every instance lists every
 * call. Either way answering a call costs the log one push of references.
 */
import { Effect, Layer } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { notFound } from "../Domain/Errors.js"
import { listed } from "../Domain/Pagination.js"
import { isMemoryDatabase } from "../Store/DatabaseFile.js"
import { CompanyRequestLogRepo } from "./CompanyRequestLogRepo.js"
import { makeHeldRequestLog } from "./HeldRequestLog.js"
import type { RequestLogKeeping } from "./RequestLogKeeping.js"
import { makeStoredRequestLog } from "./StoredRequestLog.js"

/** How long the writer lets calls gather before writing them as one batch. */
const WRITE_DELAY_MS = 20

/** `--request-log 0`: nothing kept, every list empty, every look-up 404. */
const keepingNothing: RequestLogKeeping = {
  hold: () => {},
  list: (_companyId, filter) => Effect.succeed(listed([], 0, filter)),
  get: (_companyId, id) => Effect.fail(notFound("request", id)),
  forget: () => Effect.void,
  batches: undefined
}

export class CompanyRequestLog extends Effect.Service<CompanyRequestLog>()("vob-sandbox/CompanyRequestLog", {
  effect: Effect.gen(function*() {
    const { requestLogSize, db } = yield* SandboxConfig
    const clock = yield* SandboxClock
    const keeping = requestLogSize === 0
      ? keepingNothing
      : isMemoryDatabase(db)
      ? makeHeldRequestLog(clock, requestLogSize)
      : yield* makeStoredRequestLog(yield* CompanyRequestLogRepo, clock, requestLogSize)
    return { ...keeping, enabled: requestLogSize > 0 } as const
  }),
  dependencies: [CompanyRequestLogRepo.Default]
}) {}

/** The background writer of a log kept in a table: a batch is written shortly after its first call, and what is held at shutdown. */
export const RequestLogWriterLive = Layer.scopedDiscard(
  Effect.gen(function*() {
    const { batches } = yield* CompanyRequestLog
    if (batches === undefined) return
    yield* Effect.addFinalizer(() => batches.write)
    yield* Effect.forkScoped(Effect.forever(
      batches.started.await.pipe(Effect.zipRight(Effect.sleep(WRITE_DELAY_MS)), Effect.zipRight(batches.write))
    ))
  })
)
