import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Authentication } from "../Auth/Authentication.js"
import { ValidationFailedError } from "../Domain/Errors.js"
import { PatientBatchRequest, PatientBatchResponse } from "./BatchBodies.js"

export class PatientBatchApi extends HttpApiGroup.make("patientBatch")
  .add(
    HttpApiEndpoint.post("batch", "/v1/patients/batch")
      .annotate(OpenApi.Summary, "Create or update patients in a batch")
      .setPayload(PatientBatchRequest)
      .addSuccess(PatientBatchResponse)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Creates or updates 1 to 500 patients by the upsert rules; rows are processed independently and " +
          "returned in order (`row` is the item's index). 0 or more than 500 items is 422 for the whole body."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Patients")
{}
