import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { Conversation } from "./Conversation.js"

export class ConversationsApi extends HttpApiGroup.make("conversations")
  .add(
    HttpApiEndpoint.get("list", "/v1/conversations")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(Conversation, "ConversationList"))
      .annotate(OpenApi.Summary, "List conversations")
      .annotate(OpenApi.Description, "The company's conversations in creation order, a page at a time.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Conversations")
  .annotate(
    OpenApi.Description,
    "The company's patient conversations (calls, messages) as the service records them; read-only here, created through `/sandbox/v1/conversations`."
  )
{}
