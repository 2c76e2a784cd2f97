import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { AuthenticationLive } from "../Auth/AuthenticationLive.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { PatientPolicies } from "./PatientPolicies.js"

export const PatientPoliciesHttpLive = HttpApiBuilder.group(Api, "patientPolicies", (handlers) =>
  Effect.gen(function*() {
    const policies = yield* PatientPolicies
    return handlers
      .handle("create", ({ payload }) => Effect.flatMap(CurrentCaller, (caller) => policies.create(caller, payload)))
      .handle("list", ({ urlParams: { page, limit, expand, ...filter } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => policies.list(companyId, filter, { page, limit }, expand)))
      .handle("get", ({ path: { id }, urlParams: { expand } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => policies.get(companyId, id, expand)))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => policies.update(caller, id, payload)))
      .handle("delete", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => policies.remove(caller, id)))
  })).pipe(Layer.provide([PatientPolicies.Default, AuthenticationLive]))
