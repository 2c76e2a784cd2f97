/**
 * The options that start an in-process app (`startSandbox`, `createSandboxHandlers`), checked where the
 * kit takes them: a value the server cannot use is a `SandboxArgumentError` naming the option, never a
 * silent default.
 */
import { type ClockMode, isClockMode, isLogLevel, LOG_LEVELS, type LogLevel } from "../Config/StartModes.js"
import { instantOption } from "./Instants.js"
import { knownOptions, type OptionNames } from "./KnownOptions.js"
import { SandboxArgumentError } from "./SandboxApiError.js"

/** The clock mode new companies start in, and the instant they start at. */
export const clockOptions = (
  options: { readonly clock?: ClockMode; readonly startTime?: string }
): { readonly clock: ClockMode; readonly startTimeMs: number | undefined } => {
  const { clock = "real" } = options
  if (!isClockMode(clock)) throw new SandboxArgumentError("clock", `must be "real" or "frozen", got ${JSON.stringify(clock)}`)
  const startTimeMs = options.startTime === undefined ? undefined : instantOption(options.startTime, "startTime")
  return { clock, startTimeMs }
}

export interface StartOptions {
  /** Loopback port; 0 (the default) picks a free one. */
  readonly port?: number
  /** `:memory:` (default) or a file path that persists across starts. */
  readonly db?: string
  /** Mode every new company's clock starts in (default `real`, as the CLI). */
  readonly clock?: ClockMode
  /** Instant new company clocks start at (ISO 8601; without a zone, UTC). */
  readonly startTime?: string
  /** Log level of the in-process server (default `none`: a test's output stays its own). */
  readonly logLevel?: LogLevel
}

const START_OPTIONS = { port: true, db: true, clock: true, startTime: true, logLevel: true } as const satisfies OptionNames<StartOptions>

/** `startSandbox`'s options as the server takes them. */
export const serverOptions = (given: StartOptions | undefined): ServerSettings => {
  const options = knownOptions(given, START_OPTIONS, "startSandbox()")
  const { port = 0, db = ":memory:", logLevel = "none" } = options
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SandboxArgumentError("port", `must be a whole number from 0 (a free port) to 65535, got ${String(port)}`)
  }
  if (typeof db !== "string" || db.trim() === "") {
    throw new SandboxArgumentError("db", `must be ":memory:" or a file path, got ${JSON.stringify(db)}`)
  }
  if (!isLogLevel(logLevel)) {
    throw new SandboxArgumentError("logLevel", `must be one of ${LOG_LEVELS.join(", ")}, got ${JSON.stringify(logLevel)}`)
  }
  return { port, db, logLevel, ...clockOptions(options) }
}

/** What the in-process server starts with (src/Kit/InProcessServer.ts): `startSandbox`'s options, checked. */
export interface ServerSettings {
  readonly port: number
  readonly db: string
  readonly clock: ClockMode
  readonly startTimeMs: number | undefined
  readonly logLevel: LogLevel
}

/** An http(s) URL's origin, e.g. `https://sandbox.test` (what `connect` and the msw handlers are given). */
export const originOption = (url: string, name: string): string => {
  if (typeof url !== "string" || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new SandboxArgumentError(name, `must be an http(s) URL (e.g. http://127.0.0.1:4010), got ${JSON.stringify(url)}`)
  }
  return new URL(url).origin
}
