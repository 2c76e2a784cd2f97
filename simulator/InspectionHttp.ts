import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { instantMs } from "../src/Domain/Scalars.js"
import { ScheduledJobs } from "../src/Jobs/ScheduledJobs.js"
import { paRequestResourceOf } from "../src/PriorAuthorizations/PriorAuthorizationRequests.js"
import { listPriorAuthorizationRequestsNewestFirst } from "../src/PriorAuthorizations/PriorAuthorizationRequestsRepo.js"
import { resourceOf } from "../src/VobRequests/VobRequests.js"
import { listVobRequestsNewestFirst } from "../src/VobRequests/VobRequestsRepo.js"

const fileIdsOf = (record: { readonly submission: unknown }): ReadonlyArray<string> => {
  const ids = (record.submission as { readonly file_ids?: unknown } | null)?.file_ids
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []
}

export const SandboxInspectionHttpLive = HttpApiBuilder.group(Api, "sandboxInspection", (handlers) =>
  Effect.gen(function*() {
    const jobs = yield* ScheduledJobs
    const vobRequests = yield* listVobRequestsNewestFirst
    const paRequests = yield* listPriorAuthorizationRequestsNewestFirst
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
          Effect.map(vobRequests(companyId, { page, limit }), (l) => ({ ...l, data: l.data.map((r) => ({ ...resourceOf(r), file_ids: fileIdsOf(r) })) }))))
      .handle("priorAuthorizationRequests", ({ urlParams: { page, limit } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(paRequests(companyId, { page, limit }), (l) => ({ ...l, data: l.data.map((r) => ({ ...paRequestResourceOf(r), file_ids: fileIdsOf(r) })) }))))
  })).pipe(Layer.provide([ScheduledJobs.Default]))
