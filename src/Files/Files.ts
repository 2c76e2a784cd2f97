/**
 * Files: uploads (content type read from the bytes), reads, lists and soft delete. What a delete sets
 * off in the features that point at files (policy card slots, prior authorizations, waiting requests)
 * is listed in Orchestration/FileReactions.ts, which runs it in the delete's transaction.
 */
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { NotFound } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { detectDocumentType, type DocumentType, type FileRecord } from "./FileRecord.js"
import { FilesRepo } from "./FilesRepo.js"
import { RecordIds } from "../Companies/RecordIds.js"

export interface Upload {
  /** The part's file name. */
  readonly name: string
  /** The content type the part declared (kept only when the bytes are not a PDF, PNG or JPEG). */
  readonly declaredType: string
  readonly bytes: Uint8Array
  readonly document_type: DocumentType | null
  readonly patient_id: string | null
}

export class Files extends Effect.Service<Files>()("vob-sandbox/Files", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const repo = yield* FilesRepo
    const clock = yield* SandboxClock
    const activePatient = yield* makeActivePatientCheck

    const upload = (companyId: string, upload: Upload): Effect.Effect<FileRecord, NotFound> =>
      Effect.gen(function*() {
        yield* activePatient(companyId, upload.patient_id)
        const detected = detectDocumentType(upload.bytes)
        const file: FileRecord = {
          id: yield* ids.next(companyId, "file"),
          name: upload.name,
          content_type: detected ?? (upload.declaredType === "" ? "application/octet-stream" : upload.declaredType),
          size: upload.bytes.byteLength,
          document_type: upload.document_type,
          patient_id: upload.patient_id,
          active: true,
          created_at: yield* clock.timestamp(companyId),
          attachable: detected !== undefined
        }
        yield* repo.insert(companyId, file, upload.bytes)
        return file
      })

    /** Soft delete of the file alone: FileReactions.remove is the delete with what it sets off. */
    const remove = (companyId: string, id: string): Effect.Effect<FileRecord, NotFound> => repo.remove(companyId, id)

    return {
      upload,
      /** An active file of the company (404 naming `param` otherwise), with its size, patient and attachability. */
      get: (companyId: string, id: string, param = "id") => repo.get(companyId, id, param),
      list: (companyId: string, filter: { readonly document_type?: DocumentType | undefined }, page: Page) =>
        repo.list(companyId, filter, page),
      remove
    } as const
  }),
  dependencies: [FilesRepo.Default]
}) {}
