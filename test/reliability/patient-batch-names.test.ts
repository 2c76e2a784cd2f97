/** The full-size numbered-patients batch (500 rows, twice): each row its own patient, each found again. */
import { afterAll, expect, it } from "vitest"
import { numberedBatchTwice } from "../support/NumberedPatients.js"
import { startApp } from "../support/TestApp.js"
import { requestScenario } from "../support/VobRequestScenario.js"

const app = startApp()
afterAll(() => app.dispose())

it("a batch of 500 numbered patients with one birth date creates 500 and matches all 500 again by demographics", async () => {
  const s = await requestScenario(app)
  const type = s.fixtureId("external_id_types", "ehr_mrn")
  const { first, again } = await numberedBatchTwice(s, type, 500)
  expect(first).toMatchObject({ created_count: 500, updated_count: 0, failed_count: 0 })
  expect(new Set(first.patient_ids).size).toBe(500)
  expect(again).toMatchObject({ created_count: 0, updated_count: 500 })
  expect(again.updated_patient_ids).toEqual(first.patient_ids)
  expect((await s.counts()).patients).toBe(500)
  const last = (await s.call("GET", `/v1/patients/${first.patient_ids[499]}`)).body
  expect(last).toMatchObject({ first_name: "Test500", external_ids: [{ type_id: type, value: "MRN-500" }] })
})
