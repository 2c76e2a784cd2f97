import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { type Caller, CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import type { VobRecord } from "../src/Vobs/Vob.js"
import { VobStaff } from "../src/Vobs/VobStaffActions.js"
import { Vobs } from "../src/Vobs/Vobs.js"

export const SandboxVobsHttpLive = apiGroup(Api, "sandboxVobs", (handlers) =>
  Effect.gen(function*() {
    const staff = yield* VobStaff
    const vobs = yield* Vobs
    /** A staff action, answered with the VOB as the calling client sees it. */
    const acting = <E>(act: (caller: Caller) => Effect.Effect<VobRecord, E>) =>
      Effect.flatMap(CurrentCaller, (caller) =>
        Effect.flatMap(act(caller), (vob) => vobs.detail(caller, vob)))
    return handlers
      .handle("createBackfilled", ({ payload }) => acting((caller) => staff.createBackfilled(caller, payload)))
      .handle("start", ({ path: { id } }) => acting((caller) => staff.start(caller, id)))
      .handle("askMissingInformation", ({ path: { id }, payload }) =>
        acting((caller) => staff.askMissingInformation(caller, id, payload?.content)))
      .handle("warn", ({ path: { id }, payload }) => acting((caller) => staff.warn(caller, id, payload?.auto_cancel_on)))
      .handle("resume", ({ path: { id } }) => acting((caller) => staff.resume(caller, id)))
      .handle("complete", ({ path: { id }, payload }) => acting((caller) => staff.complete(caller, id, payload?.result)))
      .handle("cancel", ({ path: { id }, payload }) => acting((caller) => staff.cancel(caller, id, payload?.reason ?? null)))
      .handle("takeFollowUp", ({ path: { id } }) => acting((caller) => staff.takeFollowUp(caller, id)))
      .handle("startFollowUp", ({ path: { id } }) => acting((caller) => staff.startFollowUp(caller, id)))
      .handle("closeFollowUp", ({ path: { id }, payload }) =>
        acting((caller) => staff.closeFollowUp(caller, id, payload?.result)))
      .handle("settleSync", ({ path: { id }, payload: { status } }) => acting((caller) => staff.settleSync(caller, id, status)))
      .handle("staffComment", ({ path: { id }, payload: { content } }) =>
        Effect.flatMap(CurrentCaller, (caller) =>
          Effect.flatMap(staff.comment(caller, id, content), (comment) => vobs.commentOf(caller, comment))))
      .handle("transitions", ({ path: { id } }) => Effect.flatMap(CurrentCaller, (caller) => staff.transitions(caller, id)))
      .handle("updateIntegration", ({ path: { id }, payload }) =>
        Effect.flatMap(CurrentCaller, (caller) => staff.updateIntegration(caller, id, payload)))
  })).pipe(Layer.provide([VobStaff.Default, Vobs.Default]))
