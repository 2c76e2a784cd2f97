/** The `tail` subcommand's launch: its arguments, its output streams, and Ctrl-C as a normal end (exit 0). */
import { runRequestTail } from "./RequestTail.js"
import { parseTailArgs, runTail, tailUsage } from "./TailCommand.js"

export const tail = (argv: ReadonlyArray<string>): void => {
  const parsed = parseTailArgs(argv)
  if (parsed._tag === "Help") {
    process.stdout.write(tailUsage)
    return
  }
  if (parsed._tag === "Invalid") {
    process.stderr.write(`vob-sandbox tail: ${parsed.message}\n\n${tailUsage}`)
    process.exitCode = 2
    return
  }
  const stop = () => process.exit(0)
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
  void (parsed.options.requests ? runRequestTail : runTail)(
    parsed.options,
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`)
  ).then((code) => process.exit(code))
}
