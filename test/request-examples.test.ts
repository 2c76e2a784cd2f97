/**
 * Every request example of the OpenAPI document succeeds on a fresh company: sent in the order a team
 * would (the records an example names made by the examples before it, in place of the placeholder ids),
 * each is answered 2xx, and the asynchronous requests end completed, not failed.
 */
import { afterAll, expect, it } from "vitest"
import { EXAMPLE_IDS, requestExamples } from "../src/Http/RequestExamples.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const PDF = "%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"

it("every request example succeeds on a fresh company, asynchronous requests included", async () => {
  const company = await app.newCompany("examples")
  const key = company.apiKey
  const ids: Record<string, string> = {}
  const withIds = (value: unknown) =>
    JSON.parse(Object.entries(EXAMPLE_IDS).reduce((text, [name, placeholder]) =>
      ids[name] === undefined ? text : text.replaceAll(placeholder, ids[name]!), JSON.stringify(value ?? null)))
  const sent = new Set<string>()
  const failures: Array<string> = []
  /** Sends the operation's example (or no body) and answers its body; a non-2xx is recorded. */
  const call = async (operationId: string | null, method: string, path: string, noKey = false): Promise<any> => {
    const body = operationId === null ? undefined : withIds(requestExamples[operationId])
    if (operationId !== null) sent.add(operationId)
    const reply = await app.request(method, path, { ...(noKey ? {} : { key }), ...(body === undefined ? {} : { body }) })
    if (reply.status >= 300) failures.push(`${operationId ?? `${method} ${path}`}: ${reply.status} ${JSON.stringify(reply.body)}`)
    return reply.body
  }
  const upload = async (documentType: string) => {
    const form = new FormData()
    form.append("file", new Blob([PDF], { type: "application/pdf" }), `${documentType}.pdf`)
    form.append("document_type", documentType)
    const response = await fetch(`${await app.baseUrl()}/v1/files`, { method: "POST", headers: { "x-api-key": key }, body: form })
    const body = await response.json() as { id: string }
    if (response.status !== 201) failures.push(`files.upload: ${response.status} ${JSON.stringify(body)}`)
    return body.id
  }
  const advance = (seconds: number) => app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds } })

  const fixtures = await call(null, "GET", "/sandbox/v1/fixtures")
  ids.insurance = fixtures.insurances.find((i: any) => i.name !== "Aetna" && !i.generic)?.id ?? fixtures.insurances[0].id
  ids.stage = fixtures.workflow_stages.at(-1).id
  ids.externalIdType = fixtures.external_id_types[0].id
  ids.credentialing = fixtures.credentialing[0].id
  const integration = fixtures.integrations[0].id

  // Patients, policies, payors.
  const upserted = await call("patients.upsert", "POST", "/v1/patients/upsert")
  ids.patient = upserted.patient.id
  ids.policy = upserted.policies[0].policy_id
  await call("patientBatch.batch", "POST", "/v1/patients/batch")
  ids.payor = (await call("sandboxRecords.createPayor", "POST", "/sandbox/v1/payors")).id
  await call("payors.createService", "POST", "/v1/payor-services")
  const secondPolicy = (await call("patientPolicies.create", "POST", "/v1/patient-policies")).id
  await call("patientPolicies.update", "PATCH", `/v1/patient-policies/${secondPolicy}`)
  await call("sandboxRecords.movePatientStage", "POST", `/sandbox/v1/patients/${ids.patient}/stage`)
  await call("sandboxRecords.writePolicyVersion", "PUT", `/sandbox/v1/patient-policies/${ids.policy}/current-version`)
  ids.file = await upload("insurance_card")
  ids.document = await upload("referral")
  sent.add("files.upload")
  await call("sandboxCompanies.create", "POST", "/sandbox/v1/companies", true)

  // Tasks and conversations.
  const task = (await call("sandboxTasks.create", "POST", "/sandbox/v1/tasks")).id
  await call("sandboxTasks.update", "PATCH", `/sandbox/v1/tasks/${task}`)
  await call("sandboxTasks.comment", "POST", `/sandbox/v1/tasks/${task}/comments`)
  await call("sandboxConversations.create", "POST", "/sandbox/v1/conversations")

  // A VOB through its life: asked, answered, completed, reviewed, followed up, synced.
  const vob = (await call("vobs.create", "POST", "/v1/verification-of-benefits")).id
  await call("vobs.resolve", "POST", "/v1/verification-of-benefits/resolve")
  await call("vobs.update", "PATCH", `/v1/verification-of-benefits/${vob}`)
  await call("vobs.comment", "POST", `/v1/verification-of-benefits/${vob}/comments`)
  await call("sandboxVobs.staffComment", "POST", `/sandbox/v1/verification-of-benefits/${vob}/comments`)
  await call(null, "POST", `/sandbox/v1/verification-of-benefits/${vob}/start`)
  await call("sandboxVobs.askMissingInformation", "POST", `/sandbox/v1/verification-of-benefits/${vob}/ask-missing-information`)
  await call("sandboxVobs.warn", "POST", `/sandbox/v1/verification-of-benefits/${vob}/warn`)
  await call(null, "POST", `/sandbox/v1/verification-of-benefits/${vob}/resume`)
  await call("sandboxVobs.complete", "POST", `/sandbox/v1/verification-of-benefits/${vob}/complete`)
  await call("vobs.review", "POST", `/v1/verification-of-benefits/${vob}/review`)
  await call("vobs.followUpRequest", "POST", `/v1/verification-of-benefits/${vob}/follow-up-request`)
  await call(null, "POST", `/sandbox/v1/verification-of-benefits/${vob}/follow-up/take`)
  await call("sandboxVobs.closeFollowUp", "POST", `/sandbox/v1/verification-of-benefits/${vob}/follow-up/close`)
  await call("sandboxVobs.updateIntegration", "PATCH", `/sandbox/v1/integrations/${integration}`)
  await call(null, "POST", `/v1/verification-of-benefits/${vob}/sync`)
  await call("sandboxVobs.settleSync", "POST", `/sandbox/v1/verification-of-benefits/${vob}/sync-result`)
  await call("sandboxVobs.createBackfilled", "POST", "/sandbox/v1/verification-of-benefits/backfilled")
  // Two more VOBs, each cancelled: by the caller, then by staff.
  const cancelled = (await call("vobs.create", "POST", "/v1/verification-of-benefits")).id
  await call("vobs.cancel", "POST", `/v1/verification-of-benefits/${cancelled}/cancel`)
  const cancelledByStaff = (await call("vobs.create", "POST", "/v1/verification-of-benefits")).id
  await call("sandboxVobs.cancel", "POST", `/sandbox/v1/verification-of-benefits/${cancelledByStaff}/cancel`)

  // Webhooks: a subscription, a test event, its redelivery.
  const webhook = (await call("webhooks.create", "POST", "/v1/webhooks")).id
  await call("webhooks.test", "POST", `/v1/webhooks/${webhook}/tests`)
  const delivery = (await call(null, "GET", `/v1/webhooks/${webhook}/deliveries`)).data[0].id
  await call("webhooks.redeliver", "POST", `/v1/webhooks/${webhook}/deliveries/${delivery}/attempts`)
  await call("webhooks.update", "PATCH", `/v1/webhooks/${webhook}`)

  // Prior authorizations, and the asynchronous requests: each ends completed.
  const priorAuthorization = (await call("priorAuthorizations.create", "POST", "/v1/prior-authorizations")).id
  await call("priorAuthorizations.update", "PATCH", `/v1/prior-authorizations/${priorAuthorization}`)
  const vobRequest = (await call("vobRequests.submit", "POST", "/v1/verification-of-benefits-requests")).id
  await call("sandboxIntake.read", "POST", `/sandbox/v1/files/${ids.file}/reading`)
  const paRequest = (await call("priorAuthorizationRequests.submit", "POST", "/v1/prior-authorization-requests")).id
  await call("sandboxIntake.extract", "POST", `/sandbox/v1/files/${ids.document}/extraction`)
  await advance(60)
  for (const path of [`/v1/verification-of-benefits-requests/${vobRequest}`, `/v1/prior-authorization-requests/${paRequest}`]) {
    const request = await call(null, "GET", path)
    expect({ path, status: request.status, error: request.error }).toMatchObject({ status: "completed" })
  }

  // The company's own settings, snapshots, the clock and faults last: they change what comes after.
  const snapshot = (await call("sandboxSnapshots.create", "POST", "/sandbox/v1/snapshots")).id
  await call("sandboxSnapshots.fork", "POST", `/sandbox/v1/snapshots/${snapshot}/fork`)
  await call("sandboxData.updateSettings", "PATCH", "/sandbox/v1/settings")
  await call("sandboxReleases.update", "PATCH", "/sandbox/v1/releases")
  await call("sandboxClock.advance", "POST", "/sandbox/v1/clock/advance")
  await call("sandboxClock.freeze", "POST", "/sandbox/v1/clock/freeze")
  await call("sandboxFaults.create", "POST", "/sandbox/v1/faults")

  expect(failures).toEqual([])
  expect(Object.keys(requestExamples).filter((operationId) => !sent.has(operationId))).toEqual([])
}, 60_000)
