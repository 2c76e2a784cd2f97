import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { acceptedAt } from "../Http/Accepted.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { VobRequestResource } from "./VobRequest.js"
import { VobRequests } from "./VobRequests.js"

const accepted = acceptedAt(VobRequestResource, "/v1/verification-of-benefits-requests")

export const VobRequestsHttpLive = apiGroup(Api, "vobRequests", (handlers) =>
  Effect.gen(function*() {
    const requests = yield* VobRequests
    return handlers
      .handle("submit", ({ headers, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) =>
          Effect.flatMap(requests.submit(caller, payload, headers["idempotency-key"]), accepted)))
      .handle("get", ({ path: { id } }) => Effect.flatMap(CurrentCaller, ({ companyId }) => requests.get(companyId, id)))
  })).pipe(Layer.provide([VobRequests.Default]))
