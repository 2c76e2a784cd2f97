/**
 * Why the server could not start, said in the one line the CLI prints on stderr before exiting 1:
 * a user who picked a busy port or a missing directory needs the fix, not a stack trace.
 */
import { Cause, Data } from "effect"

/** A start-up failure already phrased for the user (the database checks raise these). */
export class StartupFailure extends Data.TaggedError("StartupFailure")<{ readonly message: string }> {}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === "string" ? code : undefined
}

const firstLine = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error)
  return message.split("\n")[0]!.trim()
}

const listenFailure = (error: unknown, host: string, port: number): string => {
  switch (codeOf(error)) {
    case "EADDRINUSE":
      return `port ${port} on ${host} is already in use (another vob-sandbox?): stop it, or choose another --port (--port 0 picks a free one)`
    case "EACCES":
      return `not allowed to listen on ${host}:${port} (ports below 1024 need privileges): choose another --port`
    case "EADDRNOTAVAIL":
      return `cannot listen on ${host}: it is not an address of this machine (--host)`
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot listen on ${host}: the host name does not resolve (--host)`
    default:
      return `cannot listen on ${host}:${port}: ${firstLine(error)}`
  }
}

const describe = (error: unknown, host: string, port: number): string => {
  if (error instanceof StartupFailure) return error.message
  if ((error as { _tag?: unknown } | null)?._tag === "ServeError") {
    return listenFailure((error as { cause?: unknown }).cause, host, port)
  }
  return `could not start: ${firstLine(error)}`
}

/** The line for a launch that ended in `cause` (never interrupted-only: a signal is a clean stop). */
export const startupFailureLine = (cause: Cause.Cause<unknown>, where: { readonly host: string; readonly port: number }) => {
  const errors = [...Cause.failures(cause), ...Cause.defects(cause)]
  const error = errors.find((e) => e instanceof StartupFailure) ?? errors[0] ?? Cause.squash(cause)
  return `vob-sandbox: ${describe(error, where.host, where.port)}`
}
