import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { Companies } from "../src/Companies/Companies.js"
import { sentSwitches } from "./ReleasesHttp.js"

export const SandboxCompaniesHttpLive = HttpApiBuilder.group(Api, "sandboxCompanies", (handlers) =>
  Effect.gen(function*() {
    const companies = yield* Companies
    return handlers.handle("create", ({ payload }) =>
      companies.create({ ...payload, releases: sentSwitches(payload?.releases ?? {}) }))
  })).pipe(Layer.provide(Companies.Default))
