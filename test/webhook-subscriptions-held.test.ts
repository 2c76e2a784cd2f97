/**
 * The outbox holds each company's active subscriptions in memory, checked against the company's
 * `subscriptions_version` (raised by the database with every write of a subscription row, read with each
 * event's INSERT). Every way a subscription changes is seen by the next event: a PATCH of its types or
 * its activity, a delete, a reset, a snapshot's restore (test/reliability/subscriptions-across-instances
 * checks a change made through another instance on PostgreSQL).
 */
import { afterAll, describe, expect, it } from "vitest"
import { startReceiver } from "./support/Receiver.js"
import { startApp } from "./support/TestApp.js"
import { createTask, frozenCompany, subscribe } from "./support/Webhooks.js"

const app = startApp()
afterAll(() => app.dispose())

describe("subscriptions held in memory", () => {
  it("see every change of a subscription at the next event", async () => {
    const receiver = await startReceiver()
    try {
      const company = await frozenCompany(app)
      const key = company.apiKey
      const subscription = await subscribe(app, company, receiver.url, ["task_created"])
      const sent = async () => {
        await createTask(app, company)
        await app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds: 0 } })
        return receiver.received.length
      }
      expect(await sent()).toBe(1)
      expect(await sent()).toBe(2) // read once, then held

      const patch = (body: Record<string, unknown>) => app.request("PATCH", `/v1/webhooks/${subscription.id}`, { key, body })
      expect((await patch({ event_types: ["task_completed"] })).status).toBe(200)
      expect(await sent()).toBe(2)
      expect((await patch({ event_types: ["task_created"] })).status).toBe(200)
      expect(await sent()).toBe(3)
      expect((await patch({ is_active: false })).status).toBe(200)
      expect(await sent()).toBe(3)
      expect((await patch({ is_active: true })).status).toBe(200)
      expect(await sent()).toBe(4)

      // A snapshot taken while subscribed, restored after the subscription is deleted, brings it back.
      const snapshot = await app.request("POST", "/sandbox/v1/snapshots", { key, body: {} })
      expect(snapshot.status).toBe(201)
      expect((await app.request("DELETE", `/v1/webhooks/${subscription.id}`, { key })).status).toBe(200)
      expect(await sent()).toBe(4)
      expect((await app.request("POST", `/sandbox/v1/snapshots/${snapshot.data.id}/restore`, { key })).status).toBe(200)
      await app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T09:00:00.000Z" } })
      expect(await sent()).toBe(5)

      expect((await app.request("POST", "/sandbox/v1/reset", { key })).status).toBe(200)
      await app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T09:00:00.000Z" } })
      expect(await sent()).toBe(5)
    } finally {
      await receiver.close()
    }
  })
})
