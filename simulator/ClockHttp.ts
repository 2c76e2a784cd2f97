import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { AuthenticationLive } from "../src/Auth/AuthenticationLive.js"
import { SandboxClock } from "../src/Clock/SandboxClock.js"
import { invalidParameter, missingParameter } from "../src/Domain/Errors.js"
import { toTimestamp } from "../src/Domain/Scalars.js"
import { JobRunner } from "../src/Jobs/JobRunner.js"

export const SandboxClockHttpLive = HttpApiBuilder.group(Api, "sandboxClock", (handlers) =>
  Effect.gen(function*() {
    const clock = yield* SandboxClock
    const runner = yield* JobRunner

    const state = (companyId: string) =>
      Effect.map(clock.reading(companyId), ({ mode, nowMs }) => ({ now: toTimestamp(nowMs), mode }))

    const advanceTo = (companyId: string, targetMs: number) =>
      Effect.gen(function*() {
        const jobsRun = yield* runner.advanceTo(companyId, targetMs)
        return { ...(yield* state(companyId)), jobs_run: jobsRun }
      })

    return handlers
      .handle("get", () => Effect.flatMap(CurrentCaller, ({ companyId }) => state(companyId)))
      .handle("advance", ({ payload }) =>
        Effect.gen(function*() {
          const { companyId } = yield* CurrentCaller
          if (payload.seconds !== undefined && payload.to !== undefined) {
            return yield* Effect.fail(invalidParameter("to", "Send either 'seconds' or 'to', not both."))
          }
          const nowMs = yield* clock.nowMs(companyId)
          if (payload.seconds !== undefined) return yield* advanceTo(companyId, nowMs + payload.seconds * 1000)
          if (payload.to === undefined) {
            return yield* Effect.fail(missingParameter("seconds", "Send 'seconds' (>= 0) or 'to' (a date-time)."))
          }
          const toMs = Date.parse(payload.to)
          if (toMs < nowMs) {
            return yield* Effect.fail(
              invalidParameter("to", `'to' is before the clock's current time ${toTimestamp(nowMs)}; the clock only moves forward.`)
            )
          }
          return yield* advanceTo(companyId, toMs)
        }))
      .handle("freeze", ({ payload }) =>
        Effect.gen(function*() {
          const { companyId } = yield* CurrentCaller
          const atMs = payload?.at === undefined ? yield* clock.nowMs(companyId) : Date.parse(payload.at)
          yield* clock.freezeAt(companyId, atMs)
          const jobsRun = yield* runner.runDue(companyId)
          return { ...(yield* state(companyId)), jobs_run: jobsRun }
        }))
      .handle("resume", () =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.zipRight(clock.resume(companyId), state(companyId))))
  })).pipe(Layer.provide([SandboxClock.Default, JobRunner.Default, AuthenticationLive]))
