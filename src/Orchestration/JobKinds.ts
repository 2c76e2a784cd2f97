/**
 * Every kind of job, with the schema its payload is decoded with when it runs (never cast) and its
 * handler. This and the reactions below are all the sandbox does in the background.
 *
 * Jobs (rows in `jobs`, run on the company clock by JobRunner):
 * - webhook.attempt: an automatic webhook delivery attempt (concurrent: a slow receiver holds up nobody);
 * - vob_request.process / prior_authorization_request.process: processing an asynchronous request;
 * - vob.staff_step: an autopilot staff step; vob.auto_cancel: the cancel on `auto_cancel_on`;
 * - vob.ai_summary: the AI summary of a result; vob.settle_push: the outcome of a push to integrations.
 *
 * Reactions (run in the transaction of the change that sets them off, by the service that makes it,
 * which depends on the reacting service; nothing is registered while layers are built):
 * - EventLog.emit → WebhookOutbox.fanOut: one delivery per subscription, its first attempt scheduled;
 * - VobWriter.change → VobEffects.react: stages, summary and auto-cancel jobs, pushes, autopilot;
 * - FileReactions.remove / registerReading / registerExtraction → card slots, prior authorizations,
 *   waiting requests woken.
 *
 * A job whose kind is not listed, or whose payload does not decode, is recorded failed with the reason.
 */
import { SqlClient } from "@effect/sql"
import { Context, Effect, Either, ParseResult, Schema } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { PriorAuthorizationRequestProcessor } from "../PriorAuthorizations/PriorAuthorizationRequestProcessor.js"
import { PA_REQUEST_JOB } from "../PriorAuthorizations/PriorAuthorizationRequests.js"
import { VobRequestProcessor } from "../VobRequests/VobRequestProcessor.js"
import { PROCESS_JOB } from "../VobRequests/VobRequests.js"
import {
  AutoCancelPayload,
  jobKinds as vobJobKinds,
  SettlePushPayload,
  StaffStepPayload,
  SummaryPayload
} from "../Vobs/VobEffects.js"
import { VobJobs } from "../Vobs/VobJobs.js"
import { ATTEMPT_JOB, AttemptPayload, WebhookOutbox } from "../Webhooks/Outbox.js"
import { type Job, Jobs } from "../Jobs/Jobs.js"
import { RequestJobPayload } from "../Intake/RequestJob.js"

export interface JobKind<A, R = never> {
  readonly payload: Schema.Schema<A, any>
  /**
   * Jobs of a concurrent kind run in the background, beside the company's other jobs, rather than one
   * after another (webhook attempts: a slow receiver must not hold up the rest). `advance` still waits
   * for them before the clock moves past their due time. A one-after-another job's work commits in
   * one transaction with its `done` mark; a concurrent one's must be idempotent itself.
   */
  readonly concurrent: boolean
  readonly run: (job: Job, payload: A) => Effect.Effect<void, unknown, R>
}

const kind = <A, I, R = never>(
  payload: Schema.Schema<A, I>,
  run: (job: Job, payload: A) => Effect.Effect<void, unknown, R>,
  options: { readonly concurrent?: boolean } = {}
): JobKind<A, R> => ({ payload, run, concurrent: options.concurrent === true })

/** What test suites may give their own kinds: the services a runner-probing handler needs. */
export type ExtraJobKindServices = Jobs | SandboxClock | SqlClient.SqlClient

/**
 * Kinds beyond the product's, provided as a layer by test suites that probe the runner itself with
 * their own jobs; empty in the product.
 */
export class ExtraJobKinds extends Context.Reference<ExtraJobKinds>()("vob-sandbox/ExtraJobKinds", {
  defaultValue: (): Readonly<Record<string, JobKind<any, ExtraJobKindServices>>> => ({})
}) {}

/** Declares a kind for ExtraJobKinds, as the product's kinds are declared below. */
export const extraJobKind = kind

/** A job ready to run: its kind's concurrency and its work with the payload decoded. */
export interface RunnableJob {
  readonly concurrent: boolean
  readonly work: Effect.Effect<void, unknown>
}

export class JobKinds extends Effect.Service<JobKinds>()("vob-sandbox/JobKinds", {
  effect: Effect.gen(function*() {
    const outbox = yield* WebhookOutbox
    const vobs = yield* VobJobs
    const vobRequests = yield* VobRequestProcessor
    const paRequests = yield* PriorAuthorizationRequestProcessor
    const extra = yield* ExtraJobKinds
    const services = yield* Effect.context<ExtraJobKindServices>()

    const kinds: Readonly<Record<string, JobKind<any>>> = {
      [ATTEMPT_JOB]: kind(AttemptPayload, outbox.runScheduledAttempt, { concurrent: true }),
      [PROCESS_JOB]: kind(RequestJobPayload, (job, { requestId }) => vobRequests.process(job.companyId, requestId)),
      [PA_REQUEST_JOB]: kind(RequestJobPayload, (job, { requestId }) => paRequests.process(job.companyId, requestId)),
      [vobJobKinds.staffStep]: kind(StaffStepPayload, (job, step) => vobs.staffStep(job.companyId, step)),
      [vobJobKinds.autoCancel]: kind(AutoCancelPayload, (job, payload) => vobs.autoCancel(job.companyId, payload)),
      [vobJobKinds.summary]: kind(SummaryPayload, (job, payload) => vobs.summary(job.companyId, payload)),
      [vobJobKinds.settlePush]: kind(SettlePushPayload, (job, payload) => vobs.settlePush(job.companyId, payload))
    }

    // One decoder per payload schema, built on first use: building it per run (a new `parseJson` schema,
    // whose parser is compiled again) cost more than the decoding itself on every webhook attempt.
    const decoders = new WeakMap<Schema.Schema<any, any>, (payload: unknown) => Either.Either<unknown, ParseResult.ParseError>>()
    const decoderOf = (schema: Schema.Schema<any, any>) => {
      let decode = decoders.get(schema)
      if (decode === undefined) {
        decode = Schema.decodeUnknownEither(Schema.parseJson(schema))
        decoders.set(schema, decode)
      }
      return decode
    }

    /** The job's work with its payload decoded, or why it cannot run (recorded as its failure). */
    const resolve = (job: Job): Either.Either<RunnableJob, string> => {
      const own = Object.hasOwn(kinds, job.kind) ? kinds[job.kind] : undefined
      const found: JobKind<any, ExtraJobKindServices> | undefined = own ??
        (Object.hasOwn(extra, job.kind) ? extra[job.kind] : undefined)
      if (found === undefined) return Either.left(`no handler for job kind '${job.kind}'`)
      return Either.match(decoderOf(found.payload)(job.payload), {
        onLeft: (error) =>
          Either.left(`payload of job kind '${job.kind}' does not decode: ${ParseResult.TreeFormatter.formatErrorSync(error)}`),
        onRight: (payload) =>
          Either.right({ concurrent: found.concurrent, work: Effect.provide(found.run(job, payload), services) })
      })
    }

    return { resolve } as const
  }),
  dependencies: [
    WebhookOutbox.Default,
    VobJobs.Default,
    VobRequestProcessor.Default,
    PriorAuthorizationRequestProcessor.Default,
    Jobs.Default
  ]
}) {}
