import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { Tasks } from "../src/Tasks/Tasks.js"

export const SandboxTasksHttpLive = apiGroup(Api, "sandboxTasks", (handlers) =>
  Effect.gen(function*() {
    const tasks = yield* Tasks
    return handlers
      .handle("create", ({ payload }) => Effect.flatMap(CurrentCaller, (caller) => tasks.create(caller, payload)))
      .handle("update", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => tasks.update(caller, id, payload)))
      .handle("comment", ({ path: { id }, payload: { content } }) =>
        Effect.flatMap(CurrentCaller, (caller) => tasks.comment(caller, id, content)))
  })).pipe(Layer.provide([Tasks.Default]))
