/**
 * Announced releases, switched per company: the list and its switches, creation with switches, and for
 * each release the same requests with it off and on (only what the spec says changes). /openapi.json
 * describes a company's switches.
 */
import { afterAll, describe, expect, it } from "vitest"
import { parseCli } from "../src/Cli.js"
import { parseReleaseFlag } from "../src/Releases/ReleaseCatalog.js"
import type { OpenApiTree } from "./support/ApiReplies.js"
import { startApp } from "./support/TestApp.js"
import { PDF, upload } from "./support/Uploads.js"
import { vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const NAMES = [
  "dob_mmddyyyy",
  "specialty_credential_details",
  "follow_up_review_sync",
  "default_for_removal",
  "external_message_ids_removal",
  "vob_requests",
  "insurance_card_files",
  "prior_authorization_vob_request",
  "prior_authorization_requests"
]

/** Two scenarios, the release off in the first and on in the second. */
const offAndOn = async (release: string) => {
  const off = await vobScenario(app)
  const on = await vobScenario(app)
  expect((await off.call("PATCH", "/sandbox/v1/releases", { [release]: false })).status).toBe(200)
  expect((await on.call("PATCH", "/sandbox/v1/releases", { [release]: true })).status).toBe(200)
  return [off, on] as const
}

describe("/sandbox/v1/releases", () => {
  it("lists every release with its state, default and what it changes; PATCH switches one, a reset keeps it", async () => {
    const s = await vobScenario(app)
    const listed = (await s.call("GET", "/sandbox/v1/releases")).data.data
    expect(listed.map((r) => r.name)).toEqual(NAMES)
    expect(listed.map((r) => [r.enabled, r.default])).toEqual([[false, false], ...NAMES.slice(1).map(() => [true, true])])
    expect(listed.every((r) => r.changes.length > 20)).toBe(true)
    const patched = await s.call("PATCH", "/sandbox/v1/releases", { dob_mmddyyyy: true, vob_requests: false })
    expect(patched.data.data.filter((r) => r.enabled !== r.default).map((r) => r.name)).toEqual(["dob_mmddyyyy", "vob_requests"])
    await s.call("POST", "/sandbox/v1/reset")
    const after = (await s.call("GET", "/sandbox/v1/releases")).data.data
    expect(after.find((r) => r.name === "dob_mmddyyyy")!.enabled).toBe(true)
  })

  it("refuses an unknown release name (422 naming it) and a non-boolean switch, changing nothing", async () => {
    const s = await vobScenario(app)
    const unknown = await s.call("PATCH", "/sandbox/v1/releases", { dob_mmddyyyy: true, next_quarter: true })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({ type: "validation_error", param: "next_quarter" })
    const notBoolean = await s.call("PATCH", "/sandbox/v1/releases", { dob_mmddyyyy: "yes" })
    expect(notBoolean.status).toBe(422)
    expect(notBoolean.error.param).toBe("dob_mmddyyyy")
    const listed = (await s.call("GET", "/sandbox/v1/releases")).data.data
    expect(listed.find((r) => r.name === "dob_mmddyyyy")!.enabled).toBe(false)
  })

  it("POST /sandbox/v1/companies {releases} sets them at creation; an unknown name is 422 and creates nothing", async () => {
    const created = await app.request("POST", "/sandbox/v1/companies", { body: { releases: { dob_mmddyyyy: true, vob_requests: false } } })
    expect(created.status).toBe(201)
    const listed = (await app.request("GET", "/sandbox/v1/releases", { key: created.data.api_key })).data.data
    expect(Object.fromEntries(listed.map((r) => [r.name, r.enabled]))).toMatchObject({ dob_mmddyyyy: true, vob_requests: false })
    const refused = await app.request("POST", "/sandbox/v1/companies", { body: { name: "Nope", releases: { nope: true } } })
    expect(refused.status).toBe(422)
    expect(refused.error.param).toBe("releases.nope")
  })

  it("--releases parses names, =true and =false, and refuses unknown names", () => {
    expect(parseReleaseFlag("dob_mmddyyyy, vob_requests=false,follow_up_review_sync=true")).toEqual({
      dob_mmddyyyy: true,
      vob_requests: false,
      follow_up_review_sync: true
    })
    expect(parseReleaseFlag("nope")).toMatch(/unknown release 'nope'/)
    expect(parseReleaseFlag("dob_mmddyyyy=yes")).toMatch(/=true or =false/)
    const run = parseCli(["--releases", "dob_mmddyyyy"])
    expect(run._tag === "Run" && run.settings.releases).toEqual({ dob_mmddyyyy: true })
    expect(parseCli(["--releases", "next"])._tag).toBe("Invalid")
  })
})

describe("each release, off and on", () => {
  const upsert = (s: VobScenario, dob: string) =>
    s.call("POST", "/v1/patients/upsert", { first_name: "Dana", last_name: "Lee", phone_number: "5125550100", date_of_birth: dob })

  it("dob_mmddyyyy: eight digits are YYYYMMDD off, MMDDYYYY on", async () => {
    const [off, on] = await offAndOn("dob_mmddyyyy")
    const offReply = await upsert(off, "04121985")
    expect(offReply.data.dropped_fields).toEqual(["date_of_birth"])
    const onReply = await upsert(on, "04121985")
    expect(onReply.data.dropped_fields).toEqual([])
    expect(onReply.data.patient.date_of_birth).toBe("1985-04-12")
    expect((await upsert(off, "19850412")).data.patient.date_of_birth).toBe("1985-04-12")
    const onIso = await on.call("POST", "/v1/patients/upsert", { first_name: "Ro", last_name: "Ng", date_of_birth: "1990-02-03" })
    expect(onIso.data.patient.date_of_birth).toBe("1990-02-03")
  })

  it("specialty_credential_details: a specialty's credentialing is {id, name} off, with npi, tax_id, ptan, location, organization on", async () => {
    const [off, on] = await offAndOn("specialty_credential_details")
    const read = async (s: VobScenario) => {
      const credentialing = s.fixtures.credentialing[0]
      const vob = await s.createVob({ specialties: [{ service_type: "physical_therapy", credentialing_id: credentialing.id }] })
      const detail = await s.getVob(vob.id)
      const listed = (await s.call("GET", "/v1/verification-of-benefits")).data.data[0]
      return { created: vob.specialties[0]!.credentialing!, detail: detail.specialties[0]!.credentialing!, listed: listed!.specialties[0]!.credentialing! }
    }
    const offRead = await read(off)
    expect(Object.keys(offRead.created)).toEqual(["id", "name"])
    expect(offRead.detail).toEqual(offRead.created)
    expect(offRead.listed).toEqual(offRead.created)
    const onRead = await read(on)
    expect(Object.keys(onRead.detail).sort()).toEqual(["id", "location", "name", "npi", "organization", "ptan", "tax_id"])
  })

  it("follow_up_review_sync: the fields and operations are absent off (404), present on", async () => {
    const [off, on] = await offAndOn("follow_up_review_sync")
    const FIELDS = ["follow_up", "can_request_follow_up", "clinic_reviewed_at", "clinic_reviewed_by", "sync"]
    for (const [s, present] of [[off, false], [on, true]] as const) {
      const vob = await s.completedVob()
      for (const field of FIELDS) expect(field in vob, `${field} ${present}`).toBe(present)
      const listed = (await s.call("GET", "/v1/verification-of-benefits")).data.data[0]
      expect("sync" in listed).toBe(present)
      const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
      expect("latest_eligibility_check" in policy).toBe(present)
      const review = await s.call("POST", `/v1/verification-of-benefits/${vob.id}/review`, { reviewed: true })
      const followUp = await s.call("POST", `/v1/verification-of-benefits/${vob.id}/follow-up-request`, { content: "Check" })
      const sync = await s.call("POST", `/v1/verification-of-benefits/${vob.id}/sync`)
      if (present) {
        expect([review.status, followUp.status, sync.status]).toEqual([200, 200, 409]) // sync: a follow-up is open
      } else {
        for (const reply of [review, followUp, sync]) expect(reply.body).toMatchObject({ type: "not_found_error", code: "route_not_found" })
        expect((await s.getVob(vob.id)).version).toBe(vob.version)
      }
    }
  })

  it("follow_up_review_sync: the VOB list's reviewed filter is read on, ignored off (as an undeclared parameter)", async () => {
    const [off, on] = await offAndOn("follow_up_review_sync")
    for (const [s, present] of [[off, false], [on, true]] as const) {
      const vob = await s.createVob() // not reviewed: the filter (when read) leaves it out
      const reviewed = await s.call("GET", "/v1/verification-of-benefits?reviewed=true&limit=5")
      expect(reviewed.status).toBe(200)
      expect(reviewed.data.data.map((v) => v.id)).toEqual(present ? [] : [vob.id])
      expect(reviewed.data.pagination.limit).toBe(5)
      const malformed = await s.call("GET", "/v1/verification-of-benefits?reviewed=maybe")
      expect(malformed.status).toBe(present ? 422 : 200)
    }
  })

  it("default_for_removal: stages carry default_for and ?default_for= filters off; on, neither (422 naming it)", async () => {
    const [off, on] = await offAndOn("default_for_removal")
    const onList = await on.call("GET", "/v1/workflow-stages")
    expect(onList.data.data.every((stage) => !("default_for" in stage))).toBe(true)
    const onSent = await on.call("GET", "/v1/workflow-stages?default_for=vob_request")
    expect(onSent.status).toBe(422)
    expect(onSent.body).toMatchObject({ type: "validation_error", code: "unknown_field", param: "default_for" })

    const offList = await off.call("GET", "/v1/workflow-stages")
    expect(offList.data.data.map((stage) => [stage.title, (stage as { default_for?: unknown }).default_for])).toEqual([
      ["New Lead", null],
      ["Insurance Verification", null],
      ["Needs VOB", "vob_request"],
      ["Missing Information", null],
      ["Ready to Schedule", null],
      ["Discharged", null]
    ])
    expect(offList.data.data.map(({ default_for: _, ...rest }: any) => rest))
      .toEqual(onList.data.data.map((stage) => ({ ...stage, id: expect.any(String) })))
    const filtered = await off.call("GET", "/v1/workflow-stages?default_for=vob_request")
    expect(filtered.body).toMatchObject({ data: [{ title: "Needs VOB", default_for: "vob_request" }], pagination: { total: 1 } })
    const unknownValue = await off.call("GET", "/v1/workflow-stages?default_for=new_patients")
    expect(unknownValue.status).toBe(422)
    expect(unknownValue.body).toMatchObject({ code: "invalid_parameter", param: "default_for" })
  })

  it("external_message_ids_removal: VOBs carry, take and report external_message_ids off; on, 422 unknown_field and never shown", async () => {
    const [off, on] = await offAndOn("external_message_ids_removal")
    const onCreate = await on.call("POST", "/v1/verification-of-benefits", { patient_policy_id: on.policyId, external_message_ids: {} })
    expect(onCreate.status).toBe(422)
    expect(onCreate.body).toMatchObject({ code: "unknown_field", param: "external_message_ids" })
    const onVob = await on.createVob()
    expect("external_message_ids" in onVob).toBe(false)
    const onPatch = await on.call("PATCH", `/v1/verification-of-benefits/${onVob.id}`, { version: onVob.version, external_message_ids: "x" })
    expect(onPatch.body).toMatchObject({ code: "unknown_field", param: "external_message_ids" })
    expect((await on.call("GET", "/v1/verification-of-benefits")).data.data[0]).not.toHaveProperty("external_message_ids")

    const offVob = await off.createVob({ external_message_ids: { ehr: "m-1" } })
    // A field the published document leaves out (its release removes it by default): read by name.
    expect(offVob).toHaveProperty("external_message_ids", { ehr: "m-1" })
    const patched = await off.call("PATCH", `/v1/verification-of-benefits/${offVob.id}`, { version: offVob.version, external_message_ids: { ehr: "m-2" } })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ external_message_ids: { ehr: "m-2" }, version: offVob.version + 1 })
    const updated = (await off.events()).filter((e) => e.type === "vob_updated")
    expect(updated.map((e) => e.payload.changed_fields)).toEqual([["externalMessageIds"]])
    const same = await off.call("PATCH", `/v1/verification-of-benefits/${offVob.id}`, { version: patched.data.version, external_message_ids: { ehr: "m-2" } })
    expect(same.data.version).toBe(patched.data.version)
    const invalid = await off.call("PATCH", `/v1/verification-of-benefits/${offVob.id}`, { version: same.data.version, external_message_ids: ["m"] })
    expect(invalid.body).toMatchObject({ code: "invalid_parameter", param: "external_message_ids" })
    expect((await off.call("GET", "/v1/verification-of-benefits")).data.data[0]).toHaveProperty("external_message_ids", { ehr: "m-2" })
    const other = await off.call("POST", "/v1/verification-of-benefits/resolve", { patient_policy_id: off.policyId })
    expect(other.data.vob).toHaveProperty("external_message_ids", { ehr: "m-2" })
  })

  it("insurance_card_files: policies carry the card slots and writes fill them on; off, no slots and a sent one is ignored", async () => {
    const [off, on] = await offAndOn("insurance_card_files")
    const SLOTS = ["insurance_card_front_file_id", "insurance_card_back_file_id"]
    for (const [s, present] of [[off, false], [on, true]] as const) {
      const file = await upload(app, s.company.apiKey, { bytes: PDF })
      const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
      const patched = await s.call("PATCH", `/v1/patient-policies/${s.policyId}`, {
        version: policy.version,
        insurance_card_front_file_id: file.data.id
      })
      expect(patched.status).toBe(200)
      for (const slot of SLOTS) expect(slot in patched.data, `${slot} ${present}`).toBe(present)
      if (present) expect(patched.data.insurance_card_front_file_id).toBe(file.data.id)
      else expect(patched.data.version).toBe(policy.version)
      const vob = await s.createVob()
      for (const slot of SLOTS) expect(slot in vob.patient_policy!).toBe(present)
    }
    // Switched on later, the off company's policy shows the write was not kept.
    await off.call("PATCH", "/sandbox/v1/releases", { insurance_card_files: true })
    expect((await off.call("GET", `/v1/patient-policies/${off.policyId}`)).data.insurance_card_front_file_id).toBeNull()
  })

  it("prior_authorization_vob_request: request_vob, vob_specialties and the vob block on; off, 422 for the fields and no VOB asked for", async () => {
    const [off, on] = await offAndOn("prior_authorization_vob_request")
    const body = (s: VobScenario) => ({
      patient_id: s.patientId,
      patient_policy_id: s.policyId,
      service: { service_type_codes: ["physical_therapy"] }
    })
    const onCreated = await on.call("POST", "/v1/prior-authorizations", body(on))
    expect(onCreated.status).toBe(201)
    expect(onCreated.body).toMatchObject({ request_vob: true, vob: { state: "requested" } })
    expect((await on.call("GET", "/v1/verification-of-benefits")).data.data).toHaveLength(1)

    const offCreated = await off.call("POST", "/v1/prior-authorizations", body(off))
    expect(offCreated.status).toBe(201)
    for (const field of ["request_vob", "vob_specialties", "vob"]) expect(field in offCreated.data).toBe(false)
    expect((await off.call("GET", "/v1/verification-of-benefits")).data.data).toHaveLength(0)
    expect((await off.call("GET", `/v1/prior-authorizations/${offCreated.data.id}`)).body).not.toHaveProperty("vob")
    const sent = await off.call("POST", "/v1/prior-authorizations", { ...body(off), request_vob: true })
    expect(sent.status).toBe(422)
    expect(sent.body).toMatchObject({ code: "unknown_field", param: "request_vob" })
    const specialties = await off.call("POST", "/v1/prior-authorizations", { ...body(off), vob_specialties: [{ service_type: "physical_therapy" }] })
    expect(specialties.body).toMatchObject({ code: "unknown_field", param: "vob_specialties" })
    const patched = await off.call("PATCH", `/v1/prior-authorizations/${offCreated.data.id}`, { version: offCreated.data.version, request_vob: true })
    expect(patched.body).toMatchObject({ code: "unknown_field", param: "request_vob" })
    expect((await off.call("GET", "/v1/prior-authorizations")).data.data).toHaveLength(1)
  })

  it.each([
    ["vob_requests", "/v1/verification-of-benefits-requests"],
    ["prior_authorization_requests", "/v1/prior-authorization-requests"]
  ])("%s: the endpoints are 404 off, served on", async (release, base) => {
    const [off, on] = await offAndOn(release)
    const id = "00000000-0000-4000-8000-000000000000"
    expect((await off.call("GET", `${base}/${id}`)).error.code).toBe("route_not_found")
    expect((await off.call("POST", base, {})).error.code).toBe("route_not_found")
    expect((await on.call("GET", `${base}/${id}`)).error.code).toBe("resource_not_found")
    expect((await on.call("POST", base, {})).status).toBe(422)
  })
})

describe("/openapi.json for a company's switches", () => {
  it("leaves out what the company's releases remove, by ?company= or with the company's key; unknown company is 404", async () => {
    const plain = (await app.request("GET", "/openapi.json")).data as OpenApiTree
    const created = await app.request("POST", "/sandbox/v1/companies", {
      body: { releases: { vob_requests: false, follow_up_review_sync: false, specialty_credential_details: false } }
    })
    const byId = (await app.request("GET", `/openapi.json?company=${created.data.company.id}`)).data as OpenApiTree
    const byKey = (await app.request("GET", "/openapi.json", { key: created.data.api_key })).data as OpenApiTree
    expect(byKey).toEqual(byId)
    expect(Object.keys(plain.paths)).toContain("/v1/verification-of-benefits-requests")
    expect(Object.keys(byId.paths)).not.toContain("/v1/verification-of-benefits-requests")
    expect(Object.keys(byId.paths)).not.toContain("/v1/verification-of-benefits/{id}/review")
    expect(Object.keys(byId.paths)).toContain("/v1/prior-authorization-requests")
    expect(Object.keys(byId.components.schemas.SpecialtyCredentialing.properties)).toEqual(["id", "name"])
    const vobSchemas = Object.values<any>(byId.components.schemas).filter((s) => s.properties?.patient_policy_id && s.properties?.specialties)
    expect(vobSchemas.length).toBeGreaterThan(0)
    for (const schema of vobSchemas) expect(schema.properties.follow_up).toBeUndefined()
    const defaults = await app.newCompany()
    expect((await app.request("GET", `/openapi.json?company=${defaults.id}`)).body).toEqual(plain)
    const switched = await app.request("POST", "/sandbox/v1/companies", {
      body: { releases: { default_for_removal: false, insurance_card_files: false, prior_authorization_vob_request: false } }
    })
    const before = (await app.request("GET", `/openapi.json?company=${switched.data.company.id}`)).data as OpenApiTree
    const queryOf = (doc: OpenApiTree, path: string) => doc.paths[path].get.parameters.map((p: { name: string }) => p.name)
    expect(queryOf(plain, "/v1/workflow-stages")).not.toContain("default_for")
    expect(queryOf(before, "/v1/workflow-stages")).toContain("default_for")
    expect(plain.components.schemas.WorkflowStageItem.properties.default_for).toBeUndefined()
    expect(before.components.schemas.WorkflowStageItem.properties.default_for.enum).toEqual(["vob_request", null])
    expect(queryOf(plain, "/v1/verification-of-benefits")).toContain("reviewed")
    expect(queryOf(byId, "/v1/verification-of-benefits")).not.toContain("reviewed")
    for (const name of ["PatientPolicy", "PatientPolicyCreate", "PatientPolicyUpdate"]) {
      expect(plain.components.schemas[name].properties.insurance_card_front_file_id, name).toBeDefined()
      expect(before.components.schemas[name].properties.insurance_card_front_file_id, name).toBeUndefined()
      expect(before.components.schemas[name].properties.insurance_card_back_file_id, name).toBeUndefined()
    }
    for (const name of ["PriorAuthorization", "PriorAuthorizationCreate", "PriorAuthorizationUpdate"]) {
      expect(plain.components.schemas[name].properties.request_vob, name).toBeDefined()
      expect(before.components.schemas[name].properties.request_vob, name).toBeUndefined()
      expect(before.components.schemas[name].properties.vob, name).toBeUndefined()
    }
    expect(before.components.schemas.PriorAuthorization.required).not.toContain("vob")
    for (const name of ["Vob", "VobListItem", "VobCreate", "VobUpdate"]) {
      expect(plain.components.schemas[name].properties.external_message_ids, name).toBeUndefined()
      expect(before.components.schemas[name].properties.external_message_ids, name).toBeUndefined()
    }
    expect(plain.components.schemas.ExternalMessageIds).toBeUndefined()
    const beforeRemoval = await app.request("POST", "/sandbox/v1/companies", { body: { releases: { external_message_ids_removal: false } } })
    const kept = (await app.request("GET", "/openapi.json", { key: beforeRemoval.data.api_key })).data as OpenApiTree
    for (const name of ["Vob", "VobListItem", "VobCreate", "VobUpdate"]) {
      expect(kept.components.schemas[name].properties.external_message_ids, name).toBeDefined()
    }
    const unknown = await app.request("GET", "/openapi.json?company=nope")
    expect(unknown.status).toBe(404)
    expect(unknown.error.param).toBe("company")
  })
})
