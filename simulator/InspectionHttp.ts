import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { AuthenticationLive } from "../src/Auth/AuthenticationLive.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { instantMs } from "../src/Domain/Scalars.js"
import { ScheduledJobs } from "../src/Jobs/ScheduledJobs.js"
import { paRequestResourceOf, priorAuthorizationRequestsTable } from "../src/PriorAuthorizations/PriorAuthorizationRequests.js"
import { SqlLive } from "../src/Sql.js"
import { resourceOf, vobRequestsTable } from "../src/VobRequests/VobRequests.js"

const fileIdsOf = (record: { readonly submission: unknown }): ReadonlyArray<string> => {
  const ids = (record.submission as { readonly file_ids?: unknown } | null)?.file_ids
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []
}

export const SandboxInspectionHttpLive = HttpApiBuilder.group(Api, "sandboxInspection", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const jobs = yield* ScheduledJobs
    const vobRequests = yield* vobRequestsTable
    const paRequests = yield* priorAuthorizationRequestsTable
    const newestFirst = sql`rowid DESC`
    return handlers
      .handle("jobs", ({ urlParams: { page, limit, status, record_id, due_after, due_until } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          jobs.list(companyId, {
            status,
            recordId: record_id,
            dueAfterMs: due_after === undefined ? undefined : instantMs(due_after),
            dueUntilMs: due_until === undefined ? undefined : instantMs(due_until)
          }, { page, limit })))
      .handle("vobRequests", ({ urlParams: { page, limit } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(vobRequests.list(companyId, { page, limit }, [], newestFirst), (l) => ({ ...l, data: l.data.map((r) => ({ ...resourceOf(r), file_ids: fileIdsOf(r) })) }))))
      .handle("priorAuthorizationRequests", ({ urlParams: { page, limit } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(paRequests.list(companyId, { page, limit }, [], newestFirst), (l) => ({ ...l, data: l.data.map((r) => ({ ...paRequestResourceOf(r), file_ids: fileIdsOf(r) })) }))))
  })).pipe(Layer.provide([ScheduledJobs.Default, SqlLive, AuthenticationLive]))
