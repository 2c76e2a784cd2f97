/**
 * A company's events as a live Server-Sent Events stream: every event committed after the cursor, in
 * the order they were recorded, each once. The cursor is the event named by `Last-Event-ID` (resume
 * after it) or, without one, the newest event when the stream opens (only what happens from now on).
 */
import { SqlClient } from "@effect/sql"
import { Deferred, Effect, Layer, Schedule, Stream } from "effect"
import { invalidParameter } from "../Domain/Errors.js"
import { SqlLive } from "../Sql.js"
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

    const cursorOf = (companyId: string, lastEventId: string | undefined) =>
      Effect.gen(function*() {
        if (lastEventId === undefined) {
          const [newest] = yield* sql<{ seq: number | null }>`SELECT MAX(seq) AS seq FROM events WHERE company_id = ${companyId}`
          return newest?.seq ?? 0
        }
        const [named] = yield* sql<{ seq: number }>`SELECT seq FROM events WHERE company_id = ${companyId} AND id = ${lastEventId}`
        if (named === undefined) {
          return yield* invalidParameter(
            "Last-Event-ID",
            `No event '${lastEventId}' exists in this company (a reset deletes its events); reconnect without Last-Event-ID.`
          )
        }
        return named.seq
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    /**
     * Fails (422 naming `Last-Event-ID`) before anything is streamed; the stream itself never fails.
     * `types`: only these event types are sent (all when absent).
     */
    const open = (companyId: string, types: ReadonlyArray<string> | undefined, lastEventId: string | undefined) =>
      Effect.map(cursorOf(companyId, lastEventId), (start) => {
        const wanted = types === undefined || types.length === 0 ? undefined : new Set(types)
        const events = Stream.unwrapScoped(Effect.gen(function*() {
          // Subscribed before the first read: an event committed in between is read, not missed.
          const nextSignal = yield* feed.subscribe(companyId)
          let cursor = start
          // Built on each read: the statement takes the cursor's value when it is made.
          const readNew = () => Effect.map(
            sql<EventRow>`SELECT seq, id, type, payload, created_at FROM events
              WHERE company_id = ${companyId} AND seq > ${cursor} ORDER BY seq`.pipe(Effect.orDie),
            (rows) => {
              if (rows.length > 0) cursor = rows[rows.length - 1]!.seq
              return rows.filter((row) => wanted === undefined || wanted.has(row.type)).map((row) =>
                sseFrame(
                  row.id,
                  row.type,
                  `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"created_at":${
                    JSON.stringify(row.created_at)
                  },"payload":${row.payload}}`
                )
              )
            }
          )
          return Stream.concat(
            Stream.fromIterableEffect(readNew()),
            Stream.repeatEffect(Effect.zipRight(nextSignal, Effect.suspend(readNew))).pipe(Stream.flattenIterables)
          )
        }))
        const keepAlive = Stream.repeatEffectWithSchedule(Effect.succeed(sseComment("keep-alive")), Schedule.spaced(KEEP_ALIVE))
        return Stream.concat(
          Stream.make(`retry: ${RETRY_MS}\n\n`),
          Stream.merge(events, keepAlive.pipe(Stream.drop(1)), { haltStrategy: "left" })
        ).pipe(Stream.interruptWhen(Deferred.await(closing)))
      })

    return { open, endAll: Deferred.succeed(closing, undefined) } as const
  }),
  dependencies: [SqlLive, EventFeed.Default]
}) {}

/**
 * Ends every open stream when the server stops. Built after the listening server, so released before
 * it: Node's close waits for open responses, and a stream never ends by itself.
 */
export const EndStreamsOnShutdownLive = Layer.scopedDiscard(
  Effect.flatMap(EventStream, (streams) => Effect.addFinalizer(() => streams.endAll))
).pipe(Layer.provide(EventStream.Default))
