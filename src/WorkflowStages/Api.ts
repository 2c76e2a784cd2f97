import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { WorkflowStage } from "../Domain/ReferenceRecords.js"

const { key: _key, ...stageFields } = WorkflowStage.fields

/** A stage of the clinic's patient workflow: the reference record without its fixture key. `default_for` is gone (announced removal): never returned. */
export const WorkflowStageItem = Schema.Struct(stageFields).annotations({ identifier: "WorkflowStageItem" })

export class WorkflowStagesApi extends HttpApiGroup.make("workflowStages")
  .add(
    HttpApiEndpoint.get("list", "/v1/workflow-stages")
      .setUrlParams(Schema.Struct(PageParams))
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
