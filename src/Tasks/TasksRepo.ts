/** SQL for tasks and task comments. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { Task, TaskComment } from "./Task.js"

const tasksTable = makeDocumentTable({
  table: "tasks",
  resource: "task",
  schema: Task,
  columns: (task) => ({ status: task.status, priority: task.priority }),
  version: { get: (task) => task.version, set: (task, version) => ({ ...task, version }) }
})

const taskCommentsTable = makeDocumentTable({
  table: "task_comments",
  resource: "task comment",
  schema: TaskComment,
  columns: (comment) => ({ task_id: comment.task_id })
})

export interface TaskFilter {
  readonly status?: Task["status"] | undefined
  readonly priority?: Task["priority"] | undefined
}

export class TasksRepo extends Effect.Service<TasksRepo>()("vob-sandbox/TasksRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const tasks = yield* tasksTable
    const comments = yield* taskCommentsTable
    return {
      get: tasks.get,
      update: tasks.update,
      insert: (task: Task) => tasks.insert(task.company_id, task.id, task),
      insertComment: (companyId: string, comment: TaskComment) => comments.insert(companyId, comment.id, comment),
      list: (companyId: string, filter: TaskFilter, page: Page) =>
        tasks.list(companyId, page, [
          ...(filter.status === undefined ? [] : [sql`status = ${filter.status}`]),
          ...(filter.priority === undefined ? [] : [sql`priority = ${filter.priority}`])
        ])
    } as const
  })
}) {}
