import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../Auth/Authentication.js"
import { NotFoundError } from "../Domain/Errors.js"
import { ListOf, PageParams } from "../Domain/Pagination.js"
import { IdPath } from "../Domain/Paths.js"
import { Task, TaskPriority, TaskStatus } from "./Task.js"

export class TasksApi extends HttpApiGroup.make("tasks")
  .add(
    HttpApiEndpoint.get("list", "/v1/tasks")
      .setUrlParams(Schema.Struct({
        ...PageParams,
        status: Schema.optional(TaskStatus),
        priority: Schema.optional(TaskPriority)
      }))
      .addSuccess(ListOf(Task, "ClinicTaskList"))
      .annotate(OpenApi.Summary, "List tasks")
      .annotate(OpenApi.Description, "The clinic team's tasks in creation order, a page at a time.")
  )
  .add(
    HttpApiEndpoint.get("get", "/v1/tasks/:id")
      .setPath(IdPath)
      .addSuccess(Task)
      .addError(NotFoundError)
      .annotate(OpenApi.Summary, "Get a task")
      .annotate(OpenApi.Description, "One task of the clinic's team.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Tasks")
  .annotate(
    OpenApi.Description,
    "The clinic team's tasks; read-only here, created and changed through `/sandbox/v1/tasks`."
  )
{}
