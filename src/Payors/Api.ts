import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { NotFoundError, ValidationFailedError } from "../Domain/Errors.js"
import { IdPath } from "../Domain/Paths.js"
import { Payor, PayorRecord } from "./Payor.js"
import { PayorServiceCreate, PayorServiceRecord } from "./PayorService.js"

export const PayorServiceCreated = Schema.Struct({ ...PayorServiceRecord.fields, payor: PayorRecord })
  .annotations({ identifier: "PayorServiceCreated" })

export class PayorsApi extends HttpApiGroup.make("payors")
  .add(
    HttpApiEndpoint.get("get", "/v1/payors/:id")
      .annotate(OpenApi.Summary, "Get a payor")
      .setPath(IdPath)
      .setUrlParams(Schema.Struct({ fields: Schema.optional(Schema.String) }))
      .addSuccess(Payor)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "A patient coverage record with its insurance and payor services. `fields` (comma-separated) returns " +
          "only those fields plus `id`; an unknown name is 422."
      )
  )
  .add(
    HttpApiEndpoint.post("createService", "/v1/payor-services")
      .annotate(OpenApi.Summary, "Create a payor service")
      .setPayload(PayorServiceCreate)
      .addSuccess(PayorServiceCreated, { status: 201 })
      .addError(NotFoundError)
      .annotate(OpenApi.Description, "Adds the benefit details of one service type to a payor.")
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Payors")
  .annotate(
    OpenApi.Description,
    "Payors: a patient's coverage records with their verified services."
  )
{}
