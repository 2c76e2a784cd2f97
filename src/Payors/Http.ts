import { HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { Payors } from "./Payors.js"

export const PayorsHttpLive = apiGroup(Api, "payors", (handlers) =>
  Effect.gen(function*() {
    const payors = yield* Payors
    return handlers
      .handle("get", ({ path: { id }, urlParams: { fields } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          // A field subset is not a whole Payor, so the answer is sent as the JSON it is.
          Effect.map(payors.getFields(companyId, id, fields), (body) => HttpServerResponse.unsafeJson(body))))
      .handle("createService", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => payors.createService(companyId, payload)))
  })).pipe(Layer.provide([Payors.Default]))
