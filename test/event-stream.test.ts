import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { EventLog } from "../src/Events/EventLog.js"
import { sseParser, type SseMessage } from "../src/Events/SseFrames.js"
import type { EventFieldsOf } from "../src/Webhooks/EventPayloads.js"
import type { EventType } from "../src/Webhooks/EventTypes.js"
import type { OpenApiTree } from "./support/ApiReplies.js"
import { onPostgresMatrix } from "./support/PostgresMatrix.js"
import { openSse } from "./support/SseClient.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const emit = <T extends EventType>(companyId: string, type: T, fields: EventFieldsOf<T>) =>
  app.run(Effect.flatMap(EventLog, (events) => events.emit(companyId, type, fields)))

const created = (id: string) => ({ patient: { id }, created_by: null })
const patientIdOf = (message: SseMessage) => JSON.parse(message.data).payload.patient.id

const stream = async (key: string, query = "", headers: Record<string, string> = {}) =>
  openSse(`${await app.baseUrl()}/sandbox/v1/events/stream${query}`, { "x-api-key": key, ...headers })

describe("GET /sandbox/v1/events/stream", () => {
  it("sends the company's events as they are recorded, in order, with id, type and the listed event as data", async () => {
    const company = await app.newCompany()
    const other = await app.newCompany()
    await emit(company.id, "patient_created", created("before-connecting"))
    const live = await stream(company.apiKey)
    expect(live.status).toBe(200)
    expect(live.contentType).toContain("text/event-stream")
    const first = await emit(company.id, "patient_created", created("p1"))
    await emit(other.id, "patient_created", created("elsewhere"))
    await emit(company.id, "patient_updated", { patient: { id: "p1" }, changed_fields: ["email"], changed_by: null })
    const messages = await live.take(2)
    live.close()
    expect(messages.map((m) => [m.event, patientIdOf(m)])).toEqual([["patient_created", "p1"], ["patient_updated", "p1"]])
    expect(messages[0]!.id).toBe(first.id)
    const listed = await app.request("GET", "/sandbox/v1/events?limit=1&type=patient_created", { key: company.apiKey })
    expect(JSON.parse(messages[0]!.data)).toEqual(listed.data.data[0])
  })

  it("filters by type (repeatable) and sends nothing of a rolled-back change", async () => {
    const company = await app.newCompany()
    const live = await stream(company.apiKey, "?type=patient_updated&type=task_created")
    await emit(company.id, "patient_created", created("filtered-out"))
    await app.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.withTransaction(Effect.zipRight(
          Effect.flatMap(EventLog, (events) => events.emit(company.id, "patient_updated", { patient: { id: "rolled-back" }, changed_fields: ["email"], changed_by: null })),
          Effect.fail("abort")
        ))).pipe(Effect.ignore)
    )
    await emit(company.id, "patient_updated", { patient: { id: "kept" }, changed_fields: ["email"], changed_by: null })
    const [message] = await live.take(1)
    live.close()
    expect(patientIdOf(message!)).toBe("kept")
  })

  it("resumes after Last-Event-ID without losing or repeating an event", async () => {
    const company = await app.newCompany()
    const first = await stream(company.apiKey)
    await emit(company.id, "patient_created", created("a"))
    await emit(company.id, "patient_created", created("b"))
    const [a] = await first.take(1)
    first.close()
    await emit(company.id, "patient_created", created("c"))
    const resumed = await stream(company.apiKey, "", { "last-event-id": a!.id! })
    await emit(company.id, "patient_created", created("d"))
    const messages = await resumed.take(3)
    resumed.close()
    expect(messages.map(patientIdOf)).toEqual(["b", "c", "d"])
  })

  it.skipIf(!onPostgresMatrix)("holds a later event back until an earlier one's transaction ends, then sends both in order (PostgreSQL)", async () => {
    const company = await app.newCompany()
    const live = await stream(company.apiKey)
    let emitted = () => {}
    const lateEmitted = new Promise<void>((resolve) => (emitted = resolve))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    // Takes the lower seq, then stays open while another transaction takes a higher one and commits.
    const late = app.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* Effect.flatMap(EventLog, (events) => events.emit(company.id, "patient_created", created("late")))
        emitted()
        yield* Effect.promise(() => released)
      }))))
    await lateEmitted
    await emit(company.id, "patient_created", created("early"))
    // Time enough for the stream's reader to poll several times (every 200 ms): a cursor moved past the
    // committed event would skip the late one for good.
    const sentMeanwhile = await Promise.race([live.take(1), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1_000))])
    try {
      expect(sentMeanwhile).toBeUndefined()
    } finally {
      release()
      await late
    }
    await emit(company.id, "patient_created", created("after"))
    const messages = await live.take(3)
    live.close()
    expect(messages.map(patientIdOf)).toEqual(["late", "early", "after"])
  })

  it("answers 401 without credentials and 422 naming Last-Event-ID or type for what it cannot use", async () => {
    const company = await app.newCompany()
    const anonymous = await app.request("GET", "/sandbox/v1/events/stream")
    expect(anonymous.status).toBe(401)
    const unknown = await app.request("GET", "/sandbox/v1/events/stream", { key: company.apiKey, headers: { "last-event-id": "nope" } })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param: "Last-Event-ID" })
    const badType = await app.request("GET", "/sandbox/v1/events/stream?type=nope", { key: company.apiKey })
    expect(badType.status).toBe(422)
    expect(badType.body).toMatchObject({ type: "validation_error", param: "type" })
  })

  it("is documented as text/event-stream in /openapi.json", async () => {
    const openapi = await app.request("GET", "/openapi.json")
    const operation = (openapi.data as OpenApiTree).paths["/sandbox/v1/events/stream"].get
    expect(Object.keys(operation.responses["200"].content)).toEqual(["text/event-stream"])
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(["last-event-id", "type"])
  })
})

describe("sseParser", () => {
  it("splits messages on blank lines whatever the line ending and chunking, skipping comments", () => {
    const seen: Array<SseMessage> = []
    const feed = sseParser((m) => seen.push(m))
    const text = ": hi\r\nid: 1\r\nevent: a\r\ndata: {\"x\":1}\r\n\r\nretry: 10\n\nid: 2\rdata: two\rdata: lines\r\r: more\n"
    for (const char of text) feed(char)
    expect(seen).toEqual([{ id: "1", event: "a", data: "{\"x\":1}" }, { id: "2", event: "message", data: "two\nlines" }])
  })
})
