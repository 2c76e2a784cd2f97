/**
 * What a command line parses to, for the server's flags (src/Cli.ts) and `vob-sandbox tail`'s: run with
 * what was read, print the help, or refuse with a message (exit 2). Node's strict `parseArgs` does the
 * reading; its refusals (an unknown flag, a missing value) become `Invalid` like the commands' own.
 */
import { parseArgs, type ParseArgsConfig } from "node:util"

export type CommandLine<Run extends object> =
  | ({ readonly _tag: "Run" } & Run)
  | { readonly _tag: "Help" }
  | { readonly _tag: "Invalid"; readonly message: string }

export const invalid = (message: string) => ({ _tag: "Invalid", message }) as const

type Options = NonNullable<ParseArgsConfig["options"]>
type ValuesOf<O extends Options> = ReturnType<
  typeof parseArgs<{ args: Array<string>; strict: true; allowPositionals: false; options: O }>
>["values"]

/** Reads `argv` against `options` (each command has `-h`/`--help`), then lets `read` check the values. */
export const parseCommandLine = <const O extends Options, Run extends object>(
  argv: ReadonlyArray<string>,
  options: O,
  read: (values: ValuesOf<O>) => CommandLine<Run>
): CommandLine<Run> => {
  let values: ValuesOf<O>
  try {
    values = parseArgs({ args: [...argv], strict: true, allowPositionals: false, options }).values
  } catch (error) {
    return invalid((error as Error).message)
  }
  if ((values as { readonly help?: unknown }).help === true) return { _tag: "Help" }
  return read(values)
}
