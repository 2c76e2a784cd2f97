import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../Domain/Errors.js"
import { IdPath } from "../Domain/Paths.js"
import { VobRequestCreate, VobRequestResource } from "./VobRequest.js"
import { ReleasedWith } from "../Releases/ReleaseMembership.js"

export class VobRequestsApi extends HttpApiGroup.make("vobRequests")
  .add(
    HttpApiEndpoint.post("submit", "/v1/verification-of-benefits-requests")
      .annotate(ReleasedWith, "vob_requests")
      .annotate(OpenApi.Summary, "Submit a VOB request")
      .setHeaders(Schema.Struct({
        "idempotency-key": Schema.optional(Schema.String).annotations({
          description: "Optional; scoped to the company. The same key and body return the original request."
        })
      }))
      .setPayload(VobRequestCreate)
      .addSuccess(VobRequestResource, { status: 202 })
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Matches or creates a patient, stores known coverage, reads insurance-card files, and opens a VOB for " +
          "every active policy of the patient, asynchronously: 202 with a Location header and the queued request. " +
          "Unknown fields are refused anywhere in the body."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/verification-of-benefits-requests/:id")
      .annotate(ReleasedWith, "vob_requests")
      .annotate(OpenApi.Summary, "Get a VOB request")
      .setPath(IdPath)
      .addSuccess(VobRequestResource)
      .addError(NotFoundError)
      .annotate(OpenApi.Description, "The request (200 also when it failed: the failure is in `error`).")
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "VOB requests")
  .annotate(
    OpenApi.Description,
    "Asynchronous VOB requests: submit a patient and coverages (or card images) and poll the request until it has opened its VOBs."
  )
{}
