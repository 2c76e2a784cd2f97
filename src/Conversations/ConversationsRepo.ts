/** SQL for conversations: their document table. */
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { Conversation } from "./Conversation.js"

export const conversationsTable = makeDocumentTable({
  table: "conversations",
  resource: "conversation",
  schema: Conversation,
  columns: (conversation) => ({ patient_id: conversation.patient_id })
})
