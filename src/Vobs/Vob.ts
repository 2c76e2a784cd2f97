/**
 * The VOB resource: the stored record (user references as ids), the detail and list forms a caller
 * reads (users rendered per viewer), its comments, and the caller's request bodies.
 */
import { withDefault } from "../Domain/FieldRules.js"
import { Schema } from "effect"
import { ServiceType } from "../Domain/ServiceType.js"
import { PageParams } from "../Domain/Pagination.js"
import { BooleanParam, Repeatable } from "../Domain/QueryParams.js"
import { IsoDate, Timestamp, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"
import { strict } from "../Domain/Strict.js"
import { addedBy, releasedField, releasedInput, removedBy } from "../Releases/ReleaseMembership.js"
import { PatientPolicy } from "../Policies/PatientPolicy.js"
import { vobStatuses } from "./VobStateMachine.js"
import { VobResult } from "./VobResult.js"

const Text = Schema.NullOr(FreeText(TEXT_LIMITS.text))

export const VobStatus = Schema.Literal(...vobStatuses).annotations({ identifier: "VobStatus" })

const credentialDetail = addedBy("specialty_credential_details")

const credentialDetails = {
  npi: Text,
  tax_id: Text,
  ptan: Text,
  location: Schema.NullOr(Schema.Struct({
    id: Uuid,
    name: Schema.String,
    address: Text,
    address_2: Text,
    city: Text,
    state: Text,
    zip_code: Text
  })),
  organization: Schema.NullOr(Schema.Struct({ id: Uuid, name: Schema.String }))
}

/** The credential a specialty bills under, as stored: with every detail. */
const StoredCredentialing = Schema.Struct({ id: Uuid, name: Schema.String, ...credentialDetails })

/** The credential a specialty bills under, as a caller reads it: {id, name}, and its details with the specialty_credential_details release. */
export const SpecialtyCredentialing = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  npi: releasedField(credentialDetails.npi, credentialDetail),
  tax_id: releasedField(credentialDetails.tax_id, credentialDetail),
  ptan: releasedField(credentialDetails.ptan, credentialDetail),
  location: releasedField(credentialDetails.location, credentialDetail),
  organization: releasedField(credentialDetails.organization, credentialDetail)
}).annotations({ identifier: "SpecialtyCredentialing" })

/** A service location of a specialty, as named on payor location rates (`standard`, `telehealth`, ...). */
export const ServiceLocation = Schema.String.pipe(Schema.minLength(1)).annotations({ identifier: "ServiceLocation" })

const specialtyFields = {
  id: Schema.String,
  service_type: ServiceType,
  credentialing_id: Schema.NullOr(Schema.String),
  npi: Text,
  cpt_codes: Schema.Array(Schema.String),
  service_locations: Schema.Array(ServiceLocation),
  icd_codes: Schema.Array(Schema.String)
}

/** A VOB's specialty as stored (the credential with every detail). */
export const Specialty = Schema.Struct({ ...specialtyFields, credentialing: Schema.NullOr(StoredCredentialing) })

/** A VOB's specialty as a caller reads it. */
export const SpecialtyView = Schema.Struct({ ...specialtyFields, credentialing: Schema.NullOr(SpecialtyCredentialing) })
  .annotations({ identifier: "Specialty" })

export type Specialty = typeof Specialty.Type

export const UserSummary = Schema.Struct({
  id: Schema.String,
  name: Text,
  email: Text,
  image: Text,
  user_type: Text
}).annotations({ identifier: "UserSummary" })

export type UserSummary = typeof UserSummary.Type

const VobSyncStatus = Schema.Literal("not_synced", "pending", "success", "failed")
export const VobSync = Schema.Struct({ status: VobSyncStatus, attempted_at: Schema.NullOr(Timestamp) })
  .annotations({ identifier: "VobSync" })
export type VobSync = typeof VobSync.Type

export const CustomerFollowUp = Schema.Struct({
  state: Schema.Literal("requested", "in_progress"),
  requested_at: Timestamp,
  started_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "CustomerFollowUp" })

export const MissingInformationAsk = Schema.Struct({ comment_id: Uuid, content: Schema.String, created_at: Timestamp })
  .annotations({ identifier: "MissingInformationAsk" })

const StoredCancellation = Schema.Struct({
  reason: Text,
  cancelled_at: Schema.NullOr(Timestamp),
  cancelled_by_user_id: Schema.NullOr(Schema.String)
})

export const Cancellation = Schema.Struct({
  reason: Text,
  cancelled_at: Schema.NullOr(Timestamp),
  cancelled_by: Schema.NullOr(UserSummary)
}).annotations({ identifier: "Cancellation" })

/**
 * Message ids of the caller's own systems, kept with a VOB before the announced removal release
 * (external_message_ids_removal switched off); the removal, in effect by default, takes the field away.
 */
export const ExternalMessageIds = Schema.Record({ key: Schema.String, value: Schema.Unknown })
  .annotations({ identifier: "ExternalMessageIds", description: "Only before the announced removal of external_message_ids." })

/**
 * As sent: any value passes decoding, so that with the removal in effect the field is refused as an
 * undeclared one (unknown_field), and before it a value that is not an object is an invalid_parameter.
 */
const ExternalMessageIdsInput = Schema.Unknown.annotations({
  jsonSchema: { type: "object", additionalProperties: true },
  description: "Only before the announced removal of external_message_ids (422 unknown_field with the removal in effect)."
})

/** Fields stored and sent as they are. */
const sharedFields = {
  id: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
  patient_id: Uuid,
  patient_policy_id: Uuid,
  created_by_id: Schema.String,
  version: Schema.Int,
  status: VobStatus,
  priority: withDefault(Schema.Boolean, false),
  company_id: Schema.NullOr(Uuid),
  active: Schema.NullOr(Schema.Boolean),
  reviewer_user_id: Text,
  reviewed_at: Schema.NullOr(Timestamp),
  completed_at: Schema.NullOr(Timestamp),
  completed_by_user_id: Text,
  missing_information_since: Schema.NullOr(Timestamp),
  sla_paused_seconds: withDefault(Schema.Int, 0),
  backfilled: withDefault(Schema.Boolean, false),
  specialties: withDefault(Schema.Array(Specialty), []),
  notes: Text.annotations({ description: "The caller's notes on the request (create and update)." }),
  prior_authorization_id: Schema.NullOr(Uuid),
  result_id: Schema.NullOr(Uuid),
  sync: Schema.NullOr(VobSync),
  clinic_reviewed_at: Schema.NullOr(Timestamp),
  follow_up: Schema.NullOr(CustomerFollowUp),
  missing_information_ask: Schema.NullOr(MissingInformationAsk),
  missing_information_answered_at: Schema.NullOr(Timestamp),
  auto_cancel_on: Schema.NullOr(IsoDate),
  external_message_ids: Schema.optional(ExternalMessageIds)
}

/** What the store keeps: people as user ids, rendered for each viewer on the way out. */
export const VobRecord = Schema.Struct({
  ...sharedFields,
  result: Schema.NullOr(VobResult),
  created_by_user_id: Schema.NullOr(Schema.String),
  clinic_reviewed_by_user_id: Schema.NullOr(Schema.String),
  cancellation: Schema.NullOr(StoredCancellation)
}).annotations({ identifier: "VobRecord" })

export type VobRecord = typeof VobRecord.Type

export const VobPatient = Schema.Struct({
  id: Uuid,
  first_name: Text,
  last_name: Text,
  date_of_birth: Schema.NullOr(IsoDate)
}).annotations({ identifier: "VobPatient" })

const followUpReviewSync = addedBy("follow_up_review_sync")
const externalMessageIdsRemoval = removedBy("external_message_ids_removal")

/** What a caller reads: the stored fields, with those a release adds or removes declared as such. */
const renderedFields = {
  ...sharedFields,
  specialties: withDefault(Schema.Array(SpecialtyView), []),
  sync: releasedField(Schema.NullOr(VobSync), followUpReviewSync),
  clinic_reviewed_at: releasedField(Schema.NullOr(Timestamp), followUpReviewSync),
  follow_up: releasedField(Schema.NullOr(CustomerFollowUp), followUpReviewSync),
  external_message_ids: releasedField(ExternalMessageIds, externalMessageIdsRemoval),
  created_by: Schema.NullOr(UserSummary),
  clinic_reviewed_by: releasedField(Schema.NullOr(UserSummary), followUpReviewSync),
  cancellation: Schema.NullOr(Cancellation),
  patient: Schema.NullOr(VobPatient),
  patient_policy: Schema.NullOr(PatientPolicy)
}

/** The detail form: every field, the result embedded, and whether a follow-up can be requested now. */
export const Vob = Schema.Struct({
  ...renderedFields,
  result: Schema.NullOr(VobResult),
  can_request_follow_up: releasedField(Schema.Boolean, followUpReviewSync)
}).annotations({ identifier: "Vob" })

export type Vob = typeof Vob.Type

/** The list form: no can_request_follow_up; the result only with `include=result`. */
export const VobListItem = Schema.Struct({
  ...renderedFields,
  result: Schema.optional(Schema.NullOr(VobResult))
}).annotations({ identifier: "VobListItem" })

export type VobListItem = typeof VobListItem.Type

const VobCommentSource = Schema.Literal("caller", "staff", "service")

export const VobCommentRecord = Schema.Struct({
  id: Uuid,
  vob_id: Uuid,
  content: Schema.String,
  source: VobCommentSource,
  created_at: Timestamp,
  created_by_user_id: Schema.NullOr(Schema.String)
}).annotations({ identifier: "VobCommentRecord" })

export type VobCommentRecord = typeof VobCommentRecord.Type

export const VobComment = Schema.Struct({
  id: Uuid,
  vob_id: Uuid,
  content: Schema.String,
  source: VobCommentSource,
  created_at: Timestamp,
  created_by: Schema.NullOr(UserSummary)
}).annotations({ identifier: "VobComment" })

export type VobComment = typeof VobComment.Type

// --- Request bodies --------------------------------------------------------------------------------


const Codes = Schema.Array(Schema.String.pipe(Schema.minLength(1)))

/** A requested specialty: its service type and, optionally, the billing credential and codes. */
export const SpecialtyInput = strict(
  Schema.Struct({
    service_type: ServiceType,
    credentialing_id: Schema.optional(Uuid),
    npi: Schema.optional(Schema.String.pipe(Schema.pattern(/^\d{10}$/, { message: () => "must be a 10-digit NPI" }))),
    cpt_codes: Schema.optional(Codes),
    icd_codes: Schema.optional(Codes),
    service_locations: Schema.optional(Schema.Array(ServiceLocation))
  }),
  "SpecialtyInput"
)

export type SpecialtyInput = typeof SpecialtyInput.Type

const Notes = Schema.String.pipe(Schema.maxLength(5000))

export const VobCreate = strict(
  Schema.Struct({
    patient_policy_id: Uuid,
    specialties: Schema.optional(Schema.Array(SpecialtyInput)),
    priority: Schema.optional(Schema.Boolean).annotations({ default: false }),
    notes: Schema.optional(Schema.NullOr(Notes)),
    prior_authorization_id: Schema.optional(Uuid),
    external_message_ids: releasedInput(ExternalMessageIdsInput, externalMessageIdsRemoval)
  }),
  "VobCreate"
)
export type VobCreate = typeof VobCreate.Type

export const VobUpdate = strict(
  Schema.Struct({
    version: Schema.Int.annotations({ description: "The VOB's current version (409 `version_conflict` otherwise)." }),
    priority: Schema.optional(Schema.Boolean),
    notes: Schema.optional(Schema.NullOr(Notes)),
    specialties: Schema.optional(Schema.Array(SpecialtyInput)),
    external_message_ids: releasedInput(ExternalMessageIdsInput, externalMessageIdsRemoval)
  }),
  "VobUpdate"
)
export type VobUpdate = typeof VobUpdate.Type

const Content = (max: number) =>
  Schema.String.pipe(
    Schema.filter((s) => s.trim().length > 0, { message: () => "content must not be blank", jsonSchema: { minLength: 1 } }),
    Schema.maxLength(max, { message: () => `content must be at most ${max} characters` })
  )

/** A comment's text: not blank, at most 5000 characters. */
export const CommentContent = Content(5000)

/** Why a VOB is cancelled: posted as a comment, so not blank either. */
export const CancelReason = Schema.NullOr(CommentContent)

export const VobCancel = strict(
  Schema.NullOr(Schema.Struct({ reason: Schema.optional(CancelReason) })),
  "VobCancel"
)

export const VobResolve = strict(
  Schema.Struct({
    patient_policy_id: Uuid,
    specialties: Schema.optional(Schema.Array(SpecialtyInput)),
    priority: Schema.optional(Schema.Boolean).annotations({ default: false })
  }),
  "VobResolve"
)
export type VobResolve = typeof VobResolve.Type

export const VobCommentCreate = strict(Schema.Struct({ content: CommentContent }), "VobCommentCreate")

export const FollowUpRequest = strict(
  Schema.Struct({ content: CommentContent.annotations({ description: "1 to 5000 characters; posted as a comment." }) }),
  "VobFollowUpRequest"
)

export const VobReview = strict(Schema.Struct({ reviewed: Schema.Boolean }), "VobReview")

export const VobResolution = Schema.Struct({
  resolution: Schema.Literal("already_open", "opened"),
  vob: Vob
}).annotations({ identifier: "VobResolution" })

/** The list operation's query: read by the API and by the service's filter. */
export const VobListParams = Schema.Struct({
  ...PageParams,
  patient_id: Schema.optional(Uuid),
  patient_policy_id: Schema.optional(Uuid),
  status: Schema.optional(Repeatable(VobStatus)),
  priority: Schema.optional(BooleanParam),
  include: Schema.optional(Schema.Literal("result")),
  reviewed: releasedInput(BooleanParam, followUpReviewSync)
})

export type VobListParams = typeof VobListParams.Type
