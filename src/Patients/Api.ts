import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { ConflictError, InvalidRequestError, NotFoundError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { Patient, PatientWrite } from "./Patient.js"

export const EmbeddedPolicyOutcome = Schema.Struct({
  policy_id: Schema.NullOr(Schema.String),
  action: Schema.Literal("created", "updated", "unchanged", "skipped"),
  reason: Schema.NullOr(Schema.String)
}).annotations({ identifier: "EmbeddedPolicyOutcome" })

const MatchReason = Schema.Literal("patient_id", "external_id", "demographics", "phone_and_name", "email_and_name")

const upsertFields = {
  patient: Patient,
  matched: Schema.Boolean,
  match_reason: Schema.NullOr(MatchReason),
  /** Phone numbers, emails and dates of birth that could not be used (the rest was stored). */
  dropped_fields: Schema.Array(Schema.String),
  /** What happened to each coverage in `policies`, in order. */
  policies: Schema.Array(EmbeddedPolicyOutcome)
}

export const PatientCreated = Schema.Struct({ ...upsertFields, created: Schema.Literal(true) })
  .annotations({ identifier: "PatientUpsertCreated", description: "A new patient was created (201)." })
export const PatientMatched = Schema.Struct({ ...upsertFields, created: Schema.Literal(false) })
  .annotations({ identifier: "PatientUpsertMatched", description: "An existing patient matched (200)." })

export class PatientsApi extends HttpApiGroup.make("patients")
  .add(
    HttpApiEndpoint.post("upsert", "/v1/patients/upsert")
      .annotate(OpenApi.Summary, "Create or update a patient")
      .setPayload(PatientWrite)
      .addSuccess(PatientCreated, { status: 201 })
      .addSuccess(PatientMatched)
      .addError(InvalidRequestError)
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Matches an existing patient (patient_id, then typed external ID, exact demographics, phone plus fuzzy " +
          "name, email plus fuzzy name) and updates it, or creates one. Unknown fields are ignored. 400 with " +
          "`dropped_fields` when no patient can be created from what is usable."
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/patients")
      .annotate(OpenApi.Summary, "List patients")
      .annotate(OpenApi.Description, "The company's active patients, in creation order, a page at a time.")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(Patient, "PatientList"))
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/patients/:id")
      .annotate(OpenApi.Summary, "Get a patient")
      .annotate(OpenApi.Description, "One active patient of the company.")
      .setPath(IdPath)
      .addSuccess(Patient)
      .addError(NotFoundError)
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Patients")
  .annotate(
    OpenApi.Description,
    "Patients: create or update by matching (upsert), in batches, list and read."
  )
{}
