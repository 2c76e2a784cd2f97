/**
 * /sandbox/v1 staff actions on VOBs: what the verification team would do, each refused (409
 * `invalid_state`) when the state machine forbids it, plus the transitions the machine allows now.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { IdPath } from "../src/Domain/Paths.js"
import { Integration } from "../src/Domain/ReferenceRecords.js"
import { IsoDate, IsoDateTimeInput } from "../src/Domain/Scalars.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { CancelReason, CommentContent, SpecialtyInput, Vob, VobComment, VobCommentCreate, VobStatus } from "../src/Vobs/Vob.js"
import { USUAL_QUESTION } from "../src/Vobs/UsualQuestion.js"
import { VobResultInput } from "../src/Vobs/VobResult.js"
import { Uuid } from "../src/Domain/Scalars.js"

const body = <F extends Schema.Struct.Fields>(identifier: string, fields: F) =>
  Schema.NullOr(Schema.Struct(fields).annotations({ ...refusesUnknownFields, identifier }))

const staffAction = <N extends string>(name: N, path: string, summary: string, description: string) =>
  HttpApiEndpoint.post(name, `/sandbox/v1/verification-of-benefits/:id/${path}`)
    .annotate(OpenApi.Summary, summary)
    .setPath(IdPath)
    .addSuccess(Vob)
    .addError(ConflictError)
    .annotate(OpenApi.Description, description)

export const VobTransitions = Schema.Struct({
  status: VobStatus,
  follow_up_state: Schema.NullOr(Schema.Literal("requested", "in_progress")),
  actions: Schema.Array(Schema.Struct({
    by: Schema.Literal("staff", "caller"),
    action: Schema.String,
    method: Schema.Literal("POST", "PATCH"),
    path: Schema.String,
    allowed: Schema.Boolean,
    reason: Schema.optional(Schema.String)
  }))
}).annotations({ identifier: "SandboxVobTransitions" })

export class SandboxVobsApi extends HttpApiGroup.make("sandboxVobs")
  .add(
    HttpApiEndpoint.post("createBackfilled", "/sandbox/v1/verification-of-benefits/backfilled")
      .annotate(OpenApi.Summary, "Create a backfilled VOB")
      .setPayload(Schema.Struct({
        patient_policy_id: Uuid,
        specialties: Schema.optional(Schema.Array(SpecialtyInput)),
        result: Schema.optional(VobResultInput),
        completed_at: Schema.optional(IsoDateTimeInput)
      }).annotations({ ...refusesUnknownFields, identifier: "SandboxBackfilledVob" }))
      .addSuccess(Vob, { status: 201 })
      .annotate(
        OpenApi.Description,
        "A completed VOB for a verification that predates VOB requests (backfilled: true): listed like any " +
          "other, but a follow-up cannot be requested on it."
      )
  )
  .add(staffAction("start", "start", "Start a VOB (staff)", "Staff pick the VOB up: pending → in_progress."))
  .add(
    staffAction(
      "askMissingInformation",
      "ask-missing-information",
      "Ask for missing information (staff)",
      "Staff ask the caller for missing information: the content is posted as a staff comment and the VOB " +
        "moves to missing_information with a missing_information_ask. Without content (or a body) staff ask " +
        `the usual question: "${USUAL_QUESTION}"`
    ).setPayload(body("SandboxVobAsk", { content: Schema.optional(CommentContent) }))
  )
  .add(
    staffAction(
      "warn",
      "warn",
      "Warn of auto-cancellation (staff)",
      "Staff warn that an unanswered ask cancels the VOB on auto_cancel_on (default: today + 7 days on the " +
        "sandbox clock). An auto-cancel job runs on that date unless the caller answers first."
    ).setPayload(body("SandboxVobWarn", { auto_cancel_on: Schema.optional(IsoDate) }))
  )
  .add(
    staffAction(
      "resume",
      "resume",
      "Resume a VOB (staff)",
      "Staff go on with the VOB: missing_information → in_progress."
    )
  )
  .add(
    staffAction(
      "complete",
      "complete",
      "Complete a VOB (staff)",
      "Staff complete the VOB with a result (generated when omitted; given fields override the generated " +
        "ones). Writes the policy's current version and the patient's payor with its services."
    ).setPayload(body("SandboxVobComplete", { result: Schema.optional(VobResultInput) }))
  )
  .add(
    staffAction(
      "cancel",
      "cancel",
      "Cancel a VOB (staff)",
      "Staff cancel an open VOB; the reason is posted as a staff comment."
    )
      .setPayload(body("SandboxVobCancel", { reason: Schema.optional(CancelReason) }))
  )
  .add(
    staffAction(
      "takeFollowUp",
      "follow-up/take",
      "Take a follow-up request (staff)",
      "Staff take the caller's follow-up request: in_progress."
    )
  )
  .add(
    staffAction(
      "startFollowUp",
      "follow-up/start",
      "Start a follow-up (staff)",
      "Staff start a follow-up on a completed VOB themselves."
    )
  )
  .add(
    staffAction(
      "closeFollowUp",
      "follow-up/close",
      "Close a follow-up (staff)",
      "Staff close the follow-up, optionally correcting the result (merged over the current one). A changed " +
        "result sends vob_updated [result] and is pushed again to integrations that already received it."
    ).setPayload(body("SandboxVobCloseFollowUp", { result: Schema.optional(VobResultInput) }))
  )
  .add(
    HttpApiEndpoint.post("staffComment", "/sandbox/v1/verification-of-benefits/:id/comments")
      .annotate(OpenApi.Summary, "Comment on a VOB (staff)")
      .setPath(IdPath)
      .setPayload(VobCommentCreate)
      .addSuccess(VobComment, { status: 201 })
      .annotate(OpenApi.Description, "A staff comment on the VOB (vob_comment_created).")
  )
  .add(
    staffAction(
      "settleSync",
      "sync-result",
      "Settle a VOB's pending sync",
      "Settles the VOB's pending push now with the given outcome (pushes otherwise succeed 5 sandbox seconds " +
        "after they start)."
    ).setPayload(Schema.Struct({ status: Schema.Literal("success", "failed") })
      .annotations({ ...refusesUnknownFields, identifier: "SandboxVobSyncResult" }))
  )
  .add(
    HttpApiEndpoint.get("transitions", "/sandbox/v1/verification-of-benefits/:id/transitions")
      .annotate(OpenApi.Summary, "List a VOB's allowed transitions")
      .setPath(IdPath)
      .addSuccess(VobTransitions)
      .annotate(
        OpenApi.Description,
        "Every staff action and caller operation, whether it is allowed now and, if not, why: read from the same " +
          "state machine that enforces them."
      )
  )
  .add(
    HttpApiEndpoint.patch("updateIntegration", "/sandbox/v1/integrations/:id")
      .annotate(OpenApi.Summary, "Update an integration")
      .setPath(IdPath)
      .setPayload(Schema.Struct({
        syncs_vobs: Schema.optional(Schema.Boolean),
        waits_for_review: Schema.optional(Schema.Boolean)
      }).annotations({ ...refusesUnknownFields, identifier: "SandboxIntegrationUpdate" }))
      .addSuccess(Integration)
      .annotate(
        OpenApi.Description,
        "Changes what one of the company's integrations does with VOBs (e.g. none syncs VOBs: sync is null and " +
          "POST /v1/verification-of-benefits/{id}/sync is 409)."
      )
  )
  .addError(NotFoundError)
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: VOB staff")
  .annotate(
    OpenApi.Description,
    "What the verification team does with a VOB: start, ask for missing information, warn, resume, complete, cancel, follow up."
  )
{}
