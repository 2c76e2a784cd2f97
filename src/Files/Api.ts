import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, Multipart, OpenApi } from "@effect/platform"
import { Option, Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { NotFoundError, PayloadTooLargeError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { Uuid } from "../Domain/Scalars.js"
import { DocumentType, FileRecord, MAX_FILE_BYTES } from "./FileRecord.js"

/** The multipart upload. The platform streams the file to a temporary file and stops reading past the limits. */
export const FileUpload = HttpApiSchema.Multipart(
  Schema.Struct({
    file: Multipart.SingleFileSchema.annotations({
      jsonSchema: { type: "string", format: "binary", description: "The file, at most 50 MB." }
    }),
    document_type: Schema.optional(DocumentType),
    patient_id: Schema.optional(Uuid)
  }).annotations({ identifier: "FileUpload" }),
  {
    maxParts: Option.some(16),
    maxFieldSize: 64 * 1024,
    maxFileSize: Option.some(MAX_FILE_BYTES),
    maxTotalSize: Option.some(MAX_FILE_BYTES + 1024 * 1024)
  }
)

export class FilesApi extends HttpApiGroup.make("files")
  .add(
    HttpApiEndpoint.post("upload", "/v1/files")
      .setPayload(FileUpload)
      .addSuccess(FileRecord, { status: 201 })
      .addError(NotFoundError)
      .addError(PayloadTooLargeError)
      .annotate(OpenApi.Summary, "Upload a file")
      .annotate(
        OpenApi.Description,
        "multipart/form-data with `file` (at most 50 MB), optional `document_type` and `patient_id` (an active " +
          "patient of the company). PDF, PNG and JPEG are recognised from the bytes (`attachable: true`); anything " +
          "else is stored with the declared content type and `attachable: false`."
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/files")
      .setUrlParams(Schema.Struct({ ...PageParams, document_type: Schema.optional(DocumentType) }))
      .addSuccess(ListOf(FileRecord, "FileRecordList"))
      .annotate(OpenApi.Summary, "List files")
      .annotate(
        OpenApi.Description,
        "The company's active files in upload order, a page at a time: records only, never the bytes."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/files/:id")
      .setPath(IdPath)
      .addSuccess(FileRecord)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Get a file")
      .annotate(
        OpenApi.Description,
        "One active file's record (name, type, size, whether VOB and prior-authorization requests can attach it)."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/files/:id")
      .setPath(IdPath)
      .addSuccess(FileRecord)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Delete a file")
      .annotate(
        OpenApi.Description,
        "Soft delete: returns the file with `active: false`; afterwards it is 404 and never listed. " +
          "Policy card slots that named it are emptied."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Files")
  .annotate(
    OpenApi.Description,
    "Uploaded documents (insurance cards, referrals, attachments): upload as multipart/form-data, then name them by id in VOB and prior-authorization requests."
  )
{}
