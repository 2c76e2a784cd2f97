/** Reads a Server-Sent Events response as a test client does: collects messages until told to stop. */
import { type SseMessage, sseParser } from "../../src/Events/SseFrames.js"

export interface SseConnection {
  readonly status: number
  readonly contentType: string
  /** Resolves with the first `count` messages received (already received ones included). */
  readonly take: (count: number) => Promise<ReadonlyArray<SseMessage>>
  readonly close: () => void
}

export const openSse = async (url: string, headers: Record<string, string>): Promise<SseConnection> => {
  const controller = new AbortController()
  const response = await fetch(url, { headers, signal: controller.signal })
  const messages: Array<SseMessage> = []
  let waiters: Array<() => void> = []
  const feed = sseParser((message) => {
    messages.push(message)
    const woken = waiters
    waiters = []
    for (const wake of woken) wake()
  })
  if (response.body !== null && response.ok) {
    const decoder = new TextDecoder()
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) feed(decoder.decode(chunk, { stream: true }))
      } catch {
        // aborted by close()
      }
    })()
  }
  const take = async (count: number): Promise<ReadonlyArray<SseMessage>> => {
    while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve))
    return messages.slice(0, count)
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    take,
    close: () => controller.abort()
  }
}
