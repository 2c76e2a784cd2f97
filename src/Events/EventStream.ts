/**
 * A company's events as a live Server-Sent Events stream: every event committed after the cursor, in
 * `seq` order, each once. The cursor is the event named by `Last-Event-ID` (resume after it) or, without
 * one, the company's newest event when the stream opens (only what happens from now on).
 *
 * A stream never moves past a `seq` before every lower one is settled (Events/SettledEvents.ts): on
 * PostgreSQL a transaction can commit after another that took a higher `seq`, and a cursor past it would
 * skip its event for good. So an event received means every earlier one was received, and resuming after
 * it loses nothing.
 *
 * One reader per company with open streams, however many: it reads new rows once per signal (or poll),
 * encodes each event once and hands the bytes to every stream (Events/StreamListener.ts). A company holds
 * at most `maxStreamsPerCompany` streams on this server; a client that stops reading is dropped once it
 * holds more than `streamBufferBytes` unread or has not read for `streamStallMs`.
 */
import { SqlClient } from "@effect/sql"
import { Chunk, Effect, Exit, Layer, Option, Queue, Scope, Stream } from "effect"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import { invalidParameter, tooManyStreams } from "../Domain/Errors.js"
import { limitClause } from "../Store/LimitClause.js"
import { outageLog } from "../Store/OutageLog.js"
import { EventFeed } from "./EventFeed.js"
import { SettledEvents } from "./SettledEvents.js"
import { sseComment } from "./SseFrames.js"
import { encodeBatch, encodeEvent, encodeText, type EventRow, StreamListener } from "./StreamListener.js"

/** Comment lines on an idle stream, so proxies and the server's idle timeout keep the connection open. */
const KEEP_ALIVE = "15 seconds"
/** How long a client waits before reconnecting after the stream drops (the SSE `retry` field). */
const RETRY_MS = 1_000
/** Rows of a backlog read at a time, each page as the client takes the one before. */
const BACKLOG_PAGE = 500

const retryFrame = encodeText(`retry: ${RETRY_MS}\n\n`)
const keepAliveFrame = encodeText(sseComment("keep-alive"))

/** An open stream: its share of the events, and how to end it. */
interface Member {
  readonly listener: StreamListener
  /** Ends the stream after what it has queued. */
  readonly finish: Effect.Effect<void>
  /** Drops the client: ends the stream and closes its connection. */
  readonly end: Effect.Effect<void>
}

interface Hub {
  readonly members: Set<Member>
  readonly scope: Scope.CloseableScope
}

export class EventStream extends Effect.Service<EventStream>()("vob-sandbox/EventStream", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const feed = yield* EventFeed
    const settled = yield* SettledEvents
    const { maxStreamsPerCompany, streamBufferBytes, streamStallMs } = yield* SandboxConfig
    const bounds = { maxBufferedBytes: streamBufferBytes, maxStallMs: streamStallMs }
    // Set when the server stops: open streams end so the server's close does not wait on them.
    let closing = false

    const newestSeq = (companyId: string) =>
      Effect.map(
        sql<{ seq: number | null }>`SELECT MAX(seq) AS seq FROM events WHERE company_id = ${companyId}`,
        ([newest]) => newest?.seq ?? 0
      )

    const cursorOf = (companyId: string, lastEventId: string | undefined) =>
      Effect.gen(function*() {
        if (lastEventId === undefined) return yield* newestSeq(companyId)
        const [named] = yield* sql<{ seq: number }>`SELECT seq FROM events WHERE company_id = ${companyId} AND id = ${lastEventId}`
        if (named === undefined) {
          return yield* invalidParameter(
            "Last-Event-ID",
            `No event '${lastEventId}' exists in this company (a reset deletes its events); reconnect without Last-Event-ID.`
          )
        }
        return named.seq
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    const rowsBetween = (companyId: string, after: number, upTo: number, limit = Number.MAX_SAFE_INTEGER) =>
      sql<EventRow>`SELECT seq, id, type, payload, created_at FROM events
        WHERE company_id = ${companyId} AND seq > ${after} AND seq <= ${upTo} ORDER BY seq ${limitClause(sql, limit)}`.pipe(Effect.orDie)

    const hubs = new Map<string, Hub>()
    const hubLock = yield* Effect.makeSemaphore(1)

    /** Hands something to every member of the hub; ends the members it leaves dropped. */
    const toEach = (hub: Hub, deliver: (listener: StreamListener, now: number) => boolean) =>
      Effect.suspend(() => {
        const now = Date.now()
        const dropped: Array<Member> = []
        for (const member of hub.members) {
          if (deliver(member.listener, now)) continue
          member.listener.drop()
          dropped.push(member)
        }
        return Effect.forEach(dropped, (member) => member.end, { discard: true })
      })

    const openHub = (companyId: string) =>
      Effect.gen(function*() {
        const scope = yield* Scope.make()
        const hub: Hub = { members: new Set(), scope }
        // Subscribed before its cursor is read: a commit in between is signalled, not missed. The cursor
        // starts at a settled seq, so it has nothing below it left to read.
        const nextSignal = yield* Scope.extend(feed.subscribe(companyId), scope)
        let cursor = Math.min(yield* newestSeq(companyId).pipe(Effect.orDie), yield* settled.horizon)
        const readAndShare = Effect.gen(function*() {
          const upTo = yield* settled.horizon
          const read = yield* rowsBetween(companyId, cursor, upTo)
          if (read.length === 0) return
          cursor = read[read.length - 1]!.seq
          const batch = encodeBatch(read)
          yield* toEach(hub, (listener, now) => listener.receive(batch, now))
        })
        // Opened inside the join's lock: the reader must stay interruptible, or closing the hub would wait
        // for it forever.
        // A read that fails (the store unreachable for a while) is retried at the next signal or poll from
        // the same cursor: the open streams miss nothing and stay open. Logged once per outage: on PostgreSQL
        // the reader polls every 200 ms, and a warning per poll would flood the log.
        const outage = outageLog()
        const readOrRetry = readAndShare.pipe(
          Effect.tap(() => outage.succeeded()),
          Effect.catchAllDefect((defect) => outage.failed(Effect.logWarning("event stream read failed (retrying)", defect)))
        )
        yield* Effect.forkIn(Effect.interruptible(Effect.forever(Effect.zipRight(nextSignal, readOrRetry))), scope)
        // The keep-alive also finds the clients that stopped reading while no event came.
        const keepAlive = toEach(hub, (listener, now) => listener.ping(keepAliveFrame, now))
        yield* Effect.forkIn(Effect.interruptible(Effect.forever(Effect.zipRight(Effect.sleep(KEEP_ALIVE), keepAlive))), scope)
        return hub
      })

    /** Adds a member to its company's hub (opened for the first); 429 when the company has its cap. */
    const join = (companyId: string, member: Member) =>
      hubLock.withPermits(1)(Effect.gen(function*() {
        const open = hubs.get(companyId)?.members.size ?? 0
        if (open >= maxStreamsPerCompany) return yield* tooManyStreams(maxStreamsPerCompany)
        const hub = hubs.get(companyId) ?? (yield* openHub(companyId))
        hubs.set(companyId, hub)
        hub.members.add(member)
      }))

    const leave = (companyId: string, member: Member) =>
      hubLock.withPermits(1)(Effect.suspend(() => {
        const hub = hubs.get(companyId)
        if (hub === undefined || !hub.members.delete(member) || hub.members.size > 0) return Effect.void
        hubs.delete(companyId)
        return Scope.close(hub.scope, Exit.void)
      }))

    /**
     * Fails (422 naming `Last-Event-ID`, 429 at the company's cap) before anything is streamed; the stream
     * itself never fails. `types`: only these event types are sent (all when absent). `disconnect` closes the
     * client's connection (a client that stopped reading is not waiting for the stream's end). The stream
     * holds its place in the company's cap for as long as the caller's scope lives.
     */
    const open = (
      companyId: string,
      types: ReadonlyArray<string> | undefined,
      lastEventId: string | undefined,
      disconnect: Effect.Effect<void> = Effect.void
    ) =>
      Effect.gen(function*() {
        const start = yield* cursorOf(companyId, lastEventId)
        const wanted = types === undefined || types.length === 0 ? undefined : new Set(types)
        const queue = yield* Queue.unbounded<Uint8Array>()
        const listener = new StreamListener(start, wanted, bounds, (bytes) => Queue.unsafeOffer(queue, bytes))
        const finish = Queue.shutdown(queue)
        const member: Member = { listener, finish, end: Effect.zipRight(finish, disconnect) }
        // Joined before its backlog is read: an event settled in between comes one way or the other (or
        // both: the listener's cursor drops the second copy).
        yield* Effect.acquireRelease(join(companyId, member), () => leave(companyId, member))
        const upTo = yield* settled.horizon
        const backlog: Stream.Stream<Uint8Array> = Stream.paginateChunkEffect(start, (after) =>
          Effect.map(rowsBetween(companyId, after, upTo, BACKLOG_PAGE), (rows) => {
            const bytes = listener.backlogPage(rows.map(encodeEvent), Date.now())
            const next = rows.length < BACKLOG_PAGE || closing ? Option.none() : Option.some(rows[rows.length - 1]!.seq)
            return [bytes.length === 0 ? Chunk.empty<Uint8Array>() : Chunk.of(bytes), next] as const
          }))
        const taken = (chunk: Chunk.Chunk<Uint8Array>) => {
          let size = 0
          for (const bytes of chunk) size += bytes.length
          listener.took(size, Date.now())
          return chunk
        }
        const live = Stream.unwrap(Effect.suspend(() =>
          !closing && listener.goLive(Date.now())
            ? Effect.succeed(Stream.fromQueue(queue).pipe(Stream.mapChunks(taken)))
            : Effect.as(member.end, Stream.empty)
        ))
        return Stream.concat(Stream.make(retryFrame), Stream.concat(backlog, live)) satisfies Stream.Stream<Uint8Array>
      })

    const endAll = Effect.suspend(() => {
      closing = true
      const members = [...hubs.values()].flatMap((hub) => [...hub.members])
      return Effect.forEach(members, (member) => Effect.zipRight(Effect.sync(() => member.listener.drop()), member.finish), {
        discard: true
      })
    })

    return { open, endAll } as const
  }),
  dependencies: [EventFeed.Default, SettledEvents.Default]
}) {}

/**
 * Ends every open stream when the server stops. Built after the listening server, so released before
 * it: Node's close waits for open responses, and a stream never ends by itself.
 */
export const EndStreamsOnShutdownLive = Layer.scopedDiscard(
  Effect.flatMap(EventStream, (streams) => Effect.addFinalizer(() => streams.endAll))
).pipe(Layer.provide(EventStream.Default))
