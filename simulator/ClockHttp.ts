import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { type ClockReading, SandboxClock } from "../src/Clock/SandboxClock.js"
import { CompanyReset } from "../src/Companies/CompanyReset.js"
import { invalidParameter, invalidState, missingParameter } from "../src/Domain/Errors.js"
import { instantMs, MAX_INSTANT, MAX_INSTANT_MS, toTimestamp } from "../src/Domain/Scalars.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { JobRunner } from "../src/Orchestration/JobRunner.js"

export const SandboxClockHttpLive = apiGroup(Api, "sandboxClock", (handlers) =>
  Effect.gen(function*() {
    const clock = yield* SandboxClock
    const runner = yield* JobRunner
    const companyReset = yield* CompanyReset

    const state = (companyId: string) =>
      Effect.map(clock.reading(companyId), ({ mode, nowMs }) => ({ now: toTimestamp(nowMs), mode }))

    // Moves answer the clock as the move left it, read under the company's lock (another advance may follow).
    const answer = ({ jobsRun, reading }: { jobsRun: number; reading: ClockReading }) => ({
      now: toTimestamp(reading.nowMs),
      mode: reading.mode,
      jobs_run: jobsRun
    })

    return handlers
      .handle("get", () => Effect.flatMap(CurrentCaller, ({ companyId }) => state(companyId)))
      .handle("advance", ({ payload }) =>
        Effect.gen(function*() {
          const { companyId } = yield* CurrentCaller
          if (payload.seconds !== undefined && payload.to !== undefined) {
            return yield* Effect.fail(invalidParameter("to", "Send either 'seconds' or 'to', not both."))
          }
          const { seconds, to } = payload
          if (seconds === undefined && to === undefined) {
            return yield* Effect.fail(missingParameter("seconds", "Send 'seconds' (>= 0) or 'to' (a date-time)."))
          }
          // Computed and checked from the clock as it is once this advance holds the company (see JobRunner.advance).
          const targetOf = (nowMs: number) => {
            if (seconds !== undefined) {
              const targetMs = nowMs + seconds * 1000
              return targetMs > MAX_INSTANT_MS
                ? Effect.fail(invalidParameter(
                  "seconds",
                  `Advancing ${seconds} seconds from ${toTimestamp(nowMs)} would move the clock past ${MAX_INSTANT}, the last instant it can hold.`
                ))
                : Effect.succeed(targetMs)
            }
            const toMs = instantMs(to!)
            return toMs < nowMs
              ? Effect.fail(
                invalidParameter("to", `'to' is before the clock's current time ${toTimestamp(nowMs)}; the clock only moves forward.`)
              )
              : Effect.succeed(toMs)
          }
          return answer(yield* runner.advance(companyId, targetOf))
        }))
      .handle("freeze", ({ payload }) =>
        Effect.gen(function*() {
          const { companyId } = yield* CurrentCaller
          // Checked against the clock as it is once this freeze holds the company (see JobRunner.freeze).
          const atOf = (nowMs: number) =>
            Effect.gen(function*() {
              const atMs = payload?.at === undefined ? nowMs : instantMs(payload.at)
              // Records already stamped later would come before their causes (a VOB completed before it was created).
              if (atMs < nowMs && (yield* companyReset.hasRecords(companyId))) {
                return yield* Effect.fail(invalidState(
                  `'at' is before the clock's current time ${toTimestamp(nowMs)} and the company has records: ` +
                    "time cannot move backwards under them. To start over at an earlier instant, POST /sandbox/v1/reset " +
                    "(back to the fixtures; the clock is kept), then freeze at it.",
                  undefined,
                  "at"
                ))
              }
              return atMs
            })
          return answer(yield* runner.freeze(companyId, atOf))
        }))
      .handle("resume", () =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.zipRight(runner.resume(companyId), state(companyId))))
  })).pipe(Layer.provide([JobRunner.Default, CompanyReset.Default]))
