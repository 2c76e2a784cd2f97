/** /sandbox/v1 actions on core records: what the service's staff and eligibility checks would write. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { IdPath } from "../src/Domain/Paths.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { Uuid } from "../src/Domain/Scalars.js"
import { Patient } from "../src/Patients/Patient.js"
import { Payor, PayorInput } from "../src/Payors/Payor.js"
import { PatientPolicy, PolicyVersionWrite } from "../src/Policies/PatientPolicy.js"

export class SandboxRecordsApi extends HttpApiGroup.make("sandboxRecords")
  .add(
    HttpApiEndpoint.post("movePatientStage", "/sandbox/v1/patients/:id/stage")
      .annotate(OpenApi.Summary, "Move a patient to a workflow stage (staff)")
      .setPath(IdPath)
      .setPayload(Schema.Struct({ workflow_stage_id: Uuid }).annotations({
        ...refusesUnknownFields,
        identifier: "SandboxPatientStage"
      }))
      .addSuccess(Patient)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Staff move the patient to a workflow stage: patient_stage_changed, and patient_insurance_verification " +
          "entering the Insurance Verification stage."
      )
  )
  .add(
    HttpApiEndpoint.put("writePolicyVersion", "/sandbox/v1/patient-policies/:id/current-version")
      .annotate(OpenApi.Summary, "Write a policy's current verification")
      .setPath(IdPath)
      .setPayload(PolicyVersionWrite.annotations(refusesUnknownFields))
      .addSuccess(PatientPolicy)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Writes (merges) the policy's current verification, as a completed verification or an eligibility check " +
          "would: eligibility status and date, network status, amounts... Created on first write. An eligibility " +
          "answer (eligibility_check_status active or inactive) also sets the policy's latest_eligibility_check."
      )
  )
  .add(
    HttpApiEndpoint.post("createPayor", "/sandbox/v1/payors")
      .annotate(OpenApi.Summary, "Create a payor on a patient")
      .setPayload(Schema.Struct({ patient_id: Uuid, ...PayorInput.fields }).annotations({
        ...refusesUnknownFields,
        identifier: "SandboxPayorCreate"
      }))
      .addSuccess(Payor, { status: 201 })
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Puts a payor (coverage record) on a patient, as a verification would: insurance by insurance_id or " +
          "insurance_name, and any payor field."
      )
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: records")
  .annotate(
    OpenApi.Description,
    "Staff writes on core records: move a patient's stage, write a policy's verification, add a payor."
  )
{}
