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

let report: Report = reportToStderr
let installed = false

const onUncaughtException = (error: unknown) => report("uncaught exception", error)
const onUnhandledRejection = (reason: unknown) => report("unhandled rejection", reason)

/** Installs the process-wide handlers once (the CLI calls it before anything runs). */
export const installLastResort = () => {
  if (installed) return
  installed = true
  process.on("uncaughtException", onUncaughtException)
  process.on("unhandledRejection", onUnhandledRejection)
}

/** The handlers, while the server runs, reporting through its logger (level and format as configured). */
export const LastResortLive = Layer.scopedDiscard(
  Effect.gen(function*() {
    const runtime = yield* Effect.runtime<never>()
    const log: Report = (kind, error) =>
      Runtime.runFork(runtime)(Effect.logError(`${kind} (kept serving)`, Cause.die(error)))
    const wasInstalled = installed
    installLastResort()
    report = log
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        report = reportToStderr
        if (!wasInstalled) {
          process.off("uncaughtException", onUncaughtException)
          process.off("unhandledRejection", onUnhandledRejection)
          installed = false
        }
      })
    )
  })
)
