/**
 * Two instances on one PostgreSQL database: each holds a company's webhook subscriptions in memory, and a
 * change made through the other instance (a PATCH of the types, a deactivation, a delete) is seen by the
 * next event of the first one: the database raises the company's `subscriptions_version` with the write,
 * and every event's INSERT reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Postgres, postgresMissing, startPostgres } from "../support/Postgres.js"
import { startReceiver, type Receiver } from "../support/Receiver.js"
import { type Running, start, stopAll } from "../support/SpawnedSandbox.js"

const T0 = "2030-01-01T09:00:00.000Z"

const missing = postgresMissing()
if (missing !== undefined) console.warn(missing)

const call = async (base: string, method: string, path: string, key: string | undefined, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
}

describe.skipIf(missing !== undefined)("subscriptions held by two instances of one PostgreSQL database", () => {
  let server: Postgres
  let receiver: Receiver
  let one: Running
  let two: Running

  beforeAll(async () => {
    server = await startPostgres()
    const url = await server.createDatabase()
    receiver = await startReceiver(200)
    const args = ["--db", url, "--clock", "frozen", "--start-time", T0, "--log-level", "warning"]
    one = await start([...args, "--instance-id", "one"])
    two = await start([...args, "--instance-id", "two"])
  }, 120_000)

  afterAll(async () => {
    stopAll()
    await receiver?.close()
    server?.stop()
  })

  it("see a change made through the other instance at the next event", async () => {
    const company = await call(one.url, "POST", "/sandbox/v1/companies", undefined, { name: "Held" })
    const key: string = company.body.api_key
    const subscription = (await call(one.url, "POST", "/v1/webhooks", key, { url: receiver.url, event_types: ["task_created"] })).body
    // An event through instance one, its attempt run by the advance: the number of deliveries received.
    const sent = async () => {
      expect((await call(one.url, "POST", "/sandbox/v1/tasks", key, { title: "Call the payer" })).status).toBe(201)
      expect((await call(one.url, "POST", "/sandbox/v1/clock/advance", key, { seconds: 0 })).status).toBe(200)
      return receiver.received.length
    }
    expect(await sent()).toBe(1)
    expect(await sent()).toBe(2) // held by instance one now

    const patch = async (body: Record<string, unknown>) =>
      expect((await call(two.url, "PATCH", `/v1/webhooks/${subscription.id}`, key, body)).status).toBe(200)
    await patch({ event_types: ["task_completed"] })
    expect(await sent()).toBe(2)
    await patch({ event_types: ["task_created"] })
    expect(await sent()).toBe(3)
    await patch({ is_active: false })
    expect(await sent()).toBe(3)
    await patch({ is_active: true })
    expect(await sent()).toBe(4)
    expect((await call(two.url, "DELETE", `/v1/webhooks/${subscription.id}`, key)).status).toBe(200)
    expect(await sent()).toBe(4)
  }, 120_000)
})
