/**
 * Processing a VOB request, as jobs on the company clock: queued → processing; waiting for the card
 * reader's readings of its files (at most 10 sandbox minutes); then every write in one transaction
 * (patient, coverage, VOBs, stage) → completed, or nothing written → failed with the spec's code.
 */
import { Effect, Either, Option, Schema } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { Files } from "../Files/Files.js"
import { Jobs } from "../Jobs/Jobs.js"
import { makeWakeWaiting } from "../Jobs/WaitingRequests.js"
import { SqlLive } from "../Sql.js"
import { VobWriter, type Now } from "../Vobs/VobWriter.js"
import type { CardReading } from "./CardReading.js"
import type { ResultWords } from "../Files/FileResults.js"
import { CardReadings } from "./CardReadings.js"
import { fault, faultOf, filesUnreadable, type IntakeFailed } from "./IntakeFailure.js"
import { IntakeWrites } from "./IntakeWrites.js"
import { VobRequestCreate, type VobRequestRecord } from "./VobRequest.js"
import { PROCESS_JOB, vobRequestsTable } from "./VobRequests.js"

/** How long a request waits for the card reader before failing `files_unreadable`. */
export const READING_DEADLINE_MS = 10 * 60 * 1000

const decodeSubmission = Schema.decodeUnknownEither(VobRequestCreate)

const CARD_WORDS: ResultWords = { file: "card file", done: "read", unreadable: (r: CardReading) => r.outcome === "unreadable" }

export class VobRequestProcessor extends Effect.Service<VobRequestProcessor>()("vob-sandbox/VobRequestProcessor", {
  effect: Effect.gen(function*() {
    const table = yield* vobRequestsTable
    const writer = yield* VobWriter
    const jobs = yield* Jobs
    const files = yield* Files
    const readings = yield* CardReadings
    const writes = yield* IntakeWrites

    const save = (companyId: string, id: string, change: (request: VobRequestRecord, now: Now) => VobRequestRecord) =>
      Effect.flatMap(writer.now(companyId), (now) =>
        table.update(companyId, id, {}, (request) => Effect.succeed({ ...change(request, now), updated_at: now.iso })))

    const fail = (companyId: string, id: string, failure: IntakeFailed) =>
      save(companyId, id, (request) => ({ ...request, status: "failed", error: failure.error }))

    const readingsOf = (companyId: string, fileIds: ReadonlyArray<string>) =>
      readings.awaitResults(companyId, fileIds, CARD_WORDS)

    const process = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const found = yield* table.find(companyId, id)
        if (Option.isNone(found)) return
        let request = found.value
        if (request.status === "completed" || request.status === "failed") return
        const now = yield* writer.now(companyId)
        if (request.status === "queued") {
          request = (yield* save(companyId, id, (r) => ({ ...r, status: "processing" }))).after
          // The card reader's deadline: this same job, run again then, fails a request still waiting.
          if (hasFiles(request)) {
            yield* jobs.schedule(companyId, PROCESS_JOB, Date.parse(request.created_at) + READING_DEADLINE_MS, { requestId: id })
          }
        }
        const outcome = yield* Effect.either(Effect.gen(function*() {
          const submission = yield* decodeSubmissionOf(request)
          const cards = yield* readingsOf(companyId, submission.file_ids ?? [])
          const injected = faultOf([
            ...(submission.policies ?? []).map((c) => c.member_number),
            ...Option.match(cards, { onNone: () => [], onSome: (read) => read.flatMap((r) => r.cards.map((c) => c.member_number)) })
          ])
          if (injected !== undefined) return yield* Effect.fail(fault(injected))
          if (Option.isNone(cards)) {
            if (now.ms >= Date.parse(request.created_at) + READING_DEADLINE_MS) {
              return yield* Effect.fail(filesUnreadable("No reading of the card files arrived within 10 minutes."))
            }
            return Option.none()
          }
          const caller: Caller = {
            companyId,
            via: request.submitted_via as Caller["via"],
            userId: request.submitted_by
          }
          return Option.some(yield* writer.inTransaction(writes.apply(caller, submission, cards.value)).pipe(
            // A bug in processing is the service's operation failing: the request says so instead of hanging.
            Effect.catchAllDefect((defect) =>
              Effect.zipRight(Effect.logError(`VOB request ${id} processing failed`, defect), Effect.fail(fault("operation_failed"))))
          ))
        }))
        if (Either.isLeft(outcome)) {
          yield* fail(companyId, id, outcome.left)
          return
        }
        if (Option.isNone(outcome.right)) return
        const result = outcome.right.value
        yield* save(companyId, id, (r, at) => ({
          ...r,
          status: "completed",
          patient: result.patient,
          policies: result.policies,
          verifications: result.verifications,
          completed_at: at.iso
        }))
      }).pipe(Effect.orDie)

    /** Requests still waiting on a file go on as soon as its reading is registered (or it is deleted). */
    const wakeWaiting = (yield* makeWakeWaiting)({
      all: table.all,
      job: PROCESS_JOB,
      fileIdsOf: (submission) => Either.match(decodeSubmission(submission), { onLeft: () => [], onRight: (s) => s.file_ids ?? [] })
    })

    yield* readings.onRegistered(wakeWaiting)
    // A card file deleted while a request waits for its reading fails the request now, not at the deadline.
    yield* files.onDeleted(wakeWaiting)
    yield* jobs.register(PROCESS_JOB, ({ companyId, payload }) => process(companyId, (payload as { requestId: string }).requestId))

    return { process } as const
  }),
  dependencies: [SqlLive, SandboxClock.Default, VobWriter.Default, Jobs.Default, Files.Default, CardReadings.Default, IntakeWrites.Default]
}) {}

const hasFiles = (request: VobRequestRecord) =>
  Either.match(decodeSubmission(request.submission), { onLeft: () => false, onRight: (s) => (s.file_ids ?? []).length > 0 })

const decodeSubmissionOf = (request: VobRequestRecord) =>
  Either.mapLeft(decodeSubmission(request.submission), () => fault("invalid_operation_payload"))
