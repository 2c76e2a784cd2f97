import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { WorkflowStage } from "../Domain/ReferenceRecords.js"
import { releasedField, releasedInput, removedBy } from "../Releases/ReleaseMembership.js"

const { key: _key, ...stageFields } = WorkflowStage.fields

const defaultForRemoval = removedBy("default_for_removal")

/** What a stage is the company's default for: only `vob_request`, the Needs VOB stage a VOB request moves the patient to. */
export const DefaultFor = Schema.Literal("vob_request")

/**
 * A stage of the clinic's patient workflow: the reference record without its fixture key, and `default_for`
 * until its announced removal (in effect by default).
 */
export const WorkflowStageItem = Schema.Struct({
  ...stageFields,
  default_for: releasedField(
    Schema.NullOr(DefaultFor).annotations({
      jsonSchema: {
        type: ["string", "null"],
        enum: ["vob_request", null],
        description: "What the stage is the company's default for: `vob_request` for the stage a VOB request moves the " +
          "patient to (Needs VOB); null for the others. Removed by the announced default_for removal."
      }
    }),
    defaultForRemoval
  )
}).annotations({ identifier: "WorkflowStageItem" })

export const WorkflowStageListParams = Schema.Struct({
  ...PageParams,
  default_for: releasedInput(
    DefaultFor.annotations({ description: "Only the stages that are the default for this (before the announced removal)." }),
    defaultForRemoval
  )
})

export class WorkflowStagesApi extends HttpApiGroup.make("workflowStages")
  .add(
    HttpApiEndpoint.get("list", "/v1/workflow-stages")
      .setUrlParams(WorkflowStageListParams)
      .addSuccess(ListOf(WorkflowStageItem, "WorkflowStageList"))
      .annotate(OpenApi.Summary, "List workflow stages")
      .annotate(OpenApi.Description, "The company's workflow stages in their order.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Workflow stages")
  .annotate(
    OpenApi.Description,
    "The company's workflow stages, the steps a patient moves through."
  )
{}
