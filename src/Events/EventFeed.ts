/**
 * "An event was recorded for company X": the one hook live readers (the SSE stream) have into the event
 * log. The log publishes a company id after writing an event; a reader takes it as a signal to read the
 * store past its cursor, never as the event itself, so what it sends is only ever what was committed
 * (on SQLite every read waits for the open transaction to end) and a rolled-back event is never sent.
 *
 * On PostgreSQL neither holds: a read does not wait for the writer's commit (the signal, published
 * inside the transaction, can come before its row is visible), and events written through another
 * instance signal no one here. So there a reader also wakes every `POLL_MS` and reads past its cursor:
 * one indexed query per company with open streams, and a committed event reaches every instance's
 * streams within that period.
 */
import { SqlClient } from "@effect/sql"
import { Chunk, Effect, PubSub, Queue } from "effect"
import { isShared } from "../Store/Dialect.js"

export const POLL_MS = 200

export class EventFeed extends Effect.Service<EventFeed>()("vob-sandbox/EventFeed", {
  effect: Effect.gen(function*() {
    const shared = isShared(yield* SqlClient.SqlClient)
    const recorded = yield* PubSub.unbounded<string>()
    return {
      /** Called by the event log once per written event. */
      publish: (companyId: string) => PubSub.publish(recorded, companyId),
      /**
       * An effect waiting for the next signal naming `companyId` (or, on PostgreSQL, the next poll);
       * signals queued meanwhile are drained with it (one read answers them all). Subscribed for as long
       * as the scope lives.
       */
      subscribe: (companyId: string) =>
        Effect.map(PubSub.subscribe(recorded), (signals) => {
          const next: Effect.Effect<void> = Effect.flatMap(
            Queue.takeBetween(signals, 1, Number.MAX_SAFE_INTEGER),
            (ids) => Chunk.some(ids, (id) => id === companyId) ? Effect.void : Effect.suspend(() => next)
          )
          return shared ? Effect.raceFirst(next, Effect.sleep(POLL_MS)) : next
        })
    } as const
  })
}) {}
