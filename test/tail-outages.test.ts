/**
 * `vob-sandbox tail` rides out outages: against a scripted sandbox on loopback (503s with Retry-After, a
 * dropped stream, a stream that ends) it retries, says once per outage that it is reconnecting, resumes
 * with Last-Event-ID (nothing lost, nothing twice), exits 1 on a refusal at once and after its give-up time
 * in a long outage. The retry delays as a pure rule.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { sseFrame } from "../src/Events/SseFrames.js"
import { parseTailArgs, retryDelayMs, runTail, type TailClock, type TailOptions } from "../src/Tail/TailCommand.js"

type Step = (request: IncomingMessage, response: ServerResponse) => void

const unavailable = (retryAfter: string): Step => (_, response) => {
  response.writeHead(503, { "content-type": "application/json", "retry-after": retryAfter })
  response.end(JSON.stringify({ type: "api_error", code: "service_unavailable", message: "The database is unreachable." }))
}
const event = (id: number) => sseFrame(String(id), "task_created", JSON.stringify({ id: `evt_${id}` }))
const streaming = (ids: ReadonlyArray<number>, then: "drop" | "end"): Step => (request, response) => {
  response.writeHead(200, { "content-type": "text/event-stream" })
  response.write(ids.map(event).join(""))
  // Dropped: the socket goes away mid-stream (a killed instance); ended: the server closes it cleanly.
  setTimeout(() => then === "drop" ? request.socket.destroy() : response.end(), 50)
}
const notFound: Step = (_, response) => {
  response.writeHead(404, { "content-type": "application/json" })
  response.end(JSON.stringify({ type: "invalid_request_error", code: "route_not_found", message: "No such route." }))
}

const servers: Array<() => void> = []
afterAll(() => servers.forEach((close) => close()))

/** A loopback server answering its requests by the script, in order (the last step repeats). */
const scripted = async (steps: ReadonlyArray<Step>) => {
  const seen: Array<{ lastEventId: string | undefined }> = []
  const server = createServer((request, response) => {
    seen.push({ lastEventId: request.headers["last-event-id"] as string | undefined })
    steps[Math.min(seen.length, steps.length) - 1]!(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(() => server.close())
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

/** The tail on a clock of its own: each wait is noted and passes at once. */
const tailOf = async (url: string, giveUpAfterMs = 30_000) => {
  const out: Array<string> = []
  const err: Array<string> = []
  const waits: Array<number> = []
  let nowMs = 0
  const clock: TailClock = {
    now: () => nowMs,
    sleep: async (ms) => {
      waits.push(ms)
      nowMs += ms
    }
  }
  const options: TailOptions = { url, key: "sk_test_demo_clinic", types: [], json: true, requests: false, statuses: [], giveUpAfterMs }
  const code = await runTail(options, (line) => out.push(line), (line) => err.push(line), clock)
  return { code, out, err, waits }
}

describe("vob-sandbox tail through outages", () => {
  it("retries 503s and dropped streams, once-per-outage notice, resumes with Last-Event-ID, exits 1 on 404", async () => {
    const server = await scripted([
      unavailable("1"), // starting
      streaming([1, 2], "drop"),
      unavailable("0"), // the database is down: two tries in one outage
      unavailable("1"),
      streaming([3], "end"),
      notFound
    ])
    const { code, err, out, waits } = await tailOf(server.url)
    expect(out.map((line) => JSON.parse(line).id)).toEqual(["evt_1", "evt_2", "evt_3"])
    expect(server.seen.map((request) => request.lastEventId)).toEqual([undefined, undefined, "2", "2", "2", "3"])
    // Retry-After honoured (1 s, 0 s), else the backoff's first step, started over by each stream opened.
    expect(waits).toEqual([1_000, 250, 0, 1_000, 250])
    expect(code).toBe(1)
    expect(err).toEqual([
      expect.stringMatching(/answered 503 The database is unreachable\.; is the sandbox running\? Retrying for 30 s$/),
      expect.stringMatching(/following/),
      expect.stringMatching(/the connection dropped .*; reconnecting \(giving up after 30 s\)$/),
      "vob-sandbox tail: reconnected",
      expect.stringMatching(/the stream ended; reconnecting/),
      "vob-sandbox tail: 404 No such route."
    ])
  }, 30_000)

  it("gives up with exit 1 once an outage outlasts --give-up-after", async () => {
    const server = await scripted([unavailable("1")])
    const { code, err, waits } = await tailOf(server.url, 2_500)
    expect(code).toBe(1)
    expect(server.seen.length).toBe(3) // at 0, 1 and 2 s; a fourth would be past 2.5 s
    expect(waits).toEqual([1_000, 1_000])
    expect(err.at(-1)).toMatch(/gave up after 2 s \(last: .* answered 503/)
  }, 30_000)

  it("refuses a bad --give-up-after and defaults to 300 s", () => {
    expect(parseTailArgs(["--give-up-after", "0"])).toMatchObject({ _tag: "Invalid", message: expect.stringContaining("--give-up-after") })
    expect(parseTailArgs(["--give-up-after", "1.5"])._tag).toBe("Invalid")
    expect(parseTailArgs([])).toMatchObject({ _tag: "Run", options: { giveUpAfterMs: 300_000 } })
  })

  it("waits as Retry-After says (seconds or a date, at most a minute), else backs off from 250 ms to 10 s", () => {
    expect([0, 1, 2, 3, 6, 20].map((attempt) => retryDelayMs(attempt, null))).toEqual([250, 500, 1_000, 2_000, 10_000, 10_000])
    expect(retryDelayMs(5, "3")).toBe(3_000)
    expect(retryDelayMs(0, "3600")).toBe(60_000)
    expect(retryDelayMs(0, new Date(10_000).toUTCString(), 5_000)).toBe(5_000)
    expect(retryDelayMs(2, "soon")).toBe(1_000)
  })
})
