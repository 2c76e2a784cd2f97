/** The sandbox's switches of a company's integration (`PATCH /sandbox/v1/integrations/{id}`). */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { notFound } from "../Domain/Errors.js"

export const integrationSwitches = Effect.gen(function*() {
  const reference = yield* ReferenceData

  const updateIntegration = (
    caller: Caller,
    id: string,
    patch: { readonly syncs_vobs?: boolean | undefined; readonly waits_for_review?: boolean | undefined }
  ) =>
    Effect.gen(function*() {
      const found = yield* reference.get(caller.companyId, "integration", id)
      if (Option.isNone(found)) return yield* Effect.fail(notFound("integration", id))
      const next = {
        ...found.value,
        ...(patch.syncs_vobs === undefined ? {} : { syncs_vobs: patch.syncs_vobs }),
        ...(patch.waits_for_review === undefined ? {} : { waits_for_review: patch.waits_for_review })
      }
      yield* reference.put(caller.companyId, "integration", next)
      return next
    })

  return updateIntegration
})
