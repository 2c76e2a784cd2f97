/**
 * `vob-sandbox tail`: a company's events, live, in the terminal (the sandbox's `stripe listen`). Reads
 * `GET /sandbox/v1/events/stream` like any client; a dropped connection or an outage (503: the database
 * down, an instance starting) is ridden out, retrying with backoff, and the stream reopened with
 * `Last-Event-ID` so nothing is lost or printed twice. Ctrl-C ends it with exit code 0; a refusal (401, 403,
 * 404) or an outage longer than `--give-up-after` with 1.
 */
import { type CommandLine, invalid, parseCommandLine } from "../CommandLine.js"
import { eventLine, type ListedEvent } from "../Events/EventLine.js"
import { sseParser } from "../Events/SseFrames.js"
import { STATUS_FILTER } from "../RequestLog/StatusFilter.js"
import { eventTypeProblem } from "../Webhooks/EventTypes.js"

export const GIVE_UP_AFTER_S = 300

export const tailUsage = `Usage: vob-sandbox tail [options]

Prints a company's events as they are recorded: one line each (sandbox time, type, the ids that matter).
With --requests, prints the company's API calls as they are answered instead (time, method, path, status,
duration, request id).

Options:
  --url <url>        the sandbox (default http://127.0.0.1:4010)
  --key <api key>    the company's API key (default sk_test_demo_clinic, the Demo Clinic fixture)
  --type <type>      only this event type; repeat or separate with commas for several
  --json             one JSON object per line (the event as GET /sandbox/v1/events lists it, or the call as
                     GET /sandbox/v1/requests lists it)
  --requests         follow the company's request log instead of its events
  --status <s>       with --requests: only calls answered with this status or class (404, 4xx); repeat or
                     separate with commas for several
  --give-up-after <seconds>
                     while the sandbox cannot be reached or answers 503, retry (backing off, as Retry-After
                     says) for this long, then exit 1 (default ${GIVE_UP_AFTER_S}); 401, 403 and 404 exit 1 at once
  -h, --help         show this help
`

export interface TailOptions {
  readonly url: string
  readonly key: string
  readonly types: ReadonlyArray<string>
  readonly json: boolean
  /** Follow the request log (`--requests`), filtered by `statuses`, instead of the events. */
  readonly requests: boolean
  readonly statuses: ReadonlyArray<string>
  /** How long an outage (no stream open) may last before the tail exits 1. */
  readonly giveUpAfterMs: number
}

const FIRST_RETRY_MS = 250
const MAX_BACKOFF_MS = 10_000
const MAX_RETRY_AFTER_MS = 60_000

/** Answers no retry changes: credentials, permissions, a URL that is not a sandbox (and any other 4xx but 408 and 429). */
export const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429

/**
 * The wait before try `attempt` (0, 1, ...) after a failure: the answer's `Retry-After` (seconds or an
 * HTTP date, at most a minute) when it has one, else a backoff doubling from 250 ms to at most 10 s.
 */
export const retryDelayMs = (attempt: number, retryAfter: string | null, nowMs = Date.now()): number => {
  if (retryAfter !== null) {
    const seconds = /^\s*\d+\s*$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - nowMs
    if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_MS)
  }
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_BACKOFF_MS)
}

export type TailArgs = CommandLine<{ readonly options: TailOptions }>

const TAIL_FLAGS = {
  url: { type: "string" },
  key: { type: "string" },
  type: { type: "string", multiple: true },
  json: { type: "boolean" },
  requests: { type: "boolean" },
  status: { type: "string", multiple: true },
  "give-up-after": { type: "string" },
  help: { type: "boolean", short: "h" }
} as const

export const parseTailArgs = (argv: ReadonlyArray<string>): TailArgs => parseCommandLine(argv, TAIL_FLAGS, (values) => {
  const url = values.url ?? "http://127.0.0.1:4010"
  try {
    if (!/^https?:$/.test(new URL(url).protocol)) throw new Error()
  } catch {
    return invalid(`--url must be an http(s) URL like http://127.0.0.1:4010, got '${url}'`)
  }
  const key = values.key ?? "sk_test_demo_clinic"
  if (key === "") return invalid("--key must not be empty")
  const types = (values.type ?? []).flatMap((t) => t.split(",")).map((t) => t.trim()).filter((t) => t !== "")
  for (const type of types) {
    const problem = eventTypeProblem(type)
    if (problem !== undefined) return invalid(`--type: ${problem}`)
  }
  const requests = values.requests === true
  const statuses = (values.status ?? []).flatMap((s) => s.split(",")).map((s) => s.trim()).filter((s) => s !== "")
  if (!requests && statuses.length > 0) return invalid("--status filters the request log: use it with --requests")
  if (requests && types.length > 0) return invalid("--type filters events: it cannot be used with --requests")
  for (const status of statuses) {
    if (!STATUS_FILTER.test(status)) return invalid(`--status must be a status (404) or a class (4xx), got '${status}'`)
  }
  const giveUp = values["give-up-after"] ?? String(GIVE_UP_AFTER_S)
  if (!/^\d+$/.test(giveUp) || Number(giveUp) < 1 || Number(giveUp) > 86_400) {
    return invalid(`--give-up-after must be a whole number of seconds from 1 to 86400, got '${giveUp}'`)
  }
  return {
    _tag: "Run",
    options: {
      url: url.replace(/\/+$/, ""),
      key,
      types,
      json: values.json === true,
      requests,
      statuses,
      giveUpAfterMs: Number(giveUp) * 1000
    }
  }
})

/** Why a follow ended: a refusal that no retry changes, or something to ride out (an outage, a dropped stream). */
type Ending =
  | { readonly _tag: "Refused"; readonly line: string }
  | { readonly _tag: "Retry"; readonly reason: string; readonly retryAfter: string | null }

export const messageOf = (text: string) => {
  try {
    return (JSON.parse(text) as { message: string }).message
  } catch {
    return text // not the API's error body: as it is
  }
}

export const causeOf = (error: unknown) => (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The time the tail reads and waits in between tries: the host's, or a test's that need not wait. */
export interface TailClock {
  readonly now: () => number
  readonly sleep: (ms: number) => Promise<void>
}

const hostClock: TailClock = { now: () => Date.now(), sleep }

/** Follows the stream until the process is stopped; resolves with an exit code on a refusal or once it gives up. */
export const runTail = async (
  options: TailOptions,
  out: (line: string) => void,
  err: (line: string) => void,
  clock: TailClock = hostClock
): Promise<number> => {
  const query = options.types.map((t) => `type=${encodeURIComponent(t)}`).join("&")
  const streamUrl = `${options.url}/sandbox/v1/events/stream${query === "" ? "" : `?${query}`}`
  const giveUpSeconds = options.giveUpAfterMs / 1000
  let lastId: string | undefined
  let announced = false
  // When the current outage began (no stream open since), and the tries it has taken.
  let outageSince: number | undefined
  let attempt = 0

  const opened = () => {
    if (!announced) {
      err(`vob-sandbox tail: following ${options.url}${options.types.length === 0 ? "" : ` (${options.types.join(", ")})`}; Ctrl-C to stop`)
    } else if (outageSince !== undefined) {
      err("vob-sandbox tail: reconnected")
    }
    announced = true
    outageSince = undefined
    attempt = 0
  }

  const follow = async (): Promise<Ending> => {
    let response: Response
    try {
      response = await fetch(streamUrl, {
        headers: { "x-api-key": options.key, accept: "text/event-stream", ...(lastId === undefined ? {} : { "last-event-id": lastId }) }
      })
    } catch (error) {
      return { _tag: "Retry", reason: `cannot reach ${options.url} (${causeOf(error)})`, retryAfter: null }
    }
    if (!response.ok || response.body === null) {
      const line = `${response.status} ${messageOf(await response.text())}`
      return isRefusal(response.status)
        ? { _tag: "Refused", line }
        : { _tag: "Retry", reason: `${options.url} answered ${line}`, retryAfter: response.headers.get("retry-after") }
    }
    opened()
    const feed = sseParser((message) => {
      if (message.id === undefined || message.event === "message") return
      lastId = message.id
      out(options.json ? message.data : eventLine(JSON.parse(message.data) as ListedEvent))
    })
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) feed(decoder.decode(chunk, { stream: true }))
      return { _tag: "Retry", reason: "the stream ended", retryAfter: null }
    } catch (error) {
      return { _tag: "Retry", reason: `the connection dropped (${causeOf(error)})`, retryAfter: null }
    }
  }

  for (;;) {
    const ending = await follow()
    if (ending._tag === "Refused") {
      err(`vob-sandbox tail: ${ending.line}`)
      return 1
    }
    const now = clock.now()
    if (outageSince === undefined) {
      outageSince = now
      // Once per outage, however many tries it takes.
      err(announced
        ? `vob-sandbox tail: ${ending.reason}; reconnecting (giving up after ${giveUpSeconds} s)`
        : `vob-sandbox tail: ${ending.reason}; is the sandbox running? Retrying for ${giveUpSeconds} s`)
    }
    const wait = retryDelayMs(attempt++, ending.retryAfter, now)
    if (now - outageSince + wait > options.giveUpAfterMs) {
      err(`vob-sandbox tail: gave up after ${Math.round((now - outageSince) / 1000)} s (last: ${ending.reason})`)
      return 1
    }
    await clock.sleep(wait)
  }
}
