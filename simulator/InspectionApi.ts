/**
 * Read-only views the console (and any script) needs beyond /v1: the company's jobs, and its VOB and
 * prior-authorization requests as lists (/v1 only reads them one by one).
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ListOf, PageParams } from "../src/Domain/Pagination.js"
import { Repeatable } from "../src/Domain/QueryParams.js"
import { IsoDateTimeInput, Timestamp } from "../src/Domain/Scalars.js"
import { PriorAuthorizationRequestResource } from "../src/PriorAuthorizations/PriorAuthorizationRequest.js"
import { VobRequestResource } from "../src/VobRequests/VobRequest.js"

export const JobStatusName = Schema.Literal("pending", "running", "done", "failed").annotations({ identifier: "SandboxJobStatus" })

export const SandboxJob = Schema.Struct({
  id: Schema.Int,
  kind: Schema.String.annotations({
    description: "vob.staff_step (autopilot), vob.auto_cancel, webhook.attempt, vob_request.process, …"
  }),
  status: JobStatusName,
  due_at: Timestamp,
  record_id: Schema.NullOr(Schema.String).annotations({ description: "The record the job acts on (VOB, request, delivery, patient)." }),
  action: Schema.NullOr(Schema.String).annotations({ description: "The staff action of an autopilot step." }),
  error: Schema.NullOr(Schema.String)
}).annotations({ identifier: "SandboxJob" })

const fileIds = {
  file_ids: Schema.Array(Schema.String).annotations({
    description: "The files the request was submitted with (what the card reader or document extraction reads)."
  })
}
export const SandboxVobRequest = Schema.Struct({ ...VobRequestResource.fields, ...fileIds })
  .annotations({ identifier: "SandboxVobRequest" })
export const SandboxPriorAuthorizationRequest = Schema.Struct({ ...PriorAuthorizationRequestResource.fields, ...fileIds })
  .annotations({ identifier: "SandboxPriorAuthorizationRequest" })

export class SandboxInspectionApi extends HttpApiGroup.make("sandboxInspection")
  .add(
    HttpApiEndpoint.get("jobs", "/sandbox/v1/jobs")
      .annotate(OpenApi.Summary, "List scheduled and finished jobs")
      .setUrlParams(Schema.Struct({
        ...PageParams,
        status: Schema.optional(Repeatable(JobStatusName)),
        record_id: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
        due_after: Schema.optional(IsoDateTimeInput),
        due_until: Schema.optional(IsoDateTimeInput)
      }))
      .addSuccess(ListOf(SandboxJob, "SandboxJobList"))
      .annotate(
        OpenApi.Description,
        "The company's jobs on its sandbox clock, soonest due first: autopilot staff steps, auto-cancel, webhook " +
          "attempts, request processing. `record_id` keeps those acting on one record; `due_after` (exclusive) and " +
          "`due_until` (inclusive) bound the due time, e.g. to see what a clock advance ran."
      )
  )
  .add(
    HttpApiEndpoint.get("vobRequests", "/sandbox/v1/verification-of-benefits-requests")
      .annotate(OpenApi.Summary, "List VOB requests")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(SandboxVobRequest, "SandboxVobRequestList"))
      .annotate(OpenApi.Description, "The company's VOB requests, newest first, in their /v1 form plus the ids of the files they were submitted with.")
  )
  .add(
    HttpApiEndpoint.get("priorAuthorizationRequests", "/sandbox/v1/prior-authorization-requests")
      .annotate(OpenApi.Summary, "List prior-authorization requests")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(SandboxPriorAuthorizationRequest, "SandboxPriorAuthorizationRequestList"))
      .annotate(OpenApi.Description, "The company's prior-authorization requests, newest first, in their /v1 form plus the ids of the files they were submitted with.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: jobs and requests")
  .annotate(
    OpenApi.Description,
    "What the sandbox is doing: its background jobs and the processing of asynchronous requests."
  )
{}
