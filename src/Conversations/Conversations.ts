/** Conversations: listed by /v1, opened by the sandbox (the real service opens them from messaging). */
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import type { NotFound } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import { Conversation, type ConversationCreate } from "./Conversation.js"
import { conversationsTable } from "./ConversationsRepo.js"
import { RecordIds } from "../Companies/RecordIds.js"

export class Conversations extends Effect.Service<Conversations>()("vob-sandbox/Conversations", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const table = yield* conversationsTable
    const clock = yield* SandboxClock
    const activePatient = yield* makeActivePatientCheck

    const create = (companyId: string, input: ConversationCreate): Effect.Effect<Conversation, NotFound> =>
      Effect.gen(function*() {
        yield* activePatient(companyId, input.patient_id)
        const now = yield* clock.timestamp(companyId)
        const conversation: Conversation = {
          id: yield* ids.next(companyId, "conversation"),
          patient_id: input.patient_id,
          company_id: companyId,
          created_at: now,
          updated_at: now,
          phone_number_id: input.phone_number_id ?? null,
          is_active: true
        }
        yield* table.insert(companyId, conversation.id, conversation)
        return conversation
      })

    return {
      create,
      list: (companyId: string, page: Page) => table.list(companyId, page)
    } as const
  })
}) {}
