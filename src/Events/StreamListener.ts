/**
 * One open event stream's share of its company's events: which of them it still has to send (its
 * cursor), which types it wants, and what it holds in memory for a client that has not read them yet.
 * The company's reader encodes each event once (`EncodedBatch`); a listener only picks what it sends,
 * so an event costs each stream a comparison and a queue offer, not an encoding.
 *
 * A client that stops reading is bounded: once more than `maxBufferedBytes` are still unread when new
 * events come, or its oldest unread bytes have waited longer than `maxStallMs`, the listener is dropped (its stream ends and
 * its connection is closed). The client loses nothing by it: reconnecting with `Last-Event-ID` resumes
 * from the store.
 */
import { sseFrame } from "./SseFrames.js"

export interface EventRow {
  readonly seq: number
  readonly id: string
  readonly type: string
  readonly payload: string
  readonly created_at: string
}

/** An event as every stream sends it. */
export interface EncodedEvent {
  readonly seq: number
  readonly type: string
  readonly bytes: Uint8Array
}

/** Events read together, in `seq` order, and all of them as one buffer (what an unfiltered stream is sent). */
export interface EncodedBatch {
  readonly events: ReadonlyArray<EncodedEvent>
  readonly all: Uint8Array
}

export interface ListenerBounds {
  readonly maxBufferedBytes: number
  readonly maxStallMs: number
}

const encoder = new TextEncoder()

export const encodeText = (text: string): Uint8Array => encoder.encode(text)

const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  if (parts.length === 1) return parts[0]!
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

/** The message of one event: `data` is the event as `GET /sandbox/v1/events` lists it. */
export const encodeEvent = (row: EventRow): EncodedEvent => ({
  seq: row.seq,
  type: row.type,
  bytes: encoder.encode(sseFrame(
    row.id,
    row.type,
    `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"created_at":${JSON.stringify(row.created_at)},"payload":${row.payload}}`
  ))
})

export const encodeBatch = (rows: ReadonlyArray<EventRow>): EncodedBatch => {
  const events = rows.map(encodeEvent)
  return { events, all: concat(events.map((event) => event.bytes)) }
}

export class StreamListener {
  /** Batches that arrived while the backlog was being sent: sent after it. */
  private held: Array<EncodedBatch> | undefined = []
  private heldBytes = 0
  private buffered = 0
  /** Since when the oldest unread bytes have waited (undefined: nothing waits). */
  private waitingSince: number | undefined
  private dropped = false

  constructor(
    /** Every event with a `seq` at or below it has been sent or skipped. */
    public cursor: number,
    private readonly wanted: ReadonlySet<string> | undefined,
    private readonly bounds: ListenerBounds,
    /** Queues bytes for the client. */
    private readonly offer: (bytes: Uint8Array) => void
  ) {}

  /** What of `events` this listener sends: the ones past its cursor, of a wanted type. */
  picks(events: ReadonlyArray<EncodedEvent>): ReadonlyArray<EncodedEvent> {
    const fresh = events.filter((event) => event.seq > this.cursor)
    if (fresh.length > 0) this.cursor = fresh[fresh.length - 1]!.seq
    return this.wanted === undefined ? fresh : fresh.filter((event) => this.wanted!.has(event.type))
  }

  /** The backlog, read page by page from the store: the page's bytes to send. */
  backlogPage(events: ReadonlyArray<EncodedEvent>, now: number): Uint8Array {
    this.took(0, now)
    return concat(this.picks(events).map((event) => event.bytes))
  }

  /** A batch from the company's reader. False when the listener must be dropped. */
  receive(batch: EncodedBatch, now: number): boolean {
    if (this.dropped) return false
    if (this.held !== undefined) {
      this.held.push(batch)
      this.heldBytes += batch.all.length
      return this.grew(batch.all.length, now)
    }
    const first = batch.events[0]
    if (this.wanted === undefined && first !== undefined && first.seq > this.cursor) {
      this.cursor = batch.events[batch.events.length - 1]!.seq
      return this.send([batch.all], now)
    }
    return this.send(this.picks(batch.events).map((event) => event.bytes), now)
  }

  /** Bytes every listener is sent (keep-alive comments); not while the backlog is sent. */
  ping(bytes: Uint8Array, now: number): boolean {
    if (this.dropped) return false
    return this.held !== undefined ? !this.stalled(now) : this.send([bytes], now)
  }

  /** The backlog is sent: what arrived meanwhile follows, then everything as it comes. */
  goLive(now: number): boolean {
    const held = this.held ?? []
    this.held = undefined
    this.buffered -= this.heldBytes
    this.heldBytes = 0
    this.waitingSince = this.buffered > 0 ? now : undefined
    let keep = !this.dropped
    for (const batch of held) keep = keep && this.receive(batch, now)
    return keep
  }

  /** The client's stream took `bytes` to write them. */
  took(bytes: number, now: number) {
    this.buffered -= bytes
    this.waitingSince = this.buffered > 0 ? now : undefined
  }

  drop() {
    this.dropped = true
  }

  get isDropped() {
    return this.dropped
  }

  private send(parts: ReadonlyArray<Uint8Array>, now: number): boolean {
    if (this.dropped || this.stalled(now)) return false
    let size = 0
    for (const part of parts) {
      if (part.length === 0) continue
      this.offer(part)
      size += part.length
    }
    return this.grew(size, now)
  }

  /**
   * Checked before the new bytes count: a client that reads keeps nothing waiting between two batches,
   * so a burst larger than the bound (a big batch) is not what drops it; bytes still unread when the
   * next arrive are.
   */
  private grew(size: number, now: number): boolean {
    const within = this.buffered <= this.bounds.maxBufferedBytes && !this.stalled(now)
    if (size > 0 && this.buffered === 0) this.waitingSince = now
    this.buffered += size
    return within
  }

  private stalled(now: number) {
    return this.waitingSince !== undefined && now - this.waitingSince > this.bounds.maxStallMs
  }
}
