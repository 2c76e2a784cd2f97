/**
 * Where logs go: one logfmt line each on stderr. stdout carries only the start-up banner, whose first
 * line scripts wait for (`vob-sandbox listening on …`), whatever the log level.
 */
import { Logger } from "effect"

const stderrLogfmt = Logger.make<unknown, void>((options) => {
  process.stderr.write(`${Logger.logfmtLogger.log(options)}\n`)
})

export const StderrLoggerLive = Logger.replace(Logger.defaultLogger, stderrLogfmt)
