/** An uploaded file: its record, its document types, and the content types read from its first bytes. */
import { Schema } from "effect"
import { Timestamp, Uuid } from "../Domain/Scalars.js"

/** What an upload is for. Attachments of comments, messages and form submissions stay distinguishable from the documents a request submits. */
export const DocumentType = Schema.Literal(
  "insurance_card",
  "insurance_card_front",
  "insurance_card_back",
  "referral",
  "medical_record",
  "prior_authorization",
  "comment_attachment",
  "message_attachment",
  "form_submission",
  "other"
).annotations({ identifier: "FileDocumentType" })

export type DocumentType = typeof DocumentType.Type

/** Document types of files attached to comments, messages and form submissions (refused by VOB requests). */
export const ATTACHMENT_DOCUMENT_TYPES: ReadonlySet<DocumentType> = new Set([
  "comment_attachment",
  "message_attachment",
  "form_submission"
])

export const FileRecord = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  content_type: Schema.String,
  size: Schema.Int.annotations({ description: "Size in bytes." }),
  document_type: Schema.NullOr(DocumentType),
  patient_id: Schema.NullOr(Uuid),
  active: Schema.Boolean,
  created_at: Timestamp,
  attachable: Schema.Boolean.annotations({
    description: "Whether the bytes are a PDF, PNG or JPEG document, the kinds VOB and prior authorization requests accept."
  })
}).annotations({ identifier: "FileRecord", description: "A stored file: its record, not its bytes." })

export type FileRecord = typeof FileRecord.Type

/** The largest file an upload may carry. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024

const SIGNATURES: ReadonlyArray<{ readonly contentType: string; readonly magic: ReadonlyArray<number> }> = [
  { contentType: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { contentType: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "image/jpeg", magic: [0xff, 0xd8, 0xff] }
]

/** PDF, PNG or JPEG when the bytes start like one, whatever the upload declared; undefined otherwise. */
export const detectDocumentType = (bytes: Uint8Array): string | undefined =>
  SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte))?.contentType
