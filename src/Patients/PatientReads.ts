/**
 * What other features read of patients, and nothing more: one by id (or 404 naming `param`), whether
 * one is active, and a patient row another feature's join returned, read as the patients table reads
 * it. The same lookups as the patients table's own, so an answer is the same wherever it is asked;
 * writes go through `Patients`.
 */
import { Effect } from "effect"
import { patientsTable } from "./PatientsRepo.js"

export const patientReads = Effect.map(patientsTable, (table) => ({
  find: table.find,
  get: table.get,
  exists: table.exists,
  /** A stored patient document (its JSON text) selected by another feature's statement. */
  read: table.read
} as const))
