/**
 * The files a request submission names (VOB requests' cards, prior-authorization requests' documents),
 * checked against the company's records: 404 for a file that is not an active one of the company;
 * 422 for a file that is not a PDF, PNG or JPEG, an attachment of a comment, message or form, a file
 * of another patient than the selected one, or files over 50 MB together.
 */
import { Effect } from "effect"
import { invalidParameter } from "../Domain/Errors.js"
import { ATTACHMENT_DOCUMENT_TYPES, MAX_FILE_BYTES } from "./FileRecord.js"
import { Files } from "./Files.js"

export const makeSubmittedFilesCheck = Effect.map(Files, (files) =>
  (
    companyId: string,
    fileIds: ReadonlyArray<string>,
    options: {
      /** What the files must be, in messages ("an insurance card", "a prior-authorization document"). */
      readonly purpose: string
      /** The patient the submission selects, when it does. */
      readonly patientId?: string | null | undefined
    }
  ) =>
    Effect.gen(function*() {
      let totalBytes = 0
      for (const [i, fileId] of fileIds.entries()) {
        const param = `file_ids.${i}`
        const file = yield* files.get(companyId, fileId, param)
        if (!file.attachable) {
          return yield* Effect.fail(invalidParameter(param, `File '${fileId}' is not a PDF, PNG or JPEG (${file.content_type}).`))
        }
        if (file.document_type !== null && ATTACHMENT_DOCUMENT_TYPES.has(file.document_type)) {
          return yield* Effect.fail(invalidParameter(param, `File '${fileId}' is a ${file.document_type}, not ${options.purpose}.`))
        }
        if (options.patientId != null && file.patient_id !== null && file.patient_id !== options.patientId) {
          return yield* Effect.fail(invalidParameter(param, `File '${fileId}' belongs to another patient.`))
        }
        totalBytes += file.size
      }
      if (totalBytes > MAX_FILE_BYTES) {
        return yield* Effect.fail(invalidParameter("file_ids", "The files together exceed 50 MB."))
      }
    }))
