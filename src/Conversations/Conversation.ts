/** A conversation with a patient (messages over one of the clinic's phone numbers). */
import { Schema } from "effect"
import { Timestamp, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"

export const Conversation = Schema.Struct({
  id: Uuid,
  patient_id: Uuid,
  company_id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  phone_number_id: Schema.NullOr(Schema.String),
  is_active: Schema.Boolean
}).annotations({ identifier: "Conversation" })

export type Conversation = typeof Conversation.Type

export const ConversationCreate = Schema.Struct({
  patient_id: Uuid,
  phone_number_id: Schema.optional(Schema.NullOr(FreeText(TEXT_LIMITS.name).pipe(Schema.minLength(1))))
}).annotations({ identifier: "SandboxConversationCreate" })

export type ConversationCreate = typeof ConversationCreate.Type
