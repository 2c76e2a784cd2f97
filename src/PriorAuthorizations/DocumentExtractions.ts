/** The sandbox document extractor: what it extracted from an uploaded document (the shared file-results store). */
import { Effect } from "effect"
import { makeFileResults } from "../Files/FileResults.js"
import { Files } from "../Files/Files.js"
import { DocumentExtraction, type DocumentExtractionInput } from "./PriorAuthorizationRequest.js"

export class DocumentExtractions extends Effect.Service<DocumentExtractions>()("vob-sandbox/DocumentExtractions", {
  effect: Effect.gen(function*() {
    const store = yield* makeFileResults({ kind: "document_extraction", resource: "document extraction", schema: DocumentExtraction })
    return {
      ...store,
      register: (companyId: string, fileId: string, input: DocumentExtractionInput) =>
        store.register(companyId, fileId, (base): DocumentExtraction => ({
          ...base,
          outcome: input.outcome,
          data: input.outcome === "extracted" ? input.data : null
        }))
    } as const
  }),
  dependencies: [Files.Default]
}) {}
