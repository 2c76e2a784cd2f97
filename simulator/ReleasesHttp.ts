import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { AuthenticationLive } from "../src/Auth/AuthenticationLive.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { invalidParameter } from "../src/Domain/Errors.js"
import { isReleaseName, type ReleaseName, releaseNames, releases, type ReleaseStates } from "../src/Releases/ReleaseCatalog.js"
import { Releases } from "../src/Releases/Releases.js"

const listOf = (states: ReleaseStates) => ({
  data: releases.map((r) => ({ name: r.name, enabled: states[r.name], default: r.defaultEnabled, changes: r.changes }))
})

/** The switches, or 422 naming the first unknown release (`param` is `<prefix><name>`). */
export const releaseSwitches = (switches: Readonly<Record<string, boolean>>, prefix = "") => {
  const unknown = Object.keys(switches).find((name) => !isReleaseName(name))
  return unknown === undefined
    ? Effect.succeed(switches as Partial<Record<ReleaseName, boolean>>)
    : Effect.fail(invalidParameter(`${prefix}${unknown}`, `Unknown release '${unknown}'; the releases are ${releaseNames.join(", ")}.`))
}

export const SandboxReleasesHttpLive = HttpApiBuilder.group(Api, "sandboxReleases", (handlers) =>
  Effect.gen(function*() {
    const company = yield* Releases
    return handlers
      .handle("list", () => Effect.map(CurrentCaller, ({ companyId }) => listOf(company.statesOf(companyId))))
      .handle("update", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.flatMap(releaseSwitches(payload), (switches) => Effect.map(company.update(companyId, switches), listOf))))
  })).pipe(Layer.provide([Releases.Default, AuthenticationLive]))
