/**
 * The /sandbox/v1 conversations group: opening a conversation (messaging in the real service).
 * Part of the public /sandbox/v1 control contract: users' test suites depend on these paths and bodies.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Authentication } from "../src/Auth/Authentication.js"
import { Conversation, ConversationCreate } from "../src/Conversations/Conversation.js"
import { NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"

export class SandboxConversationsApi extends HttpApiGroup.make("sandboxConversations")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/conversations")
      .annotate(OpenApi.Summary, "Open a conversation")
      .setPayload(ConversationCreate.annotations(refusesUnknownFields))
      .addSuccess(Conversation, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(OpenApi.Description, "Opens a conversation with an active patient of the company (what messaging does in the real service).")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: conversations")
  .annotate(
    OpenApi.Description,
    "Staff writes on conversations: open one on a patient."
  )
{}
