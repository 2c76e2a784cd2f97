import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { type ReleaseName, releases, type ReleaseStates } from "../src/Releases/ReleaseCatalog.js"
import { Releases } from "../src/Releases/Releases.js"

const listOf = (states: ReleaseStates) => ({
  data: releases.map((r) => ({ name: r.name, enabled: states[r.name], default: r.defaultEnabled, changes: r.changes }))
})

/** The switches that were sent (the schema refuses unknown names, 422 naming them). */
export const sentSwitches = (switches: Partial<Record<ReleaseName, boolean | undefined>>) =>
  Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined)) as Partial<Record<ReleaseName, boolean>>

export const SandboxReleasesHttpLive = apiGroup(Api, "sandboxReleases", (handlers) =>
  Effect.gen(function*() {
    const company = yield* Releases
    return handlers
      .handle("list", () => Effect.flatMap(CurrentCaller, ({ companyId }) => Effect.map(company.current(companyId), listOf)))
      .handle("update", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(company.update(companyId, sentSwitches(payload)), listOf)))
  })).pipe(Layer.provide([Releases.Default]))
