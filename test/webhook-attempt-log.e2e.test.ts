/**
 * The attempt log matches what the receiver saw: a POST cut short (the server SIGKILLed while the receiver
 * holds it, on a file database; the database lost meanwhile, on PostgreSQL) stays listed as an attempt
 * without an outcome, and the POST made again after is a second attempt: two POSTs, two attempts.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { INTERRUPTED_ATTEMPT } from "../src/Webhooks/WebhooksRepo.js"
import { type Postgres, postgresMissing, startPostgres } from "./support/Postgres.js"
import { start, stopAll } from "./support/SpawnedSandbox.js"
import { startApp } from "./support/TestApp.js"

afterAll(stopAll)
const dir = mkdtempSync(join(tmpdir(), "vob-attempts-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A receiver that hands its first POST to `onFirst` (which answers it, or not) and answers 200 to the rest. */
const receiver = async (onFirst: (response: ServerResponse) => void) => {
  const eventIds: Array<string> = []
  const server = createServer((request: IncomingMessage, response) => {
    request.resume()
    request.on("end", () => {
      eventIds.push(String(request.headers["x-svc-event-id"]))
      if (eventIds.length === 1) onFirst(response)
      else response.writeHead(200).end("ok")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    eventIds,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())))
  }
}

const json = async (url: string, method: string, path: string, key?: string, body?: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return response.json() as Promise<any>
}

const expectTwoAttempts = (delivery: any, eventIds: ReadonlyArray<string>) => {
  expect(eventIds).toEqual([delivery.event_id, delivery.event_id])
  expect(delivery).toMatchObject({ status: "delivered", attempt_count: 2, response_code: 200 })
  const attempts = [...delivery.attempts].sort((a: any, b: any) => a.number - b.number)
  expect(attempts.map((a: any) => [a.response_code, a.error])).toEqual([[null, INTERRUPTED_ATTEMPT], [200, null]])
}

describe("an attempt cut short", () => {
  it("by a SIGKILL while the receiver holds the POST: listed without an outcome, and the one made after the restart is a second", async () => {
    const db = join(dir, "sandbox.sqlite")
    const args = ["--db", db, "--clock", "frozen", "--start-time", "2030-01-01T09:00:00Z", "--log-level", "none"]
    let server = await start(args)
    let onKilled = () => {}
    const hooks = await receiver(() => void server.stop("SIGKILL").then(() => onKilled()))
    try {
      const company = await json(server.url, "POST", "/sandbox/v1/companies", undefined, {})
      const key = company.api_key
      const subscription = await json(server.url, "POST", "/v1/webhooks", key, { url: hooks.url, event_types: ["task_created"] })
      const dead = new Promise<void>((resolve) => (onKilled = resolve))
      await json(server.url, "POST", "/sandbox/v1/tasks", key, { title: "Call the payer" })
      await dead
      server = await start(args)
      // The restart makes the attempt again (its job never finished); a move of 0 answers once it is done.
      await json(server.url, "POST", "/sandbox/v1/clock/advance", key, { seconds: 0 })
      const [delivery] = (await json(server.url, "GET", `/v1/webhooks/${subscription.id}/deliveries`, key)).data
      expectTwoAttempts(delivery, hooks.eventIds)
    } finally {
      await hooks.close()
      await server.stop("SIGTERM")
    }
  }, 60_000)

  const missing = postgresMissing()
  describe.skipIf(missing !== undefined)("on PostgreSQL", () => {
    let postgres: Postgres
    afterAll(() => postgres?.stop())

    it("by the database going away while the receiver holds the POST: two attempts once it is back", async () => {
      postgres = await startPostgres()
      // Short leases: the attempt's job, left running when the database went away, is taken up again soon.
      const app = startApp({ db: await postgres.createDatabase(), jobLeaseMs: 1_500 })
      let lost = () => {}
      const cut = new Promise<void>((resolve) => (lost = resolve))
      // The database stops while the receiver holds the POST; it answers once it is down.
      // (After the WAL writer's flush: the throwaway server runs with synchronous_commit off, so an immediate stop
      // could otherwise take back what was committed just before.)
      const hooks = await receiver((response) =>
        void new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => {
          postgres.pause()
          response.writeHead(200).end("ok")
          lost()
        }))
      try {
        const company = await app.newCompany()
        const key = company.apiKey
        await app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T09:00:00Z" } })
        const subscription = (await app.request("POST", "/v1/webhooks", { key, body: { url: hooks.url, event_types: ["task_created"] } })).data
        await app.request("POST", "/sandbox/v1/tasks", { key, body: { title: "Call the payer" } })
        await cut
        await new Promise((resolve) => setTimeout(resolve, 300))
        postgres.resume()
        await expect.poll(async () => {
          const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds: 0 } })
          if (reply.status !== 200) return "down"
          return (await app.request("GET", `/v1/webhooks/${subscription.id}/deliveries`, { key })).data.data[0]?.status
        }, { timeout: 20_000, interval: 200 }).toBe("delivered")
        const [delivery] = (await app.request("GET", `/v1/webhooks/${subscription.id}/deliveries`, { key })).data.data
        expectTwoAttempts(delivery, hooks.eventIds)
      } finally {
        await hooks.close()
        await app.dispose()
      }
    }, 90_000)
  })
})
