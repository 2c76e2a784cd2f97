/**
 * Live streams on three instances of one PostgreSQL sandbox while one company's writes overlap: 12
 * writers (4 through each instance) create tasks, each write its own transaction, so transactions
 * commit out of `seq` order all the time. Streams are open on every instance, one of them dropping its
 * connection every few dozen messages and resuming with Last-Event-ID on the next instance. Every
 * stream must end with every event exactly once, in `seq` order (the order `GET /sandbox/v1/events`
 * lists them). Bounded: 480 events.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SseMessage } from "../../src/Events/SseFrames.js"
import { type Postgres, postgresMissing, startPostgres } from "../support/Postgres.js"
import { openSse, type SseConnection } from "../support/SseClient.js"
import { type Running, start, stopAll } from "../support/SpawnedSandbox.js"

const EVENTS = 480
const WRITERS_PER_INSTANCE = 4
const DEADLINE_MS = 60_000

const missing = postgresMissing()
if (missing !== undefined) console.warn(missing)

const post = async (base: string, path: string, key: string | undefined, body: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key === undefined ? {} : { "x-api-key": key }) },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

/** A stream that reads until told to stop; `resumeEvery` drops and resumes it (on the next instance) that often. */
const follow = (bases: ReadonlyArray<string>, first: number, key: string, resumeEvery: number | undefined) => {
  const received: Array<SseMessage> = []
  let stopped = false
  let opened = () => {}
  const open = new Promise<void>((resolve) => (opened = resolve))
  const done = (async () => {
    let at = first
    let connection: SseConnection | undefined
    while (!stopped) {
      const last = received[received.length - 1]?.id
      connection = await openSse(`${bases[at % bases.length]}/sandbox/v1/events/stream`, {
        "x-api-key": key,
        ...(last === undefined ? {} : { "last-event-id": last })
      })
      if (connection.status !== 200) throw new Error(`stream: ${connection.status}`)
      opened()
      const already = received.length
      let taken = 0
      while (!stopped && (resumeEvery === undefined || taken < resumeEvery)) {
        const next = await Promise.race([connection.take(taken + 1), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 200))])
        if (next === undefined) continue
        received.splice(already, taken + 1, ...next)
        taken = next.length
      }
      connection.close()
      at++
    }
  })()
  return {
    received,
    open,
    stop: async () => {
      stopped = true
      await done
    }
  }
}

describe.skipIf(missing !== undefined)("event streams on three instances of one PostgreSQL database", () => {
  let server: Postgres
  let instances: Array<Running>

  beforeAll(async () => {
    server = await startPostgres()
    const url = await server.createDatabase()
    const args = ["--db", url, "--log-level", "warning"]
    instances = [await start([...args, "--instance-id", "one"])]
    instances.push(...await Promise.all([start([...args, "--instance-id", "two"]), start([...args, "--instance-id", "three"])]))
  }, 120_000)

  afterAll(() => {
    stopAll()
    server?.stop()
  })

  it("send every event once, in seq order, to every stream, whichever instance wrote it", { timeout: 300_000 }, async () => {
    const bases = instances.map((instance) => instance.url)
    const company = await post(bases[0]!, "/sandbox/v1/companies", undefined, { name: "streams on three instances" })
    const key = company.api_key as string
    const streams = [
      ...bases.map((_, i) => follow(bases, i, key, undefined)),
      ...bases.map((_, i) => follow(bases, i, key, undefined)),
      follow(bases, 0, key, 37)
    ]
    // Every stream's starting point is fixed once its answer's headers arrive: before the first write.
    await Promise.all(streams.map((s) => s.open))

    let written = 0
    await Promise.all(bases.flatMap((base) =>
      Array.from({ length: WRITERS_PER_INSTANCE }, async () => {
        while (written < EVENTS) {
          written++
          await post(base, "/sandbox/v1/tasks", key, { title: `task ${written}` })
        }
      })
    ))

    const listed: Array<string> = []
    for (let page = 1; listed.length < EVENTS; page++) {
      const response = await fetch(`${bases[1]}/sandbox/v1/events?limit=100&page=${page}`, { headers: { "x-api-key": key } })
      const body = await response.json() as { data: Array<{ id: string }> }
      if (body.data.length === 0) break
      listed.push(...body.data.map((event) => event.id))
    }
    const inSeqOrder = listed.reverse()
    expect(inSeqOrder).toHaveLength(EVENTS)

    const deadline = Date.now() + DEADLINE_MS
    while (streams.some((s) => s.received.length < EVENTS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await Promise.all(streams.map((s) => s.stop()))
    const lost = streams.map((s) => inSeqOrder.filter((id) => !s.received.some((m) => m.id === id)).length)
    console.log(`event-stream-instances: ${EVENTS} events, lost per stream ${lost.join(", ")}`)
    for (const stream of streams) expect(stream.received.map((m) => m.id)).toEqual(inSeqOrder)
  })
})
