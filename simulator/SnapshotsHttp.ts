import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { SnapshotForks } from "../src/Snapshots/SnapshotFork.js"
import { Snapshots } from "../src/Snapshots/Snapshots.js"

export const SandboxSnapshotsHttpLive = apiGroup(Api, "sandboxSnapshots", (handlers) =>
  Effect.gen(function*() {
    const snapshots = yield* Snapshots
    const forks = yield* SnapshotForks
    return handlers
      .handle("create", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => snapshots.create(companyId, payload?.name ?? null)))
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentCaller, ({ companyId }) => snapshots.list(companyId, urlParams)))
      .handle("restore", ({ path }) => Effect.flatMap(CurrentCaller, ({ companyId }) => snapshots.restore(companyId, path.id)))
      .handle("fork", ({ path, payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => forks.fork(companyId, path.id, payload?.name ?? null)))
      .handle("remove", ({ path }) => Effect.flatMap(CurrentCaller, ({ companyId }) => snapshots.remove(companyId, path.id)))
  })).pipe(Layer.provide([Snapshots.Default, SnapshotForks.Default]))
