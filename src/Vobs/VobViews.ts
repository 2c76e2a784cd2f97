/**
 * How a stored VOB reads to a caller: people as UserSummary (staff under the company's assistant
 * label for API-key callers), the patient and policy embedded, `sync` hidden when no integration
 * syncs VOBs, and `can_request_follow_up` from the same rules that refuse the operation. Also the
 * facts the state machine looks at, gathered from the VOB's neighbours.
 */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import type { User } from "../Domain/ReferenceData.js"
import { patientsTable } from "../Patients/PatientsRepo.js"
import { policiesTable } from "../Policies/PatientPoliciesRepo.js"
import { SqlLive } from "../Sql.js"
import { OPEN_STATUSES, verdict, type VobFacts } from "./Transitions.js"
import type { UserSummary, Vob, VobComment, VobCommentRecord, VobListItem, VobRecord } from "./Vob.js"
import { VobsRepo } from "./VobsRepo.js"

export interface Viewer {
  readonly via: Caller["via"]
}

/** What rendering needs from the company, read once per response. */
interface Company {
  readonly users: ReadonlyMap<string, typeof User.Type>
  readonly assistantLabel: string
  readonly syncsVobs: boolean
}

const summaryOf = (company: Company, viewer: Viewer, userId: string | null): UserSummary | null => {
  if (userId === null) return null
  const user = company.users.get(userId)
  if (user === undefined) return { id: userId, name: null, email: null, image: null, user_type: null }
  if (user.user_type === "staff" && viewer.via !== "bearer") {
    return { id: user.id, name: company.assistantLabel, email: null, image: null, user_type: "staff" }
  }
  return { id: user.id, name: user.name, email: user.email, image: user.image, user_type: user.user_type }
}

/** A staff member named in an ask reads as the assistant label. */
export const maskStaffNames = (content: string, users: Iterable<typeof User.Type>, label: string): string => {
  let masked = content
  for (const user of users) if (user.user_type === "staff") masked = masked.split(user.name).join(label)
  return masked
}

export class VobViews extends Effect.Service<VobViews>()("vob-sandbox/VobViews", {
  effect: Effect.gen(function*() {
    const repo = yield* VobsRepo
    const reference = yield* ReferenceData
    const patients = yield* patientsTable
    const policies = yield* policiesTable

    const company = (companyId: string): Effect.Effect<Company> =>
      Effect.gen(function*() {
        const users = yield* reference.list(companyId, "user")
        const integrations = yield* reference.list(companyId, "integration")
        const settings = yield* reference.settings(companyId)
        return {
          users: new Map(users.map((u) => [u.id, u])),
          assistantLabel: settings.assistant_label,
          syncsVobs: integrations.some((i) => i.syncs_vobs)
        }
      })

    /** The VOB's patient and policy, still active or not: read once for the facts and the rendering. */
    const neighbours = (companyId: string, vob: VobRecord) =>
      Effect.all({ patient: patients.find(companyId, vob.patient_id), policy: policies.find(companyId, vob.patient_policy_id) })

    type Neighbours = Effect.Effect.Success<ReturnType<typeof neighbours>>

    const factsOf = (companyId: string, vob: VobRecord, around: Neighbours, syncsVobs: boolean): Effect.Effect<VobFacts> =>
      Effect.map(repo.ofPolicy(companyId, vob.patient_policy_id), (onPolicy) => {
        const newer = onPolicy.slice(onPolicy.findIndex((v) => v.id === vob.id) + 1)
        return {
          status: vob.status,
          followUp: vob.follow_up?.state ?? null,
          asked: vob.missing_information_ask !== null,
          answered: vob.missing_information_answered_at !== null,
          backfilled: vob.backfilled,
          newerVobOpenOnPolicy: newer.some((v) => OPEN_STATUSES.includes(v.status)),
          newerVobHoldsCurrentResult: newer.some((v) => v.status === "completed"),
          patientOrPolicyDeleted: Option.isNone(around.patient) || Option.isNone(around.policy),
          integrationSyncsVobs: syncsVobs
        }
      })

    const facts = (companyId: string, vob: VobRecord): Effect.Effect<VobFacts> =>
      Effect.gen(function*() {
        const integrations = yield* reference.list(companyId, "integration")
        return yield* factsOf(companyId, vob, yield* neighbours(companyId, vob), integrations.some((i) => i.syncs_vobs))
      })

    const render = (c: Company, viewer: Viewer, vob: VobRecord, { patient, policy }: Neighbours) => {
      const { created_by_user_id, clinic_reviewed_by_user_id, cancellation, ...fields } = vob
      return {
        ...fields,
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
        patient_policy: Option.getOrNull(policy)
      }
    }

    /** The detail form, as every VOB endpoint returns it. */
    const detail = (companyId: string, viewer: Viewer, vob: VobRecord): Effect.Effect<Vob> =>
      Effect.gen(function*() {
        const c = yield* company(companyId)
        const around = yield* neighbours(companyId, vob)
        const canFollowUp = verdict(yield* factsOf(companyId, vob, around, c.syncsVobs), { by: "caller", action: "follow-up-request" })
          .allowed
        return { ...render(c, viewer, vob, around), can_request_follow_up: canFollowUp }
      })

    const listItems = (
      companyId: string,
      viewer: Viewer,
      vobs: ReadonlyArray<VobRecord>,
      includeResult: boolean
    ): Effect.Effect<ReadonlyArray<VobListItem>> =>
      Effect.gen(function*() {
        const c = yield* company(companyId)
        return yield* Effect.forEach(vobs, (vob) =>
          Effect.map(neighbours(companyId, vob), (around) => {
            const { result, ...item } = render(c, viewer, vob, around)
            return includeResult ? { ...item, result } : item
          }))
      })

    const comments = (
      companyId: string,
      viewer: Viewer,
      records: ReadonlyArray<VobCommentRecord>
    ): Effect.Effect<ReadonlyArray<VobComment>> =>
      Effect.map(company(companyId), (c) =>
        records.map(({ created_by_user_id, ...fields }) => ({ ...fields, created_by: summaryOf(c, viewer, created_by_user_id) })))

    const comment = (companyId: string, viewer: Viewer, record: VobCommentRecord) =>
      Effect.map(comments(companyId, viewer, [record]), (rendered) => rendered[0]!)

    return { facts, detail, listItems, comment, comments } as const
  }),
  dependencies: [SqlLive, VobsRepo.Default, ReferenceData.Default]
}) {}
