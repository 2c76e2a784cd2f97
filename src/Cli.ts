/** Parses the command line into sandbox settings (pure; `main.ts` does the launching). */
import { parseArgs } from "node:util"
import { defaultSettings, type SandboxSettings } from "./Config/SandboxConfig.js"

export const usage = `Usage: vob-sandbox [options]

A local, deterministic sandbox of the Benefits Verification and Intake Service API.

Options:
  --port <n>            port to listen on; 0 picks a free port (default 4010)
  --host <addr>         address to bind (default 127.0.0.1)
  --db <:memory:|path>  SQLite store; a file path persists everything across restarts (default :memory:)
  --clock <real|frozen> mode every company's clock starts in (default real)
  --start-time <iso>    instant company clocks start at (default: now)
  --log-level <level>   debug | info | warning | error | none (default info)
  --seed <string>       derive the fixture companies' record ids and secrets from this seed (default: random)
  -h, --help            show this help
`

export type CliResult =
  | { readonly _tag: "Run"; readonly settings: SandboxSettings }
  | { readonly _tag: "Help" }
  | { readonly _tag: "Invalid"; readonly message: string }

const LOG_LEVELS = ["debug", "info", "warning", "error", "none"] as const

export const parseCli = (argv: ReadonlyArray<string>): CliResult => {
  let values
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        db: { type: "string" },
        clock: { type: "string" },
        "start-time": { type: "string" },
        "log-level": { type: "string" },
        seed: { type: "string" },
        help: { type: "boolean", short: "h" }
      }
    }).values
  } catch (error) {
    return { _tag: "Invalid", message: (error as Error).message }
  }
  if (values.help === true) return { _tag: "Help" }

  const port = values.port === undefined ? defaultSettings.port : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return { _tag: "Invalid", message: `--port must be an integer from 0 to 65535, got '${values.port}'` }
  }
  const clock = values.clock ?? defaultSettings.clock
  if (clock !== "real" && clock !== "frozen") {
    return { _tag: "Invalid", message: `--clock must be real or frozen, got '${clock}'` }
  }
  let startTimeMs: number | undefined
  if (values["start-time"] !== undefined) {
    startTimeMs = Date.parse(values["start-time"])
    if (Number.isNaN(startTimeMs)) {
      return { _tag: "Invalid", message: `--start-time must be an ISO 8601 date-time, got '${values["start-time"]}'` }
    }
  }
  const logLevel = values["log-level"] ?? defaultSettings.logLevel
  if (!(LOG_LEVELS as ReadonlyArray<string>).includes(logLevel)) {
    return { _tag: "Invalid", message: `--log-level must be one of ${LOG_LEVELS.join(", ")}, got '${logLevel}'` }
  }
  if (values.db === "") return { _tag: "Invalid", message: "--db must be :memory: or a file path" }
  if (values.seed !== undefined && (values.seed === "" || values.seed.length > 200)) {
    return { _tag: "Invalid", message: "--seed must be 1 to 200 characters" }
  }
  return {
    _tag: "Run",
    settings: {
      host: values.host ?? defaultSettings.host,
      port,
      db: values.db ?? defaultSettings.db,
      clock,
      startTimeMs,
      logLevel: logLevel as SandboxSettings["logLevel"],
      seed: values.seed
    }
  }
}
