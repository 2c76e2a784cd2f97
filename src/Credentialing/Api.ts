import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { NotFoundError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { Credentialing, CredentialingType } from "./Credentialing.js"

export class CredentialingApi extends HttpApiGroup.make("credentialing")
  .add(
    HttpApiEndpoint.get("list", "/v1/credentialing")
      .setUrlParams(Schema.Struct({ ...PageParams, type: Schema.optional(CredentialingType) }))
      .addSuccess(ListOf(Credentialing, "CredentialingList"))
      .annotate(OpenApi.Summary, "List credentialing records")
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/credentialing/:id")
      .setPath(IdPath)
      .addSuccess(Credentialing)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Get a credentialing record")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Credentialing")
{}
