/**
 * Kill-and-restart cycles against the real CLI with a file database and frozen clocks: a company
 * submits VOB requests (VOBs on autopilot) and prior-authorization requests that wait for their
 * document's extraction; registering it wakes them all at once (a burst of processing) while the
 * clock advances 10 minutes (autopilot steps at 09:01 and 09:05). A loopback webhook receiver
 * SIGKILLs the server on the k-th delivery it gets (of a type), a point in the middle of request
 * processing or of the advance, varied by k. The restarted server then runs what is due, and
 * the cycle reports what a crash must never leave: a request's records written twice, requests left
 * unfinished, or a clock reading earlier than the records.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { type Running, start } from "./SpawnedSandbox.js"

export const CRASH_T0 = "2030-01-01T09:00:00.000Z"

export const crashArgs = (db: string) => ["--db", db, "--clock", "frozen", "--start-time", CRASH_T0, "--log-level", "none"]

interface Reply {
  readonly status: number
  readonly body: any
}

const call = async (url: string, method: string, path: string, key: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(key === undefined ? {} : { "x-api-key": key }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? null : JSON.parse(text) }
}

const ok = (reply: Reply, what: string, status = 200) => {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body
}

/**
 * Where to kill: at the `count`-th delivery (of event type `type`, when given), or `afterWakeMs` after
 * the prior-authorization requests are woken. Deliveries of a company run after the jobs due before
 * them, so no delivery falls inside the burst of woken requests: a delay is the way to land there.
 */
export type KillPoint =
  | { readonly count: number; readonly type?: string }
  | { readonly afterWakeMs: number }

const noKill = { count: Infinity }

/** A receiver that answers 200 and calls `onDelivery` when a delivery reaches the kill point. */
const startKillSwitch = async () => {
  let count = 0
  let point: { readonly count: number; readonly type?: string } = noKill
  let onDelivery: () => void = () => {}
  const server = createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      if (point.type === undefined || request.headers["x-svc-event-type"] === point.type) count++
      if (count === point.count) onDelivery()
      response.writeHead(200).end("ok")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arm: (at: KillPoint, f: () => void) => {
      count = 0
      point = "count" in at ? at : noKill
      onDelivery = f
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
}

/** A distinct person per index: letters only in names (digits would not tell patients apart) and its own birth date. */
const person = (i: number, kind: string) => ({
  first_name: `${kind}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26) % 26)}`,
  last_name: "Crashtest",
  date_of_birth: `19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`
})

interface Submission {
  readonly path: string
  readonly key: string
  readonly body: unknown
  id?: string
}

export interface CycleReport {
  readonly killAt: KillPoint
  /** What the server was doing: taking (and processing) submissions, processing the woken
   * prior-authorization requests and advancing, or nothing left (killed after all). */
  readonly phase: "submitting" | "processing" | "after"
  readonly requests: number
  /** Records beyond one per request (prior authorizations, VOBs, patients), and re-runs seen by requests. */
  readonly duplicates: number
  /** Requests not completed after the restart ran everything due. */
  readonly unfinished: number
  /** The clock after the restart, and the latest instant of any record (events, VOBs). */
  readonly clockAfterRestart: string
  readonly latestRecord: string
}

export interface CrashCycles {
  readonly server: () => Running
  /** One cycle on a new company: load, kill at the kill point, restart, check. */
  readonly cycle: (options: { readonly requests: number; readonly killAt: KillPoint }) => Promise<CycleReport>
  readonly close: () => Promise<void>
}

export const crashCycles = async (db: string): Promise<CrashCycles> => {
  const receiver = await startKillSwitch()
  let server = await start(crashArgs(db))

  const cycle = async ({ killAt, requests }: { readonly requests: number; readonly killAt: KillPoint }): Promise<CycleReport> => {
    const url = server.url
    const company = ok(await call(url, "POST", "/sandbox/v1/companies", undefined, { name: "Crash test" }), "company", 201)
    const key = company.api_key as string
    const fixtures = ok(await call(url, "GET", "/sandbox/v1/fixtures", key), "fixtures")
    const aetna = fixtures.insurances.find((i: any) => i.name === "Aetna").id as string
    const form = new FormData()
    form.set("file", new Blob([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], { type: "application/pdf" }), "referral.pdf")
    form.set("document_type", "prior_authorization")
    const file = await fetch(`${url}/v1/files`, { method: "POST", headers: { "x-api-key": key }, body: form })
    const document = ((await file.json()) as any).id as string
    ok(await call(url, "POST", "/v1/webhooks", key, {
      url: receiver.url,
      event_types: ["patient_created", "vob_created", "vob_updated", "vob_completed"]
    }), "subscription", 201)

    const vobRequests: Array<Submission> = []
    const paRequests: Array<Submission> = []
    for (let i = 0; i < requests; i++) {
      vobRequests.push({
        path: "/v1/verification-of-benefits-requests",
        key: `vob-${i}`,
        body: { patient: person(i, "vob"), policies: [{ insurance_id: aetna, member_number: `AUTO_COMPLETE${i}`, coverage_tier: "primary" }] }
      })
      paRequests.push({ path: "/v1/prior-authorization-requests", key: `pa-${i}`, body: { file_ids: [document], data: { patient_data: person(i, "pa") } } })
    }
    const submissions = [...vobRequests, ...paRequests]
    const extract = (base: string) =>
      call(base, "POST", `/sandbox/v1/files/${document}/extraction`, key, {
        outcome: "extracted",
        data: { service: { specialty: "Physical therapy", service_type_codes: ["physical_therapy"] } }
      })
    const submit = async (s: Submission, base: string) => {
      const reply = await call(base, "POST", s.path, key, s.body, { "Idempotency-Key": s.key })
      s.id = ok(reply, `submission ${s.key}`, 202).id
    }

    let phase: CycleReport["phase"] = "submitting"
    let killedPhase: CycleReport["phase"] | undefined
    const running = server
    let kill: () => void = () => {}
    const killed = new Promise<void>((resolve) => {
      kill = () => {
        if (killedPhase !== undefined) return
        killedPhase = phase
        void running.stop("SIGKILL").then(() => resolve())
      }
    })
    receiver.arm(killAt, kill)
    // A few at a time, like a client's worker pool.
    const submitAll = async (list: ReadonlyArray<Submission>) => {
      for (let i = 0; i < list.length; i += 4) await Promise.all(list.slice(i, i + 4).map((s) => submit(s, url)))
    }
    const load = async () => {
      await submitAll(vobRequests)
      await submitAll(paRequests)
      phase = "processing"
      // Wakes every prior-authorization request at once.
      ok(await extract(url), "extraction", 201)
      if ("afterWakeMs" in killAt) setTimeout(kill, killAt.afterWakeMs)
      ok(await call(url, "POST", "/sandbox/v1/clock/advance", key, { seconds: 600 }), "advance")
      phase = "after"
    }
    await load().catch(() => undefined) // the kill cuts the load off
    if (killedPhase === undefined) {
      killedPhase = "after"
      await running.stop("SIGKILL")
    } else {
      await killed
    }

    server = await start(crashArgs(db))
    const again = server.url
    // Submissions whose answer the kill cut off: the same key and body give the stored request, or make it now.
    for (const s of submissions) if (s.id === undefined) await submit(s, again)
    // Cut off before the extraction was registered, the requests would wait for it: register it (again).
    ok(await extract(again), "extraction", 201)
    const clockAfterRestart = ok(await call(again, "GET", "/sandbox/v1/clock", key), "clock").now as string
    ok(await call(again, "POST", "/sandbox/v1/clock/advance", key, { seconds: 0 }), "advance 0")

    const events: Array<any> = []
    for (let page = 1;; page++) {
      const listed = ok(await call(again, "GET", `/sandbox/v1/events?limit=100&page=${page}`, key), "events")
      events.push(...listed.data)
      if (!listed.pagination.has_more) break
    }
    const vobs = ok(await call(again, "GET", "/v1/verification-of-benefits?limit=100", key), "vobs")
    const latestRecord = [...events.map((e) => e.created_at as string), ...vobs.data.map((v: any) => v.updated_at as string)]
      .reduce((a, b) => (a > b ? a : b), CRASH_T0)

    let duplicates = 0
    let unfinished = 0
    const priorAuthorizations = new Set<string>()
    for (const s of submissions) {
      const polled = ok(await call(again, "GET", `${s.path}/${s.id}`, key), "poll")
      if (polled.status !== "completed") {
        unfinished++
        continue
      }
      if (polled.prior_authorization_id !== undefined) priorAuthorizations.add(polled.prior_authorization_id)
      // A re-run of a VOB request finds what it made itself: the patient matched, the VOB already open.
      if (polled.patient !== undefined && polled.patient.action !== "created") duplicates++
      for (const v of polled.verifications ?? []) if (v.action === "already_open") duplicates++
    }
    const total = async (path: string) => ok(await call(again, "GET", `${path}?limit=1`, key), path).pagination.total as number
    duplicates += Math.max(0, (await total("/v1/prior-authorizations")) - requests)
    duplicates += Math.max(0, priorAuthorizations.size - requests)
    duplicates += Math.max(0, vobs.pagination.total - requests)
    duplicates += Math.max(0, (await total("/v1/patients")) - 2 * requests)
    return { killAt, phase: killedPhase, requests, duplicates, unfinished, clockAfterRestart, latestRecord }
  }

  return {
    server: () => server,
    cycle,
    close: async () => {
      await receiver.close()
      await server.stop("SIGKILL")
    }
  }
}
