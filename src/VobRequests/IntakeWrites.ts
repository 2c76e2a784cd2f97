/**
 * Every write of a VOB request, run inside one transaction by the processor: the patient, the
 * coverage merged from the request and its cards, a VOB for every active policy of the patient,
 * and the patient's move to Needs VOB. Any `IntakeFailed` rolls all of it back.
 */
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { makeCredentialedInsuranceIds } from "../Credentialing/ActiveCredential.js"
import { Patients } from "../Patients/Patients.js"
import { PatientStages } from "../Patients/PatientStages.js"
import { PolicyReads } from "../Policies/PolicyReads.js"
import { OPEN_STATUSES } from "../Vobs/VobStateMachine.js"
import type { SpecialtyInput } from "../Vobs/Vob.js"
import { VobOpening } from "../Vobs/VobOpening.js"
import { VobReads } from "../Vobs/VobReads.js"
import type { CardReading } from "./CardReading.js"
import { IntakeCoverage } from "./IntakeCoverage.js"
import { IntakePatient } from "./IntakePatient.js"
import { leftOutComment, planVerifications, verificationEntry } from "./VerificationPlan.js"
import type { VobRequestCreate, VobRequestResource } from "./VobRequest.js"

export class IntakeWrites extends Effect.Service<IntakeWrites>()("vob-sandbox/IntakeWrites", {
  effect: Effect.gen(function*() {
    const intakePatient = yield* IntakePatient
    const coverage = yield* IntakeCoverage
    const policiesRepo = yield* PolicyReads
    const vobs = yield* VobReads
    const opening = yield* VobOpening
    const reference = yield* ReferenceData
    const patients = yield* Patients
    const patientStages = yield* PatientStages
    const credentialedInsuranceIds = yield* makeCredentialedInsuranceIds

    /** The request's specialties, or the company's configured ones. */
    const specialtiesOf = (companyId: string, submission: VobRequestCreate) =>
      submission.specialties !== undefined
        ? Effect.succeed(submission.specialties)
        : Effect.map(reference.list(companyId, "default_specialty"), (defaults) =>
          defaults.map((d): SpecialtyInput => ({
            service_type: d.service_type as SpecialtyInput["service_type"],
            credentialing_id: d.credentialing_id,
            cpt_codes: d.cpt_codes,
            icd_codes: d.icd_codes,
            service_locations: d.service_locations
          })))

    const credentialedInsurances = (companyId: string, specialty: SpecialtyInput) =>
      specialty.credentialing_id === undefined
        ? Effect.succeed(null)
        : Effect.map(credentialedInsuranceIds(companyId, specialty.credentialing_id), (ids) => new Set(ids))

    /** Needs VOB, unless the patient's stage verifies insurance or another VOB keeps them on Missing Information. */
    const moveToNeedsVob = (caller: Caller, patientId: string) =>
      Effect.gen(function*() {
        const { companyId } = caller
        const stages = yield* reference.list(companyId, "workflow_stage")
        const needsVob = stages.find((s) => s.key === "needs_vob")
        if (needsVob === undefined) return
        const patient = yield* Effect.orDie(patients.get(companyId, patientId))
        const current = stages.find((s) => s.id === patient.workflow_stage_id)
        if (current?.verifies_insurance === true) return
        if (current?.key === "missing_information") {
          const waiting = (yield* vobs.ofPatient(companyId, patientId)).some((v) => v.status === "missing_information")
          if (waiting) return
        }
        yield* Effect.orDie(patientStages.moveInTransaction(caller, patientId, needsVob.id, "vob_request"))
      })

    const apply = (caller: Caller, submission: VobRequestCreate, readings: ReadonlyArray<CardReading>) =>
      Effect.gen(function*() {
        const { companyId } = caller
        const cards = readings.flatMap((r) => r.cards)
        const { action, patient } = yield* intakePatient.resolve(caller, submission, cards)
        const merged = yield* coverage.apply(caller, patient.id, submission, readings)

        const active = yield* policiesRepo.ofPatient(companyId, patient.id)
        const existingVobs = yield* vobs.ofPatient(companyId, patient.id)
        const specialties = yield* specialtiesOf(companyId, submission)
        const planned = planVerifications(
          active.map((p) => ({
            id: p.id,
            insurance_id: p.insurance_id,
            openVobId: existingVobs.filter((v) => v.patient_policy_id === p.id && OPEN_STATUSES.includes(v.status)).at(-1)?.id ??
              null
          })),
          yield* Effect.forEach(specialties, (s) =>
            Effect.map(credentialedInsurances(companyId, s), (ids) => ({ service_type: s.service_type, credentialedInsuranceIds: ids })))
        )

        const verifications: Array<VobRequestResource["verifications"][number]> = []
        for (const plan of planned) {
          if (plan.status !== "opened") {
            verifications.push(verificationEntry(plan, null))
            continue
          }
          const policy = active.find((p) => p.id === plan.policyId)!
          const resolved = yield* Effect.orDie(opening.resolveSpecialties(companyId, plan.specialties.map((i) => specialties[i]!)))
          const vob = yield* opening.open(companyId, {
            policy,
            specialties: resolved,
            priority: submission.priority ?? false,
            notes: null,
            priorAuthorizationId: null,
            createdBy: caller.userId,
            createdById: caller.userId ?? caller.via
          })
          const notes = [
            ...(plan.leftOut.length > 0 ? [leftOutComment(plan.leftOut)] : []),
            ...(merged.changedPolicyNotes.get(policy.id) ?? [])
          ]
          for (const content of notes) yield* opening.serviceComment(companyId, vob.id, content)
          verifications.push(verificationEntry(plan, vob.id))
        }
        if (verifications.some((v) => v.status === "opened")) yield* moveToNeedsVob(caller, patient.id)

        return { patient: { id: patient.id, action }, policies: merged.entries, verifications }
      })

    return { apply } as const
  }),
  dependencies: [
    IntakePatient.Default,
    IntakeCoverage.Default,
    PolicyReads.Default,
    VobReads.Default,
    VobOpening.Default,
    Patients.Default,
    PatientStages.Default
  ]
}) {}
