/**
 * "Is this an active patient of the company?", for features that only point at patients (files, tasks,
 * conversations). Reads the `patients` table directly; a deleted or another company's patient is 404.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { notFound, type NotFound } from "../Domain/Errors.js"

export const makeActivePatientCheck = Effect.map(SqlClient.SqlClient, (sql) =>
  /** Succeeds for an active patient of the company, and when no patient is named (null or undefined). */
  (companyId: string, patientId: string | null | undefined, param = "patient_id"): Effect.Effect<void, NotFound> =>
    patientId == null ? Effect.void : sql<{ one: number }>`SELECT 1 AS one FROM patients
      WHERE company_id = ${companyId} AND id = ${patientId} AND active = 1`.pipe(
      Effect.orDie,
      Effect.flatMap((rows) => rows.length === 0 ? Effect.fail(notFound("patient", patientId, param)) : Effect.void)
    ))
