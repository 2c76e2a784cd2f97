import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Webhook subscriptions (a document table; the stored doc keeps the secret, which the API shows only on
 * creation), deliveries (one per event and subscription, keeping the exact body every attempt sends)
 * and their attempts.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE webhook_subscriptions (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    is_active INTEGER NOT NULL
  )`
  yield* sql`CREATE INDEX webhook_subscriptions_by_company ON webhook_subscriptions (company_id, active, is_active)`
  yield* ddl(sql)`CREATE TABLE webhook_deliveries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL,
    subscription_id TEXT NOT NULL,
    event_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempt_count INTEGER NOT NULL DEFAULT 0,
    automatic_attempts INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    response_code INTEGER,
    next_attempt_at_ms INTEGER,
    created_at TEXT NOT NULL,
    delivered_at TEXT,
    updated_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX webhook_deliveries_by_subscription
    ON webhook_deliveries (company_id, subscription_id, seq)`
  yield* ddl(sql)`CREATE TABLE webhook_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id TEXT NOT NULL,
    delivery_id TEXT NOT NULL,
    number INTEGER NOT NULL,
    trigger TEXT NOT NULL CHECK (trigger IN ('automatic', 'redelivery', 'test')),
    attempted_at TEXT NOT NULL,
    response_code INTEGER,
    error TEXT,
    duration_ms INTEGER NOT NULL
  )`
  yield* sql`CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (delivery_id, number)`
})
