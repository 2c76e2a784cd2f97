/**
 * A company's events as a live Server-Sent Events stream: every event committed after the cursor, in
 * the order they were recorded, each once. The cursor is the event named by `Last-Event-ID` (resume
 * after it) or, without one, the newest event when the stream opens (only what happens from now on).
 */
import { SqlClient } from "@effect/sql"
import { Deferred, Effect, Exit, Layer, PubSub, Schedule, Scope, Stream } from "effect"
import { invalidParameter } from "../Domain/Errors.js"
import { outageLog } from "../Store/OutageLog.js"
import { EventFeed } from "./EventFeed.js"
import { sseComment, sseFrame } from "./SseFrames.js"

interface EventRow {
  readonly seq: number
  readonly id: string
  readonly type: string
  readonly payload: string
  readonly created_at: string
}

/** Comment lines on an idle stream, so proxies and the server's idle timeout keep the connection open. */
const KEEP_ALIVE = "15 seconds"
/** How long a client waits before reconnecting after the stream drops (the SSE `retry` field). */
const RETRY_MS = 1_000

export class EventStream extends Effect.Service<EventStream>()("vob-sandbox/EventStream", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const feed = yield* EventFeed
    // Completed when the server stops: open streams end so the server's close does not wait on them.
    const closing = yield* Deferred.make<void>()

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

    const rowsAfter = (companyId: string, seq: number) =>
      sql<EventRow>`SELECT seq, id, type, payload, created_at FROM events
        WHERE company_id = ${companyId} AND seq > ${seq} ORDER BY seq`.pipe(Effect.orDie)

    /**
     * One reader per company with listeners, however many: on each signal it reads the new rows once
     * and hands them to every listener (50 listeners cost one query per commit, not 50).
     */
    interface Hub {
      readonly rows: PubSub.PubSub<ReadonlyArray<EventRow>>
      readonly scope: Scope.CloseableScope
      listeners: number
    }
    const hubs = new Map<string, Hub>()
    const hubLock = yield* Effect.makeSemaphore(1)

    const openHub = (companyId: string) =>
      Effect.gen(function*() {
        const scope = yield* Scope.make()
        const rows = yield* PubSub.unbounded<ReadonlyArray<EventRow>>()
        // Subscribed before its cursor is read: a commit in between is signalled, not missed.
        const nextSignal = yield* Scope.extend(feed.subscribe(companyId), scope)
        let cursor = yield* newestSeq(companyId).pipe(Effect.orDie)
        const readAndShare = Effect.flatMap(Effect.suspend(() => rowsAfter(companyId, cursor)), (read) => {
          if (read.length === 0) return Effect.void
          cursor = read[read.length - 1]!.seq
          return PubSub.publish(rows, read)
        })
        // Opened inside acquireRelease's uninterruptible acquire: the reader must stay interruptible, or
        // closing the hub would wait for it forever.
        // A read that fails (the store unreachable for a while) is retried at the next signal or poll from
        // the same cursor: the open streams miss nothing and stay open. Logged once per outage: on PostgreSQL
        // the reader polls every 200 ms, and a warning per poll would flood the log.
        const outage = outageLog()
        const readOrRetry = readAndShare.pipe(
          Effect.tap(() => outage.succeeded()),
          Effect.catchAllDefect((defect) => outage.failed(Effect.logWarning("event stream read failed (retrying)", defect)))
        )
        yield* Effect.forkIn(Effect.interruptible(Effect.forever(Effect.zipRight(nextSignal, readOrRetry))), scope)
        yield* Scope.addFinalizer(scope, PubSub.shutdown(rows))
        return { rows, scope, listeners: 0 }
      })

    /** The company's shared rows, subscribed for as long as the caller's scope lives. */
    const shared = (companyId: string) =>
      Effect.acquireRelease(
        hubLock.withPermits(1)(Effect.gen(function*() {
          const hub = hubs.get(companyId) ?? (yield* openHub(companyId))
          hubs.set(companyId, hub)
          hub.listeners++
          return hub
        })),
        (hub) =>
          hubLock.withPermits(1)(Effect.suspend(() => {
            if (--hub.listeners > 0) return Effect.void
            hubs.delete(companyId)
            return Scope.close(hub.scope, Exit.void)
          }))
      ).pipe(Effect.flatMap((hub) => PubSub.subscribe(hub.rows)))

    /**
     * Fails (422 naming `Last-Event-ID`) before anything is streamed; the stream itself never fails.
     * `types`: only these event types are sent (all when absent).
     */
    const open = (companyId: string, types: ReadonlyArray<string> | undefined, lastEventId: string | undefined) =>
      Effect.map(cursorOf(companyId, lastEventId), (start) => {
        const wanted = types === undefined || types.length === 0 ? undefined : new Set(types)
        const events = Stream.unwrapScoped(Effect.gen(function*() {
          // Subscribed to the shared rows before reading its own backlog: a row committed in between
          // comes one way or the other (or both: the cursor drops the second copy).
          const batches = yield* shared(companyId)
          let cursor = start
          const frames = (rows: ReadonlyArray<EventRow>) => {
            const fresh = rows.filter((row) => row.seq > cursor)
            if (fresh.length > 0) cursor = fresh[fresh.length - 1]!.seq
            return fresh.filter((row) => wanted === undefined || wanted.has(row.type)).map((row) =>
              sseFrame(
                row.id,
                row.type,
                `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"created_at":${
                  JSON.stringify(row.created_at)
                },"payload":${row.payload}}`
              )
            )
          }
          const backlog = yield* rowsAfter(companyId, start)
          return Stream.concat(Stream.fromIterable(frames(backlog)), Stream.fromQueue(batches).pipe(Stream.mapConcat(frames)))
        }))
        const keepAlive = Stream.repeatEffectWithSchedule(Effect.succeed(sseComment("keep-alive")), Schedule.spaced(KEEP_ALIVE))
        return Stream.concat(
          Stream.make(`retry: ${RETRY_MS}\n\n`),
          Stream.merge(events, keepAlive.pipe(Stream.drop(1)), { haltStrategy: "left" })
        ).pipe(Stream.interruptWhen(Deferred.await(closing)))
      })

    return { open, endAll: Deferred.succeed(closing, undefined) } as const
  }),
  dependencies: [EventFeed.Default]
}) {}

/**
 * Ends every open stream when the server stops. Built after the listening server, so released before
 * it: Node's close waits for open responses, and a stream never ends by itself.
 */
export const EndStreamsOnShutdownLive = Layer.scopedDiscard(
  Effect.flatMap(EventStream, (streams) => Effect.addFinalizer(() => streams.endAll))
).pipe(Layer.provide(EventStream.Default))
