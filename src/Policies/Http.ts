import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { Releases } from "../Releases/Releases.js"
import { PatientPolicies } from "./PatientPolicies.js"

export const PatientPoliciesHttpLive = HttpApiBuilder.group(Api, "patientPolicies", (handlers) =>
  Effect.gen(function*() {
    const policies = yield* PatientPolicies
    const releases = yield* Releases
    /** Without the insurance card files release a policy has no card slots: a body's are ignored, as undeclared fields are. */
    const asReleased = <B extends { readonly insurance_card_front_file_id?: unknown; readonly insurance_card_back_file_id?: unknown }>(
      companyId: string,
      body: B
    ): B => {
      if (releases.statesOf(companyId).insurance_card_files) return body
      const { insurance_card_back_file_id: _back, insurance_card_front_file_id: _front, ...rest } = body
      return rest as B
    }
    return handlers
      .handle("create", ({ payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => policies.create(caller, asReleased(caller.companyId, payload))))
      .handle("list", ({ urlParams: { page, limit, expand, ...filter } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => policies.list(companyId, filter, { page, limit }, expand)))
      .handle("get", ({ path: { id }, urlParams: { expand } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => policies.get(companyId, id, expand)))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => policies.update(caller, id, asReleased(caller.companyId, payload))))
      .handle("delete", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => policies.remove(caller, id)))
  })).pipe(Layer.provide([PatientPolicies.Default, Releases.Default]))
