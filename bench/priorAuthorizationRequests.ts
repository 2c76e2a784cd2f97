/**
 * Prior-authorization requests end to end: each uploads a referral, registers its extraction (a new
 * patient, an Aetna policy, a physical-therapy service) and submits with an override (see
 * asyncRequests.ts for how they are driven and measured). Each completed request created a patient,
 * a policy, a prior authorization and the VOB it asks for.
 */
import { type AsyncRequestFigures, measureAsyncRequests } from "./asyncRequests.js"

export type PriorAuthorizationRequestFigures = AsyncRequestFigures

/** A distinct person per request: a name of letters only and a birth date of its own (no fuzzy match between them). */
const letters = (n: number) => [...String(n)].map((d) => "abcdefghij"[Number(d)]).join("")
const birthDate = (n: number) => new Date(Date.UTC(1950, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n")

export const measurePriorAuthorizationRequests = (base: string, requests = 200): Promise<PriorAuthorizationRequestFigures> =>
  measureAsyncRequests(base, {
    label: "prior-authorization requests with one document each",
    requests,
    pollPath: "/v1/prior-authorization-requests",
    submit: async (client, n) => {
      const file = await client.upload(PDF, "referral.pdf", "application/pdf", "prior_authorization")
      await client.post(`/sandbox/v1/files/${file.id}/extraction`, {
        outcome: "extracted",
        data: {
          patient_data: { first_name: "Bench", last_name: `Patient${letters(n)}`, date_of_birth: birthDate(n) },
          policy_data: { insurance_name: "Aetna", member_number: `W${String(n).padStart(9, "0")}` },
          service: { service_type_codes: ["physical_therapy"], requested_visits: 12 }
        }
      })
      return client.post("/v1/prior-authorization-requests", { file_ids: [file.id], data: { service: { requested_visits: 16 } } })
    }
  })
