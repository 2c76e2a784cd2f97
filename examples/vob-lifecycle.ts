/**
 * A VOB's whole life against a running sandbox, as an integrator's QA script would drive it with the
 * test kit: a fresh company, a patient with a policy, a VOB; then, on a frozen clock, staff pick it up,
 * ask for missing information, the clinic answers, staff complete it, the clinic asks for a follow-up,
 * staff close it with a corrected result, and the clinic reviews it.
 *
 *   npx vob-sandbox &                       # in another terminal
 *   npx tsx examples/vob-lifecycle.ts       # or: ... http://127.0.0.1:4010
 */
import { connect } from "vob-sandbox"

type Vob = { readonly status: string; readonly follow_up?: { readonly state: string } | null; readonly missing_information_answered_at?: string | null; readonly clinic_reviewed_at?: string | null; readonly sla_paused_seconds?: number }

/** Fails with the API's error body instead of returning it. */
const ok = async <T>(call: Promise<{ readonly data?: T; readonly error?: unknown }>): Promise<T> => {
  const { data, error } = await call
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data as T
}

export const runLifecycle = async (baseUrl: string, log: (line: string) => void = console.log) => {
  const step = (label: string, vob: Vob) =>
    log(`${label.padEnd(34)} status=${vob.status}` +
      (vob.follow_up ? ` follow_up=${vob.follow_up.state}` : "") +
      (vob.missing_information_answered_at ? " answered" : "") +
      (vob.clinic_reviewed_at ? " reviewed" : "") +
      ` sla_paused_seconds=${vob.sla_paused_seconds}`)

  // An isolated company with its own credentials and a clock frozen at a known instant.
  const company = await connect(baseUrl).company({ name: "Lifecycle example", at: "2030-01-01T09:00:00Z" })
  const { api, staff, clock, fixtures } = company
  const aetna = fixtures.insurances.find((i) => i.name === "Aetna")!

  const { patient, policies } = await ok(api.POST("/v1/patients/upsert", {
    body: {
      first_name: "Jordan",
      last_name: "Rivera",
      date_of_birth: "1990-06-15",
      policies: [{ insurance_id: aetna.id, member_number: "W987654321" }]
    }
  }))
  let vob = await ok(api.POST("/v1/verification-of-benefits", {
    body: {
      patient_policy_id: policies[0]!.policy_id!,
      specialties: [{ service_type: "psychotherapy", credentialing_id: fixtures.default_specialties[1]!.credentialing_id }]
    }
  }))
  step("created", vob)

  step("staff start", await staff.start(vob.id))
  step("staff ask for missing information", await staff.askMissingInformation(vob.id, { content: "Please send the back of the insurance card." }))

  await clock.advance(2 * 3600)
  await ok(api.POST("/v1/verification-of-benefits/{id}/comments", { params: { path: { id: vob.id } }, body: { content: "Uploaded the back of the card." } }))
  step("clinic answers (2 h later)", await ok(api.GET("/v1/verification-of-benefits/{id}", { params: { path: { id: vob.id } } })))

  step("staff resume", await staff.resume(vob.id))
  vob = await staff.complete(vob.id)
  step("staff complete", vob)
  log(`  result: individual deductible remaining in network $${vob.result?.individual_deductible_remaining_in_network}`)

  await clock.advance(30)
  vob = await ok(api.GET("/v1/verification-of-benefits/{id}", { params: { path: { id: vob.id } } }))
  log(`  AI summary after 30 s: ${vob.result?.ai_summary === null ? "not yet" : "written"}`)

  step("clinic requests a follow-up", await ok(api.POST("/v1/verification-of-benefits/{id}/follow-up-request", {
    params: { path: { id: vob.id } },
    body: { content: "The patient says the deductible is already met; could you check again?" }
  })))
  step("staff take the follow-up", await staff.followUp.take(vob.id))
  vob = await staff.followUp.close(vob.id, {
    result: { individual_deductible_remaining_in_network: 0, notes: "The payer confirmed the deductible is met." }
  })
  step("staff close it with a correction", vob)
  log(`  result: individual deductible remaining in network $${vob.result?.individual_deductible_remaining_in_network}`)

  vob = await ok(api.POST("/v1/verification-of-benefits/{id}/review", { params: { path: { id: vob.id } }, body: { reviewed: true } }))
  step("clinic reviews", vob)

  const events = [...await company.events()].reverse()
    .filter((e) => e.type.startsWith("vob_") || e.type.startsWith("patient_verification"))
  log(`events: ${events.map((e) => e.type + ("changed_fields" in e.payload ? `[${e.payload.changed_fields}]` : "")).join(", ")}`)
  return { patientId: patient.id, vob, events }
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  const baseUrl = process.argv[2] ?? process.env.VOB_SANDBOX_URL ?? "http://127.0.0.1:4010"
  runLifecycle(baseUrl).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
