import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { AuthenticationLive } from "../Auth/AuthenticationLive.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { listed, offsetOf } from "../Domain/Pagination.js"

export const WorkflowStagesHttpLive = HttpApiBuilder.group(Api, "workflowStages", (handlers) =>
  Effect.gen(function*() {
    const reference = yield* ReferenceData
    return handlers.handle("list", ({ urlParams: page }) =>
      Effect.gen(function*() {
        const { companyId } = yield* CurrentCaller
        const stages = [...yield* reference.list(companyId, "workflow_stage")].sort((a, b) => a.order - b.order)
        const onPage = stages.slice(offsetOf(page), offsetOf(page) + page.limit)
        return listed(
          onPage.map(({ id, title, order, verifies_insurance }) => ({ id, title, order, verifies_insurance })),
          stages.length,
          page
        )
      }))
  })).pipe(Layer.provide([ReferenceData.Default, AuthenticationLive]))
