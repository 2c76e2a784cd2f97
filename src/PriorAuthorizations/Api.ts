import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { IsoDate, Uuid } from "../Domain/Scalars.js"
import { Repeatable } from "../Domain/QueryParams.js"
import {
  PriorAuthorization,
  PriorAuthorizationCreate,
  PriorAuthorizationStatus,
  PriorAuthorizationUpdate
} from "./PriorAuthorization.js"

export const PriorAuthorizationListParams = Schema.Struct({
  ...PageParams,
  patient_id: Schema.optional(Uuid),
  patient_policy_id: Schema.optional(Uuid),
  payor_id: Schema.optional(Uuid),
  status: Schema.optional(Repeatable(PriorAuthorizationStatus)),
  external_id: Schema.optional(Schema.String),
  servicing_provider_id: Schema.optional(Uuid),
  scheduled_submission_date_from: Schema.optional(IsoDate),
  scheduled_submission_date_to: Schema.optional(IsoDate)
})

const VOB_BLOCK = "The `vob` block says what became of the VOB asked for with `request_vob`: `requested` (this record " +
  "opened it, linked to it), `already_open` (a VOB was already open on the policy), `not_on_patient` (the policy is not " +
  "an active policy of the patient), `missing_details` (`missing` names what the VOB needs), `not_requested`."

export class PriorAuthorizationsApi extends HttpApiGroup.make("priorAuthorizations")
  .add(
    HttpApiEndpoint.post("create", "/v1/prior-authorizations")
      .annotate(OpenApi.Summary, "Create a prior authorization")
      .setPayload(PriorAuthorizationCreate)
      .addSuccess(PriorAuthorization, { status: 201 })
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Records a prior authorization of an active patient. References resolve within the company (404 naming the " +
          "field); undeclared fields are 422. `request_vob` defaults to the company's setting; when on, a VOB is " +
          "opened on the record's policy unless one is open there. " + VOB_BLOCK
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/prior-authorizations")
      .annotate(OpenApi.Summary, "List prior authorizations")
      .setUrlParams(PriorAuthorizationListParams)
      .addSuccess(ListOf(PriorAuthorization, "PriorAuthorizationList"))
      .annotate(OpenApi.Description, "The company's active prior authorizations in creation order; filters are ANDed, `status` may repeat.")
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/prior-authorizations/:id")
      .annotate(OpenApi.Summary, "Get a prior authorization")
      .setPath(IdPath)
      .addSuccess(PriorAuthorization)
      .annotate(OpenApi.Description, "The record; `vob.vob.status` is the VOB's status now.")
  )
  .add(
    HttpApiEndpoint.patch("update", "/v1/prior-authorizations/:id")
      .annotate(OpenApi.Summary, "Update a prior authorization")
      .setPath(IdPath)
      .setPayload(PriorAuthorizationUpdate)
      .addSuccess(PriorAuthorization)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Changes the sent fields (`service` merges field by field, arrays replace, null clears). Status moves: " +
          "draft → submitted | cancelled, submitted → approved | denied | cancelled, denied → submitted; others are " +
          "409 `invalid_state`. A stale `version` is 409 `version_conflict`."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/prior-authorizations/:id")
      .annotate(OpenApi.Summary, "Delete a prior authorization")
      .setPath(IdPath)
      .addSuccess(PriorAuthorization)
      .annotate(OpenApi.Description, "Soft delete: answers the record (`active: false`); afterwards it is 404 and never listed.")
  )
  .addError(NotFoundError)
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Prior authorizations")
  .annotate(
    OpenApi.Description,
    "Prior authorizations of a patient's services, with the VOB they may ask for."
  )
{}
