/**
 * Where logs go: one logfmt (or JSON) line each on stderr, naming the instance. stdout carries only the start-up banner, whose first
 * line scripts wait for (`vob-sandbox listening on …`), whatever the log level.
 *
 * A line per request is written at `info`, so writing must stay cheap: lines are formatted directly
 * (no generic walk of annotations) and written in batches rather than one system call each. A process
 * that exits flushes them; a SIGKILLed one loses at most the last 25 ms of lines.
 */
import { Logger } from "effect"

/** A message made of fields (the request line), written as `key=value` pairs in their own order. */
export class LogFields {
  constructor(
    readonly message: string,
    readonly fields: Readonly<Record<string, string | number>>
  ) {}
}

const BARE = /^[^\s"=\\]+$/

const pair = (key: string, value: string | number) =>
  typeof value === "number" || BARE.test(value) ? `${key}=${value}` : `${key}=${JSON.stringify(value)}`

// Formatting a date costs more than the rest of the line; lines of one millisecond share it.
let lastMs = Number.NaN
let lastIso = ""
const isoOf = (date: Date) => {
  const ms = date.getTime()
  if (ms !== lastMs) {
    lastMs = ms
    lastIso = date.toISOString()
  }
  return lastIso
}

const fieldsLine = (date: Date, level: string, entry: LogFields) => {
  let line = `timestamp=${isoOf(date)} level=${level} message=${entry.message}`
  for (const key in entry.fields) line += ` ${pair(key, entry.fields[key]!)}`
  return line
}

// Flushed every 25 ms, or sooner when 64 KB are waiting: a system call per request (or per event-loop
// turn, a few requests) costs about as much as formatting the line.
const FLUSH_EVERY_MS = 25
const FLUSH_AT_CHARS = 64 * 1024

let pending = ""
let timer: ReturnType<typeof setTimeout> | undefined

/** Writes what is pending now (also before a start-up failure's own line, so the order holds). */
export const flushLogs = () => {
  if (timer !== undefined) {
    clearTimeout(timer)
    timer = undefined
  }
  if (pending === "") return
  const chunk = pending
  pending = ""
  process.stderr.write(chunk)
}

const write = (line: string) => {
  pending += `${line}\n`
  if (pending.length >= FLUSH_AT_CHARS) flushLogs()
  else if (timer === undefined) timer = setTimeout(flushLogs, FLUSH_EVERY_MS).unref()
}

process.once("exit", flushLogs)

const onlyMessage = (message: unknown) => Array.isArray(message) && message.length === 1 ? message[0] : message

const stderrLogfmt = (instance: string) => {
  // Every line names its instance: several serve one sandbox on the shared store.
  const suffix = instance === "" ? "" : ` ${pair("instance", instance)}`
  return Logger.make<unknown, void>((options) => {
    const only = onlyMessage(options.message)
    write(
      (only instanceof LogFields
        ? fieldsLine(options.date, options.logLevel.label, only)
        : Logger.logfmtLogger.log(options)) + suffix
    )
  })
}

const textOf = (part: unknown) => typeof part === "string" ? part : JSON.stringify(part)

// One JSON object per line, for log pipelines that read JSON (`--log-format json`).
const stderrJson = (instance: string) =>
  Logger.make<unknown, void>((options) => {
    const only = onlyMessage(options.message)
    if (only instanceof LogFields) {
      write(JSON.stringify({
        timestamp: isoOf(options.date),
        level: options.logLevel.label,
        message: only.message,
        instance,
        ...only.fields
      }))
    } else {
      // One shape for every line: `message` a string (a log call's several parts joined), and the
      // cause and annotations only when there are some (fiber ids and span timings are noise here).
      const { timestamp, logLevel, message, cause, annotations } = Logger.structuredLogger.log(options)
      const text = Array.isArray(message) ? message.map(textOf).join(": ") : textOf(message)
      write(JSON.stringify({
        timestamp,
        level: logLevel,
        message: text,
        instance,
        ...(cause === undefined ? {} : { cause }),
        ...(Object.keys(annotations).length === 0 ? {} : { annotations })
      }))
    }
  })

/** The logger of a CLI process, in its chosen format, every line naming the instance. */
export const stderrLoggerLayer = (settings: { readonly logFormat: "logfmt" | "json"; readonly instanceId: string }) =>
  Logger.replace(
    Logger.defaultLogger,
    settings.logFormat === "json" ? stderrJson(settings.instanceId) : stderrLogfmt(settings.instanceId)
  )
