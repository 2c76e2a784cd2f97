/**
 * POST /v1/verification-of-benefits-requests as a client sees it: the 202 and its queued resource,
 * every synchronous rejection (status and param), nothing stored on a rejection, and GET's 404s.
 */
import { afterAll, describe, expect, it } from "vitest"
import { seedPatient } from "./support/SeedPatient.js"
import { startApp } from "./support/TestApp.js"
import { upload } from "./support/Uploads.js"
import { AVERY, REQUESTS, requestScenario, type RequestScenario, T0 } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const UNKNOWN = "4f1c2d3e-1111-4222-8333-944455556666"

/** Each case is sent with its own Idempotency-Key: a rejection must not reserve it either. */
const expectRejected = async (
  s: RequestScenario,
  cases: ReadonlyArray<readonly [string, unknown, number, string | RegExp]>
) => {
  const before = await s.counts()
  const failures: Array<string> = []
  for (const [name, body, status, param] of cases) {
    const key = `reject-${name}`
    const reply = await s.submit(body, key)
    const refused = reply.status >= 400 ? reply.error.param : undefined
    const paramOk = typeof param === "string" ? refused === param : param.test(String(refused))
    if (reply.status !== status || !paramOk) {
      failures.push(`${name}: expected ${status} param ${String(param)}, got ${reply.status} ${JSON.stringify(reply.body)}`)
    }
  }
  expect(failures).toEqual([])
  await s.advance(0)
  expect(await s.counts()).toEqual(before)
  // The keys were not reserved: a valid body under one of them is a new request.
  const [name] = cases[0]!
  const fresh = await s.submit({ patient: { phone_number: "5125550100" }, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "K1", coverage_tier: "primary" }] }, `reject-${name}`)
  expect(fresh.status).toBe(202)
}

describe("POST /v1/verification-of-benefits-requests: acceptance", () => {
  it("answers 202 with Location and the queued resource, and GET returns it", async () => {
    const s = await requestScenario(app)
    const reply = await s.submit({ patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect(reply.status).toBe(202)
    expect(reply.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: "queued",
      patient: null,
      policies: [],
      verifications: [],
      error: null,
      created_at: T0,
      updated_at: T0,
      completed_at: null
    })
    expect(reply.headers.get("location")).toBe(`${REQUESTS}/${reply.data.id}`)
    const polled = await s.call("GET", reply.headers.get("location") as `${typeof REQUESTS}/${string}`)
    expect(polled.status).toBe(200)
    expect(polled.data.id).toBe(reply.data.id)
  })

  it("GET 404s an unknown request and another company's", async () => {
    const s = await requestScenario(app)
    const other = await requestScenario(app)
    const theirs = await other.submit({ patient: AVERY, policies: [{ insurance_id: other.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] })
    expect(theirs.status).toBe(202)
    for (const id of [UNKNOWN, theirs.data.id]) {
      const reply = await s.call("GET", `${REQUESTS}/${id}`)
      expect(reply.status, id).toBe(404)
      expect(reply.error.type).toBe("not_found_error")
    }
  })
})

describe("POST /v1/verification-of-benefits-requests: 422 rejections", () => {
  it("refuses unknown fields anywhere, naming them", async () => {
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const ok = { patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }] }
    await expectRejected(s, [
      ["top-level", { ...ok, color: "blue" }, 422, "color"],
      ["patient.workflow_stage_id", { ...ok, patient: { ...AVERY, workflow_stage_id: s.stage("needs_vob") } }, 422, "patient.workflow_stage_id"],
      ["patient.policies", { ...ok, patient: { ...AVERY, policies: [] } }, 422, "patient.policies"],
      ["patient.patient_id", { ...ok, patient: { ...AVERY, patient_id: UNKNOWN } }, 422, "patient.patient_id"],
      ["patient.source_extraction_id", { ...ok, patient: { ...AVERY, source_extraction_id: UNKNOWN } }, 422, "patient.source_extraction_id"],
      ["policy field", { ...ok, policies: [{ insurance_id: aetna, member_number: "W1", copay: 20, coverage_tier: "primary" }] }, 422, "policies.0.copay"],
      ["specialty field", { ...ok, specialties: [{ service_type: "psychotherapy", extra: 1 }] }, 422, "specialties.0.extra"]
    ])
  })

  it("refuses bodies breaking the shape rules, naming the field", async () => {
    // Each rule of submissionViolation is vob-request-rules.test.ts' (unit, case by case); two prove it is
    // wired in. The schema's own refusals (a null list, an unknown service type) stay here.
    const s = await requestScenario(app)
    const aetna = s.insurance("Aetna")
    const cigna = s.insurance("Cigna")
    const existing = await s.patient(AVERY)
    const policies = [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }]
    await expectRejected(s, [
      ["both patient and patient_id", { patient: AVERY, patient_id: existing.id, policies }, 422, /^patient(_id)?$/],
      ["policies null", { patient: AVERY, policies: null }, 422, "policies"],
      ["a coverage without coverage_tier", { patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1" }] }, 422, "policies.0.coverage_tier"],
      ["unknown service type", { patient: AVERY, policies, specialties: [{ service_type: "basket_weaving" }] }, 422, "specialties.0.service_type"],
      [
        "two coverages on one tier",
        { patient: AVERY, policies: [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }, { insurance_id: cigna, member_number: "C1", coverage_tier: "primary" }] },
        422,
        /^policies\.1(\.coverage_tier)?$/
      ]
    ])
  })

  it("refuses file lists and files that cannot be insurance cards", async () => {
    const s = await requestScenario(app)
    const avery = await s.patient(AVERY)
    const other = await s.patient({ first_name: "Blake", last_name: "Other", date_of_birth: "1990-02-02" })
    const card = await s.uploadCard()
    const text = await upload(app, s.company.apiKey, { bytes: "member id W1", name: "card.txt", type: "text/plain" })
    expect(text.status).toBe(201)
    const attachment = await s.uploadCard({ document_type: "comment_attachment" })
    const messageAttachment = await s.uploadCard({ document_type: "message_attachment" })
    const formSubmission = await s.uploadCard({ document_type: "form_submission" })
    // Two PDFs of 25 MB and a byte each: over the combined 50 MB.
    const big = new Uint8Array(25 * 1024 * 1024 + 1)
    big.set(new TextEncoder().encode("%PDF-1.7"))
    const bigs = await Promise.all([0, 1].map(() => upload(app, s.company.apiKey, { bytes: big, name: "card.pdf", fields: { document_type: "insurance_card" } })))
    expect(bigs.map((b) => b.status)).toEqual([201, 201])
    const othersCard = await s.uploadCard({ document_type: "insurance_card_front", patient_id: other.id })
    await expectRejected(s, [
      // Sixteen files and a file twice are submissionViolation's (vob-request-rules.test.ts).
      ["plain text file", { patient: AVERY, file_ids: [text.data.id] }, 422, "file_ids.0"],
      ["comment attachment", { patient: AVERY, file_ids: [card, attachment] }, 422, "file_ids.1"],
      ["message attachment", { patient: AVERY, file_ids: [messageAttachment] }, 422, "file_ids.0"],
      ["form submission", { patient: AVERY, file_ids: [formSubmission] }, 422, "file_ids.0"],
      ["over 50 MB combined", { patient: AVERY, file_ids: bigs.map((b) => b.data.id) }, 422, /^file_ids/],
      ["another patient's card with patient_id", { patient_id: avery.id, file_ids: [othersCard] }, 422, "file_ids.0"]
    ])
  })

  it("refuses a coverage without coverage_tier (one of a coverage's non-optional fields) with 422 missing_parameter", async () => {
    const s = await requestScenario(app)
    const reply = await s.submit({ patient: AVERY, policies: [{ insurance_name: "Aetna", member_number: "W1" }] })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", code: "missing_parameter", param: "policies.0.coverage_tier" })
    expect((await s.counts()).requests).toBe(0)
  })

  it("refuses an empty Idempotency-Key header", async () => {
    const s = await requestScenario(app)
    const before = await s.counts()
    const reply = await s.submit({ patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }, "")
    expect(reply.status).toBe(422)
    expect(String(reply.error.param).toLowerCase()).toBe("idempotency-key")
    expect(await s.counts()).toEqual(before)
  })
})

describe("POST /v1/verification-of-benefits-requests: 404 for what is not an active one of the company", () => {
  it("404s files, patients, insurances, locations, organizations, external ID types and credentials, naming the field", async () => {
    const s = await requestScenario(app)
    const other = await requestScenario(app)
    const theirFile = await other.uploadCard()
    const deletedFile = await s.uploadCard()
    expect((await s.call("DELETE", `/v1/files/${deletedFile}`)).status).toBeLessThan(300)
    const inactivePatient = await seedPatient(app, s.company, { active: false })
    const deleted = await s.patient({ first_name: "Gone", last_name: "Person", date_of_birth: "1970-03-03" })
    await s.deactivatePatient(deleted.id)
    const theirPatient = (await other.patient(AVERY)).id
    const aetna = s.insurance("Aetna")
    const policies = [{ insurance_id: aetna, member_number: "W1", coverage_tier: "primary" }]
    const legacy = s.insurance("Legacy Health Plan")
    await expectRejected(s, [
      ["unknown file", { patient: AVERY, file_ids: [UNKNOWN] }, 404, "file_ids.0"],
      ["another company's file", { patient: AVERY, policies, file_ids: [theirFile] }, 404, "file_ids.0"],
      ["deleted file", { patient: AVERY, file_ids: [deletedFile] }, 404, "file_ids.0"],
      ["unknown patient", { patient_id: UNKNOWN, policies }, 404, "patient_id"],
      ["inactive patient", { patient_id: inactivePatient, policies }, 404, "patient_id"],
      ["deleted patient", { patient_id: deleted.id, policies }, 404, "patient_id"],
      ["another company's patient", { patient_id: theirPatient, policies }, 404, "patient_id"],
      ["unknown insurance", { patient: AVERY, policies: [...policies, { insurance_id: UNKNOWN, member_number: "X", coverage_tier: "secondary" }] }, 404, "policies.1.insurance_id"],
      ["inactive insurance", { patient: AVERY, policies: [{ insurance_id: legacy, member_number: "L1", coverage_tier: "primary" }] }, 404, "policies.0.insurance_id"],
      ["unknown location", { patient: { ...AVERY, location_id: UNKNOWN }, policies }, 404, "patient.location_id"],
      ["inactive location", { patient: { ...AVERY, location_id: s.fixtureId("locations", "closed") }, policies }, 404, "patient.location_id"],
      ["unknown organization", { patient: { ...AVERY, organization_id: UNKNOWN }, policies }, 404, "patient.organization_id"],
      ["unknown external id type", { patient: { phone_number: "5125550100", external_id: { type_id: UNKNOWN, value: "MRN1" } }, policies }, 404, "patient.external_id.type_id"],
      [
        "inactive external id type",
        { patient: { phone_number: "5125550100", external_id: { type_id: s.fixtureId("external_id_types", "legacy_id"), value: "MRN1" } }, policies },
        404,
        "patient.external_id.type_id"
      ],
      ["unknown credential", { patient: AVERY, policies, specialties: [{ service_type: "psychotherapy", credentialing_id: UNKNOWN }] }, 404, "specialties.0.credentialing_id"],
      [
        "inactive credential",
        { patient: AVERY, policies, specialties: [{ service_type: "psychotherapy" }, { service_type: "physical_therapy", credentialing_id: s.credential("Dr. Former Provider") }] },
        404,
        "specialties.1.credentialing_id"
      ]
    ])
  })

  it("stores nothing on a rejection: no request, no patient, no job run later", async () => {
    const s = await requestScenario(app)
    const before = await s.counts()
    const reply = await s.submit({ patient: AVERY, policies: [{ insurance_id: s.insurance("Legacy Health Plan"), member_number: "L1", coverage_tier: "primary" }] })
    expect(reply.status).toBe(404)
    const ran = await s.advance(3600)
    expect(ran.data.jobs_run).toBe(0)
    expect(await s.counts()).toEqual(before)
    expect(before.patients).toBe(0)
  })
})
