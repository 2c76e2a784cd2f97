/** SQL for prior-authorization requests: the document table and the newest-first listing the sandbox inspects. */
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { listNewestFirst } from "../Store/NewestFirst.js"
import { PriorAuthorizationRequestRecord } from "./PriorAuthorizationRequest.js"

export const priorAuthorizationRequestsTable = makeDocumentTable({
  table: "prior_authorization_requests",
  resource: "prior authorization request",
  schema: PriorAuthorizationRequestRecord,
  columns: (request) => ({ status: request.status })
})

/** Every prior-authorization request of the company, newest first (the sandbox inspection list). */
export const listPriorAuthorizationRequestsNewestFirst = listNewestFirst(priorAuthorizationRequestsTable)
