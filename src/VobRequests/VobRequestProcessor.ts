/**
 * Processing a VOB request, as jobs on the company clock: queued → processing; waiting for the card
 * reader's readings of its files (at most 10 sandbox minutes); then every write (patient, coverage,
 * VOBs, stage) in the transaction that marks the request completed, or nothing written → failed with
 * the spec's code.
 */
import { Effect, Either, Option, Schema } from "effect"
import { Jobs } from "../Jobs/Jobs.js"
import { makeRequestJob } from "../Intake/RequestJob.js"
import { makeWakeWaiting } from "../Intake/WaitingRequests.js"
import type { CardReading } from "./CardReading.js"
import type { ResultWords } from "../Files/FileResults.js"
import { CardReadings } from "./CardReadings.js"
import { fault, faultOf, filesUnreadable } from "../Intake/IntakeFailure.js"
import { IntakeWrites } from "./IntakeWrites.js"
import { VobRequestCreate } from "./VobRequest.js"
import { PROCESS_JOB } from "./VobRequests.js"
import { vobRequestsTable } from "./VobRequestsRepo.js"

/** How long a request waits for the card reader before failing `files_unreadable`. */
const READING_DEADLINE_MS = 10 * 60 * 1000

const decodeSubmission = Schema.decodeUnknownEither(VobRequestCreate)

const CARD_WORDS: ResultWords = { file: "card file", done: "read", unreadable: (r: CardReading) => r.outcome === "unreadable" }

export class VobRequestProcessor extends Effect.Service<VobRequestProcessor>()("vob-sandbox/VobRequestProcessor", {
  effect: Effect.gen(function*() {
    const table = yield* vobRequestsTable
    const readings = yield* CardReadings
    const writes = yield* IntakeWrites

    const process = (yield* makeRequestJob)({
      table,
      job: PROCESS_JOB,
      label: "VOB request",
      deadlineMs: READING_DEADLINE_MS,
      decode: decodeSubmission,
      waits: (submission) => (submission.file_ids ?? []).length > 0,
      step: ({ caller, companyId, pastDeadline, submission }) =>
        Effect.gen(function*() {
          const cards = yield* readings.awaitResults(companyId, submission.file_ids ?? [], CARD_WORDS)
          const injected = faultOf([
            ...(submission.policies ?? []).map((c) => c.member_number),
            ...Option.match(cards, { onNone: () => [], onSome: (read) => read.flatMap((r) => r.cards.map((c) => c.member_number)) })
          ])
          if (injected !== undefined) return yield* Effect.fail(fault(injected))
          if (Option.isNone(cards)) {
            if (pastDeadline) return yield* Effect.fail(filesUnreadable("No reading of the card files arrived within 10 minutes."))
            return Option.none()
          }
          // Inside the request job's transaction, which also completes the request.
          return Option.some(yield* writes.apply(caller, submission, cards.value))
        }),
      completed: (request, result) => ({
        ...request,
        patient: result.patient,
        policies: result.policies,
        verifications: result.verifications
      })
    })

    /**
     * Requests still waiting on a file go on as soon as its reading is registered or it is deleted (a
     * deleted card file fails the request now, not at the deadline): see Orchestration/FileReactions.ts.
     */
    const wakeWaiting = (yield* makeWakeWaiting)({
      all: table.all,
      job: PROCESS_JOB,
      fileIdsOf: (submission) => Either.match(decodeSubmission(submission), { onLeft: () => [], onRight: (s) => s.file_ids ?? [] })
    })

    return { process, wakeWaiting } as const
  }),
  dependencies: [Jobs.Default, CardReadings.Default, IntakeWrites.Default]
}) {}

