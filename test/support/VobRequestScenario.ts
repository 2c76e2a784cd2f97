/**
 * A company frozen at T0 for VOB request suites, driven through the public API as a client does:
 * submit, advance the sandbox clock so due jobs run, poll; card files uploaded and read by the
 * sandbox card reader; counts of what the company holds, to show what a request wrote (or did not).
 */
import { SqlClient } from "@effect/sql"
import { ReferenceData } from "../../src/Companies/ReferenceData.js"
import { Effect } from "effect"
import { patientsTable } from "../../src/Patients/PatientsRepo.js"
import type { components } from "../../src/Kit/ApiClient.js"
import type { Company, ReplyOf, TestApp } from "./TestApp.js"
import { PNG, upload } from "./Uploads.js"

export const T0 = "2030-01-01T09:00:00.000Z"
export const REQUESTS = "/v1/verification-of-benefits-requests"

export const AVERY = { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12" } as const

export interface Counts {
  readonly patients: number
  readonly policies: number
  readonly vobs: number
  readonly events: number
  readonly requests: number
}

type Schemas = components["schemas"]

export interface RequestScenario {
  readonly company: Company
  readonly fixtures: Schemas["SandboxFixtures"]
  readonly call: <M extends string, P extends string>(
    method: M,
    path: P,
    body?: unknown,
    headers?: Record<string, string>
  ) => Promise<ReplyOf<M, P>>
  /** Insurance id by name ("Aetna", "Blue Cross Blue Shield of Texas", ...). */
  readonly insurance: (name: string) => string
  /** Credentialing id by name. */
  readonly credential: (name: string) => string
  readonly stage: (key: string) => string
  readonly fixtureId: (kind: "locations" | "organizations" | "external_id_types", key: string) => string
  readonly submit: (body: unknown, idempotencyKey?: string) => Promise<ReplyOf<"POST", typeof REQUESTS>>
  readonly advance: (seconds: number) => Promise<ReplyOf<"POST", "/sandbox/v1/clock/advance">>
  readonly poll: (id: string) => Promise<Schemas["VobRequest"]>
  /** Submit (expects 202), advance 0, and the polled resource. */
  readonly run: (body: unknown) => Promise<Schemas["VobRequest"]>
  /** Uploads a PNG insurance card (optionally for a patient / of another document type); its id. */
  readonly uploadCard: (fields?: Record<string, string>) => Promise<string>
  readonly read: (
    fileId: string,
    cards: ReadonlyArray<Record<string, unknown>> | "unreadable"
  ) => Promise<ReplyOf<"POST", "/sandbox/v1/files/{id}/reading">>
  /** An uploaded card file with its reading registered. */
  readonly cardFile: (cards: ReadonlyArray<Record<string, unknown>>, fields?: Record<string, string>) => Promise<string>
  /** An existing patient made through the upsert; its id and its policies' ids. */
  readonly patient: (body: Record<string, unknown>) => Promise<{ id: string; policyIds: Array<string> }>
  readonly policy: (id: string) => Promise<Schemas["PatientPolicy"]>
  readonly policiesOf: (patientId: string) => Promise<ReadonlyArray<Schemas["PatientPolicy"]>>
  readonly events: (type?: string) => Promise<Array<{ type: string; payload: Record<string, any> }>>
  readonly counts: () => Promise<Counts>
  /** Soft-deletes a patient (the API has no patient DELETE; the sandbox store's own soft delete). */
  readonly deactivatePatient: (id: string) => Promise<void>
  /** Configures the company without default specialties (no sandbox endpoint edits them). */
  readonly clearDefaultSpecialties: () => Promise<void>
}

export const requestScenario = async (app: TestApp): Promise<RequestScenario> => {
  const company = await app.newCompany()
  const call = <M extends string, P extends string>(method: M, path: P, body?: unknown, headers?: Record<string, string>) =>
    app.request(method, path, {
      key: company.apiKey,
      ...(body === undefined ? {} : { body }),
      ...(headers === undefined ? {} : { headers })
    })
  const frozen = await call("POST", "/sandbox/v1/clock/freeze", { at: T0 })
  if (frozen.status !== 200) throw new Error(`freeze failed: ${JSON.stringify(frozen.body)}`)
  const fixtures = (await call("GET", "/sandbox/v1/fixtures")).data
  const byName = (list: ReadonlyArray<{ readonly id: string; readonly name: string }>, name: string) => {
    const found = list.find((x) => x.name === name)
    if (found === undefined) throw new Error(`no fixture named ${name}`)
    return found.id
  }
  const byKey = (list: ReadonlyArray<{ readonly id: string; readonly key: string }>, key: string) => {
    const found = list.find((x) => x.key === key)
    if (found === undefined) throw new Error(`no fixture with key ${key}`)
    return found.id
  }
  const total = async (path: "/v1/patients" | "/v1/patient-policies" | "/v1/verification-of-benefits" | "/sandbox/v1/events") =>
    (await call("GET", path)).data.pagination.total
  const uploadCard = async (fields: Record<string, string> = { document_type: "insurance_card_front" }) => {
    const reply = await upload(app, company.apiKey, { bytes: PNG, name: "card.png", type: "image/png", fields })
    return reply.data.id
  }
  const read = (fileId: string, cards: ReadonlyArray<Record<string, unknown>> | "unreadable") =>
    call("POST", `/sandbox/v1/files/${fileId}/reading`, cards === "unreadable" ? { outcome: "unreadable" } : { outcome: "read", cards })
  const submit = (body: unknown, idempotencyKey?: string) =>
    call("POST", REQUESTS, body, idempotencyKey === undefined ? undefined : { "Idempotency-Key": idempotencyKey })
  const advance = (seconds: number) => call("POST", "/sandbox/v1/clock/advance", { seconds })
  const poll = async (id: string) => (await call("GET", `${REQUESTS}/${id}`)).data
  return {
    company,
    fixtures,
    call,
    insurance: (name) => byName(fixtures.insurances, name),
    credential: (name) => byName(fixtures.credentialing, name),
    stage: (key) => byKey(fixtures.workflow_stages, key),
    fixtureId: (kind, key) => byKey(fixtures[kind], key),
    submit,
    advance,
    poll,
    run: async (body) => {
      const submitted = (await submit(body)).data
      await advance(0)
      return poll(submitted.id)
    },
    uploadCard,
    read,
    cardFile: async (cards, fields) => {
      const id = await uploadCard(fields)
      const reading = await read(id, cards)
      if (reading.status !== 201) throw new Error(`reading refused: ${reading.status} ${JSON.stringify(reading.body)}`)
      return id
    },
    patient: async (body) => {
      const upserted = (await call("POST", "/v1/patients/upsert", body)).data
      return { id: upserted.patient.id, policyIds: (upserted.policies ?? []).map((p) => p.policy_id!) }
    },
    policy: async (id) => (await call("GET", `/v1/patient-policies/${id}`)).data,
    policiesOf: async (patientId) => (await call("GET", `/v1/patient-policies?patient_id=${patientId}&limit=100`)).data.data,
    events: async (type) =>
      (await call("GET", "/sandbox/v1/events?limit=100")).data.data.reverse().filter((e) => type === undefined || e.type === type),
    counts: async () => ({
      patients: await total("/v1/patients"),
      policies: await total("/v1/patient-policies"),
      vobs: await total("/v1/verification-of-benefits"),
      events: await total("/sandbox/v1/events"),
      requests: await app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.map(
          sql<{ n: number }>`SELECT COUNT(*) AS n FROM vob_requests WHERE company_id = ${company.id}`,
          (rows) => Number(rows[0]!.n)
        )))
    }),
    deactivatePatient: (id) => app.run(Effect.flatMap(patientsTable, (table) => table.remove(company.id, id))).then(() => undefined),
    // No API configures a company's default specialties: the fixtures do. Written here as the seeder
    // would, then the in-memory reference lists are told, as every reference write tells them.
    clearDefaultSpecialties: () =>
      app.run(Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        yield* sql`DELETE FROM reference_data WHERE company_id = ${company.id} AND kind = 'default_specialty'`
        yield* Effect.flatMap(ReferenceData, (reference) => reference.forgetCompany(company.id))
      })).then(() => undefined)
  }
}
