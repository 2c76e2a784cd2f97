/**
 * Processing a prior-authorization request, as jobs on the company clock: queued → processing;
 * waiting for an extraction of every document (at most 10 sandbox minutes); then the documents'
 * values combined (file order, first value wins), the request's `data` merged over them, and in ONE
 * transaction the request's writes (PriorAuthorizationRequestWrites) and the request completed; any
 * failure rolls all of it back (no record, no new patient, no event) → failed with the error's fields.
 */
import { Effect, Either, Option, Schema } from "effect"
import type { ResultWords } from "../Files/FileResults.js"
import { Jobs } from "../Jobs/Jobs.js"
import { makeRequestJob } from "../Intake/RequestJob.js"
import { makeWakeWaiting } from "../Intake/WaitingRequests.js"
import { filesUnreadable } from "../Intake/IntakeFailure.js"
import { DocumentExtractions } from "./DocumentExtractions.js"
import { type DocumentExtraction, PriorAuthorizationRequestCreate } from "./PriorAuthorizationRequest.js"
import { PA_REQUEST_JOB } from "./PriorAuthorizationRequests.js"
import { priorAuthorizationRequestsTable } from "./PriorAuthorizationRequestsRepo.js"
import { PriorAuthorizationRequestWrites } from "./PriorAuthorizationRequestWrites.js"
import type { DataObject } from "./RequestDataMerge.js"

/** How long a request waits for document extraction before failing `files_unreadable`. */
const EXTRACTION_DEADLINE_MS = 10 * 60 * 1000

const DOCUMENT_WORDS: ResultWords = {
  file: "document",
  done: "extracted",
  unreadable: (r: DocumentExtraction) => r.outcome === "unreadable"
}

const decodeSubmission = Schema.decodeUnknownEither(PriorAuthorizationRequestCreate)

export class PriorAuthorizationRequestProcessor extends Effect.Service<PriorAuthorizationRequestProcessor>()(
  "vob-sandbox/PriorAuthorizationRequestProcessor",
  {
    effect: Effect.gen(function*() {
      const table = yield* priorAuthorizationRequestsTable
      const extractions = yield* DocumentExtractions
      const { write } = yield* PriorAuthorizationRequestWrites

      const process = (yield* makeRequestJob)({
        table,
        job: PA_REQUEST_JOB,
        label: "Prior authorization request",
        deadlineMs: EXTRACTION_DEADLINE_MS,
        decode: decodeSubmission,
        waits: () => true,
        step: ({ caller, companyId, pastDeadline, submission }) =>
          Effect.gen(function*() {
            const extracted = yield* extractions.awaitResults(companyId, submission.file_ids, DOCUMENT_WORDS)
            if (Option.isNone(extracted)) {
              if (pastDeadline) return yield* Effect.fail(filesUnreadable("No extraction of the documents arrived within 10 minutes."))
              return Option.none()
            }
            const documents = extracted.value.map((e) => (e.data ?? {}) as DataObject)
            const sent = (submission.data ?? {}) as DataObject
            // Inside the request job's transaction, which also completes the request.
            return Option.some(yield* write(caller, submission.file_ids, sent, documents))
          }),
        completed: (request, priorAuthorizationId) => ({ ...request, prior_authorization_id: priorAuthorizationId })
      })

      /** Requests still waiting on a document go on as soon as its extraction is registered or it is deleted (Orchestration/FileReactions.ts). */
      const wakeWaiting = (yield* makeWakeWaiting)({
        all: table.all,
        job: PA_REQUEST_JOB,
        fileIdsOf: (submission) => Either.match(decodeSubmission(submission), { onLeft: () => [], onRight: (s) => s.file_ids })
      })

      return { process, wakeWaiting } as const
    }),
    dependencies: [Jobs.Default, DocumentExtractions.Default, PriorAuthorizationRequestWrites.Default]
  }
) {}
