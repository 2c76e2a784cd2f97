/** The OpenAPI document as a company's release switches shape the API (pure, over a copy of the document). */
import { type ReleaseStates } from "./ReleaseCatalog.js"

type Json = Record<string, any>

const FOLLOW_UP_FIELDS = ["follow_up", "can_request_follow_up", "clinic_reviewed_at", "clinic_reviewed_by", "sync"]
const FOLLOW_UP_PATHS = /^\/v1\/verification-of-benefits\/\{[^}]+\}\/(follow-up-request|review|sync)$/

/** The VOB schemas that carry external_message_ids until its removal (Task has a field of that name too: kept). */
const VOB_SCHEMAS = ["Vob", "VobListItem", "VobCreate", "VobUpdate"]
const CARD_SLOTS = ["insurance_card_front_file_id", "insurance_card_back_file_id"]
const PA_VOB_FIELDS = ["request_vob", "vob_specialties", "vob"]

/** What `default_for` was before its removal (the default_for_removal release switched off). */
const DEFAULT_FOR = {
  type: ["string", "null"],
  enum: ["vob_request", null],
  description: "What the stage is the company's default for: `vob_request` for the stage a VOB request moves the patient " +
    "to (Needs VOB); null for the others. Removed by the announced default_for removal."
}

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
  const vobList = paths["/v1/verification-of-benefits"]?.get
  if (!states.follow_up_review_sync && Array.isArray(vobList?.parameters)) {
    vobList.parameters = vobList.parameters.filter((p: Json) => !(p.in === "query" && p.name === "reviewed"))
  }
  const stageList = paths["/v1/workflow-stages"]?.get
  if (!states.default_for_removal && stageList !== undefined) {
    stageList.parameters = [...(stageList.parameters ?? []), {
      name: "default_for",
      in: "query",
      required: false,
      description: "Only the stages that are the default for this (before the announced removal).",
      schema: { type: "string", enum: ["vob_request"] }
    }]
  }
  for (const schema of Object.values<Json>(doc.components?.schemas ?? {})) {
    const properties = schema.properties ?? {}
    if (!states.follow_up_review_sync) {
      if ("patient_policy_id" in properties && "status" in properties && "specialties" in properties) {
        withoutProperties(schema, FOLLOW_UP_FIELDS)
      }
      if ("member_number" in properties && "coverage_tier" in properties) withoutProperties(schema, ["latest_eligibility_check"])
    }
    if (!states.insurance_card_files && "member_number" in properties && "coverage_tier" in properties) {
      withoutProperties(schema, CARD_SLOTS)
    }
    if (!states.prior_authorization_vob_request && "request_vob" in properties) withoutProperties(schema, PA_VOB_FIELDS)
  }
  const credential = doc.components?.schemas?.SpecialtyCredentialing
  if (!states.specialty_credential_details && credential !== undefined) {
    withoutProperties(credential, Object.keys(credential.properties ?? {}).filter((n) => n !== "id" && n !== "name"))
  }
  const schemas: Json = doc.components?.schemas ?? {}
  if (states.external_message_ids_removal) {
    for (const name of VOB_SCHEMAS) if (schemas[name] !== undefined) withoutProperties(schemas[name], ["external_message_ids"])
    delete schemas.ExternalMessageIds
  }
  const stage = doc.components?.schemas?.WorkflowStageItem
  if (!states.default_for_removal && stage?.properties !== undefined) {
    stage.properties.default_for = DEFAULT_FOR
    stage.required = [...(stage.required ?? []), "default_for"]
  }
  return doc as D
}
