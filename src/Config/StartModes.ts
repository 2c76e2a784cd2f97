/**
 * The clock modes and log levels a sandbox starts with: one list each for the CLI's flags, the settings
 * and the test kit's options (dependency-free, so the kit's entries can check them without loading the app).
 */
export const CLOCK_MODES = ["real", "frozen"] as const
export type ClockMode = (typeof CLOCK_MODES)[number]

export const LOG_LEVELS = ["debug", "info", "warning", "error", "none"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const isOneOf = <T extends string>(values: ReadonlyArray<T>) => (value: unknown): value is T =>
  (values as ReadonlyArray<unknown>).includes(value)
// Typed in full: the kit's published declarations include this file (written file by file, scripts/declarations.mjs).
export const isClockMode: (value: unknown) => value is ClockMode = isOneOf(CLOCK_MODES)
export const isLogLevel: (value: unknown) => value is LogLevel = isOneOf(LOG_LEVELS)
