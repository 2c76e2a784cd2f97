/**
 * Tasks: the /v1 reads, and the staff actions of the sandbox (create, change, comment). Each change
 * writes its events in the same transaction; payloads carry ids only, never titles, descriptions or
 * comment text.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Caller } from "../Auth/CurrentCaller.js"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { ReferenceData } from "../Companies/ReferenceData.js"
import { changedFields } from "../Domain/Changes.js"
import { invalidParameter } from "../Domain/Errors.js"
import type { Page } from "../Domain/Pagination.js"
import { instantMs, toTimestamp } from "../Domain/Scalars.js"
import { EventLog } from "../Events/EventLog.js"
import { makeActivePatientCheck } from "../Patients/ActivePatient.js"
import type { Task, TaskComment, TaskCreate, TaskPatch } from "./Task.js"
import { type TaskFilter, TasksRepo } from "./TasksRepo.js"
import { inTransaction } from "../Store/Transaction.js"
import { RecordIds } from "../Companies/RecordIds.js"

/** The fields staff change; `changed_fields` of task_updated names them. */
const PATCHABLE = [
  "title",
  "description",
  "tags",
  "deadline",
  "priority",
  "status",
  "patient_id",
  "assigned_user_ids"
] as const satisfies ReadonlyArray<keyof Task & keyof TaskPatch>


const sameMembers = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((id) => b.includes(id))

const toStoredDeadline = (deadline: string): string => toTimestamp(instantMs(deadline))

/** The sent fields as stored: deadlines normalised; the same assignees in another order are no change. */
const sentFields = (current: Task, patch: TaskPatch): Partial<Task> => {
  const sent: Record<string, unknown> = {}
  for (const key of PATCHABLE) if (patch[key] !== undefined) sent[key] = patch[key]
  if (patch.deadline != null) sent.deadline = toStoredDeadline(patch.deadline)
  if (patch.assigned_user_ids !== undefined && sameMembers(patch.assigned_user_ids, current.assigned_user_ids)) {
    sent.assigned_user_ids = current.assigned_user_ids
  }
  return sent as Partial<Task>
}

/** The task after `patch`, or `current` itself when nothing changes (no version bump, no event). */
const applyPatch = (current: Task, patch: TaskPatch, nowIso: string): Task => {
  const next: Task = { ...current, ...sentFields(current, patch) }
  if (changedFields(current, next, PATCHABLE).length === 0) return current
  return {
    ...next,
    updated_at: nowIso,
    completed_at: next.status === "completed" ? current.completed_at ?? nowIso : null
  }
}

export class Tasks extends Effect.Service<Tasks>()("vob-sandbox/Tasks", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const sql = yield* SqlClient.SqlClient
    const repo = yield* TasksRepo
    const clock = yield* SandboxClock
    const events = yield* EventLog
    const reference = yield* ReferenceData
    const activePatient = yield* makeActivePatientCheck


    const checkAssignees = (companyId: string, ids: ReadonlyArray<string> | undefined) =>
      Effect.gen(function*() {
        if (ids === undefined) return
        if (new Set(ids).size !== ids.length) {
          return yield* Effect.fail(invalidParameter("assigned_user_ids", "assigned_user_ids names a user more than once."))
        }
        const users = new Set((yield* reference.list(companyId, "user")).map((user) => user.id))
        const unknown = ids.find((id) => !users.has(id))
        if (unknown !== undefined) {
          return yield* Effect.fail(
            invalidParameter("assigned_user_ids", `'${unknown}' is not a user of this company (see GET /sandbox/v1/fixtures).`)
          )
        }
      })

    const checkReferences = (companyId: string, input: TaskPatch) =>
      Effect.zipRight(activePatient(companyId, input.patient_id), checkAssignees(companyId, input.assigned_user_ids))

    const emitCompleted = (caller: Caller, task: Task) =>
      events.emit(caller.companyId, "task_completed", {
        task: { id: task.id },
        completed_at: task.completed_at,
        completed_by: caller.userId,
        created_by: task.created_by_id
      })

    const create = (caller: Caller, input: TaskCreate) =>
      inTransaction(sql, Effect.gen(function*() {
        yield* checkReferences(caller.companyId, input)
        const now = yield* clock.timestamp(caller.companyId)
        const status = input.status ?? "pending"
        const task: Task = {
          id: yield* ids.next(caller.companyId, "task"),
          title: input.title,
          description: input.description ?? null,
          tags: input.tags ?? [],
          deadline: input.deadline == null ? null : toStoredDeadline(input.deadline),
          created_at: now,
          updated_at: now,
          priority: input.priority ?? "medium",
          created_by_id: caller.userId,
          company_id: caller.companyId,
          version: 1,
          status,
          call_id: null,
          fax_id: null,
          assistant_id: null,
          session_id: null,
          patient_id: input.patient_id ?? null,
          type: null,
          external_message_ids: {},
          assigned_user_ids: input.assigned_user_ids ?? [],
          completed_at: status === "completed" ? now : null
        }
        yield* repo.insert(task)
        yield* events.emit(caller.companyId, "task_created", {
          task: { id: task.id },
          assigned_user_ids: task.assigned_user_ids,
          created_by: caller.userId
        })
        if (status === "completed") yield* emitCompleted(caller, task)
        return task
      }))

    const update = (caller: Caller, id: string, patch: TaskPatch) =>
      inTransaction(sql, Effect.gen(function*() {
        const { after, before, changed } = yield* repo.update(
          caller.companyId,
          id,
          { expectedVersion: patch.version },
          (current) =>
            Effect.zipRight(
              checkReferences(caller.companyId, patch),
              Effect.map(clock.timestamp(caller.companyId), (now) => applyPatch(current, patch, now))
            )
        )
        if (!changed) return after
        const fields = changedFields(before, after, PATCHABLE)
        const completedNow = after.status === "completed" && before.status !== "completed"
        const updated = fields.filter((f) => f !== "assigned_user_ids" && !(f === "status" && completedNow))
        if (updated.length > 0) {
          yield* events.emit(caller.companyId, "task_updated", {
            task: { id },
            changed_fields: updated,
            changed_by: caller.userId
          })
        }
        if (fields.includes("assigned_user_ids")) {
          yield* events.emit(caller.companyId, "task_assigned", {
            task: { id },
            assigned_user_ids: after.assigned_user_ids,
            changed_by: caller.userId
          })
        }
        if (completedNow) yield* emitCompleted(caller, after)
        return after
      }))

    const comment = (caller: Caller, taskId: string, content: string) =>
      inTransaction(sql, Effect.gen(function*() {
        yield* repo.get(caller.companyId, taskId)
        const created: TaskComment = {
          id: yield* ids.next(caller.companyId, "task_comment"),
          task_id: taskId,
          content,
          created_at: yield* clock.timestamp(caller.companyId),
          created_by_id: caller.userId
        }
        yield* repo.insertComment(caller.companyId, created)
        yield* events.emit(caller.companyId, "task_comment_created", {
          task: { id: taskId },
          comment: { id: created.id },
          created_by: caller.userId
        })
        return created
      }))

    return {
      get: (companyId: string, id: string) => repo.get(companyId, id),
      list: (companyId: string, filter: TaskFilter, page: Page) => repo.list(companyId, filter, page),
      create,
      update,
      comment
    } as const
  }),
  dependencies: [TasksRepo.Default, EventLog.Default]
}) {}
