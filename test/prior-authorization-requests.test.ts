/**
 * Prior-authorization requests through HTTP: submission (202 + Location + queued resource), polling,
 * processing from extracted documents to a prior authorization, each synchronous rejection,
 * idempotency under concurrent duplicates, and failures that write nothing.
 */
import { afterAll, describe, expect, it } from "vitest"
import { PA_REQUESTS, paRequestScenario, RILEY, SERVICE } from "./support/PaRequestScenario.js"
import { startApp } from "./support/TestApp.js"
import { upload } from "./support/Uploads.js"
import { T0 } from "./support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const RESOURCE_KEYS = ["completed_at", "created_at", "error", "id", "prior_authorization_id", "status", "updated_at"]

describe("POST /v1/prior-authorization-requests", () => {
  it("answers 202 with Location and the queued request, readable by GET", async () => {
    const s = await paRequestScenario(app)
    const file = await s.uploadDocument()
    const reply = await s.submitPa({ file_ids: [file], data: { notes: "Please expedite." } })
    expect(reply.status).toBe(202)
    expect(reply.headers.get("location")).toBe(`${PA_REQUESTS}/${reply.data.id}`)
    expect(reply.body).toEqual({
      id: expect.any(String),
      status: "queued",
      prior_authorization_id: null,
      error: null,
      created_at: T0,
      updated_at: T0,
      completed_at: null
    })
    // A job due now runs at once: the request may already be processing (it waits for the extraction).
    const polled = await s.pollPa(reply.data.id)
    expect(["queued", "processing"]).toContain(polled.status)
    expect(polled).toEqual({ ...reply.data, status: polled.status })
  })

  it("creates the prior authorization from the document, with the request's data over it and the file attached", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE, notes: "From the referral." })
    const done = await s.runPa({ file_ids: [file], data: { notes: "Caller's note", external_id: "PA-1" } })
    expect(done).toMatchObject({ status: "completed", error: null, completed_at: T0, prior_authorization_id: expect.any(String) })
    expect(Object.keys(done).sort()).toEqual(RESOURCE_KEYS)
    expect(JSON.stringify(done)).not.toContain("Riley")
    const pa = await s.priorAuthorization(done.prior_authorization_id!)
    expect(pa).toMatchObject({ status: "draft", notes: "Caller's note", external_id: "PA-1", file_ids: [file], service: SERVICE })
    const patient = (await s.call("GET", `/v1/patients/${pa.patient_id}`)).body
    expect(patient).toMatchObject(RILEY)
    // patient_created is written with the commit (the outbox); no completion event.
    const events = await s.events()
    expect(events.filter((e) => e.type === "patient_created").map((e) => e.payload.patient.id)).toEqual([pa.patient_id])
  })

  it("waits in processing until every document has an extraction, then goes on", async () => {
    const s = await paRequestScenario(app)
    const first = await s.document({ patient_data: RILEY })
    const second = await s.uploadDocument()
    const reply = await s.submitPa({ file_ids: [first, second] })
    await s.advance(0)
    expect((await s.pollPa(reply.data.id)).status).toBe("processing")
    await s.extract(second, { service: SERVICE })
    await s.advance(0)
    const done = await s.pollPa(reply.data.id)
    expect(done.status).toBe("completed")
    expect((await s.priorAuthorization(done.prior_authorization_id!)).file_ids).toEqual([first, second])
  })

  it("GET of an unknown request, or another company's, is 404", async () => {
    const s = await paRequestScenario(app)
    const other = await paRequestScenario(app)
    const reply = await other.submitPa({ file_ids: [await other.uploadDocument()] })
    expect((await s.call("GET", `${PA_REQUESTS}/${reply.data.id}`)).status).toBe(404)
    expect((await s.call("GET", `${PA_REQUESTS}/00000000-0000-4000-8000-000000000000`)).status).toBe(404)
  })
})

describe("synchronous rejections store nothing", () => {
  const refused = async (body: (s: Awaited<ReturnType<typeof paRequestScenario>>, file: string) => unknown, status: number, param?: string) => {
    const s = await paRequestScenario(app)
    const file = await s.uploadDocument()
    const reply = await s.submitPa(body(s, file))
    expect(reply.status, JSON.stringify(reply.body)).toBe(status)
    if (param !== undefined) expect(reply.error.param).toBe(param)
    await s.advance(0)
    expect((await s.paCounts()).priorAuthorizations).toBe(0)
    return reply
  }

  it("422: unknown fields, at the top and nested", async () => {
    await refused((_, f) => ({ file_ids: [f], extra: 1 }), 422, "extra")
    await refused((_, f) => ({ file_ids: [f], data: { service: { visits: 3 } } }), 422, "data.service.visits")
    await refused((_, f) => ({ file_ids: [f], data: { patient_data: { first_name: "A", ssn: "1" } } }), 422, "data.patient_data.ssn")
  })

  it("422: both halves of a pair", async () => {
    const id = "00000000-0000-4000-8000-000000000001"
    await refused((_, f) => ({ file_ids: [f], data: { patient_id: id, patient_data: RILEY } }), 422, "data.patient_data")
    await refused((_, f) => ({ file_ids: [f], data: { patient_policy_id: id, policy_data: { member_number: "W1" } } }), 422, "data.policy_data")
    await refused((_, f) => ({ file_ids: [f], data: { payor_id: id, payor_data: { member_id: "W1" } } }), 422, "data.payor_data")
  })

  it("422: bad enums, dates and types", async () => {
    await refused((_, f) => ({ file_ids: [f], data: { service: { service_type_codes: ["astrology"] } } }), 422, "data.service.service_type_codes.0")
    await refused((_, f) => ({ file_ids: [f], data: { scheduled_submission_date: "2030-02-30" } }), 422, "data.scheduled_submission_date")
    await refused((_, f) => ({ file_ids: [f], data: { service: { requested_visits: -1 } } }), 422, "data.service.requested_visits")
    await refused((_, f) => ({ file_ids: [f], data: { patient_id: "not-a-uuid" } }), 422, "data.patient_id")
  })

  it("422: no files, more than 15, a file twice, missing file_ids", async () => {
    await refused(() => ({ file_ids: [] }), 422, "file_ids")
    await refused((_, f) => ({ file_ids: [f, f] }), 422, "file_ids.1")
    await refused(() => ({ data: {} }), 422, "file_ids")
    const sixteen = Array.from({ length: 16 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`)
    await refused(() => ({ file_ids: sixteen }), 422, "file_ids")
  })

  it("422: a file that is no PDF or image, or an attachment of a comment; a file of another patient than the selected one", async () => {
    const s = await paRequestScenario(app)
    const text = (await upload(app, s.company.apiKey, { bytes: "plain text", name: "a.txt", type: "text/plain" })).data.id
    expect((await s.submitPa({ file_ids: [text] })).error.param).toBe("file_ids.0")
    const attachment = await s.uploadDocument({ document_type: "comment_attachment" })
    expect((await s.submitPa({ file_ids: [attachment] })).status).toBe(422)
    const owner = await s.patient({ first_name: "Blake", last_name: "Morrow", date_of_birth: "1990-02-03" })
    const selected = await s.patient(RILEY)
    const theirs = await s.uploadDocument({ document_type: "prior_authorization", patient_id: owner.id })
    const reply = await s.submitPa({ file_ids: [theirs], data: { patient_id: selected.id } })
    expect(reply.status).toBe(422)
    expect(reply.error.param).toBe("file_ids.0")
  })

  it("404: a file that is not an active one of the company", async () => {
    const other = await paRequestScenario(app)
    const foreign = await other.uploadDocument()
    await refused(() => ({ file_ids: [foreign] }), 404, "file_ids.0")
    await refused((_, f) => ({ file_ids: [f, "00000000-0000-4000-8000-000000000009"] }), 404, "file_ids.1")
    const s = await paRequestScenario(app)
    const deleted = await s.uploadDocument()
    await s.call("DELETE", `/v1/files/${deleted}`)
    expect((await s.submitPa({ file_ids: [deleted] })).status).toBe(404)
  })

  it("422: an empty Idempotency-Key", async () => {
    const s = await paRequestScenario(app)
    const reply = await s.submitPa({ file_ids: [await s.uploadDocument()] }, " ")
    expect(reply.status).toBe(422)
  })
})

describe("idempotency", () => {
  it("10 concurrent identical submissions make one request; another body under the key is 409", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE })
    const body = { file_ids: [file], data: { notes: "once" } }
    const replies = await Promise.all(Array.from({ length: 10 }, () => s.submitPa(body, "pa-key-1")))
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(202))
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1)
    await s.advance(0)
    expect((await s.paCounts()).priorAuthorizations).toBe(1)
    // The same key and body (keys in another order) return the request as it is now.
    const again = await s.submitPa({ data: { notes: "once" }, file_ids: [file] }, "pa-key-1")
    expect(again.body).toMatchObject({ id: replies[0]!.data.id, status: "completed" })
    const reused = await s.submitPa({ file_ids: [file], data: { notes: "twice" } }, "pa-key-1")
    expect(reused.status).toBe(409)
    expect(reused.error.code).toBe("idempotency_key_reused")
  })

  it("without a key every submission is a new request, and may create another prior authorization", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE })
    const a = await s.runPa({ file_ids: [file] })
    const b = await s.runPa({ file_ids: [file] })
    expect(a.id).not.toBe(b.id)
    expect(a.prior_authorization_id).not.toBe(b.prior_authorization_id)
    expect((await s.paCounts()).priorAuthorizations).toBe(2)
    expect((await s.paCounts()).patients).toBe(1)
  })
})

describe("a failed request wrote nothing", () => {
  it("an unreadable document: files_unreadable, retryable, terminal", async () => {
    const s = await paRequestScenario(app)
    const before = await s.paCounts()
    const file = await s.document("unreadable")
    const failed = await s.runPa({ file_ids: [file], data: { patient_data: RILEY, service: SERVICE } })
    expect(failed).toMatchObject({
      status: "failed",
      prior_authorization_id: null,
      error: { code: "files_unreadable", retryable: true, fields: [{ path: "file_ids.0", code: "unreadable" }] }
    })
    // A later extraction does not revive it.
    await s.extract(file, { patient_data: RILEY })
    await s.advance(0)
    expect((await s.pollPa(failed.id)).status).toBe("failed")
    expect(await s.paCounts()).toEqual(before)
  })

  it("no extraction within 10 sandbox minutes: files_unreadable", async () => {
    const s = await paRequestScenario(app)
    const reply = await s.submitPa({ file_ids: [await s.uploadDocument()] })
    await s.advance(599)
    expect((await s.pollPa(reply.data.id)).status).toBe("processing")
    await s.advance(1)
    expect((await s.pollPa(reply.data.id))).toMatchObject({ status: "failed", error: { code: "files_unreadable", retryable: true } })
  })

  it("a document deleted while the request waits fails it at once", async () => {
    const s = await paRequestScenario(app)
    const file = await s.uploadDocument()
    const reply = await s.submitPa({ file_ids: [file] })
    await s.advance(0)
    await s.call("DELETE", `/v1/files/${file}`)
    await s.advance(0)
    expect(await s.pollPa(reply.data.id)).toMatchObject({ status: "failed", error: { code: "files_unreadable", fields: [{ code: "file_removed" }] } })
  })

  it("a failure after the patient was created rolls back the patient, its events and the record", async () => {
    const s = await paRequestScenario(app)
    const before = await s.paCounts()
    const file = await s.document({ patient_data: RILEY, service: SERVICE })
    const failed = await s.runPa({
      file_ids: [file],
      data: { servicing_provider_id: "00000000-0000-4000-8000-00000000abcd", policy_data: { insurance_name: "Aetna", member_number: "W123" } }
    })
    expect(failed).toMatchObject({
      status: "failed",
      error: {
        code: "validation_failed",
        retryable: false,
        fields: [{ path: "servicing_provider_id", code: "not_found", message: expect.any(String) }]
      }
    })
    expect(await s.paCounts()).toEqual(before)
    expect((await s.events("patient_created")).length).toBe(0)
  })
})
