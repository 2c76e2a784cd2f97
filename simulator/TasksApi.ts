/**
 * The /sandbox/v1 tasks group: what staff do to tasks.
 * Part of the public /sandbox/v1 control contract: users' test suites depend on these paths and bodies.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Authentication } from "../src/Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { IdPath } from "../src/Domain/Paths.js"
import { Task, TaskComment, TaskCommentCreate, TaskCreate, TaskPatch } from "../src/Tasks/Task.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"

export class SandboxTasksApi extends HttpApiGroup.make("sandboxTasks")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/tasks")
      .annotate(OpenApi.Summary, "Create a task (staff)")
      .setPayload(TaskCreate.annotations(refusesUnknownFields))
      .addSuccess(Task, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Staff create a task (priority defaults to medium, status to pending). `patient_id` must be an active " +
          "patient (404), `assigned_user_ids` users of the company (422). Emits task_created (and task_completed " +
          "when created completed)."
      )
  )
  .add(
    HttpApiEndpoint.patch("update", "/sandbox/v1/tasks/:id")
      .annotate(OpenApi.Summary, "Update a task (staff)")
      .setPath(IdPath)
      .setPayload(TaskPatch.annotations(refusesUnknownFields))
      .addSuccess(Task)
      .addError(NotFoundError)
      .addError(ConflictError)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Staff change a task. A sent `version` other than the current one is 409 version_conflict. Emits " +
          "task_assigned (assignees changed), task_completed (status became completed) and task_updated (any other " +
          "field); nothing when no value changed."
      )
  )
  .add(
    HttpApiEndpoint.post("comment", "/sandbox/v1/tasks/:id/comments")
      .annotate(OpenApi.Summary, "Comment on a task (staff)")
      .setPath(IdPath)
      .setPayload(TaskCommentCreate.annotations(refusesUnknownFields))
      .addSuccess(TaskComment, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(OpenApi.Description, "Staff comment on a task. Emits task_comment_created.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: tasks")
  .annotate(
    OpenApi.Description,
    "Staff writes on tasks: create, change and comment, as the service's team would."
  )
{}
