/**
 * `GET /v1/verification-of-benefits/{id}`, the detail read (issue 14 item 2): one VOB with a patient,
 * a policy and a specialty in its own company, read under 50 connections and on one connection.
 */
import type { Load, LoadFigures } from "./records.js"

export interface VobReadFigures {
  readonly many: LoadFigures
  /** Mean latency on one connection: the cost of one read with no queueing. */
  readonly mean1: number
}

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

/** A VOB with a patient, a policy and a specialty in a company of its own, to read by id: its URL and key. */
export const vobToRead = async (base: string, companyName: string) => {
  const company = await post(`${base}/sandbox/v1/companies`, {}, { name: companyName })
  const headers = { "x-api-key": company.api_key as string }
  const fixtures = await (await fetch(`${base}/sandbox/v1/fixtures`, { headers })).json() as any
  const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna")
  const { policies } = await post(`${base}/v1/patients/upsert`, headers, {
    first_name: "Jordan",
    last_name: "Rivera",
    date_of_birth: "1990-06-15",
    policies: [{ insurance_id: aetna.id, member_number: "W987654321" }]
  })
  const vob = await post(`${base}/v1/verification-of-benefits`, headers, {
    patient_policy_id: policies[0].policy_id,
    specialties: [{ service_type: "psychotherapy", credentialing_id: fixtures.default_specialties[1].credentialing_id }]
  })
  return { url: `${base}/v1/verification-of-benefits/${vob.id}`, headers }
}

export const measureVobRead = async (base: string, load: Load, durationS: number): Promise<VobReadFigures> => {
  const { url, headers } = await vobToRead(base, "bench VOB read")
  process.stderr.write(`loading GET /v1/verification-of-benefits/{id}: ${durationS} s x 50 connections, then 1 connection\n`)
  await load(url, headers, 50, 2)
  const many = await load(url, headers, 50, durationS)
  const mean1 = (await load(url, headers, 1, 3)).mean
  return { many, mean1 }
}
