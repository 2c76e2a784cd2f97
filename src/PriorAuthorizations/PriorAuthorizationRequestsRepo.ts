/** SQL for prior-authorization requests: the document table and the newest-first listing the sandbox inspects. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { PriorAuthorizationRequestRecord } from "./PriorAuthorizationRequest.js"

export const priorAuthorizationRequestsTable = makeDocumentTable({
  table: "prior_authorization_requests",
  resource: "prior authorization request",
  schema: PriorAuthorizationRequestRecord,
  columns: (request) => ({ status: request.status })
})

/** Every prior-authorization request of the company, newest first (GET /sandbox/v1/prior-authorization-requests). */
export const listPriorAuthorizationRequestsNewestFirst = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const table = yield* priorAuthorizationRequestsTable
  return (companyId: string, page: Page) => table.list(companyId, page, [], sql`rowid DESC`)
})
