import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * Whether a job was scheduled by another job's work (a webhook attempt's retry, an autopilot's next step),
 * in the row, so a drain admits it whichever instance's job scheduled it (Jobs.ts, Admission): on a shared
 * store the retry of an attempt that was in flight on another instance is the advance's to run.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`ALTER TABLE jobs ADD COLUMN scheduled_by_job INTEGER NOT NULL DEFAULT 0`
})
