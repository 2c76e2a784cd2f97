/**
 * The releases the spec's Versioning section announces, switchable per company. Pure: each release's
 * name, its state by default (today's behaviour: what the sandbox already does), and what switching it
 * changes. Which endpoints, fields and query parameters a release adds or removes is declared on the API
 * definition (ReleaseMembership.ts), where the route gate, the document and the views read it.
 */

export interface Release {
  readonly name: string
  /** The state a company gets unless its creation (or `--releases`) says otherwise: today's behaviour. */
  readonly defaultEnabled: boolean
  readonly changes: string
}

export const releases = [
  {
    name: "dob_mmddyyyy",
    defaultEnabled: false,
    changes: "A date_of_birth of eight digits is read as MMDDYYYY (patient upsert, batch and VOB request patients). " +
      "Off: eight digits are read as YYYYMMDD."
  },
  {
    name: "specialty_credential_details",
    defaultEnabled: true,
    changes: "A VOB specialty's `credentialing` carries the credential's npi, tax_id, ptan, location and organization. " +
      "Off: `credentialing` is {id, name} only."
  },
  {
    name: "follow_up_review_sync",
    defaultEnabled: true,
    changes: "The follow-up, review, sync and latest_eligibility_check fields and operations: VOBs carry follow_up, " +
      "can_request_follow_up, clinic_reviewed_at, clinic_reviewed_by and sync; policies carry latest_eligibility_check; " +
      "POST /v1/verification-of-benefits/{id}/follow-up-request, /review and /sync exist. Off: none of these fields, " +
      "and those operations are 404; the VOB list's reviewed filter is not read (ignored like any undeclared query parameter)."
  },
  {
    name: "default_for_removal",
    defaultEnabled: true,
    changes: "The removal of `default_for` from workflow stage endpoints: stages do not return it, and " +
      "GET /v1/workflow-stages sending it (?default_for=) is 422 unknown_field. Off (before the removal): each stage " +
      "carries default_for (`vob_request` for the stage a VOB request moves the patient to, the company's Needs VOB " +
      "stage; null for the others) and ?default_for= lists the stages it names."
  },
  {
    name: "external_message_ids_removal",
    defaultEnabled: true,
    changes: "The removal of `external_message_ids` from VOBs: VOB create and update sending it are 422 unknown_field " +
      "and VOBs do not return it. Off (before the removal): VOBs carry external_message_ids (an object, {} until set), " +
      "create and update write it, and a change is `externalMessageIds` in vob_updated's changed_fields."
  },
  {
    name: "vob_requests",
    defaultEnabled: true,
    changes: "The backend release of VOB requests: POST /v1/verification-of-benefits-requests and GET .../{id} exist. " +
      "Off: they are 404."
  },
  {
    name: "insurance_card_files",
    defaultEnabled: true,
    changes: "The backend release of insurance card files on policies: policies carry insurance_card_front_file_id and " +
      "insurance_card_back_file_id, and policy create and update write them. Off: policies carry neither, and a write " +
      "sending them ignores them (like any field a policy body does not declare)."
  },
  {
    name: "prior_authorization_vob_request",
    defaultEnabled: true,
    changes: "The backend release of the prior-authorization VOB request: prior authorizations accept request_vob (create " +
      "and update) and vob_specialties (create), carry request_vob, vob_specialties and the vob block, and a create asks " +
      "for a VOB as request_vob or the company default says. Off: none of these fields (sending one is 422 unknown_field, " +
      "like any undeclared field), and a prior authorization never asks for a VOB."
  },
  {
    name: "prior_authorization_requests",
    defaultEnabled: true,
    changes: "The backend release of prior-authorization requests: POST /v1/prior-authorization-requests and GET .../{id} " +
      "exist. Off: they are 404."
  }
] as const satisfies ReadonlyArray<Release>

export type ReleaseName = typeof releases[number]["name"]

export const releaseNames: ReadonlyArray<ReleaseName> = releases.map((r) => r.name)

const isReleaseName = (name: string): name is ReleaseName => (releaseNames as ReadonlyArray<string>).includes(name)

export type ReleaseStates = Readonly<Record<ReleaseName, boolean>>

export const defaultStates: ReleaseStates = Object.fromEntries(releases.map((r) => [r.name, r.defaultEnabled])) as ReleaseStates

/** Whether a company's states differ from the defaults (only then does the edge rewrite anything). */
export const differsFromDefault = (states: ReleaseStates) => releases.some((r) => states[r.name] !== r.defaultEnabled)

/**
 * `--releases a,b=false,c=true`: a bare name switches it on. Returns the states or the problem in words.
 */
export const parseReleaseFlag = (text: string): Partial<Record<ReleaseName, boolean>> | string => {
  const states: Partial<Record<ReleaseName, boolean>> = {}
  for (const part of text.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const [name = "", value] = part.split("=").map((p) => p.trim())
    if (!isReleaseName(name)) return `unknown release '${name}' (known: ${releaseNames.join(", ")})`
    if (value !== undefined && value !== "true" && value !== "false") {
      return `release '${name}' takes =true or =false, got '=${value}'`
    }
    states[name] = value !== "false"
  }
  return states
}
