import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { CoverageTier, EligibilityCheckStatus, ProviderNetworkStatus } from "../Domain/Coverage.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { IsoDate, Uuid } from "../Domain/Scalars.js"
import { PatientPolicy, PolicyCreate, PolicyUpdate } from "./PatientPolicy.js"
import { expirationBuckets } from "./PolicyRules.js"

/** `expand=insurance&expand=patient` or `expand=insurance,patient`. */
export const Expand = Schema.transform(
  Schema.Array(Schema.String),
  Schema.Array(Schema.Literal("insurance", "patient")),
  {
    strict: false,
    decode: (values) => values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== ""),
    encode: (values) => values
  }
).annotations({
  identifier: "PolicyExpand",
  // Documented in the form clients send: `expand=insurance&expand=patient` (the comma form is also read).
  jsonSchema: { type: "array", items: { type: "string", enum: ["insurance", "patient"] }, default: [] }
})

const ExpandParams = Schema.Struct({ expand: Schema.optionalWith(Expand, { default: () => [] }) })

export const PolicyListParams = Schema.Struct({
  ...PageParams,
  patient_id: Schema.optional(Uuid),
  insurance_id: Schema.optional(Uuid),
  coverage_tier: Schema.optional(CoverageTier),
  external_id: Schema.optional(Schema.String),
  /** Case-insensitive contains-search on the member number. */
  member_number: Schema.optional(Schema.String),
  expiration: Schema.optional(Schema.Literal(...expirationBuckets)),
  start_date_from: Schema.optional(IsoDate),
  start_date_to: Schema.optional(IsoDate),
  end_date_from: Schema.optional(IsoDate),
  end_date_to: Schema.optional(IsoDate),
  eligibility_check_status: Schema.optional(EligibilityCheckStatus),
  provider_network_status: Schema.optional(ProviderNetworkStatus),
  expand: ExpandParams.fields.expand
})

export class PatientPoliciesApi extends HttpApiGroup.make("patientPolicies")
  .add(
    HttpApiEndpoint.post("create", "/v1/patient-policies")
      .annotate(OpenApi.Summary, "Create a patient policy")
      .setPayload(PolicyCreate)
      .addSuccess(PatientPolicy, { status: 201 })
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(OpenApi.Description, "Adds a coverage to a patient: one policy per tier, at most four.")
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/patient-policies")
      .annotate(OpenApi.Summary, "List patient policies")
      .setUrlParams(PolicyListParams)
      .addSuccess(ListOf(PatientPolicy, "PatientPolicyList"))
      .annotate(
        OpenApi.Description,
        "Active policies, every filter ANDed. expiration: expiring = end_date from today through the next " +
          "30 days, expired = end_date before today, eligibility_stale = eligibility checked more than 90 days " +
          "ago (today is the company's sandbox clock)."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/patient-policies/:id")
      .annotate(OpenApi.Summary, "Get a patient policy")
      .annotate(
        OpenApi.Description,
        "One active policy with its current verification and latest eligibility check; `expand` embeds its insurance or patient."
      )
      .setPath(IdPath)
      .setUrlParams(ExpandParams)
      .addSuccess(PatientPolicy)
      .addError(NotFoundError)
  )
  .add(
    HttpApiEndpoint.patch("update", "/v1/patient-policies/:id")
      .annotate(OpenApi.Summary, "Update a patient policy")
      .setPath(IdPath)
      .setPayload(PolicyUpdate)
      .addSuccess(PatientPolicy)
      .addError(NotFoundError)
      .addError(ConflictError)
      .annotate(OpenApi.Description, "Send the current `version`; another version is 409 version_conflict.")
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/patient-policies/:id")
      .annotate(OpenApi.Summary, "Delete a patient policy")
      .setPath(IdPath)
      .addSuccess(PatientPolicy)
      .addError(NotFoundError)
      .annotate(OpenApi.Description, "Soft delete: the policy is returned inactive and never listed again.")
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Patient policies")
  .annotate(
    OpenApi.Description,
    "A patient's insurance policies (one per coverage tier) and their current verification."
  )
{}
