/**
 * How a stored VOB reads to a caller: people as UserSummary (staff under the company's assistant
 * label for API-key callers), the patient and policy embedded, `sync` hidden when no integration
 * syncs VOBs, and `can_request_follow_up` from the same rules that refuse the operation. Also the
 * facts the state machine looks at. Pure: everything comes in a `VobContext` (VobsRepo.context).
 */
import { Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import type { ReferenceSnapshot } from "../Companies/ReferenceData.js"
import type { User } from "../Domain/ReferenceRecords.js"
import { policyView } from "../Policies/PolicyView.js"
import type { ReleaseStates } from "../Releases/ReleaseCatalog.js"
import { releasedView } from "../Releases/ReleaseMembership.js"
import { verdict, type VobFacts } from "./VobStateMachine.js"
import {
  type Specialty,
  SpecialtyCredentialing,
  type UserSummary,
  Vob,
  type VobComment,
  type VobCommentRecord,
  VobListItem
} from "./Vob.js"
import type { VobContext } from "./VobsRepo.js"

export interface Viewer {
  readonly via: Caller["via"]
  /** The company's release switches: a VOB carries the fields they show, as declared on `Vob`. */
  readonly releases: ReleaseStates
}

const vobView = releasedView(Vob)
const listItemView = releasedView(VobListItem)
const credentialingView = releasedView(SpecialtyCredentialing)

const specialtiesFor = (viewer: Viewer, specialties: ReadonlyArray<Specialty>) =>
  specialties.map((s) =>
    s.credentialing === null ? s : { ...s, credentialing: credentialingView(viewer.releases, s.credentialing) })

/** What rendering needs from the company. */
interface Company {
  readonly users: ReadonlyMap<string, typeof User.Type>
  readonly assistantLabel: string
  readonly syncsVobs: boolean
}

// One per snapshot: a snapshot never changes, and every response of the company until its next
// reference write reads the same one.
const companies = new WeakMap<ReferenceSnapshot, Company>()

const companyOf = (reference: ReferenceSnapshot): Company => {
  let company = companies.get(reference)
  if (company === undefined) {
    company = {
      users: new Map(reference.list("user").map((u) => [u.id, u])),
      assistantLabel: reference.settings.assistant_label,
      syncsVobs: reference.list("integration").some((i) => i.syncs_vobs)
    }
    companies.set(reference, company)
  }
  return company
}

const summaryOf = (company: Company, viewer: Pick<Viewer, "via">, userId: string | null): UserSummary | null => {
  if (userId === null) return null
  const user = company.users.get(userId)
  if (user === undefined) return { id: userId, name: null, email: null, image: null, user_type: null }
  if (user.user_type === "staff" && viewer.via !== "bearer") {
    return { id: user.id, name: company.assistantLabel, email: null, image: null, user_type: "staff" }
  }
  return { id: user.id, name: user.name, email: user.email, image: user.image, user_type: user.user_type }
}

/** A staff member named in an ask reads as the assistant label. */
const maskStaffNames = (content: string, users: Iterable<typeof User.Type>, label: string): string => {
  let masked = content
  for (const user of users) if (user.user_type === "staff") masked = masked.split(user.name).join(label)
  return masked
}

/** The facts the state machine checks for the VOB. */
export const factsOf = ({ vob, patientActive, policyActive, newerOpen, newerCompleted, reference }: VobContext): VobFacts => ({
  status: vob.status,
  followUp: vob.follow_up?.state ?? null,
  asked: vob.missing_information_ask !== null,
  answered: vob.missing_information_answered_at !== null,
  backfilled: vob.backfilled,
  newerVobOpenOnPolicy: newerOpen,
  newerVobHoldsCurrentResult: newerCompleted,
  patientOrPolicyDeleted: !patientActive || !policyActive,
  integrationSyncsVobs: reference.list("integration").some((i) => i.syncs_vobs)
})

const render = (c: Company, viewer: Viewer, { vob, patient, policy }: Pick<VobContext, "vob" | "patient" | "policy">) => {
  const { created_by_user_id, clinic_reviewed_by_user_id, cancellation, external_message_ids, ...fields } = vob
  return {
    ...fields,
    specialties: specialtiesFor(viewer, vob.specialties),
    external_message_ids: external_message_ids ?? {},
    sync: c.syncsVobs ? vob.sync : null,
    missing_information_ask: vob.missing_information_ask === null ? null : {
      ...vob.missing_information_ask,
      content: maskStaffNames(vob.missing_information_ask.content, c.users.values(), c.assistantLabel)
    },
    created_by: summaryOf(c, viewer, created_by_user_id),
    clinic_reviewed_by: summaryOf(c, viewer, clinic_reviewed_by_user_id),
    cancellation: cancellation === null ? null : {
      reason: cancellation.reason,
      cancelled_at: cancellation.cancelled_at,
      cancelled_by: summaryOf(c, viewer, cancellation.cancelled_by_user_id)
    },
    patient: Option.match(patient, {
      onNone: () => null,
      onSome: (p) => ({ id: p.id, first_name: p.first_name, last_name: p.last_name, date_of_birth: p.date_of_birth })
    }),
    patient_policy: Option.match(policy, { onNone: () => null, onSome: (p) => policyView(viewer.releases, p) })
  }
}

/** The detail form, as every VOB endpoint returns it. */
export const detailView = (viewer: Viewer, context: VobContext): Vob =>
  vobView(viewer.releases, {
    ...render(companyOf(context.reference), viewer, context),
    can_request_follow_up: verdict(factsOf(context), { by: "caller", action: "follow-up-request" }).allowed
  })

/** List items: the detail without `can_request_follow_up`, and without `result` unless asked for. */
export const listItemViews = (
  viewer: Viewer,
  reference: Option.Option<ReferenceSnapshot>,
  contexts: ReadonlyArray<Pick<VobContext, "vob" | "patient" | "policy">>,
  includeResult: boolean
): ReadonlyArray<VobListItem> => {
  if (Option.isNone(reference)) return []
  const c = companyOf(reference.value)
  return contexts.map((context) => {
    const { result, ...item } = render(c, viewer, context)
    return listItemView(viewer.releases, includeResult ? { ...item, result } : item)
  })
}

export const commentViews = (
  viewer: Pick<Viewer, "via">,
  reference: ReferenceSnapshot,
  records: ReadonlyArray<VobCommentRecord>
): ReadonlyArray<VobComment> => {
  const c = companyOf(reference)
  return records.map(({ created_by_user_id, ...fields }) => ({ ...fields, created_by: summaryOf(c, viewer, created_by_user_id) }))
}
