import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { Releases } from "../Releases/Releases.js"
import { releasedView } from "../Releases/ReleaseMembership.js"
import { PatientPolicies } from "./PatientPolicies.js"
import { type PatientPolicy, PolicyCreate, PolicyUpdate } from "./PatientPolicy.js"
import { policyView } from "./PolicyView.js"

/** Fields a company's releases do not show are ignored in a body, as undeclared fields are. */
const createAsReleased = releasedView(PolicyCreate)
const updateAsReleased = releasedView(PolicyUpdate)

export const PatientPoliciesHttpLive = apiGroup(Api, "patientPolicies", (handlers) =>
  Effect.gen(function*() {
    const policies = yield* PatientPolicies
    const releases = yield* Releases
    const viewed = (companyId: string) => (policy: PatientPolicy) => policyView(releases.statesOf(companyId), policy)
    return handlers
      .handle("create", ({ payload }) =>
        Effect.flatMap(CurrentCaller, (caller) =>
          Effect.map(policies.create(caller, createAsReleased(releases.statesOf(caller.companyId), payload)), viewed(caller.companyId))))
      .handle("list", ({ urlParams: { page, limit, expand, ...filter } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(policies.list(companyId, filter, { page, limit }, expand), (listed) => ({
            ...listed,
            data: listed.data.map(viewed(companyId))
          }))))
      .handle("get", ({ path: { id }, urlParams: { expand } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => Effect.map(policies.get(companyId, id, expand), viewed(companyId))))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) =>
          Effect.map(policies.update(caller, id, updateAsReleased(releases.statesOf(caller.companyId), payload)), viewed(caller.companyId))))
      .handle("delete", ({ path: { id } }) =>
        Effect.flatMap(CurrentCaller, (caller) => Effect.map(policies.remove(caller, id), viewed(caller.companyId))))
  })).pipe(Layer.provide([PatientPolicies.Default, Releases.Default]))
