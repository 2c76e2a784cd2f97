/**
 * `vob-sandbox tail`: a company's events, live, in the terminal (the sandbox's `stripe listen`). Reads
 * `GET /sandbox/v1/events/stream` like any client; a dropped connection is reopened with `Last-Event-ID`
 * so nothing is lost or printed twice. Ctrl-C ends it with exit code 0.
 */
import { type CommandLine, invalid, parseCommandLine } from "../CommandLine.js"
import { eventLine, type ListedEvent } from "../Events/EventLine.js"
import { sseParser } from "../Events/SseFrames.js"
import { STATUS_FILTER } from "../RequestLog/StatusFilter.js"
import { eventTypeProblem } from "../Webhooks/EventTypes.js"

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
}

export type TailArgs = CommandLine<{ readonly options: TailOptions }>

const TAIL_FLAGS = {
  url: { type: "string" },
  key: { type: "string" },
  type: { type: "string", multiple: true },
  json: { type: "boolean" },
  requests: { type: "boolean" },
  status: { type: "string", multiple: true },
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
  return { _tag: "Run", options: { url: url.replace(/\/+$/, ""), key, types, json: values.json === true, requests, statuses } }
})

const RECONNECT_MS = 1_000

/** Follows the stream until the process is stopped; resolves with an exit code only on a refusal. */
export const runTail = async (
  options: TailOptions,
  out: (line: string) => void,
  err: (line: string) => void
): Promise<number> => {
  const query = options.types.map((t) => `type=${encodeURIComponent(t)}`).join("&")
  const streamUrl = `${options.url}/sandbox/v1/events/stream${query === "" ? "" : `?${query}`}`
  let lastId: string | undefined
  let announced = false
  for (;;) {
    let response: Response
    try {
      response = await fetch(streamUrl, {
        headers: { "x-api-key": options.key, accept: "text/event-stream", ...(lastId === undefined ? {} : { "last-event-id": lastId }) }
      })
    } catch (error) {
      if (!announced) {
        err(`vob-sandbox tail: cannot reach ${options.url} (${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}); is the sandbox running?`)
        return 1
      }
      err(`vob-sandbox tail: connection lost; retrying in ${RECONNECT_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
      continue
    }
    if (!response.ok || response.body === null) {
      const text = await response.text()
      let message = text
      try {
        message = (JSON.parse(text) as { message: string }).message
      } catch {
        // not the API's error body: print it as it is
      }
      err(`vob-sandbox tail: ${response.status} ${message}`)
      return 1
    }
    if (!announced) {
      err(`vob-sandbox tail: following ${options.url}${options.types.length === 0 ? "" : ` (${options.types.join(", ")})`}; Ctrl-C to stop`)
      announced = true
    }
    const feed = sseParser((message) => {
      if (message.id === undefined || message.event === "message") return
      lastId = message.id
      out(options.json ? message.data : eventLine(JSON.parse(message.data) as ListedEvent))
    })
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) feed(decoder.decode(chunk, { stream: true }))
    } catch {
      // dropped: reconnect below
    }
    err(`vob-sandbox tail: stream ended; reconnecting`)
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
  }
}
