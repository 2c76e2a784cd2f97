import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { SandboxClock } from "../src/Clock/SandboxClock.js"
import { Companies } from "../src/Companies/Companies.js"
import { CompanyFixtures } from "../src/Companies/CompanyFixtures.js"
import { instantMs, toTimestamp } from "../src/Domain/Scalars.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { sentSwitches } from "./ReleasesHttp.js"

export const SandboxCompaniesHttpLive = apiGroup(Api, "sandboxCompanies", (handlers) =>
  Effect.gen(function*() {
    const companies = yield* Companies
    const fixtures = yield* CompanyFixtures
    const clock = yield* SandboxClock
    return handlers.handle("create", ({ payload }) =>
      Effect.gen(function*() {
        const { seeded, ...created } = yield* companies.create({
          ...payload,
          releases: sentSwitches(payload?.releases ?? {}),
          frozenAtMs: payload?.at === undefined ? undefined : instantMs(payload.at)
        })
        // A kit's company() in one round trip: credentials, fixtures and clock together.
        const { mode, nowMs } = yield* clock.reading(created.company.id)
        return { ...created, fixtures: yield* fixtures.ofCreated(created.company, seeded), clock: { now: toTimestamp(nowMs), mode } }
      }))
  })).pipe(Layer.provide([Companies.Default, CompanyFixtures.Default]))
