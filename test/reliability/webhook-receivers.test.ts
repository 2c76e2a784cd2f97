/**
 * Many misbehaving receivers at once (endless bodies, trickles, silence after the status line, no
 * answer): every attempt ends by its deadline, every connection is closed, and what the receivers
 * could push out stays bounded by what the sender reads plus socket buffers. Bounded: one advance
 * under a 5 s deadline (long enough for 60 status lines on a busy machine).
 */
import { afterAll, expect, it } from "vitest"
import { type Misbehaviour, startMisbehavingReceiver } from "../support/MisbehavingReceiver.js"
import { startApp } from "../support/TestApp.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe } from "../support/Webhooks.js"

const app = startApp({ webhookTimeoutMs: 5_000 })
afterAll(() => app.dispose())

it("lets go of 20 misbehaving receivers, 3 events each", async () => {
  const behaviours: ReadonlyArray<Misbehaviour> = ["endless", "trickle", "silent", "hang"]
  const receivers = await Promise.all(Array.from({ length: 20 }, (_, i) => startMisbehavingReceiver(behaviours[i % 4]!)))
  try {
    const company = await frozenCompany(app)
    const subscriptions = []
    for (const receiver of receivers) subscriptions.push(await subscribe(app, company, receiver.url, ["task_created"]))
    for (let i = 0; i < 3; i++) await createTask(app, company)
    expect((await advance(app, company, 0)).status).toBe(200)

    const attempts = receivers.length * 3
    await expect.poll(() => receivers.reduce((n, r) => n + r.closed(), 0), { timeout: 10_000, interval: 10 }).toBe(attempts)
    for (const [i, subscription] of subscriptions.entries()) {
      const expected = behaviours[i % 4] === "hang" ? "pending" : "delivered"
      for (const delivery of (await deliveriesOf(app, company, subscription.id)).data) {
        expect(delivery).toMatchObject({ status: expected, attempt_count: 1 })
      }
    }
    const endlessBytes = receivers.filter((_, i) => behaviours[i % 4] === "endless").reduce((n, r) => n + r.bytesWritten(), 0)
    console.log(`${attempts} attempts to misbehaving receivers: every connection closed; ` +
      `${(endlessBytes / 1024 / 1024).toFixed(1)} MB written by ${attempts / 4} endless bodies before they were cut off`)
    expect(endlessBytes).toBeLessThan((attempts / 4) * 32 * 1024 * 1024)
  } finally {
    await Promise.all(receivers.map((r) => r.close()))
  }
})
