/** The `vob` block of a prior authorization: whether its VOB is requested, open or missing something. */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { patientReads } from "../Patients/PatientReads.js"
import { PolicyReads } from "../Policies/PolicyReads.js"
import { VobOpening } from "../Vobs/VobOpening.js"
import { OPEN_STATUSES } from "../Vobs/VobStateMachine.js"
import { VobReads } from "../Vobs/VobReads.js"
import type { PriorAuthorizationRecord, PriorAuthorizationWrite, StoredVobBlock } from "./PriorAuthorization.js"
import { decideVob, reconsidersVob, vobSpecialtiesOf } from "./PriorAuthorizationRules.js"

const notRequested: StoredVobBlock = { state: "not_requested", vob_id: null, missing: [] }

export const priorAuthorizationVob = Effect.gen(function*() {
  const opening = yield* VobOpening
  const vobs = yield* VobReads
  const policies = yield* PolicyReads
  const patients = yield* patientReads

  /** The `vob` block after a write, opening the VOB when it is due (in the write's transaction). */
  const vobBlock = (caller: Caller, before: PriorAuthorizationRecord | undefined, after: PriorAuthorizationRecord, write: PriorAuthorizationWrite) =>
    Effect.gen(function*() {
      if (!reconsidersVob(before, after, write)) {
        if (after.request_vob || before === undefined || !before.request_vob) return after.vob
        return { ...notRequested, vob_id: before.vob.state === "requested" ? before.vob.vob_id : null }
      }
      const companyId = caller.companyId
      const specialties = vobSpecialtiesOf(after)
      const policy = after.patient_policy_id === null ? Option.none() : yield* policies.find(companyId, after.patient_policy_id)
      const openVobs = Option.isNone(policy)
        ? []
        : (yield* vobs.ofPolicy(companyId, policy.value.id)).filter((v) => OPEN_STATUSES.includes(v.status))
      const newest = openVobs[openVobs.length - 1]
      const decision = decideVob({
        requestVob: after.request_vob,
        patientPolicyId: after.patient_policy_id,
        specialties: specialties.length,
        policyOnPatient: Option.isSome(policy) && policy.value.patient_id === after.patient_id &&
          (yield* patients.exists(companyId, after.patient_id)),
        openVob: newest === undefined ? null : { id: newest.id, ours: newest.prior_authorization_id === after.id }
      })
      if (decision.state === "requested" || decision.state === "already_open") {
        if (decision.vobId !== null) return { state: decision.state, vob_id: decision.vobId, missing: [] }
        const vob = yield* opening.open(companyId, {
          policy: Option.getOrThrow(policy),
          specialties: yield* opening.resolveSpecialties(companyId, specialties, "vob_specialties"),
          priority: false,
          notes: null,
          priorAuthorizationId: after.id,
          createdBy: caller.userId,
          createdById: caller.userId ?? caller.via
        })
        return { state: "requested" as const, vob_id: vob.id, missing: [] }
      }
      return { state: decision.state, vob_id: null, missing: decision.missing }
    })

  return vobBlock
})
