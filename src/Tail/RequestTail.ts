/**
 * `vob-sandbox tail --requests`: the company's API calls as they are answered, one line each (time,
 * method, path, status, duration, request id) or one JSON object each. It reads the request log
 * (`GET /sandbox/v1/requests`) like any client, asking every half second for the calls since the newest
 * it printed; reading the log is not logged, so the tail never prints its own reads.
 */
import type { LoggedRequest } from "../RequestLog/LoggedRequest.js"
import { causeOf, isRefusal, messageOf, retryDelayMs, sleep, type TailOptions } from "./TailCommand.js"

export const POLL_MS = 500
const PAGE_LIMIT = 100

type Listed = { readonly data: ReadonlyArray<LoggedRequest>; readonly pagination: { readonly has_more: boolean } }

export const requestLine = (call: LoggedRequest): string =>
  [
    call.created_at,
    call.method.padEnd(6),
    call.path,
    String(call.status),
    `${call.duration_ms.toFixed(1)} ms`,
    call.id,
    ...(call.error_code === null ? [] : [call.error_code])
  ].join("  ")

// Calls answered in one millisecond share a `created_at`: each is told apart by what it was.
const keyOf = (call: LoggedRequest) => `${call.created_at} ${call.id} ${call.method} ${call.path}`


class Refused {
  constructor(readonly status: number, readonly message: string, readonly retryAfter: string | null) {}
}

/**
 * Follows the log until the process is stopped; resolves with an exit code on a refusal, or once the
 * sandbox has not answered for `--give-up-after` (503s and lost connections are retried as the events
 * tail retries them: backing off, as Retry-After says).
 */
export const runRequestTail = async (
  options: TailOptions,
  out: (line: string) => void,
  err: (line: string) => void
): Promise<number> => {
  const filter = options.statuses.map((s) => `&status=${encodeURIComponent(s)}`).join("")
  const fetchPage = async (since: string | undefined, page: number): Promise<Listed> => {
    const url = `${options.url}/sandbox/v1/requests?limit=${PAGE_LIMIT}&page=${page}${filter}` +
      (since === undefined ? "" : `&since=${encodeURIComponent(since)}`)
    const response = await fetch(url, { headers: { "x-api-key": options.key } })
    const text = await response.text()
    if (!response.ok) throw new Refused(response.status, messageOf(text), response.headers.get("retry-after"))
    return JSON.parse(text) as Listed
  }
  /** Every call since `since`, oldest first (pages are newest first). */
  const callsSince = async (since: string | undefined) => {
    const calls: Array<LoggedRequest> = []
    for (let page = 1; ; page++) {
      const listed = await fetchPage(since, page)
      calls.push(...listed.data)
      // Without a `since` only the newest page matters: it is where the tail starts.
      if (!listed.pagination.has_more || since === undefined) return calls.reverse()
    }
  }

  let newest: string | undefined
  let printed = new Set<string>()
  let started = false
  let failing = false
  let failures = 0
  let failingSince = 0
  for (;;) {
    try {
      const calls = await callsSince(newest)
      if (!started) {
        err(`vob-sandbox tail: following ${options.url}'s request log${options.statuses.length === 0 ? "" : ` (${options.statuses.join(", ")})`}; Ctrl-C to stop`)
        started = true
        // The calls made before the tail started are not printed: it follows from here.
        for (const call of calls) printed.add(keyOf(call))
      } else {
        for (const call of calls) {
          if (printed.has(keyOf(call))) continue
          printed.add(keyOf(call))
          out(options.json ? JSON.stringify(call) : requestLine(call))
        }
      }
      if (failing) err("vob-sandbox tail: reconnected")
      failing = false
      failures = 0
      const last = calls.at(-1)
      if (last !== undefined && last.created_at !== newest) {
        newest = last.created_at
        // Only the calls at the newest instant can come back in the next answer (`since` is inclusive).
        printed = new Set([...printed].filter((key) => key.startsWith(`${newest} `)))
      }
      await sleep(POLL_MS)
    } catch (error) {
      if (error instanceof Refused && isRefusal(error.status)) {
        err(`vob-sandbox tail: ${error.status} ${error.message}`)
        return 1
      }
      const reason = error instanceof Refused
        ? `${error.status} ${error.message}`
        : `cannot reach ${options.url} (${causeOf(error)})`
      if (!failing) {
        err(`vob-sandbox tail: ${reason}; retrying for up to ${options.giveUpAfterMs / 1000} s`)
        failingSince = Date.now()
      } else if (Date.now() - failingSince > options.giveUpAfterMs) {
        err(`vob-sandbox tail: gave up after ${options.giveUpAfterMs / 1000} s: ${reason}`)
        return 1
      }
      failing = true
      await sleep(retryDelayMs(failures++, error instanceof Refused ? error.retryAfter : null))
    }
  }
}
