import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { PriorAuthorizations } from "./PriorAuthorizations.js"

export const PriorAuthorizationsHttpLive = apiGroup(Api, "priorAuthorizations", (handlers) =>
  Effect.gen(function*() {
    const records = yield* PriorAuthorizations
    return handlers
      .handle("create", ({ payload }) => Effect.flatMap(CurrentCaller, (caller) => records.create(caller, payload)))
      .handle("list", ({ urlParams: { page, limit, ...filter } }) =>
        Effect.flatMap(CurrentCaller, (caller) => records.list(caller, filter, { page, limit })))
      .handle("get", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => records.get(caller, id)))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => records.update(caller, id, payload)))
      .handle("delete", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => records.remove(caller, id)))
  })).pipe(Layer.provide([PriorAuthorizations.Default]))
