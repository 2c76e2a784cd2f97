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
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Conversations")
{}
