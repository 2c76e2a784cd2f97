import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { CompanyRequestLog } from "../src/RequestLog/CompanyRequestLog.js"

export const SandboxRequestsHttpLive = apiGroup(Api, "sandboxRequests", (handlers) =>
  Effect.gen(function*() {
    const log = yield* CompanyRequestLog
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentCaller, ({ companyId }) => log.list(companyId, urlParams)))
      .handle("get", ({ path }) => Effect.flatMap(CurrentCaller, ({ companyId }) => log.get(companyId, path.id)))
  })).pipe(Layer.provide(CompanyRequestLog.Default))
