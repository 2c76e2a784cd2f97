import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../Domain/Errors.js"
import { IdPath } from "../Domain/Paths.js"
import { PriorAuthorizationRequestCreate, PriorAuthorizationRequestResource } from "./PriorAuthorizationRequest.js"
import { ReleasedWith } from "../Releases/ReleaseMembership.js"

export class PriorAuthorizationRequestsApi extends HttpApiGroup.make("priorAuthorizationRequests")
  .add(
    HttpApiEndpoint.post("submit", "/v1/prior-authorization-requests")
      .annotate(ReleasedWith, "prior_authorization_requests")
      .annotate(OpenApi.Summary, "Submit a prior authorization request")
      .setHeaders(Schema.Struct({
        "idempotency-key": Schema.optional(Schema.String).annotations({
          description: "Optional; scoped to the company and reserved for the request's lifetime. The same key and " +
            "normalized body return the original request; another body is 409 `idempotency_key_reused`."
        })
      }))
      .setPayload(PriorAuthorizationRequestCreate)
      .addSuccess(PriorAuthorizationRequestResource, { status: 202 })
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Extracts the uploaded documents and creates a prior authorization asynchronously: 202 with a Location header " +
          "and the queued request. `data` is merged over the extracted values (omitted fields keep them, explicit values " +
          "override, nested objects merge field by field, arrays replace, null clears; `patient_id` replaces extracted " +
          "`patient_data`, `patient_policy_id` extracted `policy_data`, `payor_id` extracted `payor_data`; both halves " +
          "of a pair are 422). Several documents combine in file order, the first value winning. A file that is not " +
          "an active one of the company is 404. No completion webhook: poll the request."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/prior-authorization-requests/:id")
      .annotate(ReleasedWith, "prior_authorization_requests")
      .annotate(OpenApi.Summary, "Get a prior authorization request")
      .setPath(IdPath)
      .addSuccess(PriorAuthorizationRequestResource)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "The request (200 also when it failed: the failure is in `error`); `prior_authorization_id` once completed. " +
          "Carries no document contents and no submitted clinical data."
      )
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Prior authorization requests")
  .annotate(
    OpenApi.Description,
    "Asynchronous prior-authorization requests: submit documents and data, poll until the prior authorization is recorded."
  )
{}
