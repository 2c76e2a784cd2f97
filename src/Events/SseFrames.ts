/**
 * Server-Sent Events framing, both ways, with no platform dependency: the server writes frames, the
 * terminal tail and the console (a browser: `EventSource` cannot send an API key header) parse them.
 */

export interface SseMessage {
  readonly id: string | undefined
  readonly event: string
  readonly data: string
}

/** One message; `data` must hold no line break (compact JSON never does). */
export const sseFrame = (id: string, event: string, data: string): string => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`

/** A comment line: keeps the connection alive and flushes the headers; parsers ignore it. */
export const sseComment = (text: string): string => `: ${text}\n\n`

/** Feeds text in as it arrives; calls `onMessage` for each complete message (per the SSE spec's rules). */
export const sseParser = (onMessage: (message: SseMessage) => void) => {
  let buffer = ""
  let id: string | undefined
  let event = ""
  let data: Array<string> = []
  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) onMessage({ id, event: event === "" ? "message" : event, data: data.join("\n") })
      event = ""
      data = []
      return
    }
    if (text.startsWith(":")) return
    const colon = text.indexOf(":")
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "")
    if (field === "id") id = value
    else if (field === "event") event = value
    else if (field === "data") data.push(value)
  }
  return (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const newline = buffer.startsWith("\r\n", end) ? 2 : 1
      // A lone CR at the very end may be the first half of CRLF: wait for more.
      if (buffer[end] === "\r" && newline === 1 && end === buffer.length - 1) break
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + newline)
    }
  }
}
