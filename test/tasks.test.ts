import { afterAll, describe, expect, it } from "vitest"
import { seedPatient } from "./support/SeedPatient.js"
import { type Company, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const T0 = "2030-01-01T09:00:00.000Z"

const setUp = async () => {
  const company = await app.newCompany()
  await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: T0 } })
  const fixtures = await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })
  const users: Array<string> = fixtures.data.users.map((u: { id: string }) => u.id)
  return { company, users }
}

const createTask = async (company: Company, body: Record<string, unknown>, as: "key" | "bearer" = "key") =>
  app.request("POST", "/sandbox/v1/tasks", {
    ...(as === "key" ? { key: company.apiKey } : { bearer: company.bearer }),
    body
  })

const patchTask = (company: Company, id: string, body: Record<string, unknown>) =>
  app.request("PATCH", `/sandbox/v1/tasks/${id}`, { bearer: company.bearer, body })

const eventsOf = async (company: Company) =>
  (await app.request("GET", "/sandbox/v1/events?limit=100", { key: company.apiKey })).data.data.reverse() as Array<{
    type: string
    payload: Record<string, unknown>
  }>

/** The event payloads without the envelope fields every event carries. */
const payloadsOf = async (company: Company) =>
  (await eventsOf(company)).map(({ payload: { event_id: _, timestamp: __, ...rest } }) => rest)

describe("POST /sandbox/v1/tasks and GET /v1/tasks/{id}", () => {
  it("creates a task with every field of the spec's task, defaults applied", async () => {
    const { company, users } = await setUp()
    const created = await createTask(company, { title: "Call the payer", assigned_user_ids: [users[1]] }, "bearer")
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      title: "Call the payer",
      description: null,
      tags: [],
      deadline: null,
      created_at: T0,
      updated_at: T0,
      priority: "medium",
      created_by_id: company.userId,
      company_id: company.id,
      version: 1,
      status: "pending",
      call_id: null,
      fax_id: null,
      assistant_id: null,
      session_id: null,
      patient_id: null,
      type: null,
      external_message_ids: {},
      assigned_user_ids: [users[1]],
      completed_at: null
    })
    const one = await app.request("GET", `/v1/tasks/${created.data.id}`, { key: company.apiKey })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(created.body)
  })

  it("takes every staff field; the deadline is stored in UTC", async () => {
    const { company, users } = await setUp()
    const patient = await seedPatient(app, company)
    const created = await createTask(company, {
      title: "  Collect the referral  ",
      description: "Ask Dr. Who's office",
      tags: ["referral", "urgent-ish"],
      deadline: "2030-01-03T17:00:00+02:00",
      priority: "high",
      status: "in_progress",
      patient_id: patient,
      assigned_user_ids: users
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: "Collect the referral",
      description: "Ask Dr. Who's office",
      tags: ["referral", "urgent-ish"],
      deadline: "2030-01-03T15:00:00.000Z",
      priority: "high",
      status: "in_progress",
      patient_id: patient,
      assigned_user_ids: users,
      created_by_id: null
    })
  })

  it("refuses bad input: 422 naming the field, 404 for a patient that is not the company's", async () => {
    const { company } = await setUp()
    const other = await app.newCompany()
    const theirPatient = await seedPatient(app, other)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 422, "title"],
      [{ title: "   " }, 422, "title"],
      [{ title: "x", priority: "critical" }, 422, "priority"],
      [{ title: "x", status: "done" }, 422, "status"],
      [{ title: "x", deadline: "tomorrow" }, 422, "deadline"],
      [{ title: "x", assigned_user_ids: [other.userId] }, 422, "assigned_user_ids"],
      [{ title: "x", patient_id: theirPatient }, 404, "patient_id"]
    ]
    for (const [body, status, param] of cases) {
      const reply = await createTask(company, body)
      expect(reply.status, JSON.stringify(body)).toBe(status)
      expect(reply.error.param).toBe(param)
    }
    expect((await app.request("GET", "/v1/tasks", { key: company.apiKey })).data.pagination.total).toBe(0)
    expect(await eventsOf(company)).toEqual([])
  })
})

describe("GET /v1/tasks", () => {
  it("lists the company's tasks filtered by status and priority; unknown values are 422", async () => {
    const { company } = await setUp()
    const other = await app.newCompany()
    await createTask(other, { title: "elsewhere" })
    const a = (await createTask(company, { title: "a", priority: "low" })).data
    const b = (await createTask(company, { title: "b", priority: "urgent", status: "in_progress" })).data
    const c = (await createTask(company, { title: "c", priority: "urgent", status: "completed" })).data
    const ids = async (query: "" | `?${string}`) => {
      const reply = await app.request("GET", `/v1/tasks${query}`, { key: company.apiKey })
      expect(reply.status).toBe(200)
      return reply.data.data.map((t: { id: string }) => t.id)
    }
    expect(await ids("")).toEqual([a.id, b.id, c.id])
    expect(await ids("?priority=urgent")).toEqual([b.id, c.id])
    expect(await ids("?status=completed")).toEqual([c.id])
    expect(await ids("?status=in_progress&priority=urgent")).toEqual([b.id])
    expect(await ids("?status=pending&priority=urgent")).toEqual([])
    const page = await app.request("GET", "/v1/tasks?limit=2&page=2", { key: company.apiKey })
    expect(page.data.pagination).toEqual({ has_more: false, total: 3, page: 2, limit: 2 })

    for (const [query, param] of [["?status=done", "status"], ["?priority=critical", "priority"], ["?limit=0", "limit"]]) {
      const reply = await app.request("GET", `/v1/tasks${query}`, { key: company.apiKey })
      expect(reply.status).toBe(422)
      expect(reply.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param })
    }
  })

  it("is 404 for an unknown task id", async () => {
    const { company } = await setUp()
    const reply = await app.request("GET", "/v1/tasks/00000000-0000-4000-8000-000000000000", { key: company.apiKey })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ code: "resource_not_found" })
  })
})

describe("task events", () => {
  it("emits every task event with ids only, in the change's order", async () => {
    const { company, users } = await setUp()
    const [dana, val] = users
    const secrets = ["Secret title", "Private description", "Comment with PHI", "New secret title"]
    const task = (await createTask(company, {
      title: secrets[0],
      description: secrets[1],
      assigned_user_ids: [dana]
    }, "bearer")).data

    const assigned = await patchTask(company, task.id, { assigned_user_ids: [dana, val] })
    expect(assigned.body).toMatchObject({ version: 2, assigned_user_ids: [dana, val] })
    const updated = await patchTask(company, task.id, { title: secrets[3], priority: "urgent", tags: ["x"] })
    expect(updated.body).toMatchObject({ version: 3, title: secrets[3], priority: "urgent", tags: ["x"] })
    await app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds: 60 } })
    const completed = await patchTask(company, task.id, { status: "completed" })
    expect(completed.body).toMatchObject({
      version: 4,
      status: "completed",
      completed_at: "2030-01-01T09:01:00.000Z",
      updated_at: "2030-01-01T09:01:00.000Z"
    })
    const comment = await app.request("POST", `/sandbox/v1/tasks/${task.id}/comments`, {
      key: company.apiKey,
      body: { content: secrets[2] }
    })
    expect(comment.status).toBe(201)
    expect(comment.body).toEqual({
      id: expect.any(String),
      task_id: task.id,
      content: secrets[2],
      created_at: "2030-01-01T09:01:00.000Z",
      created_by_id: null
    })
    const reopened = await patchTask(company, task.id, { status: "in_progress" })
    expect(reopened.body).toMatchObject({ version: 5, status: "in_progress", completed_at: null })

    const ref = { task: { id: task.id } }
    expect(await payloadsOf(company)).toEqual([
      { event_type: "task_created", ...ref, assigned_user_ids: [dana], created_by: company.userId },
      { event_type: "task_assigned", ...ref, assigned_user_ids: [dana, val], changed_by: company.userId },
      { event_type: "task_updated", ...ref, changed_fields: ["title", "tags", "priority"], changed_by: company.userId },
      {
        event_type: "task_completed",
        ...ref,
        completed_at: "2030-01-01T09:01:00.000Z",
        completed_by: company.userId,
        created_by: company.userId
      },
      { event_type: "task_comment_created", ...ref, comment: { id: comment.data.id }, created_by: null },
      { event_type: "task_updated", ...ref, changed_fields: ["status"], changed_by: company.userId }
    ])
    const raw = JSON.stringify(await eventsOf(company))
    for (const text of secrets) expect(raw).not.toContain(text)
  })

  it("one PATCH may emit task_updated, task_assigned and task_completed together", async () => {
    const { company, users } = await setUp()
    const task = (await createTask(company, { title: "t" })).data
    await patchTask(company, task.id, { status: "completed", assigned_user_ids: [users[0]], deadline: "2030-02-01T00:00:00Z" })
    expect((await eventsOf(company)).map((e) => e.type)).toEqual([
      "task_created",
      "task_updated",
      "task_assigned",
      "task_completed"
    ])
    const [, updated] = await eventsOf(company)
    expect(updated!.payload.changed_fields).toEqual(["deadline"])
  })

  it("a task created completed emits task_created then task_completed; an API key records null actors", async () => {
    const { company } = await setUp()
    const task = (await createTask(company, { title: "done already", status: "completed" })).data
    expect(task.completed_at).toBe(T0)
    expect(await payloadsOf(company)).toEqual([
      { event_type: "task_created", task: { id: task.id }, assigned_user_ids: [], created_by: null },
      { event_type: "task_completed", task: { id: task.id }, completed_at: T0, completed_by: null, created_by: null }
    ])
  })

  it("a PATCH that changes no value (same assignees in another order) keeps the version and emits nothing", async () => {
    const { company, users } = await setUp()
    const task = (await createTask(company, { title: "same", priority: "low", assigned_user_ids: users })).data
    const before = await eventsOf(company)
    const noop = await patchTask(company, task.id, {
      title: "same",
      priority: "low",
      assigned_user_ids: [...users].reverse(),
      deadline: null,
      version: 1
    })
    expect(noop.status).toBe(200)
    expect(noop.body).toEqual(task)
    expect(await eventsOf(company)).toEqual(before)
    expect((await patchTask(company, task.id, {})).body).toEqual(task)
  })
})

describe("PATCH /sandbox/v1/tasks/{id}", () => {
  it("refuses a stale version with 409 version_conflict naming the current version", async () => {
    const { company } = await setUp()
    const task = (await createTask(company, { title: "v" })).data
    expect((await patchTask(company, task.id, { priority: "high", version: 1 })).data.version).toBe(2)
    const stale = await patchTask(company, task.id, { priority: "low", version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({
      type: "conflict_error",
      code: "version_conflict",
      param: "version",
      meta: { current_version: 2 }
    })
    expect((await app.request("GET", `/v1/tasks/${task.id}`, { key: company.apiKey })).data.priority).toBe("high")
  })

  it("validates like creation: 422 for bad fields, 404 for another company's patient, nothing stored", async () => {
    const { company } = await setUp()
    const other = await app.newCompany()
    const task = (await createTask(company, { title: "v" })).data
    const own = await seedPatient(app, company)
    const theirs = await seedPatient(app, other)
    expect((await patchTask(company, task.id, { title: "" })).body).toMatchObject({ param: "title" })
    expect((await patchTask(company, task.id, { assigned_user_ids: [other.userId] })).body).toMatchObject({
      param: "assigned_user_ids"
    })
    const foreign = await patchTask(company, task.id, { patient_id: theirs })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ param: "patient_id" })
    const linked = await patchTask(company, task.id, { patient_id: own })
    expect(linked.body).toMatchObject({ patient_id: own, version: 2 })
    const unlinked = await patchTask(company, task.id, { patient_id: null })
    expect(unlinked.body).toMatchObject({ patient_id: null, version: 3 })
  })

  it("a comment on an unknown task is 404, a blank comment 422", async () => {
    const { company } = await setUp()
    const task = (await createTask(company, { title: "c" })).data
    const unknown = await app.request("POST", "/sandbox/v1/tasks/00000000-0000-4000-8000-000000000000/comments", {
      key: company.apiKey,
      body: { content: "hi" }
    })
    expect(unknown.status).toBe(404)
    const blank = await app.request("POST", `/sandbox/v1/tasks/${task.id}/comments`, {
      key: company.apiKey,
      body: { content: " " }
    })
    expect(blank.status).toBe(422)
    expect(blank.body).toMatchObject({ param: "content" })
  })
})

describe("sandbox bodies", () => {
  it("refuse undeclared fields, naming them, like every /sandbox/v1 body", async () => {
    const company = await app.newCompany()
    const created = await app.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, body: { title: "Call payer", titel: "typo" } })
    expect(created.status).toBe(422)
    expect(created.body).toMatchObject({ code: "unknown_field", param: "titel" })
    const task = (await app.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, body: { title: "Call payer" } })).data
    const patched = await app.request("PATCH", `/sandbox/v1/tasks/${task.id}`, { key: company.apiKey, body: { prio: "high" } })
    expect(patched.body).toMatchObject({ code: "unknown_field", param: "prio" })
    const conversation = await app.request("POST", "/sandbox/v1/conversations", {
      key: company.apiKey,
      body: { patient_id: crypto.randomUUID(), channel: "sms" }
    })
    expect(conversation.body).toMatchObject({ code: "unknown_field", param: "channel" })
  })
})
