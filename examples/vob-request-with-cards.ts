/**
 * Intake from insurance cards, as an integrator's script would run it against the sandbox: upload the
 * front and back of a card, tell the sandbox's card reader what it reads, submit a VOB request with
 * what the clinic knows, move the clock and poll until the request completes; print how the clinic's
 * data and the card merged.
 *
 *   npx vob-sandbox &                                 # in another terminal
 *   npx tsx examples/vob-request-with-cards.ts        # or: ... http://127.0.0.1:4010
 */

type Json = any

// The first bytes of a PNG image: enough for the sandbox to accept the upload as an insurance card.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])

export const runCardIntake = async (baseUrl: string, log: (line: string) => void = console.log) => {
  let apiKey = ""
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(apiKey === "" ? {} : { "x-api-key": apiKey }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const json = await response.json()
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`)
    return json
  }
  const uploadCard = async (name: string, documentType: string) => {
    const form = new FormData()
    form.set("file", new Blob([PNG], { type: "image/png" }), name)
    form.set("document_type", documentType)
    const response = await fetch(`${baseUrl}/v1/files`, { method: "POST", headers: { "x-api-key": apiKey }, body: form })
    if (!response.ok) throw new Error(`upload → ${response.status} ${await response.text()}`)
    return (await response.json()) as Json
  }

  const company = await call("POST", "/sandbox/v1/companies", { name: "Card intake example" })
  apiKey = company.api_key
  await call("POST", "/sandbox/v1/clock/freeze", { at: "2030-01-01T09:00:00Z" })

  const front = await uploadCard("card-front.png", "insurance_card_front")
  const back = await uploadCard("card-back.png", "insurance_card_back")
  // What the card reader reads: the same card on both sides (identical cards count once).
  const card = {
    insurance_name: "Blue Cross Blue Shield of Texas",
    member_number: "XQJ123456789",
    group_number: "GRP-4410",
    coverage_tier: "primary",
    patient: { first_name: "Jordan", last_name: "Rivera", date_of_birth: "1990-06-15" }
  }
  await call("POST", `/sandbox/v1/files/${front.id}/reading`, { outcome: "read", cards: [card] })
  await call("POST", `/sandbox/v1/files/${back.id}/reading`, { outcome: "read", cards: [card] })

  // The clinic knows the patient and that they are covered by "Blue Cross Blue Shield" (the generic plan).
  const submitted = await call("POST", "/v1/verification-of-benefits-requests", {
    patient: { first_name: "Jordan", last_name: "Rivera", date_of_birth: "1990-06-15", phone_number: "512-555-0142" },
    policies: [{ insurance_name: "Blue Cross Blue Shield", member_number: "XQJ123456789", coverage_tier: "primary" }],
    file_ids: [front.id, back.id]
  }, { "Idempotency-Key": "intake-jordan-rivera-1" })
  log(`submitted: ${submitted.status}`)

  let request = submitted
  for (let attempt = 0; attempt < 10 && request.status !== "completed" && request.status !== "failed"; attempt++) {
    await call("POST", "/sandbox/v1/clock/advance", { seconds: 5 })
    request = await call("GET", `/v1/verification-of-benefits-requests/${submitted.id}`)
    log(`polled:    ${request.status}`)
  }
  if (request.status === "failed") throw new Error(`request failed: ${JSON.stringify(request.error)}`)

  log(`patient:   ${request.patient.action}`)
  for (const policy of request.policies) {
    const stored = await call("GET", `/v1/patient-policies/${policy.id}?expand=insurance`)
    log(`policy:    ${policy.action}${policy.reason ? ` (${policy.reason})` : ""}, source ${policy.source}: ` +
      `${stored.insurance.name} ${stored.member_number}, group ${stored.group_number}`)
  }
  for (const verification of request.verifications) {
    const vob = verification.id === null ? null : await call("GET", `/v1/verification-of-benefits/${verification.id}`)
    log(`VOB:       ${verification.status}${verification.reason ? ` (${verification.reason})` : ""}` +
      (vob === null ? "" : `, ${vob.status}, specialties ${vob.specialties.map((s: Json) => s.service_type).join(", ")}`))
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
