import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { Companies } from "../src/Companies/Companies.js"
import { releaseSwitches } from "./ReleasesHttp.js"

export const SandboxCompaniesHttpLive = HttpApiBuilder.group(Api, "sandboxCompanies", (handlers) =>
  Effect.gen(function*() {
    const companies = yield* Companies
    return handlers.handle("create", ({ payload }) =>
      Effect.flatMap(releaseSwitches(payload?.releases ?? {}, "releases."), (releases) =>
        companies.create({ ...payload, releases })))
  })).pipe(Layer.provide(Companies.Default))
