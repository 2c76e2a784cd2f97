import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { AuthenticationLive } from "../src/Auth/AuthenticationLive.js"
import { Companies } from "../src/Companies/Companies.js"
import { ReferenceData } from "../src/Companies/ReferenceData.js"
import { Credentialing } from "../src/Credentialing/Credentialing.js"
import { storedReader } from "../src/Store/StoredRecords.js"
import { EventLog } from "../src/Events/EventLog.js"
import { type ReferenceRecord, SPEC_WEBHOOK_TIMEOUT_MS } from "../src/Domain/ReferenceRecords.js"
import { SqlLive } from "../src/Sql.js"

/** Settings as shown: a webhook deadline never set is the spec's 30 s. */
const shown = (settings: ReferenceRecord<"settings">) => ({ webhook_timeout_ms: SPEC_WEBHOOK_TIMEOUT_MS, ...settings })
const readCredentialing = storedReader("credentialing", Credentialing)

export const SandboxDataHttpLive = HttpApiBuilder.group(Api, "sandboxData", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const reference = yield* ReferenceData
    const companies = yield* Companies
    const events = yield* EventLog

    const fixtures = (companyId: string) =>
      Effect.gen(function*() {
        const [company] = yield* sql<{ id: string; name: string }>`SELECT id, name FROM companies WHERE id = ${companyId}`
        const credentialing = yield* sql<{ id: string; doc: string }>`SELECT id, doc FROM credentialing WHERE company_id = ${companyId}
          ORDER BY rowid`
        return {
          company: company!,
          insurances: yield* reference.list(companyId, "insurance"),
          credentialing: credentialing.map((row) => {
            const { id, name, type, npi, is_active } = readCredentialing(row.doc, row.id)
            return { id, name, type, npi, is_active }
          }),
          locations: yield* reference.list(companyId, "location"),
          organizations: yield* reference.list(companyId, "organization"),
          workflow_stages: yield* reference.list(companyId, "workflow_stage"),
          users: yield* reference.list(companyId, "user"),
          external_id_types: yield* reference.list(companyId, "external_id_type"),
          integrations: yield* reference.list(companyId, "integration"),
          default_specialties: yield* reference.list(companyId, "default_specialty")
        }
      }).pipe(Effect.orDie)

    return handlers
      .handle("fixtures", () => Effect.flatMap(CurrentCaller, ({ companyId }) => fixtures(companyId)))
      .handle("reset", () =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => Effect.zipRight(companies.reset(companyId), fixtures(companyId))))
      .handle("settings", () => Effect.flatMap(CurrentCaller, ({ companyId }) => Effect.map(reference.settings(companyId), shown)))
      .handle("updateSettings", ({ payload }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) =>
          Effect.map(
            reference.updateSettings(companyId, Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined))),
            shown
          )))
      .handle("events", ({ urlParams: { page, limit, type } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => events.list(companyId, { type }, { page, limit })))
  })).pipe(Layer.provide([SqlLive, ReferenceData.Default, Companies.Default, EventLog.Default, AuthenticationLive]))
