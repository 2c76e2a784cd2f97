import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { AuthenticationLive } from "../src/Auth/AuthenticationLive.js"
import { SandboxClock } from "../src/Clock/SandboxClock.js"
import { Companies } from "../src/Companies/Companies.js"
import { invalidParameter, invalidState, missingParameter } from "../src/Domain/Errors.js"
import { instantMs, MAX_INSTANT, MAX_INSTANT_MS, toTimestamp } from "../src/Domain/Scalars.js"
import { JobRunner } from "../src/Jobs/JobRunner.js"

export const SandboxClockHttpLive = HttpApiBuilder.group(Api, "sandboxClock", (handlers) =>
  Effect.gen(function*() {
    const clock = yield* SandboxClock
    const runner = yield* JobRunner
    const companies = yield* Companies

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
          if (payload.seconds !== undefined) {
            const targetMs = nowMs + payload.seconds * 1000
            if (targetMs > MAX_INSTANT_MS) {
              return yield* Effect.fail(invalidParameter(
                "seconds",
                `Advancing ${payload.seconds} seconds from ${toTimestamp(nowMs)} would move the clock past ${MAX_INSTANT}, the last instant it can hold.`
              ))
            }
            return yield* advanceTo(companyId, targetMs)
          }
          if (payload.to === undefined) {
            return yield* Effect.fail(missingParameter("seconds", "Send 'seconds' (>= 0) or 'to' (a date-time)."))
          }
          const toMs = instantMs(payload.to)
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
          const nowMs = yield* clock.nowMs(companyId)
          const atMs = payload?.at === undefined ? nowMs : instantMs(payload.at)
          // Records already stamped later would come before their causes (a VOB completed before it was created).
          if (atMs < nowMs && (yield* companies.hasRecords(companyId))) {
            return yield* Effect.fail(invalidState(
              `'at' is before the clock's current time ${toTimestamp(nowMs)} and the company has records: ` +
                "time cannot move backwards under them. To start over at an earlier instant, POST /sandbox/v1/reset " +
                "(back to the fixtures; the clock is kept), then freeze at it.",
              undefined,
              "at"
            ))
          }
          yield* clock.freezeAt(companyId, atMs)
          const jobsRun = yield* runner.runDue(companyId, nowMs)
          return { ...(yield* state(companyId)), jobs_run: jobsRun }
        }))
      .handle("resume", () =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.zipRight(clock.resume(companyId), state(companyId))))
  })).pipe(Layer.provide([SandboxClock.Default, JobRunner.Default, Companies.Default, AuthenticationLive]))
