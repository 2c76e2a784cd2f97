/** SQL for VOB requests: the document table and the newest-first listing the sandbox inspects. */
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { listNewestFirst } from "../Store/NewestFirst.js"
import { VobRequestRecord } from "./VobRequest.js"

export const vobRequestsTable = makeDocumentTable({
  table: "vob_requests",
  resource: "VOB request",
  schema: VobRequestRecord,
  columns: (request) => ({ status: request.status })
})

/** Every VOB request of the company, newest first (the sandbox inspection list). */
export const listVobRequestsNewestFirst = listNewestFirst(vobRequestsTable)
