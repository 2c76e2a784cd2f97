/** SQL for VOB requests: the document table and the newest-first listing the sandbox inspects. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { VobRequestRecord } from "./VobRequest.js"

export const vobRequestsTable = makeDocumentTable({
  table: "vob_requests",
  resource: "VOB request",
  schema: VobRequestRecord,
  columns: (request) => ({ status: request.status })
})

/** Every VOB request of the company, newest first (GET /sandbox/v1/vob-requests). */
export const listVobRequestsNewestFirst = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const table = yield* vobRequestsTable
  return (companyId: string, page: Page) => table.list(companyId, page, [], sql`rowid DESC`)
})
