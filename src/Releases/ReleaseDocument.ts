/** The OpenAPI document as a company's release switches shape the API (pure, over a copy of the document). */
import { type ReleaseStates } from "./ReleaseCatalog.js"

type Json = Record<string, any>

const FOLLOW_UP_FIELDS = ["follow_up", "can_request_follow_up", "clinic_reviewed_at", "clinic_reviewed_by", "sync"]
const FOLLOW_UP_PATHS = /^\/v1\/verification-of-benefits\/\{[^}]+\}\/(follow-up-request|review|sync)$/

const withoutProperties = (schema: Json, names: ReadonlyArray<string>) => {
  for (const name of names) delete schema.properties?.[name]
  if (Array.isArray(schema.required)) schema.required = schema.required.filter((n: string) => !names.includes(n))
}

export const documentForReleases = <D extends object>(document: D, states: ReleaseStates): D => {
  const doc = structuredClone(document) as Json
  const paths: Json = doc.paths ?? {}
  for (const path of Object.keys(paths)) {
    const gone = (!states.vob_requests && path.startsWith("/v1/verification-of-benefits-requests")) ||
      (!states.prior_authorization_requests && path.startsWith("/v1/prior-authorization-requests")) ||
      (!states.follow_up_review_sync && FOLLOW_UP_PATHS.test(path))
    if (gone) delete paths[path]
  }
  for (const schema of Object.values<Json>(doc.components?.schemas ?? {})) {
    const properties = schema.properties ?? {}
    if (!states.follow_up_review_sync) {
      if ("patient_policy_id" in properties && "status" in properties && "specialties" in properties) {
        withoutProperties(schema, FOLLOW_UP_FIELDS)
      }
      if ("member_number" in properties && "coverage_tier" in properties) withoutProperties(schema, ["latest_eligibility_check"])
    }
  }
  const credential = doc.components?.schemas?.SpecialtyCredentialing
  if (!states.specialty_credential_details && credential !== undefined) {
    withoutProperties(credential, Object.keys(credential.properties ?? {}).filter((n) => n !== "id" && n !== "name"))
  }
  return doc as D
}
