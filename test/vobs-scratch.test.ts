import { afterAll, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { vobScenario } from "./support/VobScenario.js"
import { writeFileSync } from "node:fs"
const app = startApp()
afterAll(() => app.dispose())
it("dump", async () => {
  const s = await vobScenario(app)
  const out: any = { fixtures: s.fixtures }
  const cred = s.fixtures.credentialing.find((c: any) => c.is_active !== false)
  out.created = await s.call("POST", "/v1/verification-of-benefits", { patient_policy_id: s.policyId, specialties: [{ service_type: "physical_therapy", credentialing_id: cred.id }] })
  const id = out.created.body.id
  out.transitions = (await s.call("GET", `/sandbox/v1/verification-of-benefits/${id}/transitions`)).body
  out.startBad = (await s.staff(id, "resume")).body
  await s.staff(id, "start")
  out.complete = (await s.staff(id, "complete")).body
  await s.advance(30)
  out.get = (await s.call("GET", `/v1/verification-of-benefits/${id}`)).body
  out.list = (await s.call("GET", `/v1/verification-of-benefits`)).body
  out.policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).body
  out.payor = (await s.call("GET", `/v1/payors/${out.get.result.payor_id}`)).body
  out.events = await s.events()
  out.v422 = (await s.call("POST", "/v1/verification-of-benefits", { patient_policy_id: s.policyId, foo: 1 })).body
  out.v422b = (await s.call("POST", "/v1/verification-of-benefits", { patient_policy_id: s.policyId, specialties: [{service_type: "physical_therapy", foo: 1}] })).body
  writeFileSync("/tmp/scratch/dump.json", JSON.stringify(out, null, 2))
})
