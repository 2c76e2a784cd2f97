import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { CompanyReset } from "../src/Companies/CompanyReset.js"
import { CompanyFixtures } from "../src/Companies/CompanyFixtures.js"
import { ReferenceData } from "../src/Companies/ReferenceData.js"
import { EventLog } from "../src/Events/EventLog.js"
import { type ReferenceRecord, SPEC_WEBHOOK_TIMEOUT_MS } from "../src/Domain/ReferenceRecords.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { CompanyRequestLog } from "../src/RequestLog/CompanyRequestLog.js"

/** Settings as shown: a webhook deadline never set is the spec's 30 s. */
const shown = (settings: ReferenceRecord<"settings">) => ({ webhook_timeout_ms: SPEC_WEBHOOK_TIMEOUT_MS, ...settings })

export const SandboxDataHttpLive = apiGroup(Api, "sandboxData", (handlers) =>
  Effect.gen(function*() {
    const reference = yield* ReferenceData
    const companyReset = yield* CompanyReset
    const events = yield* EventLog
    const companyFixtures = yield* CompanyFixtures
    const requestLog = yield* CompanyRequestLog

    const fixtures = (companyId: string) => companyFixtures.of(companyId)

    return handlers
      .handle("fixtures", () => Effect.flatMap(CurrentCaller, ({ companyId }) => fixtures(companyId)))
      .handle("reset", () =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          // The log's calls not yet written would outlive the reset that empties it.
          requestLog.forget(companyId).pipe(Effect.zipRight(companyReset.reset(companyId)), Effect.zipRight(fixtures(companyId)))))
      .handle("settings", () => Effect.flatMap(CurrentCaller, ({ companyId }) => Effect.map(reference.settings(companyId), shown)))
      .handle("updateSettings", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(
            reference.updateSettings(companyId, Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined))),
            shown
          )))
      .handle("events", ({ urlParams: { page, limit, type } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => events.list(companyId, { type }, { page, limit })))
  })).pipe(Layer.provide([CompanyReset.Default, CompanyFixtures.Default, EventLog.Default, CompanyRequestLog.Default]))
