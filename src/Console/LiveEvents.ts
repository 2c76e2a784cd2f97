/**
 * The console's live feed: `GET /sandbox/v1/events/stream` read with fetch (EventSource cannot send the
 * API key header). A dropped stream is reopened after a short pause with `Last-Event-ID`, so no event
 * is lost or seen twice; an id the server no longer knows (the company was reset) starts afresh.
 */
import { type ListedEvent } from "../Events/EventLine.js"
import { sseParser } from "../Events/SseFrames.js"

export type LiveState = "connecting" | "live" | "reconnecting" | "refused"

export interface LiveOptions {
  readonly key: string
  readonly onEvent: (event: ListedEvent) => void
  readonly onState: (state: LiveState, detail?: string) => void
}

const RECONNECT_MS = 1_000

/** Follows the stream until the returned function is called. */
export const followEvents = (options: LiveOptions): (() => void) => {
  let stopped = false
  let lastId: string | undefined
  let controller: AbortController | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const connect = async (): Promise<void> => {
    controller = new AbortController()
    const headers: Record<string, string> = { "x-api-key": options.key, accept: "text/event-stream" }
    if (lastId !== undefined) headers["last-event-id"] = lastId
    try {
      const response = await fetch("/sandbox/v1/events/stream", { headers, signal: controller.signal })
      if (response.status === 422 && lastId !== undefined) {
        lastId = undefined
        return retry(0)
      }
      if (!response.ok || response.body === null) {
        const body = await response.json().catch(() => ({})) as { message?: string }
        if (response.status === 401 || response.status === 403) {
          options.onState("refused", body.message ?? response.statusText)
          return
        }
        return retry(RECONNECT_MS)
      }
      options.onState("live")
      const feed = sseParser((message) => {
        if (message.id === undefined || message.event === "message") return
        lastId = message.id
        options.onEvent(JSON.parse(message.data) as ListedEvent)
      })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        feed(value)
      }
    } catch {
      // dropped or aborted: below
    }
    return retry(RECONNECT_MS)
  }

  const retry = (ms: number) => {
    if (stopped) return
    options.onState("reconnecting")
    timer = setTimeout(() => void connect(), ms)
  }

  options.onState("connecting")
  void connect()
  return () => {
    stopped = true
    if (timer !== undefined) clearTimeout(timer)
    controller?.abort()
  }
}
