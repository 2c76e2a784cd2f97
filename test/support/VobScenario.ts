/**
 * A company frozen at T0 with a patient, a policy on it and (optionally) a VOB: the starting point
 * of every VOB suite, built through the public API as a client would.
 */
import type { ApiClient, components } from "../../src/Kit/ApiClient.js"
import type { Fixtures } from "../../src/Kit/CompanyHandle.js"
import { connect } from "../../src/Kit/Sandbox.js"
import type { Company, Reply, ReplyOf, TestApp } from "./TestApp.js"

type Vob = components["schemas"]["Vob"]

export const T0 = "2030-01-01T09:00:00.000Z"

export interface VobScenario {
  readonly company: Company
  readonly fixtures: Fixtures
  /** The kit's typed client of the whole API, with the company's API key (replies typed by the OpenAPI document). */
  readonly api: ApiClient
  readonly patientId: string
  readonly policyId: string
  /** A call with the company's API key. */
  readonly call: <M extends string, P extends string>(method: M, path: P, body?: unknown) => Promise<ReplyOf<M, P>>
  /** A call with the company admin's bearer token. */
  readonly callAsUser: <M extends string, P extends string>(method: M, path: P, body?: unknown) => Promise<ReplyOf<M, P>>
  readonly advance: (seconds: number) => Promise<ReplyOf<"POST", "/sandbox/v1/clock/advance">>
  readonly createVob: (body?: Record<string, unknown>) => Promise<Vob>
  /** A staff action (`start`, `complete`, `follow-up/take`, ...): every one answers the VOB. */
  readonly staff: (vobId: string, action: string, body?: unknown) => Promise<Reply<Vob>>
  readonly events: () => Promise<Array<{ type: string; payload: Record<string, any> }>>
  /** Another policy of the same patient (next free tier). */
  readonly addPolicy: (memberNumber: string) => Promise<string>
  /** GET /v1/verification-of-benefits/{id} with the API key (the body; throws unless 200). */
  readonly getVob: (vobId: string) => Promise<Vob>
  /** A new VOB taken through staff start and complete (optional result override); the completed detail. */
  readonly completedVob: (body?: Record<string, unknown>, result?: Record<string, unknown>) => Promise<Vob>
}

export const vobScenario = async (
  app: TestApp,
  options: { readonly memberNumber?: string } = {}
): Promise<VobScenario> => {
  // The kit's company: created, frozen at T0 and its fixtures read, as an integrator's test does.
  const handle = await connect(await app.baseUrl()).company({ at: T0 })
  const company: Company = { id: handle.id, apiKey: handle.apiKey, bearer: handle.bearerToken, userId: handle.user.id }
  const fixtures = handle.fixtures
  const call = <M extends string, P extends string>(method: M, path: P, body?: unknown) =>
    app.request(method, path, { key: company.apiKey, ...(body === undefined ? {} : { body }) })
  const callAsUser = <M extends string, P extends string>(method: M, path: P, body?: unknown) =>
    app.request(method, path, { bearer: company.bearer, ...(body === undefined ? {} : { body }) })
  const insuranceId = (name: string) => {
    const insurance = fixtures.insurances.find((i) => i.name === name)
    if (insurance === undefined) throw new Error(`no fixture insurance ${name}`)
    return insurance.id
  }
  const aetna = insuranceId("Aetna")
  const upsert = (await call("POST", "/v1/patients/upsert", {
    first_name: "Avery",
    last_name: "Quinn",
    date_of_birth: "1985-04-12",
    policies: [{ insurance_id: aetna, member_number: options.memberNumber ?? "W123456789" }]
  })).data
  const patientId = upsert.patient.id
  const policyId = upsert.policies![0]!.policy_id!
  // `data` throws with the status and body unless the call succeeded.
  const createVob = async (body: Record<string, unknown> = {}) =>
    (await call("POST", "/v1/verification-of-benefits", { patient_policy_id: policyId, ...body })).data
  const getVob = async (vobId: string) => (await call("GET", `/v1/verification-of-benefits/${vobId}`)).data
  // Every staff action answers the VOB; the path names the action at run time, so the type is said here.
  const staff = (vobId: string, action: string, body?: unknown) =>
    call("POST", `/sandbox/v1/verification-of-benefits/${vobId}/${action}`, body) as Promise<Reply<Vob>>
  const completedVob = async (body: Record<string, unknown> = {}, result?: Record<string, unknown>) => {
    const vob = await createVob(body)
    for (const [action, actionBody] of [["start", undefined], ["complete", result === undefined ? {} : { result }]] as const) {
      const reply = await staff(vob.id, action, actionBody)
      if (reply.status !== 200) throw new Error(`staff ${action} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    }
    return getVob(vob.id)
  }
  return {
    company,
    fixtures,
    api: handle.api,
    patientId,
    policyId,
    call,
    callAsUser,
    advance: (seconds) => call("POST", "/sandbox/v1/clock/advance", { seconds }),
    createVob,
    staff,
    events: async () =>
      (await call("GET", "/sandbox/v1/events?limit=100")).data.data.reverse(),
    addPolicy: async (memberNumber) =>
      (await call("POST", "/v1/patient-policies", { patient_id: patientId, insurance_id: insuranceId("Cigna"), member_number: memberNumber }))
        .data.id,
    getVob,
    completedVob
  }
}
