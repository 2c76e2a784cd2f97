import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { Vobs } from "./Vobs.js"

export const VobsHttpLive = apiGroup(Api, "vobs", (handlers) =>
  Effect.gen(function*() {
    const vobs = yield* Vobs
    return handlers
      .handle("create", ({ payload }) => Effect.flatMap(CurrentCaller, (caller) => vobs.create(caller, payload)))
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentCaller, (caller) => vobs.list(caller, urlParams)))
      .handle("resolve", ({ payload }) => Effect.flatMap(CurrentCaller, (caller) => vobs.resolve(caller, payload)))
      .handle("get", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => vobs.get(caller, id)))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => vobs.update(caller, id, payload)))
      .handle("cancel", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => vobs.cancel(caller, id, payload?.reason ?? null)))
      .handle("comment", ({ path: { id }, payload: { content } }) =>
        Effect.flatMap(CurrentCaller, (caller) => vobs.comment(caller, id, content)))
      .handle("comments", ({ path: { id }, urlParams }) =>
        Effect.flatMap(CurrentCaller, (caller) => vobs.comments(caller, id, urlParams)))
      .handle("followUpRequest", ({ path: { id }, payload: { content } }) =>
        Effect.flatMap(CurrentCaller, (caller) => vobs.followUpRequest(caller, id, content)))
      .handle("review", ({ path: { id }, payload: { reviewed } }) =>
        Effect.flatMap(CurrentCaller, (caller) => vobs.review(caller, id, reviewed)))
      .handle("sync", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => vobs.sync(caller, id)))
  })).pipe(Layer.provide([Vobs.Default]))
