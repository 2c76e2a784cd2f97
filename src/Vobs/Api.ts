import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ConflictError, NotFoundError, PermissionDeniedError, ValidationFailedError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import {
  FollowUpRequest,
  Vob,
  VobCancel,
  VobComment,
  VobCommentCreate,
  VobCreate,
  VobListItem,
  VobResolution,
  VobResolve,
  VobReview,
  VobListParams,
  VobUpdate
} from "./Vob.js"
import { ReleasedWith } from "../Releases/ReleaseMembership.js"

export class VobsApi extends HttpApiGroup.make("vobs")
  .add(
    HttpApiEndpoint.post("create", "/v1/verification-of-benefits")
      .annotate(OpenApi.Summary, "Create a VOB")
      .setPayload(VobCreate)
      .addSuccess(Vob, { status: 201 })
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Asks staff to verify the benefits of a patient policy. Undeclared fields are 422; `priority` takes JSON " +
          "booleans only. `prior_authorization_id` must name a prior authorization of the same patient on the " +
          "policy's insurance."
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/verification-of-benefits")
      .annotate(OpenApi.Summary, "List VOBs")
      .setUrlParams(VobListParams)
      .addSuccess(ListOf(VobListItem, "VobList"))
      .annotate(
        OpenApi.Description,
        "The company's VOBs grouped by status (pending, in_progress, missing_information, completed, cancelled), " +
          "most recently updated first within each group. `status` may repeat. `include=result` embeds results."
      )
  )
  .add(
    HttpApiEndpoint.post("resolve", "/v1/verification-of-benefits/resolve")
      .annotate(OpenApi.Summary, "Find or open a VOB")
      .setPayload(VobResolve)
      .addSuccess(VobResolution)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Find-or-open: the VOB already open on the policy (`already_open`), or a new one (`opened`)."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/verification-of-benefits/:id")
      .annotate(OpenApi.Summary, "Get a VOB")
      .annotate(
        OpenApi.Description,
        "One VOB with its patient, specialties, result (once completed), follow-up, review and sync state."
      )
      .setPath(IdPath)
      .addSuccess(Vob)
  )
  .add(
    HttpApiEndpoint.patch("update", "/v1/verification-of-benefits/:id")
      .annotate(OpenApi.Summary, "Update a VOB")
      .setPath(IdPath)
      .setPayload(VobUpdate)
      .addSuccess(Vob)
      .addError(ConflictError)
      .annotate(OpenApi.Description, "Changes priority, notes or specialties. Refused (409) once cancelled.")
  )
  .add(
    HttpApiEndpoint.post("cancel", "/v1/verification-of-benefits/:id/cancel")
      .annotate(OpenApi.Summary, "Cancel a VOB")
      .setPath(IdPath)
      .setPayload(VobCancel)
      .addSuccess(Vob)
      .addError(ConflictError)
      .annotate(OpenApi.Description, "Cancels an open VOB; the reason is posted as a comment.")
  )
  .add(
    HttpApiEndpoint.post("comment", "/v1/verification-of-benefits/:id/comments")
      .annotate(OpenApi.Summary, "Comment on a VOB")
      .setPath(IdPath)
      .setPayload(VobCommentCreate)
      .addSuccess(VobComment, { status: 201 })
      .addError(ConflictError)
      .annotate(OpenApi.Description, "A comment for staff; after a missing-information ask it answers the ask.")
  )
  .add(
    HttpApiEndpoint.get("comments", "/v1/verification-of-benefits/:id/comments")
      .annotate(OpenApi.Summary, "List a VOB's comments")
      .setPath(IdPath)
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(VobComment, "VobCommentList"))
      .annotate(OpenApi.Description, "The VOB's comments, oldest first.")
  )
  .add(
    HttpApiEndpoint.post("followUpRequest", "/v1/verification-of-benefits/:id/follow-up-request")
      .annotate(ReleasedWith, "follow_up_review_sync")
      .annotate(OpenApi.Summary, "Request a follow-up on a VOB")
      .setPath(IdPath)
      .setPayload(FollowUpRequest)
      .addSuccess(Vob)
      .addError(ConflictError)
      .addError(PermissionDeniedError)
      .annotate(
        OpenApi.Description,
        "Asks staff to look at a completed VOB again; the text is posted as a comment. 409 when not completed, " +
          "a follow-up is open, a newer VOB is open on the policy or holds its current result, the VOB is " +
          "backfilled, or its patient or policy was deleted. 403 for the operator's global keys."
      )
  )
  .add(
    HttpApiEndpoint.post("review", "/v1/verification-of-benefits/:id/review")
      .annotate(ReleasedWith, "follow_up_review_sync")
      .annotate(OpenApi.Summary, "Review a VOB")
      .setPath(IdPath)
      .setPayload(VobReview)
      .addSuccess(Vob)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "true marks a completed VOB reviewed (and starts a sync to integrations that wait for review); " +
          "false clears the review. 409 when not completed or a follow-up is open."
      )
  )
  .add(
    HttpApiEndpoint.post("sync", "/v1/verification-of-benefits/:id/sync")
      .annotate(ReleasedWith, "follow_up_review_sync")
      .annotate(OpenApi.Summary, "Sync a VOB to integrations")
      .setPath(IdPath)
      .addSuccess(Vob)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Pushes the patient's results to integrations that sync VOBs. 409 when not completed, none of your " +
          "integrations syncs VOBs, or a follow-up is open."
      )
  )
  .addError(NotFoundError)
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Verification of benefits")
  .annotate(
    OpenApi.Description,
    "Verifications of benefits (VOBs): ask staff to verify a patient policy's benefits, follow its status to a result, comment, request a follow-up, review and sync it."
  )
{}
