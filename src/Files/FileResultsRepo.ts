/** SQL for the results the sandbox plays for files (card readings, document extractions): `file_results`. */
import { SqlClient } from "@effect/sql"
import { Effect, type Schema } from "effect"
import { makeDocumentTable } from "../Store/DocumentTable.js"

export interface FileResult {
  readonly id: string
  readonly file_id: string
  readonly created_at: string
}

/** A kind of result: its `kind` column (which keeps readings and extractions apart), its name, its schema. */
export interface FileResultKind<A extends FileResult, I> {
  readonly kind: string
  readonly resource: string
  readonly schema: Schema.Schema<A, I>
}

/** One kind's rows of the shared table. */
export const makeFileResultsRepo = <A extends FileResult, I>(spec: FileResultKind<A, I>) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* makeDocumentTable({
      table: "file_results",
      resource: spec.resource,
      schema: spec.schema,
      columns: (result) => ({ file_id: result.file_id, kind: spec.kind })
    })
    const ofKind = sql`kind = ${spec.kind}`
    return {
      /** Writes the file's result of this kind in place of its earlier ones (call inside the caller's transaction). */
      replace: (companyId: string, result: A) =>
        Effect.gen(function*() {
          for (const old of yield* table.all(companyId, [ofKind, sql`file_id = ${result.file_id}`])) {
            yield* Effect.orDie(table.remove(companyId, old.id))
          }
          yield* table.insert(companyId, result.id, result)
        }),
      /** The result of each file that has one. */
      ofFiles: (companyId: string, fileIds: ReadonlyArray<string>) =>
        Effect.map(
          fileIds.length === 0 ? Effect.succeed([]) : table.all(companyId, [ofKind, sql.in("file_id", [...fileIds])]),
          (results) => new Map(results.map((r) => [r.file_id, r]))
        )
    } as const
  })
