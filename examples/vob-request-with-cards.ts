/**
 * Intake from insurance cards, as an integrator's script would run it against the sandbox: upload the
 * front and back of a card, tell the sandbox's card reader what it reads, submit a VOB request with
 * what the clinic knows, move the clock and poll until the request completes; print how the clinic's
 * data and the card merged.
 *
 *   npx vob-sandbox &                                 # in another terminal
 *   npx tsx examples/vob-request-with-cards.ts        # or: ... http://127.0.0.1:4010
 */

import { type CompanyHandle, connect } from "vob-sandbox"

// The first bytes of a PNG image: enough for the sandbox to accept the upload as an insurance card.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])

/** Fails with the API's error body instead of returning it. */
const ok = async <T>(call: Promise<{ readonly data?: T; readonly error?: unknown }>): Promise<T> => {
  const { data, error } = await call
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data as T
}

/** An image of one side of the card: a File part goes as multipart/form-data. */
const uploadCard = (company: CompanyHandle, name: string, documentType: "insurance_card_front" | "insurance_card_back") =>
  ok(company.api.POST("/v1/files", { body: { file: new File([PNG], name, { type: "image/png" }), document_type: documentType } }))

export const runCardIntake = async (baseUrl: string, log: (line: string) => void = console.log) => {
  const company = await connect(baseUrl).company({ name: "Card intake example", at: "2030-01-01T09:00:00Z" })
  const { api } = company

  const front = await uploadCard(company, "card-front.png", "insurance_card_front")
  const back = await uploadCard(company, "card-back.png", "insurance_card_back")
  // What the card reader reads: the same card on both sides (identical cards count once).
  const card = {
    insurance_name: "Blue Cross Blue Shield of Texas",
    member_number: "XQJ123456789",
    group_number: "GRP-4410",
    coverage_tier: "primary" as const,
    patient: { first_name: "Jordan", last_name: "Rivera", date_of_birth: "1990-06-15" }
  }
  await company.cards.read(front.id, [card])
  await company.cards.read(back.id, [card])

  // The clinic knows the patient and that they are covered by "Blue Cross Blue Shield" (the generic plan).
  const submitted = await ok(api.POST("/v1/verification-of-benefits-requests", {
    params: { header: { "idempotency-key": "intake-jordan-rivera-1" } },
    body: {
      patient: { first_name: "Jordan", last_name: "Rivera", date_of_birth: "1990-06-15", phone_number: "512-555-0142" },
      policies: [{ insurance_name: "Blue Cross Blue Shield", member_number: "XQJ123456789", coverage_tier: "primary" }],
      file_ids: [front.id, back.id]
    }
  }))
  log(`submitted: ${submitted.status}`)

  let request = submitted
  for (let attempt = 0; attempt < 10 && request.status !== "completed" && request.status !== "failed"; attempt++) {
    await company.clock.advance(5)
    request = await ok(api.GET("/v1/verification-of-benefits-requests/{id}", { params: { path: { id: submitted.id } } }))
    log(`polled:    ${request.status}`)
  }
  if (request.status === "failed") throw new Error(`request failed: ${JSON.stringify(request.error)}`)

  log(`patient:   ${request.patient?.action}`)
  for (const policy of request.policies ?? []) {
    const stored = await ok(api.GET("/v1/patient-policies/{id}", { params: { path: { id: policy.id! }, query: { expand: ["insurance"] } } }))
    log(`policy:    ${policy.action}${policy.reason ? ` (${policy.reason})` : ""}, source ${policy.source}: ` +
      `${stored.insurance?.name} ${stored.member_number}, group ${stored.group_number}`)
  }
  for (const verification of request.verifications ?? []) {
    const vob = verification.id === null ? null : await ok(api.GET("/v1/verification-of-benefits/{id}", { params: { path: { id: verification.id } } }))
    log(`VOB:       ${verification.status}${verification.reason ? ` (${verification.reason})` : ""}` +
      (vob === null ? "" : `, ${vob.status}, specialties ${vob.specialties.map((s) => s.service_type).join(", ")}`))
  }
  return request
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  const baseUrl = process.argv[2] ?? process.env.VOB_SANDBOX_URL ?? "http://127.0.0.1:4010"
  runCardIntake(baseUrl).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
