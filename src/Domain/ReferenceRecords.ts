/**
 * The company's fixture-seeded reference records (insurances, locations, stages...), as exposed by
 * `GET /sandbox/v1/fixtures` and used by every feature that resolves an id against the company.
 */
import { Schema } from "effect"
import { Uuid } from "./Scalars.js"
import { ServiceType } from "./ServiceType.js"

export const Insurance = Schema.Struct({
  id: Uuid,
  key: Schema.String,
  name: Schema.String,
  payer_id: Schema.String,
  trading_partner_service_id: Schema.NullOr(Schema.String),
  generic: Schema.Boolean,
  is_active: Schema.Boolean
}).annotations({ identifier: "Insurance" })

export const Location = Schema.Struct({
  id: Uuid,
  key: Schema.String,
  name: Schema.String,
  address: Schema.String,
  address_2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip_code: Schema.String,
  is_active: Schema.Boolean
}).annotations({ identifier: "ClinicLocation", description: "One of the company's locations." })

export const Organization = Schema.Struct({ id: Uuid, key: Schema.String, name: Schema.String })
  .annotations({ identifier: "Organization" })

export const WorkflowStage = Schema.Struct({
  id: Uuid,
  key: Schema.String,
  title: Schema.String,
  order: Schema.Int,
  verifies_insurance: Schema.Boolean
}).annotations({ identifier: "WorkflowStage" })

export const User = Schema.Struct({
  id: Uuid,
  key: Schema.String,
  name: Schema.String,
  email: Schema.String,
  image: Schema.NullOr(Schema.String),
  user_type: Schema.Literal("admin", "member", "staff")
}).annotations({ identifier: "User" })

export const ExternalIdType = Schema.Struct({
  id: Uuid,
  key: Schema.String,
  name: Schema.String,
  is_active: Schema.Boolean
}).annotations({ identifier: "ExternalIdType" })

export const Integration = Schema.Struct({
  id: Uuid,
  key: Schema.String,
  name: Schema.String,
  syncs_vobs: Schema.Boolean,
  waits_for_review: Schema.Boolean
}).annotations({ identifier: "Integration" })

export const DefaultSpecialty = Schema.Struct({
  key: Schema.String,
  service_type: ServiceType,
  credentialing_id: Uuid,
  npi: Schema.String,
  cpt_codes: Schema.Array(Schema.String),
  icd_codes: Schema.Array(Schema.String),
  service_locations: Schema.Array(Schema.String)
}).annotations({ identifier: "DefaultSpecialty" })

/** The spec's webhook response limit; a company may shorten it (sandbox settings) for its receiver-timeout tests. */
export const SPEC_WEBHOOK_TIMEOUT_MS = 30_000

export const CompanySettings = Schema.Struct({
  assistant_label: Schema.String,
  prior_authorization_request_vob_default: Schema.Boolean,
  webhook_timeout_ms: Schema.optional(Schema.Int).annotations({
    description: "How long (real milliseconds) a webhook receiver has to answer each attempt; unset, the spec's 30 s."
  })
}).annotations({ identifier: "CompanySettings" })

/** Each kind of reference record and its schema: the `kind` column of `reference_data`. */
export const referenceKinds = {
  insurance: Insurance,
  location: Location,
  organization: Organization,
  workflow_stage: WorkflowStage,
  user: User,
  external_id_type: ExternalIdType,
  integration: Integration,
  default_specialty: DefaultSpecialty,
  settings: CompanySettings
} as const

export type ReferenceKind = keyof typeof referenceKinds
export type ReferenceRecord<K extends ReferenceKind> = typeof referenceKinds[K]["Type"]
