/** A credentialing record: a billing entity or a rendering provider, with the insurances it is credentialed with. */
import { Schema } from "effect"
import { Timestamp, Uuid } from "../Domain/Scalars.js"

export const CredentialingType = Schema.Literal("entity", "rendering_provider").annotations({
  identifier: "CredentialingType"
})

export const CredentialedInsurance = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  is_active: Schema.Boolean,
  payer_id: Schema.NullOr(Schema.String),
  trading_partner_service_id: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CredentialedInsurance" })

export const CredentialingLocation = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  address: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip_code: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CredentialingLocation" })

export const Credentialing = Schema.Struct({
  id: Uuid,
  company_id: Uuid,
  name: Schema.String,
  type: CredentialingType,
  npi: Schema.NullOr(Schema.String),
  is_active: Schema.Boolean,
  created_at: Timestamp,
  updated_at: Timestamp,
  tax_id: Schema.NullOr(Schema.String),
  location_id: Schema.NullOr(Uuid),
  therapist_id: Schema.NullOr(Schema.String),
  insurances: Schema.Array(CredentialedInsurance),
  location: Schema.NullOr(CredentialingLocation)
}).annotations({ identifier: "Credentialing" })

export type Credentialing = typeof Credentialing.Type
