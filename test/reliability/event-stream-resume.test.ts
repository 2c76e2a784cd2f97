/**
 * The event stream under churn: events are emitted continuously (several emitters, each in its own
 * transaction) while a client reads a few, drops the connection at a varying point and resumes with
 * Last-Event-ID, over and over. Bounded: 400 events, at most 200 reconnections. It must end with every
 * event exactly once, in the order the store recorded them.
 */
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { EventLog } from "../../src/Events/EventLog.js"
import type { SseMessage } from "../../src/Events/SseFrames.js"
import { openSse } from "../support/SseClient.js"
import { startApp } from "../support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const EVENTS = 400
const EMITTERS = 4
const MAX_RECONNECTIONS = 200

it("resumes after every drop without losing or repeating an event while events keep coming", { timeout: 120_000 }, async () => {
  const company = await app.newCompany()
  const url = `${await app.baseUrl()}/sandbox/v1/events/stream`
  const headers = { "x-api-key": company.apiKey }

  // Opened first: everything emitted below is after its start.
  let connection = await openSse(url, headers)
  let emitted = 0
  const emitting = Promise.all(Array.from({ length: EMITTERS }, async () => {
    while (emitted < EVENTS) {
      const n = emitted++
      await app.run(Effect.flatMap(EventLog, (events) =>
        events.emit(company.id, "patient_created", { patient: { id: `p${n}` }, created_by: null })))
    }
  }))

  const received: Array<SseMessage> = []
  let reconnections = 0
  // A fixed, varied pattern of how many messages to read before each drop (deterministic, no Math.random).
  let step = 0
  while (received.length < EVENTS && reconnections < MAX_RECONNECTIONS) {
    const readBeforeDrop = 1 + ((step++ * 7) % 11)
    const batch = await connection.take(Math.min(readBeforeDrop, EVENTS - received.length))
    received.push(...batch)
    connection.close()
    if (received.length < EVENTS) {
      connection = await openSse(url, { ...headers, "last-event-id": received[received.length - 1]!.id! })
      reconnections++
    }
  }
  await emitting

  const listed: Array<string> = []
  for (let page = 1; listed.length < EVENTS; page++) {
    const reply = await app.request("GET", `/sandbox/v1/events?limit=100&page=${page}`, { key: company.apiKey })
    listed.push(...reply.data.data.map((e: { id: string }) => e.id))
  }
  console.log(`event-stream-resume: ${EVENTS} events over ${reconnections + 1} connections`)
  expect(received.map((m) => m.id)).toEqual(listed.reverse())
  expect(new Set(received.map((m) => m.id)).size).toBe(EVENTS)
})
