/**
 * Requests waiting on files' sandbox results (card readings, document extractions) go on as soon as
 * a result is registered or a file is deleted: their processing job is scheduled now.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { Jobs } from "../Jobs/Jobs.js"

export const makeWakeWaiting = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const jobs = yield* Jobs
  const clock = yield* SandboxClock
  return <A extends { readonly id: string; readonly submission: unknown }>(options: {
    /** Active rows of the request table matching the filters. */
    readonly all: (companyId: string, filters: ReadonlyArray<any>) => Effect.Effect<ReadonlyArray<A>>
    readonly job: string
    /** The files a stored submission names (none when it cannot be read). */
    readonly fileIdsOf: (submission: unknown) => ReadonlyArray<string>
  }) =>
  (companyId: string, fileId: string) =>
    Effect.gen(function*() {
      const waiting = yield* options.all(companyId, [sql`status IN ('queued', 'processing')`])
      const nowMs = yield* clock.nowMs(companyId)
      for (const request of waiting) {
        if (options.fileIdsOf(request.submission).includes(fileId)) {
          yield* jobs.schedule(companyId, options.job, nowMs, { requestId: request.id })
        }
      }
    })
})
