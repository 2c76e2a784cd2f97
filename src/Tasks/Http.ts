import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { Tasks } from "./Tasks.js"

export const TasksHttpLive = apiGroup(Api, "tasks", (handlers) =>
  Effect.gen(function*() {
    const tasks = yield* Tasks
    return handlers
      .handle("list", ({ urlParams: { page, limit, status, priority } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => tasks.list(companyId, { status, priority }, { page, limit })))
      .handle("get", ({ path: { id } }) => Effect.flatMap(CurrentCaller, ({ companyId }) => tasks.get(companyId, id)))
  })).pipe(Layer.provide([Tasks.Default]))
