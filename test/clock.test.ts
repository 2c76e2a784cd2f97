import { Deferred, Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { JobRunner } from "../src/Orchestration/JobRunner.js"
import { startReceiver } from "./support/Receiver.js"
import { startApp } from "./support/TestApp.js"
import { vobScenario } from "./support/VobScenario.js"
import { createTask, frozenCompany, subscribe } from "./support/Webhooks.js"

const app = startApp()
afterAll(() => app.dispose())

describe("sandbox clock API", () => {
  it("freezes, advances by seconds and to an instant, and resumes from there", async () => {
    const { apiKey: key } = await app.newCompany()
    const real = await app.request("GET", "/sandbox/v1/clock", { key })
    expect(real.data.mode).toBe("real")
    expect(Math.abs(Date.parse(real.data.now) - Date.now())).toBeLessThan(5_000)

    const frozen = await app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T09:00:00Z" } })
    expect(frozen.body).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen", jobs_run: 0 })
    const bySeconds = await app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds: 90.5 } })
    expect(bySeconds.body).toEqual({ now: "2030-01-01T09:01:30.500Z", mode: "frozen", jobs_run: 0 })
    const toInstant = await app.request("POST", "/sandbox/v1/clock/advance", { key, body: { to: "2030-01-02T00:00:00Z" } })
    expect(toInstant.data.now).toBe("2030-01-02T00:00:00.000Z")
    expect((await app.request("GET", "/sandbox/v1/clock", { key })).body).toEqual({
      now: "2030-01-02T00:00:00.000Z",
      mode: "frozen"
    })

    const resumed = await app.request("POST", "/sandbox/v1/clock/resume", { key })
    expect(resumed.data.mode).toBe("real")
    expect(Date.parse(resumed.data.now) - Date.parse("2030-01-02T00:00:00Z")).toBeLessThan(5_000)
  })

  it("freezes at the current instant without a body", async () => {
    const { apiKey: key } = await app.newCompany()
    const reply = await app.request("POST", "/sandbox/v1/clock/freeze", { key })
    expect(reply.status).toBe(200)
    expect(reply.data.mode).toBe("frozen")
  })

  it("serializes concurrent advances: both moves count, each answering its own instant", async () => {
    const { apiKey: key, id } = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T09:00:00Z" } })
    // The company busy meanwhile (as with a job running): the advances arrive and wait for it together.
    const done = await app.run(Deferred.make<void>())
    const busy = app.run(Effect.flatMap(JobRunner, (runner) => runner.exclusive(id)(Deferred.await(done))))
    const advance = () => app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds: 60 } })
    const pending = Promise.all([advance(), advance(), advance()])
    // Only gives the requests time to arrive (the outcome does not depend on it: it is the same if they come late).
    await new Promise((resolve) => setTimeout(resolve, 10))
    await app.run(Deferred.succeed(done, undefined))
    await busy
    const replies = await pending
    expect(replies.map((r) => r.data.now).sort()).toEqual([
      "2030-01-01T09:01:00.000Z",
      "2030-01-01T09:02:00.000Z",
      "2030-01-01T09:03:00.000Z"
    ])
    expect((await app.request("GET", "/sandbox/v1/clock", { key })).data.now).toBe("2030-01-01T09:03:00.000Z")
  })

  it("a freeze waits for the company's work in progress (an advance, a job) before it reads and moves the clock", async () => {
    const { apiKey: key, id } = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T09:00:00Z" } })
    const done = await app.run(Deferred.make<void>())
    const busy = app.run(Effect.flatMap(JobRunner, (runner) => runner.exclusive(id)(Deferred.await(done))))
    const freeze = app.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: "2030-01-01T10:00:00Z" } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    // Moved under the running work, an advance's checks and its target would rest on a clock it did not hold.
    expect((await app.request("GET", "/sandbox/v1/clock", { key })).data.now).toBe("2030-01-01T09:00:00.000Z")
    await app.run(Deferred.succeed(done, undefined))
    await busy
    expect((await freeze).data.now).toBe("2030-01-01T10:00:00.000Z")
  })

  it.each([
    [{ seconds: -1 }, "seconds"],
    [{ seconds: "60" }, "seconds"],
    [{ seconds: null }, "seconds"],
    [{ to: "yesterday" }, "to"],
    [{ to: "2000-01-01T00:00:00Z" }, "to"],
    [{ seconds: 1, to: "2040-01-01T00:00:00Z" }, "to"],
    [{}, "seconds"]
  ])("refuses advance %j with 422 naming %s", async (body, param) => {
    const { apiKey: key } = await app.newCompany()
    const reply = await app.request("POST", "/sandbox/v1/clock/advance", { key, body })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param })
  })

  it("creates a company frozen at 'at', answering its fixtures and clock in the same reply", async () => {
    const reply = await app.request("POST", "/sandbox/v1/companies", { body: { at: "2030-01-01T09:00:00+02:00" } })
    expect(reply.status).toBe(201)
    expect(reply.data.clock).toEqual({ now: "2030-01-01T07:00:00.000Z", mode: "frozen" })
    const key = reply.data.api_key
    expect((await app.request("GET", "/sandbox/v1/clock", { key })).body).toEqual(reply.data.clock)
    expect(reply.data.fixtures).toEqual((await app.request("GET", "/sandbox/v1/fixtures", { key })).body)
    // The fixtures are stamped at the company's own first instant, not the server's.
    const credentialing = reply.data.fixtures.credentialing[0].id
    expect((await app.request("GET", `/v1/credentialing/${credentialing}`, { key })).data.created_at).toBe("2030-01-01T07:00:00.000Z")
    // Without 'at' the clock starts as the server's does (real here).
    expect((await app.request("POST", "/sandbox/v1/companies", { body: {} })).data.clock.mode).toBe("real")
  })

  it.each([["yesterday"], [""], [12]])("refuses company creation at %j with 422 naming at", async (at) => {
    const reply = await app.request("POST", "/sandbox/v1/companies", { body: { at } })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", param: "at" })
  })

  it("never moves another company's clock", async () => {
    const a = await app.newCompany()
    const b = await app.newCompany()
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: a.apiKey, body: { at: "2030-01-01T00:00:00Z" } })
    await app.request("POST", "/sandbox/v1/clock/freeze", { key: b.apiKey, body: { at: "2030-01-01T00:00:00Z" } })
    await app.request("POST", "/sandbox/v1/clock/advance", { key: a.apiKey, body: { seconds: 86_400 } })
    expect((await app.request("GET", "/sandbox/v1/clock", { key: a.apiKey })).data.now).toBe("2030-01-02T00:00:00.000Z")
    expect((await app.request("GET", "/sandbox/v1/clock", { key: b.apiKey })).data.now).toBe("2030-01-01T00:00:00.000Z")
  })

  it("starts every company frozen at --start-time with --clock frozen", async () => {
    const frozenApp = startApp({ clock: "frozen", startTimeMs: Date.parse("2031-05-05T05:05:05Z") })
    try {
      const company = await frozenApp.newCompany()
      expect((await frozenApp.request("GET", "/sandbox/v1/clock", { key: company.apiKey })).body).toEqual({
        now: "2031-05-05T05:05:05.000Z",
        mode: "frozen"
      })
    } finally {
      await frozenApp.dispose()
    }
  })
})

describe("resume", () => {
  // The scheduler leaves frozen clocks to their moves: a resume must tell it the company's jobs now fall due
  // in real time. On an app of its own, so no other suite's jobs wake the scheduler meanwhile.
  it("runs the jobs that fall due after it in real time, without waiting for the scheduler's idle poll", async () => {
    const quiet = startApp({ logLevel: "error" })
    try {
      const scenario = await vobScenario(quiet, { memberNumber: "SBX-COMPLETE-1M" })
      const vob = await scenario.createVob()
      // Staff start and complete it 60 s after it opened: one second of real time after the resume.
      expect((await scenario.advance(59)).data.jobs_run).toBe(0)
      expect((await scenario.call("POST", "/sandbox/v1/clock/resume")).data.mode).toBe("real")
      let status = ""
      // Well within the scheduler's 30 s idle poll (the test's own timeout is 20 s).
      for (let tries = 0; tries < 100 && status !== "completed"; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        status = (await scenario.getVob(vob.id)).status
      }
      expect(status).toBe("completed")
    } finally {
      await quiet.dispose()
    }
  })
})

describe("advance while the company keeps writing", () => {
  it("finishes with the work due when it was called, however many attempts other requests keep adding", async () => {
    const receiver = await startReceiver(200)
    const company = await frozenCompany(app)
    const key = company.apiKey
    try {
      await subscribe(app, company, receiver.url, ["task_created"])
      let advancing = true
      // Each task schedules a webhook attempt due at the clock's instant; the writers stop only when the advance
      // answers, or after 40 s (the advance used to wait for them: tens of seconds against at most a few).
      const stopAt = performance.now() + 40_000
      const writer = async () => {
        while (advancing && performance.now() < stopAt) await createTask(app, company)
      }
      const writers = [writer(), writer(), writer(), writer()]
      await new Promise((resolve) => setTimeout(resolve, 300))
      const started = performance.now()
      const advanced = await app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds: 5 } })
      const took = performance.now() - started
      advancing = false
      await Promise.all(writers)
      expect(advanced.data.now).toBe("2030-01-01T09:00:05.000Z")
      expect(took).toBeLessThan(15_000)
      // What the advance left behind runs all the same: a move of 0 answers once every attempt is done.
      await app.request("POST", "/sandbox/v1/clock/advance", { key, body: { seconds: 0 } })
      const jobs = await app.request("GET", "/sandbox/v1/jobs?status=pending&limit=1", { key })
      expect(jobs.data.pagination.total).toBe(0)
    } finally {
      await receiver.close()
    }
  }, 90_000)
})
