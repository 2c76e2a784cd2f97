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
      .annotate(
        OpenApi.Description,
        "The company's credentialing records (entities and rendering providers), a page at a time."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/credentialing/:id")
      .setPath(IdPath)
      .addSuccess(Credentialing)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Get a credentialing record")
      .annotate(OpenApi.Description, "One credentialing record with its credentialed insurances and location.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Credentialing")
  .annotate(
    OpenApi.Description,
    "The company's credentialed entities and rendering providers, named by VOB specialties."
  )
{}
