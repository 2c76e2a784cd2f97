/**
 * Patient operations: upsert (match or create), reads (stage moves are PatientStages). Every write and
 * its events commit together.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { patientNotCreatable, type NotFound } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { toIsoDate, toTimestamp } from "../Domain/Scalars.js"
import { changedFields } from "../Domain/Changes.js"
import { EventLog } from "../Events/EventLog.js"
import type { EmbeddedPolicyOutcome } from "../Policies/EmbeddedPolicies.js"
import { PatientPolicies } from "../Policies/PatientPolicies.js"
import {
  type Patient,
  Patient as PatientSchema,
  patientReferenceFields,
  patientTextFields,
  type PatientWrite
} from "./Patient.js"
import { type MatchReason, matchPatient } from "./PatientMatcher.js"
import { canCreate, type EightDigitDates, notCreatableDetails, usableContact } from "./PatientRules.js"
import { Releases } from "../Releases/Releases.js"
import { PatientsRepo } from "./PatientsRepo.js"
import { PatientStages } from "./PatientStages.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

interface UpsertOutcome {
  readonly patient: Patient
  readonly created: boolean
  readonly matched: boolean
  /** A matched patient's fields changed (always true for a created one). */
  readonly changed: boolean
  readonly match_reason: MatchReason | null
  readonly dropped_fields: ReadonlyArray<string>
  readonly policies: ReadonlyArray<EmbeddedPolicyOutcome>
}

/** The fields whose change is a change of the patient (not its stamps). */
const comparedFields = (Object.keys(PatientSchema.fields) as Array<keyof Patient>).filter((k) => k !== "updated_at" && k !== "version")
/** What patient_updated names: a stage move has its own event. */
const reportedFields = comparedFields.filter((k) => k !== "workflow_stage_id")

const emptyPatient = (id: string, nowIso: string): Patient => ({
  id,
  created_at: nowIso,
  updated_at: nowIso,
  first_name: null,
  last_name: null,
  middle_name: null,
  date_of_birth: null,
  gender: null,
  phone_number: null,
  additional_phone_number: null,
  email: null,
  address: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  comments: null,
  workflow_stage_id: null,
  assigned_user_id: null,
  location_id: null,
  organization_id: null,
  tags: [],
  referral: null,
  custom_fields: {},
  external_ids: [],
  source_extraction_id: null,
  created_from: null,
  active: true,
  version: 1
})

/** The write applied over the current patient: sent fields replace, omitted fields stay. */
const applyWrite = (
  current: Patient,
  write: PatientWrite,
  contact: ReturnType<typeof usableContact>
): Patient => {
  const next: Record<string, unknown> = { ...current }
  for (const field of patientTextFields) {
    const value = field === "phone_number" || field === "email" ? contact[field] : write[field]
    if (value !== undefined) next[field] = value
  }
  if (contact.date_of_birth !== undefined) next.date_of_birth = contact.date_of_birth
  for (const field of patientReferenceFields) if (write[field] !== undefined) next[field] = write[field]
  if (write.tags !== undefined) next.tags = write.tags
  if (write.referral !== undefined) next.referral = write.referral
  if (write.source_extraction_id !== undefined) next.source_extraction_id = write.source_extraction_id
  if (write.custom_fields !== undefined) next.custom_fields = { ...current.custom_fields, ...write.custom_fields }
  if (write.external_id != null) {
    const { type_id, value } = write.external_id
    next.external_ids = [...current.external_ids.filter((e) => e.type_id !== type_id), { type_id, value }]
  }
  return next as Patient
}

/** Each referenced record must be an active one of the company: 404 naming the field. */
const checkReferences = (reference: ReferenceData, companyId: string, write: PatientWrite) =>
  Effect.gen(function*() {
    const checks = [
      ["workflow_stage_id", "workflow_stage", write.workflow_stage_id],
      ["assigned_user_id", "user", write.assigned_user_id],
      ["location_id", "location", write.location_id],
      ["organization_id", "organization", write.organization_id],
      ["external_id.type_id", "external_id_type", write.external_id?.type_id]
    ] as const
    for (const [param, kind, id] of checks) yield* reference.requireActive(companyId, kind, id, param)
  })

export class Patients extends Effect.Service<Patients>()("vob-sandbox/Patients", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PatientsRepo
    const clock = yield* SandboxClock
    const releases = yield* Releases
    const reference = yield* ReferenceData
    const events = yield* EventLog
    const policies = yield* PatientPolicies
    const { stageOf, defaultStage, emitStageEvents } = yield* PatientStages

    const eightDigitsOf = (companyId: string): EightDigitDates =>
      releases.statesOf(companyId).dob_mmddyyyy ? "MMDDYYYY" : "YYYYMMDD"

    /** The patient a write names or matches (404 for a patient_id that is not an active one). */
    const matchFor = (companyId: string, write: PatientWrite, contact: ReturnType<typeof usableContact>) =>
      Effect.gen(function*() {
        if (write.patient_id !== undefined) {
          yield* repo.table.get(companyId, write.patient_id, "patient_id")
          return { patientId: write.patient_id, reason: "patient_id" as MatchReason }
        }
        const candidates = yield* repo.candidates(companyId, {
          externalId: write.external_id,
          first_name: write.first_name,
          last_name: write.last_name,
          date_of_birth: contact.date_of_birth,
          phone_number: contact.phone_number,
          email: contact.email
        })
        return matchPatient({ ...write, date_of_birth: contact.date_of_birth }, candidates)
      })

    /** Who an upsert of `write` would match now, without writing anything. */
    const findMatch = (companyId: string, write: PatientWrite) =>
      Effect.flatMap(clock.nowMs(companyId), (nowMs) =>
        matchFor(companyId, write, usableContact(write, toIsoDate(nowMs), eightDigitsOf(companyId))))

    /** Matches or creates, in the caller's transaction. */
    const upsertInTransaction = (caller: Caller, write: PatientWrite, createdFrom: string | null) =>
      Effect.gen(function*() {
        const { companyId } = caller
        const nowMs = yield* clock.nowMs(companyId)
        const nowIso = toTimestamp(nowMs)
        const contact = usableContact(write, toIsoDate(nowMs), eightDigitsOf(companyId))
        const dropped = contact.dropped.map((d) => d.field)
        yield* checkReferences(reference, companyId, write)

        const match = yield* matchFor(companyId, write, contact)

        if (match !== undefined) {
          const { patientId } = match
          const { after, changed, before } = yield* repo.table.update(companyId, patientId, {}, (current) => {
            const next = applyWrite(current, write, contact)
            const differs = changedFields(current, next, comparedFields).length > 0
            return Effect.succeed(differs ? { ...next, updated_at: nowIso } : current)
          })
          if (changed) {
            const fields = changedFields(before, after, reportedFields)
            if (fields.length > 0) {
              yield* events.emit(companyId, "patient_updated", {
                patient: { id: patientId },
                changed_fields: fields,
                changed_by: caller.userId
              })
            }
            if (after.workflow_stage_id !== before.workflow_stage_id && after.workflow_stage_id !== null) {
              const next = yield* stageOf(companyId, after.workflow_stage_id)
              if (next !== undefined) {
                const previous = yield* stageOf(companyId, before.workflow_stage_id)
                yield* emitStageEvents(companyId, patientId, previous, next, caller.userId, "moved")
              }
            }
          }
          yield* repo.addExternalIds(companyId, patientId, after.external_ids)
          const embedded = yield* policies.applyEmbedded(caller, patientId, write.policies ?? [])
          return {
            patient: after,
            created: false,
            matched: true,
            changed,
            match_reason: match.reason,
            dropped_fields: dropped,
            policies: embedded
          } satisfies UpsertOutcome
        }

        const identity = {
          first_name: write.first_name,
          last_name: write.last_name,
          phone_number: contact.phone_number,
          email: contact.email,
          date_of_birth: contact.date_of_birth,
          hasExternalId: write.external_id != null
        }
        if (!canCreate(identity)) return yield* Effect.fail(patientNotCreatable(notCreatableDetails(contact.dropped)))
        const stage = write.workflow_stage_id == null
          ? yield* defaultStage(companyId)
          : yield* stageOf(companyId, write.workflow_stage_id)
        const patient: Patient = {
          ...applyWrite(emptyPatient(yield* ids.next(companyId, "patient"), nowIso), write, contact),
          workflow_stage_id: stage?.id ?? null,
          created_from: createdFrom
        }
        yield* repo.table.insert(companyId, patient.id, patient)
        yield* repo.addExternalIds(companyId, patient.id, patient.external_ids)
        yield* events.emit(companyId, "patient_created", { patient: { id: patient.id }, created_by: caller.userId })
        if (stage !== undefined) yield* emitStageEvents(companyId, patient.id, undefined, stage, caller.userId, "created")
        const embedded = yield* policies.applyEmbedded(caller, patient.id, write.policies ?? [], [])
        return {
          patient,
          created: true,
          matched: false,
          changed: true,
          match_reason: null,
          dropped_fields: dropped,
          policies: embedded
        } satisfies UpsertOutcome
      })

    const upsert = (caller: Caller, write: PatientWrite) =>
      inTransaction(sql, upsertInTransaction(caller, write, null))

    return {
      upsert,
      upsertInTransaction,
      findMatch,
      findJson: repo.table.findJson,
      exists: repo.table.exists,
      get: (companyId: string, id: string): Effect.Effect<Patient, NotFound> => repo.table.get(companyId, id),
      list: (companyId: string, page: Page) => repo.table.list(companyId, page)
    } as const
  }),
  dependencies: [
    Releases.Default,
    PatientsRepo.Default,
    EventLog.Default,
    PatientPolicies.Default,
    PatientStages.Default
  ]
}) {}
