/**
 * Files: uploads (content type read from the bytes), reads, lists and soft delete. Features that point
 * at files (policy card slots) register an `onDeleted` hook; every hook runs inside the delete's
 * transaction, so a deleted file never stays referenced.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { NotFound } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { SqlLive } from "../Sql.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { detectDocumentType, type DocumentType, type FileRecord } from "./FileRecord.js"
import { FilesRepo } from "./FilesRepo.js"
import { inTransaction } from "../Store/Transaction.js"
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

/** Runs inside the transaction that deletes the file. */
export type FileDeletedHook = (companyId: string, fileId: string) => Effect.Effect<void>

export class Files extends Effect.Service<Files>()("vob-sandbox/Files", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* FilesRepo
    const clock = yield* SandboxClock
    const activePatient = yield* makeActivePatientCheck
    const deletedHooks: Array<FileDeletedHook> = []

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

    /** Soft delete; every registered hook runs in the same transaction. */
    const remove = (companyId: string, id: string): Effect.Effect<FileRecord, NotFound> =>
      inTransaction(sql, Effect.gen(function*() {
        const file = yield* repo.remove(companyId, id)
        for (const hook of deletedHooks) yield* hook(companyId, id)
        return file
      }))

    return {
      upload,
      /** An active file of the company (404 naming `param` otherwise), with its size, patient and attachability. */
      get: (companyId: string, id: string, param = "id") => repo.get(companyId, id, param),
      list: (companyId: string, filter: { readonly document_type?: DocumentType | undefined }, page: Page) =>
        repo.list(companyId, filter, page),
      remove,
      /** Registers a hook run for every file deleted from now on (policies empty their card slots here). */
      onDeleted: (hook: FileDeletedHook) => Effect.sync(() => void deletedHooks.push(hook))
    } as const
  }),
  dependencies: [RecordIds.Default, SqlLive, FilesRepo.Default, SandboxClock.Default]
}) {}
