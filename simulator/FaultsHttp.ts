import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { listed, offsetOf } from "../src/Domain/Pagination.js"
import { Faults } from "../src/Faults/Faults.js"
import { apiGroup } from "../src/Http/ApiGroup.js"

export const SandboxFaultsHttpLive = apiGroup(Api, "sandboxFaults", (handlers) =>
  Effect.gen(function*() {
    const faults = yield* Faults
    return handlers
      .handle("create", ({ payload }) => Effect.flatMap(CurrentCaller, ({ companyId }) => faults.create(companyId, payload)))
      .handle("list", ({ urlParams }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(faults.list(companyId), (rules) =>
            listed(rules.slice(offsetOf(urlParams), offsetOf(urlParams) + urlParams.limit), rules.length, urlParams))))
      .handle("remove", ({ path }) => Effect.flatMap(CurrentCaller, ({ companyId }) => faults.remove(companyId, path.id)))
      .handle("clear", () => Effect.flatMap(CurrentCaller, ({ companyId }) => faults.clear(companyId)))
  })).pipe(Layer.provide([Faults.Default]))
