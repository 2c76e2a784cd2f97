/**
 * The last line of defence: an exception nobody caught (a throw in an event listener, a rejected
 * promise nobody awaited) is logged and the process keeps serving. Without it Node exits, and with the
 * in-memory store every company's data goes with it.
 */
import { Cause, Effect, Layer, Runtime } from "effect"

type Report = (kind: string, error: unknown) => void

const reportToStderr: Report = (kind, error) => {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(`vob-sandbox: ${kind} (kept serving): ${detail}\n`)
}

/** The loggers of the servers running in this process, newest last (tests run several at once). */
const reporters: Array<Report> = []
let installed = false
let permanent = false

const report: Report = (kind, error) => (reporters.at(-1) ?? reportToStderr)(kind, error)
const onUncaughtException = (error: unknown) => report("uncaught exception", error)
const onUnhandledRejection = (reason: unknown) => report("unhandled rejection", reason)

const install = () => {
  if (installed) return
  installed = true
  process.on("uncaughtException", onUncaughtException)
  process.on("unhandledRejection", onUnhandledRejection)
}

/** Installs the process-wide handlers for the life of the process (the CLI calls it before anything runs). */
export const installLastResort = () => {
  permanent = true
  install()
}

/** The handlers, while the server runs, reporting through its logger (level and format as configured). */
export const LastResortLive = Layer.scopedDiscard(
  Effect.gen(function*() {
    const runtime = yield* Effect.runtime<never>()
    const log: Report = (kind, error) =>
      Runtime.runFork(runtime)(Effect.logError(`${kind} (kept serving)`, Cause.die(error)))
    install()
    reporters.push(log)
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        reporters.splice(reporters.indexOf(log), 1)
        if (reporters.length === 0 && !permanent) {
          process.off("uncaughtException", onUncaughtException)
          process.off("unhandledRejection", onUnhandledRejection)
          installed = false
        }
      })
    )
  })
)
