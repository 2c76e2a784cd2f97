/** SQL for files: the record in the `files` document table, the bytes in `file_contents`. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { type DocumentType, FileRecord } from "./FileRecord.js"
import { withTransaction } from "../Store/Transaction.js"

const filesTable = makeDocumentTable({
  table: "files",
  resource: "file",
  schema: FileRecord,
  columns: (file) => ({ document_type: file.document_type, patient_id: file.patient_id }),
  deactivate: (file) => ({ ...file, active: false })
})

export class FilesRepo extends Effect.Service<FilesRepo>()("vob-sandbox/FilesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* filesTable
    return {
      get: table.get,
      remove: table.remove,
      /** Writes the record and its bytes together. */
      insert: (companyId: string, file: FileRecord, content: Uint8Array) =>
        withTransaction(sql, Effect.zipRight(
          table.insert(companyId, file.id, file),
          sql`INSERT INTO file_contents (file_id, company_id, content)
            VALUES (${file.id}, ${companyId}, ${Buffer.from(content.buffer, content.byteOffset, content.byteLength)})`
        )).pipe(Effect.asVoid, Effect.orDie),
      list: (companyId: string, filter: { readonly document_type?: DocumentType | undefined }, page: Page) =>
        table.list(companyId, page, filter.document_type === undefined ? [] : [sql`document_type = ${filter.document_type}`])
    } as const
  })
}) {}
