/**
 * What happens to the features that point at a file when it is deleted or the sandbox registers a
 * result for it (a card reading, a document extraction), in the transaction of that change:
 * - a delete empties the policy card slots holding the file, detaches it from prior authorizations,
 *   and wakes the VOB and prior-authorization requests waiting on it (they fail now, not at their deadline);
 * - a reading wakes the VOB requests waiting on the file, an extraction the prior-authorization requests.
 * The handlers (DELETE /v1/files/{id}, the sandbox card reader and extractor) come here rather than to
 * Files or FileResults, which know nothing of their readers.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import { DocumentExtractions } from "../PriorAuthorizations/DocumentExtractions.js"
import type { DocumentExtractionInput } from "../PriorAuthorizations/PriorAuthorizationRequest.js"
import { PriorAuthorizationRequestProcessor } from "../PriorAuthorizations/PriorAuthorizationRequestProcessor.js"
import { PriorAuthorizations } from "../PriorAuthorizations/PriorAuthorizations.js"
import { inTransaction } from "../Store/Transaction.js"
import type { CardReadingInput } from "../VobRequests/CardReading.js"
import { CardReadings } from "../VobRequests/CardReadings.js"
import { VobRequestProcessor } from "../VobRequests/VobRequestProcessor.js"
import { Files } from "../Files/Files.js"

export class FileReactions extends Effect.Service<FileReactions>()("vob-sandbox/FileReactions", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const files = yield* Files
    const readings = yield* CardReadings
    const extractions = yield* DocumentExtractions
    const policies = yield* PatientPolicies
    const priorAuthorizations = yield* PriorAuthorizations
    const vobRequests = yield* VobRequestProcessor
    const paRequests = yield* PriorAuthorizationRequestProcessor

    /** Soft delete of the file, and everything that pointed at it, together. */
    const remove = (companyId: string, fileId: string) =>
      inTransaction(sql, Effect.gen(function*() {
        const file = yield* files.remove(companyId, fileId)
        yield* policies.emptyCardSlots(companyId, fileId)
        yield* priorAuthorizations.detachFile(companyId, fileId)
        yield* vobRequests.wakeWaiting(companyId, fileId)
        yield* paRequests.wakeWaiting(companyId, fileId)
        return file
      }))

    const registerReading = (companyId: string, fileId: string, input: CardReadingInput) =>
      inTransaction(sql, Effect.tap(readings.register(companyId, fileId, input), () => vobRequests.wakeWaiting(companyId, fileId)))

    const registerExtraction = (companyId: string, fileId: string, input: DocumentExtractionInput) =>
      inTransaction(sql, Effect.tap(extractions.register(companyId, fileId, input), () => paRequests.wakeWaiting(companyId, fileId)))

    return { remove, registerReading, registerExtraction } as const
  }),
  dependencies: [
    Files.Default,
    CardReadings.Default,
    DocumentExtractions.Default,
    PatientPolicies.Default,
    PriorAuthorizations.Default,
    VobRequestProcessor.Default,
    PriorAuthorizationRequestProcessor.Default
  ]
}) {}
