/**
 * The prior authorization record: what the clinic asks the payer to authorize (patient, coverage,
 * service, providers), where the request stands (`status`), what the payer decided (the outcome
 * fields), its attached files, and the VOB it asked for (the `vob` block). Request bodies refuse
 * undeclared fields.
 */
import { Schema } from "effect"
import { IsoDate, Timestamp, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"
import { ServiceType } from "../Domain/ServiceType.js"
import { strict } from "../Domain/Strict.js"
import { addedBy, releasedField, releasedInput } from "../Releases/ReleaseMembership.js"
import { SpecialtyInput, VobStatus } from "../Vobs/Vob.js"

const priorAuthorizationStatuses = ["draft", "submitted", "approved", "denied", "cancelled"] as const
export const PriorAuthorizationStatus = Schema.Literal(...priorAuthorizationStatuses)
  .annotations({ identifier: "PriorAuthorizationStatus" })
export type PriorAuthorizationStatus = typeof PriorAuthorizationStatus.Type

const vobStates = ["requested", "already_open", "not_on_patient", "missing_details", "not_requested"] as const
export const PriorAuthorizationVobState = Schema.Literal(...vobStates).annotations({ identifier: "PriorAuthorizationVobState" })
export type PriorAuthorizationVobState = typeof PriorAuthorizationVobState.Type

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))
const NonNegativeInt = Schema.Number.pipe(Schema.int(), Schema.nonNegative({ message: () => "must be an integer >= 0" }))
const Count = Schema.NullOr(NonNegativeInt)

const CptCode = Schema.Struct({
  code: Schema.String.pipe(Schema.minLength(1, { message: () => "code must not be empty" })),
  units: Schema.String
}).annotations({ identifier: "PriorAuthorizationCptCode" })

/** The service asked for; every field may be null. */
export const PriorAuthorizationService = Schema.Struct({
  specialty: Text,
  service_type_codes: Schema.Array(ServiceType),
  start_date: Schema.NullOr(IsoDate),
  end_date: Schema.NullOr(IsoDate),
  cpt_codes: Schema.Array(CptCode),
  requested_visits: Count,
  requested_weeks: Count,
  visits_last_90_days: Count,
  locations: Schema.Array(Schema.String)
}).annotations({ identifier: "PriorAuthorizationService" })
export type PriorAuthorizationService = typeof PriorAuthorizationService.Type

/** How the VOB the record asked for stands, as stored (the VOB's status is read when rendered). */
export const StoredVobBlock = Schema.Struct({
  state: PriorAuthorizationVobState,
  vob_id: Schema.NullOr(Uuid),
  missing: Schema.Array(Schema.String)
})
export type StoredVobBlock = typeof StoredVobBlock.Type

export const PriorAuthorizationVob = Schema.Struct({
  state: PriorAuthorizationVobState,
  vob: Schema.NullOr(Schema.Struct({ id: Uuid, status: VobStatus })),
  missing: Schema.Array(Schema.String).annotations({
    description: "With `missing_details`: what the VOB needs (`patient_policy_id`, `vob_specialties`); otherwise empty."
  })
}).annotations({ identifier: "PriorAuthorizationVob" })

/** Fields stored and sent as they are. */
const recordFields = {
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  company_id: Uuid,
  created_by_id: Schema.String,
  version: Schema.Int,
  active: Schema.Boolean,
  status: PriorAuthorizationStatus,
  submitted_at: Schema.NullOr(Timestamp),
  patient_id: Uuid,
  patient_policy_id: Schema.NullOr(Uuid),
  payor_id: Schema.NullOr(Uuid),
  service: PriorAuthorizationService,
  requesting_provider_id: Schema.NullOr(Uuid),
  servicing_provider_id: Schema.NullOr(Uuid),
  servicing_location_id: Schema.NullOr(Uuid),
  organization_id: Schema.NullOr(Uuid),
  notes: Text,
  external_id: Text,
  scheduled_submission_date: Schema.NullOr(IsoDate),
  file_ids: Schema.Array(Uuid),
  authorization_number: Text,
  approved_visits: Count,
  approved_from: Schema.NullOr(IsoDate),
  approved_to: Schema.NullOr(IsoDate),
  decision_date: Schema.NullOr(IsoDate),
  decision_notes: Text,
  request_vob: Schema.Boolean,
  vob_specialties: Schema.Array(SpecialtyInput)
}

export const PriorAuthorizationRecord = Schema.Struct({ ...recordFields, vob: StoredVobBlock })
  .annotations({ identifier: "PriorAuthorizationRecord" })
export type PriorAuthorizationRecord = typeof PriorAuthorizationRecord.Type

const vobRequest = addedBy("prior_authorization_vob_request")

export const PriorAuthorization = Schema.Struct({
  ...recordFields,
  request_vob: releasedField(Schema.Boolean, vobRequest),
  vob_specialties: releasedField(Schema.Array(SpecialtyInput), vobRequest),
  vob: releasedField(PriorAuthorizationVob, vobRequest)
})
  .annotations({ identifier: "PriorAuthorization" })
export type PriorAuthorization = typeof PriorAuthorization.Type

// --- Request bodies --------------------------------------------------------------------------------

const Notes = Schema.String.pipe(Schema.maxLength(5000, { message: () => "must be at most 5000 characters" }))
const ExternalId = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0, { message: () => "external_id must not be blank" }),
  Schema.maxLength(255, { message: () => "external_id must be at most 255 characters" })
)
export const optionalNull = <A, I>(schema: Schema.Schema<A, I>) => Schema.optional(Schema.NullOr(schema))

/** The service as sent: every field optional; null clears; on PATCH omitted fields keep their value. */
export const ServiceInput = strict(
  Schema.Struct({
    specialty: optionalNull(Schema.String),
    service_type_codes: optionalNull(Schema.Array(ServiceType)),
    start_date: optionalNull(IsoDate),
    end_date: optionalNull(IsoDate),
    cpt_codes: optionalNull(Schema.Array(strict(CptCode, "PriorAuthorizationCptCodeInput"))),
    requested_visits: optionalNull(NonNegativeInt),
    requested_weeks: optionalNull(NonNegativeInt),
    visits_last_90_days: optionalNull(NonNegativeInt),
    locations: optionalNull(Schema.Array(Schema.String))
  }),
  "PriorAuthorizationServiceInput"
)
export type ServiceInput = typeof ServiceInput.Type

/** Fields the record's bodies and a prior-authorization request's `data` share, as sent. */
export const sharedWriteFields = {
  service: optionalNull(ServiceInput),
  requesting_provider_id: optionalNull(Uuid),
  servicing_provider_id: optionalNull(Uuid),
  servicing_location_id: optionalNull(Uuid),
  organization_id: optionalNull(Uuid),
  notes: optionalNull(Notes),
  external_id: optionalNull(ExternalId),
  scheduled_submission_date: optionalNull(IsoDate)
}

/** Fields both create and PATCH write. */
const writableFields = {
  status: Schema.optional(PriorAuthorizationStatus),
  patient_policy_id: optionalNull(Uuid),
  payor_id: optionalNull(Uuid),
  ...sharedWriteFields,
  file_ids: optionalNull(Schema.Array(Uuid).pipe(Schema.maxItems(50, { message: () => "at most 50 files" }))),
  authorization_number: optionalNull(Schema.String.pipe(Schema.minLength(1, { message: () => "must not be empty" }))),
  approved_visits: optionalNull(NonNegativeInt),
  approved_from: optionalNull(IsoDate),
  approved_to: optionalNull(IsoDate),
  decision_date: optionalNull(IsoDate),
  decision_notes: optionalNull(Notes),
  request_vob: releasedInput(Schema.Boolean, vobRequest)
}

export const PriorAuthorizationCreate = strict(
  Schema.Struct({
    patient_id: Uuid,
    ...writableFields,
    vob_specialties: releasedInput(Schema.Array(SpecialtyInput), vobRequest)
  }),
  "PriorAuthorizationCreate"
)
export type PriorAuthorizationCreate = typeof PriorAuthorizationCreate.Type

export const PriorAuthorizationUpdate = strict(
  Schema.Struct({
    version: Schema.Int.annotations({ description: "The record's current version (409 `version_conflict` otherwise)." }),
    ...writableFields
  }),
  "PriorAuthorizationUpdate"
)
export type PriorAuthorizationUpdate = typeof PriorAuthorizationUpdate.Type

/** The writable fields as sent on either body. */
export type PriorAuthorizationWrite = Omit<PriorAuthorizationUpdate, "version">
