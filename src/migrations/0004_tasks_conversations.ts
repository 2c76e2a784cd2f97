import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/** Tasks with their comments, and conversations. */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`CREATE TABLE tasks (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    status TEXT NOT NULL,
    priority TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX tasks_by_company ON tasks (company_id, active, status, priority)`
  yield* ddl(sql)`CREATE TABLE task_comments (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    task_id TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX task_comments_by_task ON task_comments (company_id, task_id)`
  yield* ddl(sql)`CREATE TABLE conversations (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    version INTEGER NOT NULL DEFAULT 1,
    doc TEXT NOT NULL,
    patient_id TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX conversations_by_company ON conversations (company_id, active)`
})
