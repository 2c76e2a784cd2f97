/**
 * A patient for suites that only need one to point at (files, tasks, conversations), made through the API
 * as a client makes one. An inactive one is then soft-deleted through the store's own removal: no API
 * deletes a patient.
 */
import { Effect } from "effect"
import { patientsTable } from "../../src/Patients/PatientsRepo.js"
import type { Company, TestApp } from "./TestApp.js"

let seeded = 0

export const seedPatient = async (app: TestApp, company: Company, options: { readonly active?: boolean } = {}) => {
  // A name of its own each time, so no seeded patient matches an earlier one.
  const n = ++seeded
  const body = { first_name: "Seeded", last_name: `Patient${String.fromCharCode(65 + (n % 26))}${n}`, date_of_birth: "1980-01-01" }
  const id = (await app.request("POST", "/v1/patients/upsert", { key: company.apiKey, body })).data.patient.id
  if (options.active === false) await app.run(Effect.flatMap(patientsTable, (table) => table.remove(company.id, id)))
  return id
}
