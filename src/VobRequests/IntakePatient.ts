/**
 * The patient of a VOB request, inside its write transaction: the selected patient_id (still active),
 * or the sent patient matched or created by the upsert, with blank name and birth date filled from
 * a card (caller data wins). Cards naming another person, or fills that would match another
 * patient, are `patient_conflict`; a patient that cannot be created is `validation_failed`.
 */
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { Files } from "../Files/Files.js"
import type { Patient, PatientWrite } from "../Patients/Patient.js"
import { Patients } from "../Patients/Patients.js"
import type { Card } from "./CardReading.js"
import { cardIdentityConflict } from "./CardIdentity.js"
import { patientConflict, validationFailed } from "../Intake/IntakeFailure.js"
import type { VobRequestCreate } from "./VobRequest.js"

interface IntakePatientOutcome {
  readonly patient: Patient
  readonly action: "created" | "updated" | "matched"
}

const blank = (value: string | null | undefined) => value == null || value.trim() === ""

/** Rule 1 for the patient: a card fills only the identity fields the caller left out. */
const withCardIdentity = (write: PatientWrite, cards: ReadonlyArray<Card>): PatientWrite => {
  const person = cards.find((card) => card.patient !== undefined)?.patient
  if (person === undefined) return write
  return {
    ...write,
    ...(blank(write.first_name) && person.first_name !== undefined ? { first_name: person.first_name } : {}),
    ...(blank(write.last_name) && person.last_name !== undefined ? { last_name: person.last_name } : {}),
    ...(blank(write.date_of_birth) && person.date_of_birth !== undefined ? { date_of_birth: person.date_of_birth } : {})
  }
}

export class IntakePatient extends Effect.Service<IntakePatient>()("vob-sandbox/IntakePatient", {
  effect: Effect.gen(function*() {
    const patients = yield* Patients
    const files = yield* Files

    const selected = (caller: Caller, id: string) =>
      Effect.mapError(
        patients.get(caller.companyId, id),
        () =>
          validationFailed("The selected patient is no longer active.", [
            { path: "patient_id", code: "patient_inactive", message: `Patient '${id}' is not an active patient.` }
          ])
      )

    const upserted = (caller: Caller, sent: PatientWrite, cards: ReadonlyArray<Card>) =>
      Effect.gen(function*() {
        const write = withCardIdentity(sent, cards)
        if (write !== sent) {
          const own = yield* Effect.orDie(patients.findMatch(caller.companyId, sent))
          const filled = yield* Effect.orDie(patients.findMatch(caller.companyId, write))
          if (filled !== undefined && filled.patientId !== own?.patientId) {
            return yield* Effect.fail(patientConflict(
              "Filling the patient's blank name and date of birth from a card would match another patient.",
              [{ path: "patient", code: "matches_another_patient", message: "The card's name and date of birth are another patient's." }]
            ))
          }
        }
        const outcome = yield* patients.upsertInTransaction(caller, write, "vob_request").pipe(
          // The polled resource carries no patient data: the error names fields, never the values sent.
          Effect.mapError((error) =>
            "dropped_fields" in error && error.dropped_fields !== undefined
              ? validationFailed(
                "No patient could be created from what was sent.",
                error.dropped_fields.length > 0
                  ? error.dropped_fields.map((field) => ({ path: `patient.${field}`, code: "unusable", message: `patient.${field} is not usable.` }))
                  : [{ path: "patient", code: "not_identifiable", message: "patient names nobody: send an external_id, a phone_number, or first_name, last_name and date_of_birth." }]
              )
              : validationFailed(error.message, [{ path: `patient${error.param === undefined ? "" : `.${error.param}`}`, code: "invalid", message: error.message }])
          )
        )
        const action = outcome.created ? "created" : outcome.changed ? "updated" : "matched"
        return { patient: outcome.patient, action } as const
      })

    /** The request's patient, checked against its cards and card files. */
    const resolve = (caller: Caller, submission: VobRequestCreate, cards: ReadonlyArray<Card>) =>
      Effect.gen(function*() {
        const outcome: IntakePatientOutcome = submission.patient_id !== undefined
          ? { patient: yield* selected(caller, submission.patient_id), action: "matched" }
          : yield* upserted(caller, submission.patient as PatientWrite, cards)
        const conflict = cardIdentityConflict(outcome.patient, cards)
        if (conflict !== undefined) {
          return yield* Effect.fail(patientConflict(conflict.message, [
            { path: `cards.${conflict.cardIndex}.patient.${conflict.field}`, code: "other_person", message: conflict.message }
          ]))
        }
        for (const [i, fileId] of (submission.file_ids ?? []).entries()) {
          const file = yield* Effect.option(files.get(caller.companyId, fileId))
          if (Option.isSome(file) && file.value.patient_id !== null && file.value.patient_id !== outcome.patient.id) {
            return yield* Effect.fail(validationFailed("A card file belongs to another patient.", [
              { path: `file_ids.${i}`, code: "other_patient", message: `File '${fileId}' belongs to another patient.` }
            ]))
          }
        }
        return outcome
      })

    return { resolve } as const
  }),
  dependencies: [Patients.Default, Files.Default]
}) {}
