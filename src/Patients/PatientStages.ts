/**
 * A patient's workflow stage: the company's stages (reference data), the default a new patient enters,
 * a move (its events commit with it), and the stage events a create or a move sends.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { notFound } from "../Domain/Errors.js"
import type { ReferenceRecord } from "../Domain/ReferenceRecords.js"
import { EventLog } from "../Events/EventLog.js"
import { inTransaction } from "../Store/Transaction.js"
import { PatientsRepo } from "./PatientsRepo.js"
import { sendsInsuranceVerification, type StageEntry } from "./StageEvents.js"

export type Stage = ReferenceRecord<"workflow_stage">

/** A stage as events name it. */
export const stageRef = (stage: Stage) => ({ id: stage.id, title: stage.title, order: stage.order })

export class PatientStages extends Effect.Service<PatientStages>()("vob-sandbox/PatientStages", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PatientsRepo
    const clock = yield* SandboxClock
    const reference = yield* ReferenceData
    const events = yield* EventLog

    const stageOf = (companyId: string, id: string | null) =>
      id === null
        ? Effect.succeed(undefined)
        : Effect.map(reference.get(companyId, "workflow_stage", id), Option.getOrUndefined)

    const defaultStage = (companyId: string) =>
      Effect.map(reference.list(companyId, "workflow_stage"), (stages) =>
        [...stages].sort((a, b) => a.order - b.order)[0])

    /** Stage events: the move itself, and patient_insurance_verification when the entry announces one. */
    const emitStageEvents = (
      companyId: string,
      patientId: string,
      previous: Stage | undefined,
      next: Stage,
      by: string | null,
      via: StageEntry
    ) =>
      Effect.gen(function*() {
        if (previous !== undefined) {
          yield* events.emit(companyId, "patient_stage_changed", {
            patient: { id: patientId },
            previous_stage: stageRef(previous),
            new_stage: stageRef(next),
            changed_by: by
          })
        }
        if (sendsInsuranceVerification(next, via)) {
          yield* events.emit(companyId, "patient_insurance_verification", {
            patient: { id: patientId },
            stage: stageRef(next),
            changed_by: by
          })
        }
      })

    /** Moves the patient to a stage, in the caller's transaction: the stage events when it really moves. */
    const moveInTransaction = (caller: Caller, patientId: string, stageId: string, via: StageEntry = "moved") =>
      Effect.gen(function*() {
        const { companyId } = caller
        const stage = yield* stageOf(companyId, stageId)
        if (stage === undefined) {
          // A missing patient is the answer before a missing stage; the update below reads the patient otherwise.
          yield* repo.table.get(companyId, patientId)
          return yield* Effect.fail(notFound("workflow stage", stageId, "workflow_stage_id"))
        }
        const nowIso = yield* clock.timestamp(companyId)
        const { after, before, changed } = yield* repo.table.update(companyId, patientId, {}, (current) =>
          Effect.succeed(
            current.workflow_stage_id === stageId ? current : { ...current, workflow_stage_id: stageId, updated_at: nowIso }
          ))
        const previous = yield* stageOf(companyId, before.workflow_stage_id)
        if (changed) yield* emitStageEvents(companyId, patientId, previous, stage, caller.userId, via)
        return { patient: after, previous, next: stage, moved: changed }
      })

    const moveToStage = (caller: Caller, patientId: string, stageId: string) =>
      inTransaction(sql, Effect.map(moveInTransaction(caller, patientId, stageId), (m) => m.patient))

    return { stageOf, defaultStage, emitStageEvents, moveInTransaction, moveToStage } as const
  }),
  dependencies: [PatientsRepo.Default, EventLog.Default]
}) {}
