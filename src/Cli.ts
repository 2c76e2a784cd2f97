/** Parses the command line into sandbox settings (pure; `main.ts` does the launching). */
import { defaultSettings, type SandboxSettings } from "./Config/SandboxConfig.js"
import { INSTANT_FORMAT, parseInstant } from "./Domain/Scalars.js"
import { parseReleaseFlag } from "./Releases/ReleaseCatalog.js"
import { type CommandLine, invalid, parseCommandLine } from "./CommandLine.js"
import { isClockMode, isLogLevel, LOG_LEVELS } from "./Config/StartModes.js"
import { MAX_REQUEST_LOG_SIZE } from "./RequestLog/LoggedRequest.js"

/** A comma-separated list of host names, lower case; undefined when given but naming none. */
const hostList = (value: string | undefined): ReadonlyArray<string> | undefined => {
  const hosts = (value ?? "").split(",").map((h) => h.trim().toLowerCase()).filter((h) => h !== "")
  return value !== undefined && hosts.length === 0 ? undefined : hosts
}

export const usage = `Usage: vob-sandbox [options]
       vob-sandbox tail [--url] [--key] [--type …] [--json]   follow a company's events (tail --help)

A local, deterministic sandbox of the Benefits Verification and Intake Service API.

Options:
  --port <n>            port to listen on; 0 picks a free port (default 4010)
  --host <addr>         address to bind (default 127.0.0.1)
  --db <:memory:|path|postgres://user@host:port/db>
                        the store: SQLite in memory (default), a SQLite file that persists everything
                        across restarts, or a PostgreSQL database shared by several instances
                        (default: $DATABASE_URL when set, else :memory:)
  --job-lease <ms>      on PostgreSQL, how long a killed instance's jobs wait before another takes
                        them over (default 30000)
  --instance-id <name>  names this instance in its log lines (default <hostname>-<pid>)
  --log-format <f>      logfmt | json (default logfmt)
  --clock <real|frozen> mode every company's clock starts in (default real)
  --start-time <iso>    instant company clocks start at (default: now; no zone is UTC)
  --log-level <level>   debug | info | warning | error | none (default info)
  --max-body-bytes <n>  largest JSON body accepted, in bytes (default 10485760 = 10 MB); larger is 413
  --allowed-hosts <a,b> host names accepted in the Host header besides localhost, 127.0.0.1, [::1]
                        and the bound address (DNS-rebinding guard)
  --webhook-hosts <a,b> on a server bound to a non-loopback --host: the only hosts webhooks and the grader
                        send to (default: any public host; loopback, private and link-local refused)
  --cors <origin>       let one browser origin (e.g. http://localhost:5173) call the API; off by default
  --request-timeout <ms> time a client has to send a whole request (default 60000; headers: 10000)
  --max-streams-per-company <n>
                        event streams one company may hold open on this server (default 100); more is 429
  --seed <string>       derive the fixture companies' record ids and secrets from this seed (default: random)
  --request-log <n>     API calls kept per company in its request log, GET /sandbox/v1/requests
                        (default 1000; 0 turns the log off)
  --releases <a,b=false> announced releases every new company starts with switched on (a bare name, or
                        name=true) or off (name=false); GET /sandbox/v1/releases lists them
  -h, --help            show this help
`

export type CliResult = CommandLine<{ readonly settings: SandboxSettings }>

/** `scheme://host[:port]` and nothing more: what a browser sends in `Origin`. */
const isOrigin = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value.replace(/\/$/, "")
  } catch {
    return false
  }
}


const LOG_FORMATS = ["logfmt", "json"] as const

const SERVER_FLAGS = {
  port: { type: "string" },
  host: { type: "string" },
  db: { type: "string" },
  clock: { type: "string" },
  "start-time": { type: "string" },
  "log-level": { type: "string" },
  "max-body-bytes": { type: "string" },
  "allowed-hosts": { type: "string" },
  "webhook-hosts": { type: "string" },
  cors: { type: "string" },
  "request-timeout": { type: "string" },
  "max-streams-per-company": { type: "string" },
  seed: { type: "string" },
  releases: { type: "string" },
  "request-log": { type: "string" },
  "instance-id": { type: "string" },
  "job-lease": { type: "string" },
  "log-format": { type: "string" },
  help: { type: "boolean", short: "h" }
} as const

export const parseCli = (
  argv: ReadonlyArray<string>,
  env: { readonly DATABASE_URL?: string | undefined } = {}
): CliResult => parseCommandLine(argv, SERVER_FLAGS, (values) => {
  const port = values.port === undefined ? defaultSettings.port : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return invalid(`--port must be an integer from 0 to 65535, got '${values.port}'`)
  }
  const clock = values.clock ?? defaultSettings.clock
  if (!isClockMode(clock)) {
    return invalid(`--clock must be real or frozen, got '${clock}'`)
  }
  let startTimeMs: number | undefined
  if (values["start-time"] !== undefined) {
    startTimeMs = parseInstant(values["start-time"])
    if (startTimeMs === undefined) {
      return invalid(`--start-time must be ${INSTANT_FORMAT}, got '${values["start-time"]}'`)
    }
  }
  const logLevel = values["log-level"] ?? defaultSettings.logLevel
  if (!isLogLevel(logLevel)) {
    return invalid(`--log-level must be one of ${LOG_LEVELS.join(", ")}, got '${logLevel}'`)
  }
  const maxBodyBytes = values["max-body-bytes"] === undefined
    ? defaultSettings.maxBodyBytes
    : Number(values["max-body-bytes"])
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    return invalid(`--max-body-bytes must be a positive integer, got '${values["max-body-bytes"]}'`)
  }
  const allowedHosts = hostList(values["allowed-hosts"])
  if (allowedHosts === undefined) return invalid("--allowed-hosts must name at least one host, e.g. --allowed-hosts sandbox.test")
  const webhookHosts = hostList(values["webhook-hosts"])
  if (webhookHosts === undefined) return invalid("--webhook-hosts must name at least one host, e.g. --webhook-hosts hooks.example.com")
  const corsOrigin = values.cors
  if (corsOrigin !== undefined && !isOrigin(corsOrigin)) {
    return invalid(`--cors must be an origin like http://localhost:5173, got '${corsOrigin}'`)
  }
  const requestTimeoutMs = values["request-timeout"] === undefined
    ? defaultSettings.requestTimeoutMs
    : Number(values["request-timeout"])
  if (!Number.isSafeInteger(requestTimeoutMs) || requestTimeoutMs < 1) {
    return invalid(`--request-timeout must be a positive integer (ms), got '${values["request-timeout"]}'`)
  }
  const maxStreamsPerCompany = values["max-streams-per-company"] === undefined
    ? defaultSettings.maxStreamsPerCompany
    : Number(values["max-streams-per-company"])
  if (!Number.isSafeInteger(maxStreamsPerCompany) || maxStreamsPerCompany < 1 || maxStreamsPerCompany > 10_000) {
    return invalid(`--max-streams-per-company must be an integer from 1 to 10000, got '${values["max-streams-per-company"]}'`)
  }
  if (values.db === "") return invalid("--db must be :memory:, a file path or a postgres:// URL")
  const logFormat = values["log-format"] ?? defaultSettings.logFormat
  if (!(LOG_FORMATS as ReadonlyArray<string>).includes(logFormat)) {
    return invalid(`--log-format must be one of ${LOG_FORMATS.join(", ")}, got '${logFormat}'`)
  }
  const jobLeaseMs = values["job-lease"] === undefined ? defaultSettings.jobLeaseMs : Number(values["job-lease"])
  if (!Number.isSafeInteger(jobLeaseMs) || jobLeaseMs < 100 || jobLeaseMs > 3_600_000) {
    return invalid(`--job-lease must be an integer from 100 to 3600000 (ms), got '${values["job-lease"]}'`)
  }
  const instanceId = values["instance-id"] ?? defaultSettings.instanceId
  if (!/^[\x21-\x7e]{1,100}$/.test(instanceId)) {
    return invalid("--instance-id must be 1 to 100 visible ASCII characters")
  }
  if (values.seed !== undefined && (values.seed === "" || values.seed.length > 200)) {
    return invalid("--seed must be 1 to 200 characters")
  }
  const requestLogSize = values["request-log"] === undefined ? defaultSettings.requestLogSize : Number(values["request-log"])
  if (!Number.isSafeInteger(requestLogSize) || requestLogSize < 0 || requestLogSize > MAX_REQUEST_LOG_SIZE) {
    return invalid(`--request-log must be an integer from 0 to ${MAX_REQUEST_LOG_SIZE} (calls kept per company), got '${values["request-log"]}'`)
  }
  const releases = values.releases === undefined ? undefined : parseReleaseFlag(values.releases)
  if (typeof releases === "string") return invalid(`--releases: ${releases}`)
  return {
    _tag: "Run",
    settings: {
      ...defaultSettings,
      host: values.host ?? defaultSettings.host,
      port,
      db: values.db ?? (env.DATABASE_URL || defaultSettings.db),
      instanceId,
      jobLeaseMs,
      logFormat: logFormat as SandboxSettings["logFormat"],
      clock,
      startTimeMs,
      logLevel,
      maxBodyBytes,
      allowedHosts,
      ...(webhookHosts.length === 0 ? {} : { webhookHosts }),
      corsOrigin,
      requestTimeoutMs,
      maxStreamsPerCompany,
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(defaultSettings.headersTimeoutMs, requestTimeoutMs),
      seed: values.seed,
      releases,
      requestLogSize
    }
  }
})
