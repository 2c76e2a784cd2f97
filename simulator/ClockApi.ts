/**
 * The /sandbox/v1 clock group: reading, freezing and advancing the sandbox clock of a company.
 * Part of the public /sandbox/v1 control contract: users' test suites depend on these paths and bodies.
 */
import { exactlyOneOf, fieldRules } from "../src/Domain/FieldRules.js"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ConflictError, ValidationFailedError } from "../src/Domain/Errors.js"
import { IsoDateTimeInput, MAX_INSTANT, MAX_INSTANT_MS, MIN_INSTANT_MS, Timestamp } from "../src/Domain/Scalars.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"

export const ClockMode = Schema.Literal("real", "frozen")
export const ClockState = Schema.Struct({ now: Timestamp, mode: ClockMode }).annotations({ identifier: "SandboxClock" })
export const ClockAdvanced = Schema.Struct({ now: Timestamp, mode: ClockMode, jobs_run: Schema.Int })
  .annotations({ identifier: "SandboxClockAdvanced" })

/** The longest move the clock can make at all (from its first instant to its last). */
const MAX_ADVANCE_SECONDS = Math.floor((MAX_INSTANT_MS - MIN_INSTANT_MS) / 1000)

export const ClockAdvance = Schema.Struct({
  seconds: Schema.optional(
    Schema.Number.pipe(
      Schema.finite(),
      Schema.nonNegative({ message: () => "seconds must be zero or more" }),
      Schema.lessThanOrEqualTo(MAX_ADVANCE_SECONDS, {
        message: () => `seconds must be at most ${MAX_ADVANCE_SECONDS}: the clock ends at ${MAX_INSTANT}`
      })
    )
  ),
  to: Schema.optional(IsoDateTimeInput)
}).annotations({
  ...refusesUnknownFields,
  ...fieldRules(exactlyOneOf("seconds", "to")),
  identifier: "SandboxClockAdvance",
  description: "Exactly one of `seconds` (>= 0) or `to` (a date-time not before the clock's now); the clock ends at " +
    `${MAX_INSTANT}. A date-time without a zone is UTC.`
})

export class SandboxClockApi extends HttpApiGroup.make("sandboxClock")
  .add(
    HttpApiEndpoint.get("get", "/sandbox/v1/clock")
      .annotate(OpenApi.Summary, "Get the clock")
      .annotate(
        OpenApi.Description,
        "The company's sandbox clock: its current instant and whether it runs or is frozen."
      )
      .addSuccess(ClockState)
  )
  .add(
    HttpApiEndpoint.post("advance", "/sandbox/v1/clock/advance")
      .annotate(OpenApi.Summary, "Advance the clock")
      .setPayload(ClockAdvance)
      .addSuccess(ClockAdvanced)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Moves the company's clock forward and runs every job that falls due, in due-time order, each at " +
          "its own due time (including jobs those jobs schedule); answers when all are done."
      )
  )
  .add(
    HttpApiEndpoint.post("freeze", "/sandbox/v1/clock/freeze")
      .annotate(OpenApi.Summary, "Freeze the clock")
      .setPayload(Schema.NullOr(Schema.Struct({ at: Schema.optional(IsoDateTimeInput) })
        .annotations({ ...refusesUnknownFields, identifier: "SandboxClockFreeze" })))
      .addSuccess(ClockAdvanced)
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Freezes the clock at `at` (default: now; a date-time without a zone is UTC). Jobs due by then run right " +
          "away. An `at` before now is 409 `invalid_state` once the company has records: reset it first."
      )
  )
  .add(
    HttpApiEndpoint.post("resume", "/sandbox/v1/clock/resume")
      .annotate(OpenApi.Summary, "Resume real time")
      .addSuccess(ClockState)
      .annotate(OpenApi.Description, "Back to real time, continuing from the clock's current instant.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: clock")
  .annotate(
    OpenApi.Description,
    "The company's sandbox clock: read, advance (running every job due on the way), freeze, resume."
  )
{}
