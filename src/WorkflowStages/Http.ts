import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { listed, offsetOf } from "../Domain/Pagination.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { releasedView } from "../Releases/ReleaseMembership.js"
import { Releases } from "../Releases/Releases.js"
import { WorkflowStageItem } from "./Api.js"

/** The Needs VOB stage is where a VOB request moves the patient: the one default the sandbox acts on. */
const defaultFor = (key: string) => (key === "needs_vob" ? "vob_request" as const : null)

/** A stage as the company's releases show it (`default_for` until its removal). */
const stageView = releasedView(WorkflowStageItem)

export const WorkflowStagesHttpLive = apiGroup(Api, "workflowStages", (handlers) =>
  Effect.gen(function*() {
    const reference = yield* ReferenceData
    const releases = yield* Releases
    return handlers.handle("list", ({ urlParams: { default_for: wanted, ...page } }) =>
      Effect.gen(function*() {
        const { companyId } = yield* CurrentCaller
        const states = releases.statesOf(companyId)
        const stages = [...yield* reference.list(companyId, "workflow_stage")]
          .sort((a, b) => a.order - b.order)
          .filter((s) => wanted === undefined || defaultFor(s.key) === wanted)
        const onPage = stages.slice(offsetOf(page), offsetOf(page) + page.limit)
        return listed(
          onPage.map(({ id, key, order, title, verifies_insurance }) =>
            stageView(states, { id, title, order, verifies_insurance, default_for: defaultFor(key) })),
          stages.length,
          page
        )
      }))
  })).pipe(Layer.provide([Releases.Default]))
