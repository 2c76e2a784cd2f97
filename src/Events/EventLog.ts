/**
 * The company's event stream. `emit` writes the event in the caller's transaction (the outbox), so
 * an event exists exactly when the change that caused it committed, and hands it to the webhook
 * outbox, which fans it out to deliveries inside the same transaction.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { listed, offsetOf, type Page } from "../Domain/Pagination.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { EventFeed } from "./EventFeed.js"
import { isShared } from "../Store/Dialect.js"
import { limitClause } from "../Store/LimitClause.js"
import { storedReader } from "../Store/StoredRecords.js"
import type { EventFieldsOf } from "../Webhooks/EventPayloads.js"
import { WebhookOutbox } from "../Webhooks/Outbox.js"
import type { EventType } from "../Webhooks/EventTypes.js"

export interface EventRecord {
  readonly id: string
  readonly companyId: string
  readonly type: string
  /** The webhook payload: event_type, event_id, timestamp and the event's ids. */
  readonly payload: Record<string, unknown>
  readonly createdAt: string
}

/** `2030-01-01T09:00:00.000000`: the webhook timestamp, without zone, microsecond precision. */
export const webhookTimestamp = (ms: number): string => new Date(ms).toISOString().replace("Z", "000")

const readPayload = storedReader("events", Schema.Record({ key: Schema.String, value: Schema.Unknown }))

export class EventLog extends Effect.Service<EventLog>()("vob-sandbox/EventLog", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const clock = yield* SandboxClock
    const feed = yield* EventFeed
    const outbox = yield* WebhookOutbox
    // PostgreSQL: the writing transaction takes its id before the event takes its seq, which is what lets
    // readers tell when every seq below a point is settled (Events/SettledEvents.ts). SQLite: nothing to do.
    const idBeforeSeq = isShared(sql) ? Effect.orDie(sql`SELECT pg_current_xact_id()`) : Effect.void

    // Typed by event type, so every emitted payload has the shape the webhooks document.
    const emit = <T extends EventType>(companyId: string, type: T, fields: EventFieldsOf<T>) =>
      Effect.gen(function*() {
        const nowMs = yield* clock.nowMs(companyId)
        const id = yield* ids.next(companyId, "event")
        const event: EventRecord = {
          id,
          companyId,
          type,
          payload: { event_type: type, event_id: id, timestamp: webhookTimestamp(nowMs), ...(fields as object) },
          createdAt: new Date(nowMs).toISOString()
        }
        yield* idBeforeSeq
        // The company's webhook-subscriptions version comes with the INSERT: the outbox's check of the
        // subscriptions it holds in memory costs no statement of its own.
        const [row] = yield* sql<{ subscriptions_version: number }>`INSERT INTO events (id, company_id, type, payload, created_at)
          VALUES (${id}, ${companyId}, ${type}, ${JSON.stringify(event.payload)}, ${event.createdAt})
          RETURNING (SELECT subscriptions_version FROM companies WHERE id = ${companyId}) AS subscriptions_version`.pipe(
          Effect.orDie
        )
        yield* outbox.fanOut(event, Number(row?.subscriptions_version ?? 0))
        yield* feed.publish(companyId)
        return event
      })

    const list = (companyId: string, filter: { readonly type?: string | undefined }, page: Page) =>
      Effect.gen(function*() {
        const where = filter.type === undefined
          ? sql`company_id = ${companyId}`
          : sql`company_id = ${companyId} AND type = ${filter.type}`
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM events WHERE ${where}`
        const rows = yield* sql<{ id: string; type: string; payload: string; created_at: string }>`
          SELECT id, type, payload, created_at FROM events WHERE ${where}
          ORDER BY seq DESC ${limitClause(sql, page.limit, offsetOf(page))}`
        return listed(
          rows.map((row) => ({
            id: row.id,
            type: row.type,
            created_at: row.created_at,
            payload: readPayload(row.payload, row.id)
          })),
          count!.total,
          page
        )
      }).pipe(Effect.orDie)

    return {
      emit,
      list
    } as const
  }),
  dependencies: [EventFeed.Default, WebhookOutbox.Default]
}) {}
