/**
 * Receivers that misbehave on real loopback sockets: after the status line the sender reads at most a
 * little of the body and closes, every attempt ends by one deadline (shortened here; 30 s by default),
 * and a receiver that hangs holds up neither the socket nor its company's other jobs.
 */
import { Effect, Fiber } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { JobRunner } from "../src/Orchestration/JobRunner.js"
import { MAX_RESPONSE_BYTES } from "../src/Webhooks/WebhookSender.js"
import { type Misbehaviour, startMisbehavingReceiver } from "./support/MisbehavingReceiver.js"
import { startApp } from "./support/TestApp.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe, T0 } from "./support/Webhooks.js"

const DEADLINE_MS = 300
const app = startApp({ webhookTimeoutMs: DEADLINE_MS })
afterAll(() => app.dispose())

/** A delivery to a receiver behaving so, its first attempt made (advance waits for it). */
const attemptTo = async (behaviour: Misbehaviour) => {
  const receiver = await startMisbehavingReceiver(behaviour)
  const company = await frozenCompany(app)
  const subscription = await subscribe(app, company, receiver.url, ["task_created"])
  await createTask(app, company)
  expect((await advance(app, company, 0)).status).toBe(200)
  const [delivery] = (await deliveriesOf(app, company, subscription.id)).data
  return { receiver, delivery }
}

describe("a webhook attempt", () => {
  it("reads a little of an endless body and closes the connection", async () => {
    const { receiver, delivery } = await attemptTo("endless")
    try {
      expect(delivery).toMatchObject({ status: "delivered", attempt_count: 1, response_code: 200 })
      await expect.poll(receiver.closed, { timeout: 2_000, interval: 5 }).toBe(1)
      // What the receiver got out is what was read plus what the sockets' buffers held, not an endless stream.
      expect(receiver.bytesWritten()).toBeGreaterThanOrEqual(MAX_RESPONSE_BYTES)
      expect(receiver.bytesWritten()).toBeLessThan(32 * 1024 * 1024)
    } finally {
      await receiver.close()
    }
  })

  it("ends at the deadline when the body trickles, and keeps the status it got in time", async () => {
    const { receiver, delivery } = await attemptTo("trickle")
    try {
      expect(delivery).toMatchObject({ status: "delivered", attempt_count: 1, response_code: 200 })
      await expect.poll(receiver.closed, { timeout: 2_000, interval: 5 }).toBe(1)
      const written = receiver.bytesWritten()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(receiver.bytesWritten()).toBe(written)
    } finally {
      await receiver.close()
    }
  })

  it("ends at the deadline when the receiver goes silent after its status line", async () => {
    const { receiver, delivery } = await attemptTo("silent")
    try {
      expect(delivery).toMatchObject({ status: "delivered", attempt_count: 1, response_code: 200 })
      await expect.poll(receiver.closed, { timeout: 2_000, interval: 5 }).toBe(1)
    } finally {
      await receiver.close()
    }
  })

  it("times out and closes when the receiver never answers", async () => {
    const { receiver, delivery } = await attemptTo("hang")
    try {
      expect(delivery).toMatchObject({ status: "pending", attempt_count: 1, response_code: null })
      expect(delivery.attempts[0].error).toBe(`no response within ${DEADLINE_MS / 1000} s`)
      await expect.poll(receiver.closed, { timeout: 2_000, interval: 5 }).toBe(1)
    } finally {
      await receiver.close()
    }
  })
})

describe("a receiver that hangs", () => {
  it("holds up none of its company's other jobs while advance waits for it", async () => {
    // A deadline far beyond the test: the attempt ends when the receiver lets go.
    const patient = startApp({ webhookTimeoutMs: 60_000 })
    const receiver = await startMisbehavingReceiver("hang")
    try {
      const company = await frozenCompany(patient, T0)
      const call = <M extends string, P extends string>(method: M, path: P, body?: unknown) =>
        patient.request(method, path, { key: company.apiKey, ...(body === undefined ? {} : { body }) })
      await subscribe(patient, company, receiver.url, ["task_created"])
      await createTask(patient, company)
      await expect.poll(receiver.requests, { timeout: 2_000, interval: 5 }).toBe(1)

      // advance, as the clock endpoint runs it, until it is waiting for the attempt.
      const advancing = await patient.run(Effect.forkDaemon(
        Effect.flatMap(JobRunner, (runner) => Effect.map(runner.advance(company.id, () => Effect.succeed(Date.parse(T0) + 60_000)), ({ jobsRun }) => jobsRun))
      ))
      await expect.poll(() => patient.run(Fiber.status(advancing)).then((s) => s._tag), { timeout: 2_000, interval: 1 })
        .toBe("Suspended")

      const fixtures = (await call("GET", "/sandbox/v1/fixtures")).data
      const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna")!.id
      const submitted = await call("POST", "/v1/verification-of-benefits-requests", {
        patient: { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12" },
        policies: [{ insurance_id: aetna, member_number: "W123", coverage_tier: "primary" }]
      })
      expect(submitted.status).toBe(202)
      await expect.poll(async () => (await call("GET", `/v1/verification-of-benefits-requests/${submitted.data.id}`)).data.status, {
        timeout: 3_000,
        interval: 5
      }).toBe("completed")

      // advance still waits for the attempt, and answers once the receiver lets go.
      expect(await patient.run(Fiber.poll(advancing))).toMatchObject({ _tag: "None" })
      expect(receiver.closed()).toBe(0)
      await receiver.close()
      expect(await patient.run(Fiber.join(advancing))).toBeGreaterThanOrEqual(1)
      expect((await call("GET", "/sandbox/v1/clock")).data.now).toBe("2030-01-01T09:01:00.000Z")
    } finally {
      await receiver.close()
      await patient.dispose()
    }
  })
})
