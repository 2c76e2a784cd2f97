import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { seedPatient } from "./support/SeedPatient.js"
import { startApp } from "./support/TestApp.js"
import { JPEG, PDF, PNG, upload } from "./support/Uploads.js"

const app = startApp()
afterAll(() => app.dispose())

const storedBytes = (fileId: string) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(
      sql<{ content: Uint8Array }>`SELECT content FROM file_contents WHERE file_id = ${fileId}`,
      (rows) => rows[0]?.content
    )))

describe("POST /v1/files", () => {
  it("reads PDF, PNG and JPEG from the bytes whatever the upload declares", async () => {
    const company = await app.newCompany()
    const cases = [
      { bytes: PDF, type: "text/plain", expected: "application/pdf" },
      { bytes: PNG, type: "application/pdf", expected: "image/png" },
      { bytes: JPEG, type: "", expected: "image/jpeg" }
    ]
    for (const { bytes, expected, type } of cases) {
      const reply = await upload(app, company.apiKey, { bytes, type, name: "card" })
      expect(reply.status).toBe(201)
      expect(reply.body).toMatchObject({ content_type: expected, size: bytes.byteLength, attachable: true })
    }
  })

  it("returns the whole record, stores the bytes in SQLite, and GET returns the same record", async () => {
    const company = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: "2030-01-01T09:00:00Z" } })
    const reply = await upload(app, company.apiKey, {
      bytes: PNG,
      name: "front.png",
      type: "image/png",
      fields: { document_type: "insurance_card_front" }
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({
      id: expect.any(String),
      name: "front.png",
      content_type: "image/png",
      size: PNG.byteLength,
      document_type: "insurance_card_front",
      patient_id: null,
      active: true,
      created_at: "2030-01-01T09:00:00.000Z",
      attachable: true
    })
    expect(Buffer.from((await storedBytes(reply.data.id))!)).toEqual(Buffer.from(PNG))
    const one = await app.request("GET", `/v1/files/${reply.data.id}`, { key: company.apiKey })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(reply.body)
  })

  it("stores any other file with its declared content type, not attachable", async () => {
    const company = await app.newCompany()
    const text = await upload(app, company.apiKey, { bytes: "just some notes", name: "notes.txt", type: "text/plain" })
    expect(text.status).toBe(201)
    expect(text.body).toMatchObject({ name: "notes.txt", content_type: "text/plain", size: 15, attachable: false })
    expect(Buffer.from((await storedBytes(text.data.id))!).toString()).toBe("just some notes")
    const undeclared = await upload(app, company.apiKey, { bytes: "GIF89a...", name: "x.gif" })
    expect(undeclared.body).toMatchObject({ content_type: "application/octet-stream", attachable: false })
  })

  it("refuses an unknown document_type, a missing file and a malformed patient_id with 422", async () => {
    const company = await app.newCompany()
    const badType = await upload(app, company.apiKey, { bytes: PDF, fields: { document_type: "passport" } })
    expect(badType.status).toBe(422)
    expect(badType.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param: "document_type" })
    expect(badType.error.message).toContain("insurance_card_front")

    const form = new FormData()
    form.set("document_type", "referral")
    const noFile = await fetch(`${await app.baseUrl()}/v1/files`, {
      method: "POST",
      headers: { "x-api-key": company.apiKey },
      body: form
    })
    expect(noFile.status).toBe(422)
    expect(await noFile.json()).toMatchObject({ code: "missing_parameter", param: "file" })

    const badPatient = await upload(app, company.apiKey, { bytes: PDF, fields: { patient_id: "nope" } })
    expect(badPatient.status).toBe(422)
    expect(badPatient.body).toMatchObject({ param: "patient_id" })
  })

  it("links an active patient of the company; another company's or a deleted patient is 404 naming patient_id", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    const own = await seedPatient(app, company)
    const theirs = await seedPatient(app, other)
    const deleted = await seedPatient(app, company, { active: false })

    const linked = await upload(app, company.apiKey, { bytes: PDF, fields: { patient_id: own } })
    expect(linked.status).toBe(201)
    expect(linked.data.patient_id).toBe(own)
    for (const patientId of [theirs, deleted]) {
      const refused = await upload(app, company.apiKey, { bytes: PDF, fields: { patient_id: patientId } })
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ type: "not_found_error", code: "resource_not_found", param: "patient_id" })
    }
    expect((await app.request("GET", "/v1/files", { key: company.apiKey })).data.pagination.total).toBe(1)
  })

  it("answers a 60 MB upload with 413 file_too_large and keeps serving", async () => {
    const company = await app.newCompany()
    const reply = await upload(app, company.apiKey, {
      bytes: new Uint8Array(60 * 1024 * 1024),
      name: "huge.pdf",
      type: "application/pdf"
    })
    expect(reply.status).toBe(413)
    expect(reply.body).toEqual({
      type: "invalid_request_error",
      code: "file_too_large",
      message: expect.stringContaining("50 MB"),
      param: "file"
    })
    expect((await app.request("GET", "/v1/files", { key: company.apiKey })).data.pagination.total).toBe(0)
    expect((await upload(app, company.apiKey, { bytes: PDF })).status).toBe(201)
  })

  it.each([
    ["a browser (application/octet-stream)", "Content-Type: application/octet-stream\r\n"],
    ["newman (no content type)", ""]
  ])("reads a file part with an empty file name, as %s sends when no file is chosen, as no file: 422 naming file", async (_, type) => {
    const company = await app.newCompany()
    const reply = await app.request("POST", "/v1/files", {
      key: company.apiKey,
      rawBody: `--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\n${type}\r\n\r\n` +
        '--b\r\nContent-Disposition: form-data; name="document_type"\r\n\r\ninsurance_card\r\n--b--\r\n',
      headers: { "content-type": "multipart/form-data; boundary=b" }
    })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", code: "missing_parameter", param: "file" })
    expect((await app.request("GET", "/v1/files", { key: company.apiKey })).data.pagination.total).toBe(0)
  })

  it("answers a multipart body that cannot be parsed with 400", async () => {
    const company = await app.newCompany()
    const reply = await app.request("POST", "/v1/files", {
      key: company.apiKey,
      rawBody: "not multipart at all",
      headers: { "content-type": "multipart/form-data; boundary=xyz" }
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ type: "invalid_request_error", code: "invalid_multipart" })
  })
})

describe("GET /v1/files", () => {
  it("lists the company's files, filtered by document_type; an unknown value is 422", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    await upload(app, other.apiKey, { bytes: PDF, fields: { document_type: "referral" } })
    const referral = await upload(app, company.apiKey, { bytes: PDF, fields: { document_type: "referral" } })
    const card = await upload(app, company.apiKey, { bytes: PNG, fields: { document_type: "insurance_card" } })
    const untyped = await upload(app, company.apiKey, { bytes: JPEG })

    const all = await app.request("GET", "/v1/files", { key: company.apiKey })
    expect(all.data.data.map((f: { id: string }) => f.id)).toEqual([referral.data.id, card.data.id, untyped.data.id])
    expect(all.data.pagination).toEqual({ has_more: false, total: 3, page: 1, limit: 20 })
    expect(untyped.data.document_type).toBeNull()

    const referrals = await app.request("GET", "/v1/files?document_type=referral", { key: company.apiKey })
    expect(referrals.data.data).toEqual([referral.body])

    const invalid = await app.request("GET", "/v1/files?document_type=selfie", { key: company.apiKey })
    expect(invalid.status).toBe(422)
    expect(invalid.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param: "document_type" })
  })
})

describe("DELETE /v1/files/{id}", () => {
  it("soft-deletes: answers the file inactive, then 404 by id and never listed", async () => {
    const company = await app.newCompany()
    const file = await upload(app, company.apiKey, { bytes: PDF })
    const kept = await upload(app, company.apiKey, { bytes: PNG })

    const deleted = await app.request("DELETE", `/v1/files/${file.data.id}`, { key: company.apiKey })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ ...file.data, active: false })

    const gone = await app.request("GET", `/v1/files/${file.data.id}`, { key: company.apiKey })
    expect(gone.status).toBe(404)
    expect(gone.body).toMatchObject({ code: "resource_not_found", param: "id" })
    expect((await app.request("DELETE", `/v1/files/${file.data.id}`, { key: company.apiKey })).status).toBe(404)
    const list = await app.request("GET", "/v1/files", { key: company.apiKey })
    expect(list.data.data.map((f: { id: string }) => f.id)).toEqual([kept.data.id])
  })

  it("runs what a delete sets off (the card slot emptied) inside the delete's transaction", async () => {
    const company = await app.newCompany()
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
    const patient = await app.request("POST", "/v1/patients/upsert", {
      key: company.apiKey,
      body: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15" }
    })
    const file = await upload(app, company.apiKey, { bytes: PDF })
    const policy = await app.request("POST", "/v1/patient-policies", {
      key: company.apiKey,
      body: {
        patient_id: patient.data.patient.id,
        insurance_id: fixtures.insurances[0].id,
        member_number: "W1",
        insurance_card_front_file_id: file.data.id
      }
    })
    expect(policy.status).toBe(201)
    // The reaction fails: the policy's card slot cannot be emptied.
    const exec = (statements: { sqlite: string; pg: string }) =>
      app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.onDialectOrElse({ pg: () => sql.unsafe(statements.pg), orElse: () => sql.unsafe(statements.sqlite) })))
    await exec({
      sqlite: `CREATE TRIGGER slot_refused BEFORE UPDATE ON patient_policies WHEN NEW.id = '${policy.data.id}'
        BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      pg: `CREATE FUNCTION slot_refused() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
        CREATE TRIGGER slot_refused BEFORE UPDATE ON patient_policies FOR EACH ROW
        WHEN (NEW.id = '${policy.data.id}') EXECUTE FUNCTION slot_refused()`
    })

    const failed = await app.request("DELETE", `/v1/files/${file.data.id}`, { key: company.apiKey })
    expect(failed.status).toBe(500)
    expect((await app.request("GET", `/v1/files/${file.data.id}`, { key: company.apiKey })).status).toBe(200)

    await exec({ sqlite: "DROP TRIGGER slot_refused", pg: "DROP TRIGGER slot_refused ON patient_policies" })
    expect((await app.request("DELETE", `/v1/files/${file.data.id}`, { key: company.apiKey })).status).toBe(200)
    expect((await app.request("GET", `/v1/files/${file.data.id}`, { key: company.apiKey })).status).toBe(404)
    const emptied = await app.request("GET", `/v1/patient-policies/${policy.data.id}`, { key: company.apiKey })
    expect(emptied.data.insurance_card_front_file_id).toBeNull()
  })
})
