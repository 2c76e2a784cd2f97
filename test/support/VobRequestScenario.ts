/**
 * A company frozen at T0 for VOB request suites, driven through the public API as a client does:
 * submit, advance the sandbox clock so due jobs run, poll; card files uploaded and read by the
 * sandbox card reader; counts of what the company holds, to show what a request wrote (or did not).
 */
import { SqlClient } from "@effect/sql"
import { ReferenceData } from "../../src/Companies/ReferenceData.js"
import { Effect } from "effect"
import { patientsTable } from "../../src/Patients/PatientsRepo.js"
import type { Company, Reply, TestApp } from "./TestApp.js"
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

export interface RequestScenario {
  readonly company: Company
  readonly fixtures: any
  readonly call: <T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Reply<T>>
  /** Insurance id by name ("Aetna", "Blue Cross Blue Shield of Texas", ...). */
  readonly insurance: (name: string) => string
  /** Credentialing id by name. */
  readonly credential: (name: string) => string
  readonly stage: (key: string) => string
  readonly fixtureId: (kind: "locations" | "organizations" | "external_id_types", key: string) => string
  readonly submit: (body: unknown, idempotencyKey?: string) => Promise<Reply>
  readonly advance: (seconds: number) => Promise<Reply>
  readonly poll: (id: string) => Promise<any>
  /** Submit (expects 202), advance 0, and the polled resource. */
  readonly run: (body: unknown) => Promise<any>
  /** Uploads a PNG insurance card (optionally for a patient / of another document type); its id. */
  readonly uploadCard: (fields?: Record<string, string>) => Promise<string>
  readonly read: (fileId: string, cards: ReadonlyArray<Record<string, unknown>> | "unreadable") => Promise<Reply>
  /** An uploaded card file with its reading registered. */
  readonly cardFile: (cards: ReadonlyArray<Record<string, unknown>>, fields?: Record<string, string>) => Promise<string>
  /** An existing patient made through the upsert; its id and its policies' ids. */
  readonly patient: (body: Record<string, unknown>) => Promise<{ id: string; policyIds: Array<string> }>
  readonly policy: (id: string) => Promise<any>
  readonly policiesOf: (patientId: string) => Promise<Array<any>>
  readonly events: (type?: string) => Promise<Array<{ type: string; payload: any }>>
  readonly counts: () => Promise<Counts>
  /** Soft-deletes a patient (the API has no patient DELETE; the sandbox store's own soft delete). */
  readonly deactivatePatient: (id: string) => Promise<void>
  /** Configures the company without default specialties (no sandbox endpoint edits them). */
  readonly clearDefaultSpecialties: () => Promise<void>
}

export const requestScenario = async (app: TestApp): Promise<RequestScenario> => {
  const company = await app.newCompany()
  const call = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    app.request<T>(method, path, {
      key: company.apiKey,
      ...(body === undefined ? {} : { body }),
      ...(headers === undefined ? {} : { headers })
    })
  const frozen = await call("POST", "/sandbox/v1/clock/freeze", { at: T0 })
  if (frozen.status !== 200) throw new Error(`freeze failed: ${JSON.stringify(frozen.body)}`)
  const fixtures = (await call<any>("GET", "/sandbox/v1/fixtures")).body
  const byName = (list: Array<any>, name: string) => {
    const found = list.find((x) => x.name === name)
    if (found === undefined) throw new Error(`no fixture named ${name}`)
    return found.id as string
  }
  const total = async (path: string) => (await call<any>("GET", path)).body.pagination.total as number
  const uploadCard = async (fields: Record<string, string> = { document_type: "insurance_card_front" }) => {
    const reply = await upload(app, company.apiKey, { bytes: PNG, name: "card.png", type: "image/png", fields })
    if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    return reply.body.id as string
  }
  const read = (fileId: string, cards: ReadonlyArray<Record<string, unknown>> | "unreadable") =>
    call("POST", `/sandbox/v1/files/${fileId}/reading`, cards === "unreadable" ? { outcome: "unreadable" } : { outcome: "read", cards })
  const submit = (body: unknown, idempotencyKey?: string) =>
    call("POST", REQUESTS, body, idempotencyKey === undefined ? undefined : { "Idempotency-Key": idempotencyKey })
  const advance = (seconds: number) => call("POST", "/sandbox/v1/clock/advance", { seconds })
  const poll = async (id: string) => {
    const reply = await call<any>("GET", `${REQUESTS}/${id}`)
    if (reply.status !== 200) throw new Error(`poll failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    return reply.body
  }
  return {
    company,
    fixtures,
    call,
    insurance: (name) => byName(fixtures.insurances, name),
    credential: (name) => byName(fixtures.credentialing, name),
    stage: (key) => fixtures.workflow_stages.find((s: any) => s.key === key).id,
    fixtureId: (kind, key) => fixtures[kind].find((x: any) => x.key === key).id,
    submit,
    advance,
    poll,
    run: async (body) => {
      const reply = await submit(body)
      if (reply.status !== 202) throw new Error(`submission refused: ${reply.status} ${JSON.stringify(reply.body)}`)
      await advance(0)
      return poll((reply.body as any).id)
    },
    uploadCard,
    read,
    cardFile: async (cards, fields) => {
      const id = await uploadCard(fields)
      const reply = await read(id, cards)
      if (reply.status !== 201) throw new Error(`reading refused: ${reply.status} ${JSON.stringify(reply.body)}`)
      return id
    },
    patient: async (body) => {
      const reply = await call<any>("POST", "/v1/patients/upsert", body)
      if (reply.status !== 201 && reply.status !== 200) throw new Error(`upsert failed: ${reply.status} ${JSON.stringify(reply.body)}`)
      return { id: reply.body.patient.id, policyIds: (reply.body.policies ?? []).map((p: any) => p.policy_id) }
    },
    policy: async (id) => (await call<any>("GET", `/v1/patient-policies/${id}`)).body,
    policiesOf: async (patientId) => (await call<any>("GET", `/v1/patient-policies?patient_id=${patientId}&limit=100`)).body.data,
    events: async (type) => {
      const data: Array<any> = (await call<any>("GET", "/sandbox/v1/events?limit=100")).body.data
      return data.reverse().filter((e) => type === undefined || e.type === type)
    },
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
