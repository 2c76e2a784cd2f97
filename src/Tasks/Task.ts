/** A task of the clinic's team, its comments, and the staff-side bodies that create and change them. */
import { Schema } from "effect"
import { IsoDateTimeInput, Timestamp, Uuid, FreeText, TEXT_LIMITS } from "../Domain/Scalars.js"

export const TaskStatus = Schema.Literal("pending", "in_progress", "completed").annotations({ identifier: "TaskStatus" })
export const TaskPriority = Schema.Literal("low", "medium", "high", "urgent").annotations({ identifier: "TaskPriority" })

export const Task = Schema.Struct({
  id: Uuid,
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  tags: Schema.Array(Schema.String),
  deadline: Schema.NullOr(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  priority: TaskPriority,
  created_by_id: Schema.NullOr(Uuid),
  company_id: Uuid,
  version: Schema.Int,
  status: TaskStatus,
  call_id: Schema.NullOr(Schema.String),
  fax_id: Schema.NullOr(Schema.String),
  assistant_id: Schema.NullOr(Schema.String),
  session_id: Schema.NullOr(Schema.String),
  patient_id: Schema.NullOr(Uuid),
  type: Schema.NullOr(Schema.String),
  external_message_ids: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  assigned_user_ids: Schema.Array(Uuid),
  completed_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "ClinicTask", description: "A task of the clinic's team." })

export type Task = typeof Task.Type

export const TaskComment = Schema.Struct({
  id: Uuid,
  task_id: Uuid,
  content: Schema.String,
  created_at: Timestamp,
  created_by_id: Schema.NullOr(Uuid)
}).annotations({ identifier: "TaskComment" })

export type TaskComment = typeof TaskComment.Type

const Title = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "title must not be blank" }),
  Schema.maxLength(TEXT_LIMITS.title, { message: () => `title must be at most ${TEXT_LIMITS.title} characters` })
)

/** The fields staff set on a task; every one optional on PATCH. */
const TaskFields = {
  description: Schema.optional(Schema.NullOr(FreeText(TEXT_LIMITS.text))),
  tags: Schema.optional(Schema.Array(FreeText(TEXT_LIMITS.name))),
  deadline: Schema.optional(Schema.NullOr(IsoDateTimeInput)),
  priority: Schema.optional(TaskPriority),
  status: Schema.optional(TaskStatus),
  patient_id: Schema.optional(Schema.NullOr(Uuid)),
  assigned_user_ids: Schema.optional(Schema.Array(Uuid))
}

export const TaskCreate = Schema.Struct({ title: Title, ...TaskFields }).annotations({ identifier: "SandboxTaskCreate" })
export type TaskCreate = typeof TaskCreate.Type

export const TaskPatch = Schema.Struct({
  title: Schema.optional(Title),
  ...TaskFields,
  version: Schema.optional(Schema.Int.annotations({ description: "When sent, the update is refused (409) unless it is the task's current version." }))
}).annotations({ identifier: "SandboxTaskPatch" })
export type TaskPatch = typeof TaskPatch.Type

export const TaskCommentCreate = Schema.Struct({
  content: FreeText(TEXT_LIMITS.text).pipe(
    Schema.filter((s) => s.trim().length > 0, { message: () => "content must not be blank" })
  )
}).annotations({ identifier: "SandboxTaskCommentCreate" })
