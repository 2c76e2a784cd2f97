import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { invalidParameter, unknownField } from "../Domain/Errors.js"
import { listed, offsetOf } from "../Domain/Pagination.js"
import { Releases } from "../Releases/Releases.js"

/** Before the announced removal, a stage said what it is the company's default for (see defaultFor). */
const DEFAULT_FOR = "default_for"

/** The Needs VOB stage is where a VOB request moves the patient: the one default the sandbox acts on. */
const defaultFor = (key: string) => (key === "needs_vob" ? "vob_request" : null)

export const WorkflowStagesHttpLive = HttpApiBuilder.group(Api, "workflowStages", (handlers) =>
  Effect.gen(function*() {
    const reference = yield* ReferenceData
    const releases = yield* Releases
    return handlers.handle("list", ({ urlParams: page }) =>
      Effect.gen(function*() {
        const { companyId } = yield* CurrentCaller
        const removed = releases.statesOf(companyId).default_for_removal
        const query = yield* HttpServerRequest.ParsedSearchParams
        const wanted = query[DEFAULT_FOR]
        if (wanted !== undefined && removed) {
          return yield* Effect.fail(unknownField(
            DEFAULT_FOR,
            "'default_for' was removed from workflow stage endpoints (announced removal); send the request without it."
          ))
        }
        if (wanted !== undefined && wanted !== "vob_request") {
          return yield* Effect.fail(invalidParameter(DEFAULT_FOR, `Invalid value for 'default_for': must be "vob_request".`))
        }
        const stages = [...yield* reference.list(companyId, "workflow_stage")]
          .sort((a, b) => a.order - b.order)
          .filter((s) => wanted === undefined || defaultFor(s.key) === wanted)
        const onPage = stages.slice(offsetOf(page), offsetOf(page) + page.limit)
        if (removed) {
          return listed(onPage.map(({ id, title, order, verifies_insurance }) => ({ id, title, order, verifies_insurance })), stages.length, page)
        }
        // The list schema has no default_for (today's API): the answer before the removal is sent as it is.
        return HttpServerResponse.unsafeJson(listed(
          onPage.map(({ id, key, order, title, verifies_insurance }) => ({ id, title, order, verifies_insurance, default_for: defaultFor(key) })),
          stages.length,
          page
        ))
      }))
  })).pipe(Layer.provide([Releases.Default]))
