import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { Webhooks } from "./Webhooks.js"

export const WebhooksHttpLive = apiGroup(Api, "webhooks", (handlers) =>
  Effect.gen(function*() {
    const webhooks = yield* Webhooks
    const company = Effect.map(CurrentCaller, ({ companyId }) => companyId)
    return handlers
      .handle("create", ({ payload }) => Effect.flatMap(company, (companyId) => webhooks.create(companyId, payload)))
      .handle("list", ({ urlParams }) => Effect.flatMap(company, (companyId) => webhooks.list(companyId, urlParams)))
      .handle("get", ({ path: { id } }) => Effect.flatMap(company, (companyId) => webhooks.get(companyId, id)))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(company, (companyId) => webhooks.update(companyId, id, payload)))
      .handle("delete", ({ path: { id } }) => Effect.flatMap(company, (companyId) => webhooks.remove(companyId, id)))
      .handle("deliveries", ({ path: { id }, urlParams }) =>
        Effect.flatMap(company, (companyId) => webhooks.deliveries(companyId, id, urlParams)))
      .handle("redeliver", ({ path: { id, delivery_id } }) =>
        Effect.flatMap(company, (companyId) => webhooks.redeliver(companyId, id, delivery_id)))
      .handle("test", ({ path: { id }, payload: { event_type } }) =>
        Effect.flatMap(company, (companyId) => webhooks.sendTest(companyId, id, event_type)))
  })).pipe(Layer.provide([Webhooks.Default]))
