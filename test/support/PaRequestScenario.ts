/**
 * A company frozen at T0 for prior-authorization request suites, driven as a client does: upload
 * documents, register their extractions with the sandbox, submit, advance the clock, poll; plus counts
 * of what the company holds, to show what a request wrote (or did not).
 */
import type { components } from "../../src/Kit/ApiClient.js"
import type { ReplyOf, TestApp } from "./TestApp.js"
import { PDF, upload } from "./Uploads.js"
import { requestScenario, type RequestScenario } from "./VobRequestScenario.js"

export const PA_REQUESTS = "/v1/prior-authorization-requests"

export const RILEY = { first_name: "Riley", last_name: "Chen", date_of_birth: "1985-04-12" } as const

export const SERVICE = {
  specialty: "Physical therapy",
  service_type_codes: ["physical_therapy"],
  start_date: "2030-02-01",
  end_date: "2030-05-01",
  cpt_codes: [{ code: "97110", units: "4" }],
  requested_visits: 12
} as const

export interface PaCounts {
  readonly patients: number
  readonly policies: number
  readonly priorAuthorizations: number
  readonly vobs: number
  readonly events: number
}

export interface PaRequestScenario extends RequestScenario {
  readonly uploadDocument: (fields?: Record<string, string>) => Promise<string>
  readonly extract: (
    fileId: string,
    data: Record<string, unknown> | "unreadable"
  ) => Promise<ReplyOf<"POST", "/sandbox/v1/files/{id}/extraction">>
  /** An uploaded document with its extraction registered. */
  readonly document: (data: Record<string, unknown> | "unreadable", fields?: Record<string, string>) => Promise<string>
  readonly submitPa: (body: unknown, idempotencyKey?: string) => Promise<ReplyOf<"POST", typeof PA_REQUESTS>>
  readonly pollPa: (id: string) => Promise<components["schemas"]["PriorAuthorizationRequest"]>
  /** Submit (expects 202), advance 0, and the polled request. */
  readonly runPa: (body: unknown) => Promise<components["schemas"]["PriorAuthorizationRequest"]>
  readonly priorAuthorization: (id: string) => Promise<components["schemas"]["PriorAuthorization"]>
  readonly paCounts: () => Promise<PaCounts>
}

export const paRequestScenario = async (app: TestApp): Promise<PaRequestScenario> => {
  const s = await requestScenario(app)
  const total = async (path: "/v1/prior-authorizations" | "/v1/patients" | "/v1/patient-policies" | "/v1/verification-of-benefits" | "/sandbox/v1/events") =>
    (await s.call("GET", path)).data.pagination.total
  const uploadDocument = async (fields: Record<string, string> = { document_type: "prior_authorization" }) => {
    const reply = await upload(app, s.company.apiKey, { bytes: PDF, name: "referral.pdf", type: "application/pdf", fields })
    return reply.data.id
  }
  const extract = (fileId: string, data: Record<string, unknown> | "unreadable") =>
    s.call("POST", `/sandbox/v1/files/${fileId}/extraction`, data === "unreadable" ? { outcome: "unreadable" } : { outcome: "extracted", data })
  const submitPa = (body: unknown, idempotencyKey?: string) =>
    s.call("POST", PA_REQUESTS, body, idempotencyKey === undefined ? undefined : { "Idempotency-Key": idempotencyKey })
  const pollPa = async (id: string) => (await s.call("GET", `${PA_REQUESTS}/${id}`)).data
  return {
    ...s,
    uploadDocument,
    extract,
    document: async (data, fields) => {
      const id = await uploadDocument(fields)
      const reply = await extract(id, data)
      if (reply.status !== 201) throw new Error(`extraction refused: ${reply.status} ${JSON.stringify(reply.body)}`)
      return id
    },
    submitPa,
    pollPa,
    runPa: async (body) => {
      const submitted = (await submitPa(body)).data
      await s.advance(0)
      return pollPa(submitted.id)
    },
    priorAuthorization: async (id) => (await s.call("GET", `/v1/prior-authorizations/${id}`)).data,
    paCounts: async () => ({
      patients: await total("/v1/patients"),
      policies: await total("/v1/patient-policies"),
      priorAuthorizations: await total("/v1/prior-authorizations"),
      vobs: await total("/v1/verification-of-benefits"),
      events: await total("/sandbox/v1/events")
    })
  }
}
