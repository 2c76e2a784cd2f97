import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { instantMs } from "../src/Domain/Scalars.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { ScheduledJobs } from "../src/Jobs/ScheduledJobs.js"
import { PriorAuthorizationRequests } from "../src/PriorAuthorizations/PriorAuthorizationRequests.js"
import { VobRequests } from "../src/VobRequests/VobRequests.js"

export const SandboxInspectionHttpLive = apiGroup(Api, "sandboxInspection", (handlers) =>
  Effect.gen(function*() {
    const jobs = yield* ScheduledJobs
    const vobRequests = yield* VobRequests
    const paRequests = yield* PriorAuthorizationRequests
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
        Effect.flatMap(CurrentCaller, ({ companyId }) => vobRequests.inspect(companyId, { page, limit })))
      .handle("priorAuthorizationRequests", ({ urlParams: { page, limit } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => paRequests.inspect(companyId, { page, limit })))
  })).pipe(Layer.provide([ScheduledJobs.Default, VobRequests.Default, PriorAuthorizationRequests.Default]))
