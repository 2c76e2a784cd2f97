// The QA scenario of the kit's headline figure (bench/kit.mjs) and of the baseline comparison
// (bench/baseline.ts), one definition for both: a company of its own on a frozen clock, a patient with
// a policy, a VOB, staff actions, a clinic comment, two clock advances, and the VOB's webhooks
// received and verified by an inbox. `sandbox` is anything with the kit's `company()`: an in-process
// `startSandbox()` or a `connect(url)`. Resolves with the number of deliveries the inbox rejected.
export const runScenario = async (sandbox, n) => {
  const company = await sandbox.company({ at: "2030-01-01T09:00:00Z" })
  const inbox = await company.webhookInbox({ eventTypes: ["vob_created", "vob_updated", "vob_completed"] })
  const aetna = company.fixtures.insurances.find((i) => i.name === "Aetna")
  const { data: upsert, error } = await company.api.POST("/v1/patients/upsert", {
    body: { first_name: "Avery", last_name: `Quinn${n}`, date_of_birth: "1985-04-12", policies: [{ insurance_id: aetna.id, member_number: `W${n}` }] }
  })
  if (error) throw new Error(JSON.stringify(error))
  const { data: vob } = await company.api.POST("/v1/verification-of-benefits", { body: { patient_policy_id: upsert.policies[0].policy_id } })
  await company.staff.start(vob.id)
  await company.staff.askMissingInformation(vob.id, { content: "The back of the card, please." })
  await company.clock.advance(3600)
  await company.api.POST("/v1/verification-of-benefits/{id}/comments", { params: { path: { id: vob.id } }, body: { content: "Sent." } })
  await company.staff.resume(vob.id).catch(() => undefined)
  await company.staff.complete(vob.id)
  await company.clock.advance(60)
  await inbox.next("vob_created", { timeoutMs: 30_000 })
  await inbox.next("vob_completed", { timeoutMs: 30_000 })
  const rejected = inbox.rejected().length
  await company.close()
  return rejected
}
