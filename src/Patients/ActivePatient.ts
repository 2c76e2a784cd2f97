/**
 * "Is this an active patient of the company?", for features that only point at patients (files, tasks,
 * conversations, payors): the patients table's own lookup, so another company's or a deleted patient
 * is 404 exactly as on GET /v1/patients/{id}.
 */
import { Effect } from "effect"
import { notFound, type NotFound } from "../Domain/Errors.js"
import { patientsTable } from "./PatientsRepo.js"

export const makeActivePatientCheck = Effect.map(patientsTable, (patients) =>
  /** Succeeds for an active patient of the company, and when no patient is named (null or undefined). */
  (companyId: string, patientId: string | null | undefined, param = "patient_id"): Effect.Effect<void, NotFound> =>
    patientId == null ? Effect.void : Effect.flatMap(patients.exists(companyId, patientId), (found) =>
      found ? Effect.void : Effect.fail(notFound("patient", patientId, param))))
