/**
 * The processing job both asynchronous request kinds run on the company clock (VOB requests,
 * prior-authorization requests): queued → processing (scheduling the deadline run when the request
 * waits for file results), then one step: none (keep waiting), the result (completed), or the
 * request's failure (failed, recorded after the step's transaction rolled back). A defect in a step
 * is the operation failing (`operation_failed`, logged) rather than a request left processing.
 *
 * The step's writes and the request's completion commit in ONE transaction: a crash between them
 * would leave the records written and the request still processing, and the run after restart would
 * write them again (a second record, or "matched / already_open" for what the request made itself).
 * Once completed or failed, a run is a no-op, so the job is exactly-once across crashes.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Either, Option, Schema } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { Conflict, NotFound } from "../Domain/Errors.js"
import type { StoredSubmission } from "../Domain/RequestRecord.js"
import { inTransaction } from "../Store/Transaction.js"
import { fault, type IntakeFailed } from "./IntakeFailure.js"
import type { RequestError } from "../Domain/RequestRecord.js"
import { Jobs } from "../Jobs/Jobs.js"

/** The payload of both request kinds' processing jobs. */
export const RequestJobPayload = Schema.Struct({ requestId: Schema.String })

export interface ProcessedRequest extends StoredSubmission {
  readonly id: string
  readonly status: "queued" | "processing" | "completed" | "failed"
  readonly error: RequestError | null
  readonly created_at: string
  readonly updated_at: string
  readonly completed_at: string | null
}

export interface RequestTable<A> {
  readonly find: (companyId: string, id: string) => Effect.Effect<Option.Option<A>>
  readonly update: (
    companyId: string,
    id: string,
    options: {},
    change: (current: A) => Effect.Effect<A>
  ) => Effect.Effect<{ readonly after: A }, NotFound | Conflict>
}

export interface RequestStep<A, S> {
  readonly companyId: string
  /** Who submitted the request: its writes are theirs. */
  readonly caller: Caller
  readonly request: A
  readonly submission: S
  readonly nowMs: number
  readonly pastDeadline: boolean
}

export const makeRequestJob = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const clock = yield* SandboxClock
  const jobs = yield* Jobs
  return <A extends ProcessedRequest, S, R>(options: {
    readonly table: RequestTable<A>
    readonly job: string
    /** "VOB request", in logs. */
    readonly label: string
    readonly deadlineMs: number
    readonly decode: (submission: unknown) => Either.Either<S, unknown>
    /** Whether the request waits for file results (then its deadline run is scheduled). */
    readonly waits: (submission: S) => boolean
    /** Runs inside the transaction that completes the request: its writes commit with the completion or not at all. */
    readonly step: (input: RequestStep<A, S>) => Effect.Effect<Option.Option<R>, IntakeFailed>
    readonly completed: (request: A, result: R) => A
  }) => {
    const { table } = options
    const save = (companyId: string, id: string, change: (request: A, nowIso: string) => A) =>
      Effect.flatMap(clock.timestamp(companyId), (nowIso) =>
        table.update(companyId, id, {}, (request) => Effect.succeed({ ...change(request, nowIso), updated_at: nowIso })))

    return (companyId: string, id: string) =>
      Effect.gen(function*() {
        const found = yield* table.find(companyId, id)
        if (Option.isNone(found)) return
        let request = found.value
        if (request.status === "completed" || request.status === "failed") return
        const nowMs = yield* clock.nowMs(companyId)
        const deadline = Date.parse(request.created_at) + options.deadlineMs
        const submission = options.decode(request.submission)
        if (request.status === "queued") {
          // Together, so a request never waits in processing without its deadline run.
          request = yield* inTransaction(sql, Effect.gen(function*() {
            const { after } = yield* save(companyId, id, (r) => ({ ...r, status: "processing" }))
            // The deadline: this same job, run again then, fails a request still waiting.
            if (Either.isRight(submission) && options.waits(submission.right)) {
              yield* jobs.schedule(companyId, options.job, deadline, { requestId: id })
            }
            return after
          }))
        }
        const current = request
        const outcome = yield* inTransaction(sql, Effect.gen(function*() {
          if (Either.isLeft(submission)) return yield* Effect.fail(fault("invalid_operation_payload"))
          const caller: Caller = { companyId, via: current.submitted_via as Caller["via"], userId: current.submitted_by }
          const result = yield* options.step({ companyId, caller, request: current, submission: submission.right, nowMs, pastDeadline: nowMs >= deadline })
          if (Option.isSome(result)) {
            yield* save(companyId, id, (r, at) => ({ ...options.completed(r, result.value), status: "completed", completed_at: at })).pipe(Effect.orDie)
          }
          return result
        })).pipe(
          // A bug in processing is the service's operation failing: the request says so instead of hanging.
          Effect.catchAllDefect((defect) =>
            Effect.zipRight(Effect.logError(`${options.label} ${id} processing failed`, defect), Effect.fail(fault("operation_failed")))),
          Effect.either
        )
        // The step's writes rolled back: the failure is recorded alone.
        if (Either.isLeft(outcome)) {
          yield* save(companyId, id, (r) => ({ ...r, status: "failed", error: outcome.left.error }))
        }
      }).pipe(Effect.orDie)
  }
})
