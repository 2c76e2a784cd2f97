import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Tenancy, credentials, clocks, jobs, events, idempotency keys and the fixture-seeded reference data.
 * Resource rows keep their API form in `doc` (JSON, encoded once on write) beside the columns that
 * filters, ordering and tenancy need.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE companies (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`
  yield* ddl(sql)`CREATE TABLE credentials (
    token TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('api_key', 'bearer')),
    company_id TEXT NOT NULL REFERENCES companies (id),
    user_id TEXT
  )`
  yield* ddl(sql)`CREATE TABLE clocks (
    company_id TEXT PRIMARY KEY REFERENCES companies (id),
    mode TEXT NOT NULL CHECK (mode IN ('real', 'frozen')),
    offset_ms INTEGER NOT NULL DEFAULT 0,
    frozen_at_ms INTEGER
  )`
  yield* ddl(sql)`CREATE TABLE jobs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id TEXT NOT NULL,
    due_at_ms INTEGER NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
    created_at_ms INTEGER NOT NULL,
    finished_at_ms INTEGER,
    error TEXT
  )`
  yield* sql`CREATE INDEX jobs_pending ON jobs (status, company_id, due_at_ms, id)`
  yield* ddl(sql)`CREATE TABLE events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX events_by_company ON events (company_id, type, seq)`
  yield* ddl(sql)`CREATE TABLE idempotency_keys (
    company_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (company_id, scope, key)
  )`
  yield* ddl(sql)`CREATE TABLE reference_data (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    doc TEXT NOT NULL,
    UNIQUE (company_id, kind, key)
  )`
  yield* ddl(sql)`CREATE TABLE credentialing (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    type TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX credentialing_by_company ON credentialing (company_id, type)`
})
