import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { acceptedAt } from "../Http/Accepted.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { PriorAuthorizationRequestResource } from "./PriorAuthorizationRequest.js"
import { PriorAuthorizationRequests } from "./PriorAuthorizationRequests.js"

const accepted = acceptedAt(PriorAuthorizationRequestResource, "/v1/prior-authorization-requests")

export const PriorAuthorizationRequestsHttpLive = apiGroup(Api, "priorAuthorizationRequests", (handlers) =>
  Effect.gen(function*() {
    const requests = yield* PriorAuthorizationRequests
    return handlers
      .handle("submit", ({ headers, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) =>
          Effect.flatMap(requests.submit(caller, payload, headers["idempotency-key"]), accepted)))
      .handle("get", ({ path: { id } }) => Effect.flatMap(CurrentCaller, ({ companyId }) => requests.get(companyId, id)))
  })).pipe(Layer.provide([PriorAuthorizationRequests.Default]))
