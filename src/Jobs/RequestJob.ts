/**
 * The processing job both asynchronous request kinds run on the company clock (VOB requests,
 * prior-authorization requests): queued → processing (scheduling the deadline run when the request
 * waits for file results), then one step: none (keep waiting), the result (completed), or the
 * request's failure (failed, recorded after the step's transaction rolled back). A defect in a step
 * is the operation failing (`operation_failed`, logged) rather than a request left processing.
 */
import { Effect, Either, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { Conflict, NotFound } from "../Domain/Errors.js"
import type { StoredSubmission } from "../Domain/RequestRecord.js"
import { fault, type IntakeFailed } from "../VobRequests/IntakeFailure.js"
import type { RequestError } from "../VobRequests/VobRequest.js"
import { Jobs } from "./Jobs.js"

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
          request = (yield* save(companyId, id, (r) => ({ ...r, status: "processing" }))).after
          // The deadline: this same job, run again then, fails a request still waiting.
          if (Either.isRight(submission) && options.waits(submission.right)) {
            yield* jobs.schedule(companyId, options.job, deadline, { requestId: id })
          }
        }
        const current = request
        const outcome = yield* Effect.either(Effect.gen(function*() {
          if (Either.isLeft(submission)) return yield* Effect.fail(fault("invalid_operation_payload"))
          const caller: Caller = { companyId, via: current.submitted_via as Caller["via"], userId: current.submitted_by }
          return yield* options.step({ companyId, caller, request: current, submission: submission.right, nowMs, pastDeadline: nowMs >= deadline })
        }).pipe(
          // A bug in processing is the service's operation failing: the request says so instead of hanging.
          Effect.catchAllDefect((defect) =>
            Effect.zipRight(Effect.logError(`${options.label} ${id} processing failed`, defect), Effect.fail(fault("operation_failed"))))
        ))
        if (Either.isLeft(outcome)) {
          yield* save(companyId, id, (r) => ({ ...r, status: "failed", error: outcome.left.error }))
          return
        }
        if (Option.isNone(outcome.right)) return
        const result = outcome.right.value
        yield* save(companyId, id, (r, at) => ({ ...options.completed(r, result), status: "completed", completed_at: at }))
      }).pipe(Effect.orDie)
  }
})
