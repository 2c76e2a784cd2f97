/**
 * A VOB's whole life against a running sandbox, as an integrator's QA script would drive it:
 * a fresh company, a patient with a policy, a VOB; then, on a frozen clock, staff pick it up, ask
 * for missing information, the clinic answers, staff complete it, the clinic asks for a follow-up,
 * staff close it with a corrected result, and the clinic reviews it.
 *
 *   npx vob-sandbox &                       # in another terminal
 *   npx tsx examples/vob-lifecycle.ts       # or: ... http://127.0.0.1:4010
 */

type Json = any

export const runLifecycle = async (baseUrl: string, log: (line: string) => void = console.log) => {
  let apiKey = ""
  const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(apiKey === "" ? {} : { "x-api-key": apiKey }),
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const json = await response.json()
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`)
    return json
  }
  const staff = (vobId: string, action: string, body?: unknown) =>
    call("POST", `/sandbox/v1/verification-of-benefits/${vobId}/${action}`, body ?? {})
  const advance = (seconds: number) => call("POST", "/sandbox/v1/clock/advance", { seconds })
  const step = (label: string, vob: Json) =>
    log(`${label.padEnd(34)} status=${vob.status}` +
      (vob.follow_up ? ` follow_up=${vob.follow_up.state}` : "") +
      (vob.missing_information_answered_at ? " answered" : "") +
      (vob.clinic_reviewed_at ? " reviewed" : "") +
      ` sla_paused_seconds=${vob.sla_paused_seconds}`)

  // An isolated company with its own credentials and a frozen clock.
  const company = await call("POST", "/sandbox/v1/companies", { name: "Lifecycle example" })
  apiKey = company.api_key
  await call("POST", "/sandbox/v1/clock/freeze", { at: "2030-01-01T09:00:00Z" })
  const fixtures = await call("GET", "/sandbox/v1/fixtures")
  const aetna = fixtures.insurances.find((i: Json) => i.name === "Aetna")

  const { patient, policies } = await call("POST", "/v1/patients/upsert", {
    first_name: "Jordan",
    last_name: "Rivera",
    date_of_birth: "1990-06-15",
    policies: [{ insurance_id: aetna.id, member_number: "W987654321" }]
  })
  let vob = await call("POST", "/v1/verification-of-benefits", {
    patient_policy_id: policies[0].policy_id,
    specialties: [{ service_type: "psychotherapy", credentialing_id: fixtures.default_specialties[1].credentialing_id }]
  })
  step("created", vob)

  vob = await staff(vob.id, "start")
  step("staff start", vob)
  vob = await staff(vob.id, "ask-missing-information", { content: "Please send the back of the insurance card." })
  step("staff ask for missing information", vob)

  await advance(2 * 3600)
  await call("POST", `/v1/verification-of-benefits/${vob.id}/comments`, { content: "Uploaded the back of the card." })
  vob = await call("GET", `/v1/verification-of-benefits/${vob.id}`)
  step("clinic answers (2 h later)", vob)

  vob = await staff(vob.id, "resume")
  step("staff resume", vob)
  vob = await staff(vob.id, "complete")
  step("staff complete", vob)
  const deductible = vob.result.individual_deductible_remaining_in_network
  log(`  result: individual deductible remaining in network $${deductible}`)

  await advance(30)
  vob = await call("GET", `/v1/verification-of-benefits/${vob.id}`)
  log(`  AI summary after 30 s: ${vob.result.ai_summary === null ? "not yet" : "written"}`)

  vob = await call("POST", `/v1/verification-of-benefits/${vob.id}/follow-up-request`, {
    content: "The patient says the deductible is already met; could you check again?"
  })
  step("clinic requests a follow-up", vob)
  vob = await staff(vob.id, "follow-up/take")
  step("staff take the follow-up", vob)
  vob = await staff(vob.id, "follow-up/close", {
    result: { individual_deductible_remaining_in_network: 0, notes: "The payer confirmed the deductible is met." }
  })
  step("staff close it with a correction", vob)
  log(`  result: individual deductible remaining in network $${vob.result.individual_deductible_remaining_in_network}`)

  vob = await call("POST", `/v1/verification-of-benefits/${vob.id}/review`, { reviewed: true })
  step("clinic reviews", vob)

  const events = await call("GET", "/sandbox/v1/events?limit=100")
  const vobEvents = events.data.reverse().filter((e: Json) => e.type.startsWith("vob_") || e.type.startsWith("patient_verification"))
  log(`events: ${vobEvents.map((e: Json) => e.type + (e.payload.changed_fields ? `[${e.payload.changed_fields}]` : "")).join(", ")}`)
  return { patientId: patient.id, vob, events: vobEvents }
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  const baseUrl = process.argv[2] ?? process.env.VOB_SANDBOX_URL ?? "http://127.0.0.1:4010"
  runLifecycle(baseUrl).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
