/** Credentialing records: fixture-seeded, read by id and listed with a type filter. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { Credentialing } from "./Credentialing.js"

export const credentialingTable = makeDocumentTable({
  table: "credentialing",
  resource: "credentialing record",
  schema: Credentialing,
  columns: (record) => ({ type: record.type })
})

export class CredentialingRepo extends Effect.Service<CredentialingRepo>()("vob-sandbox/CredentialingRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* credentialingTable
    return {
      findJson: table.findJson,
      /** A company's records, in one statement. */
      insertAll: (records: ReadonlyArray<Credentialing>) =>
        records.length === 0 ? Effect.void : table.insertAll(records[0]!.company_id, records.map((doc) => ({ id: doc.id, doc }))),
      list: (companyId: string, filter: { readonly type?: Credentialing["type"] | undefined }, page: Page) =>
        table.list(companyId, page, filter.type === undefined ? [] : [sql`type = ${filter.type}`])
    } as const
  })
}) {}
