/**
 * The test kit as an integrator's suite uses it (`import { startSandbox } from "vob-sandbox"`): an
 * in-process sandbox, a company per test, staff, cards, clock, events and a verifying webhook inbox.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { FetchHttpClient } from "@effect/platform"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeSandboxClient } from "../src/Kit/client.js"
import {
  type CompanyHandle,
  connect,
  type Sandbox,
  SandboxApiError,
  SandboxArgumentError,
  SandboxClosedError,
  SandboxStartError,
  SandboxUnreachableError,
  startSandbox,
  verifyWebhookSignature,
  WebhookSignatureError,
  WebhookTimeoutError
} from "../src/Kit/index.js"
import { PNG } from "./support/Uploads.js"

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const T0 = "2030-01-01T09:00:00Z"

/** A patient with an Aetna policy: the policy id. */
const policyOf = async (company: CompanyHandle, memberNumber = "W123") => {
  const aetna = company.fixtures.insurances.find((i) => i.name === "Aetna")!
  const { data, error } = await company.api.POST("/v1/patients/upsert", {
    body: { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12", policies: [{ insurance_id: aetna.id, member_number: memberNumber }] }
  })
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data.policies[0]!.policy_id!
}

const newVob = async (company: CompanyHandle, policyId: string) => {
  const { data, error } = await company.api.POST("/v1/verification-of-benefits", { body: { patient_policy_id: policyId } })
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data
}

describe("startSandbox", () => {
  it("serves the CLI's app on a free loopback port", async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${sandbox.url}/healthz`)).json()).toMatchObject({ status: "ok", store: "sqlite", database: "reachable" })
  })

  it("close() closes its companies' inboxes, frees the port and refuses the handles afterwards", async () => {
    const own = await startSandbox()
    const company = await own.company()
    const inbox = await company.webhookInbox()
    await own.close()
    await expect(fetch(inbox.url, { method: "POST" })).rejects.toThrow()
    await own.close()
    await expect(fetch(`${own.url}/healthz`)).rejects.toThrow()
    await expect(own.company()).rejects.toBeInstanceOf(SandboxClosedError)
    await expect(company.clock.now()).rejects.toBeInstanceOf(SandboxClosedError)
    // The typed client too, in the error shape the API uses.
    await expect(company.api.GET("/v1/patients")).rejects.toMatchObject({
      name: "SandboxClosedError",
      type: "invalid_request_error",
      code: "sandbox_closed"
    })
  })

  it("ends a wait for a webhook when the sandbox closes, instead of running out its timeout", async () => {
    const own = await startSandbox()
    const inbox = await (await own.company()).webhookInbox()
    const waiting = expect(inbox.next("vob_created", { timeoutMs: 60_000 })).rejects.toBeInstanceOf(SandboxClosedError)
    await own.close()
    await waiting
  })

  it("refuses options it cannot use, naming each, and says why a start failed", async () => {
    const refused = (options: Parameters<typeof startSandbox>[0]) => startSandbox(options).catch((e: unknown) => e)
    expect(await refused({ clock: "weird" as never })).toMatchObject({ name: "SandboxArgumentError", type: "validation_error", code: "invalid_parameter", param: "clock" })
    expect(await refused({ port: -1 })).toMatchObject({ param: "port" })
    expect(await refused({ port: 1.5 })).toMatchObject({ param: "port" })
    expect(await refused({ db: "" })).toMatchObject({ param: "db" })
    expect(await refused({ logLevel: "loud" as never })).toMatchObject({ param: "logLevel" })
    expect(await refused({ startTime: "2030-02-30T09:00:00Z" })).toMatchObject({ param: "startTime" })
    // Without a zone, UTC: the rule of --start-time and of every instant the API takes.
    const utc = await startSandbox({ clock: "frozen", startTime: "2030-01-01T09:00:00" })
    expect(await (await utc.company()).clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
    await utc.close()
    const busy = Number(new URL(sandbox.url).port)
    const failure = await refused({ port: busy })
    expect(failure).toBeInstanceOf(SandboxStartError)
    expect(failure).toMatchObject({
      type: "api_error",
      code: "sandbox_start_failed",
      param: "port",
      message: `port ${busy} on 127.0.0.1 is already in use (another vob-sandbox?): stop it, or choose another port (port 0 picks a free one)`
    })
    expect(await refused({ db: "/nonexistent-dir/sandbox.sqlite" })).toMatchObject({ name: "SandboxStartError", param: "db" })
  })
})

describe("sandbox.company()", () => {
  it("gives a company with typed fixtures and a clock frozen at `at`", async () => {
    const company = await sandbox.company({ name: "QA", at: T0 })
    expect(company.name).toBe("QA")
    expect(company.apiKey).toMatch(/^sk_test_/)
    expect(company.fixtures.insurances.length).toBeGreaterThan(0)
    expect(await company.clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
    expect((await company.clock.advance(90)).now).toBe("2030-01-01T09:01:30.000Z")
    expect((await company.clock.advance({ to: "2030-01-02T00:00:00Z" })).now).toBe("2030-01-02T00:00:00.000Z")
  })

  it("never shows one company's records to another", async () => {
    const [a, b] = await Promise.all([sandbox.company({ at: T0 }), sandbox.company({ at: T0 })])
    const policyId = await policyOf(a)
    const { response } = await b.api.GET("/v1/patient-policies/{id}", { params: { path: { id: policyId } } })
    expect(response.status).toBe(404)
  })

  it("drives a VOB through staff actions to completed", async () => {
    const company = await sandbox.company({ at: T0 })
    const vob = await newVob(company, await policyOf(company))
    expect((await company.staff.start(vob.id)).status).toBe("in_progress")
    expect((await company.staff.askMissingInformation(vob.id, { content: "The back of the card, please." })).status).toBe("missing_information")
    expect((await company.staff.resume(vob.id)).status).toBe("in_progress")
    const completed = await company.staff.complete(vob.id)
    expect(completed.status).toBe("completed")
    const transitions = await company.staff.transitions(vob.id)
    expect(transitions.actions.find((a) => a.action === "start")?.allowed).toBe(false)
    const events = await company.events({ type: "vob_completed" })
    expect(events.map((e) => e.type)).toEqual(["vob_completed"])
    // Typed by its type: a vob_completed payload names its VOB (a compile-time check).
    expect(events[0]!.payload.vob.id).toBe(vob.id)
    const all = await company.events()
    const created = all.find((e) => e.type === "vob_created")
    if (created?.type === "vob_created") expect(created.payload.patient_policy.id).toBe(vob.patient_policy_id)
  })

  it("rejects a refused staff move, a negative advance and an unknown event type with the API's error body", async () => {
    const company = await sandbox.company({ at: T0 })
    const vob = await newVob(company, await policyOf(company))
    const refused = await company.staff.resume(vob.id).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SandboxApiError)
    expect(refused).toMatchObject({ status: 409, type: "conflict_error", code: "invalid_state" })
    await expect(company.clock.advance(-1)).rejects.toMatchObject({ status: 422, code: "invalid_parameter", param: "seconds" })
    await expect(company.webhookInbox({ eventTypes: ["nope" as never] })).rejects.toMatchObject({ status: 422, param: "event_types" })
  })

  it("uploads a card with the typed client (a File part goes as multipart) for the card reader to read", async () => {
    const company = await sandbox.company({ at: T0 })
    const { data: file, error } = await company.api.POST("/v1/files", {
      body: { file: new File([PNG], "card-front.png", { type: "image/png" }), document_type: "insurance_card_front" }
    })
    expect(error).toBeUndefined()
    expect(file).toMatchObject({ name: "card-front.png", content_type: "image/png", size: PNG.length, document_type: "insurance_card_front", attachable: true })
    const card = { insurance_name: "Aetna", member_number: "W9", patient: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03" } }
    const read = await company.cards.read(file!.id, [card])
    expect(read).toMatchObject({ file_id: file!.id })
    // JSON bodies are unchanged by the multipart rule.
    expect((await company.api.POST("/v1/patients/upsert", { body: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03" } })).response.status).toBe(201)
  })

  it("asks the usual question when askMissingInformation is given none", async () => {
    const company = await sandbox.company({ at: T0 })
    const vob = await newVob(company, await policyOf(company))
    await company.staff.start(vob.id)
    const asked = await company.staff.askMissingInformation(vob.id)
    expect(asked.status).toBe("missing_information")
    expect(asked.missing_information_ask?.content).toBe("Please send a photo of the back of the insurance card.")
  })
})

describe("company.webhookInbox()", () => {
  it("receives the company's events with verified signatures, in order", async () => {
    const company = await sandbox.company({ at: T0 })
    const inbox = await company.webhookInbox({ eventTypes: ["vob_created", "vob_completed"] })
    const vob = await newVob(company, await policyOf(company))
    await company.staff.start(vob.id)
    await company.staff.complete(vob.id)
    const created = await inbox.next("vob_created")
    const completed = await inbox.next("vob_completed")
    expect(created.body).toMatchObject({ event_type: "vob_created", vob: { id: vob.id } })
    expect(completed.eventType).toBe("vob_completed")
    expect(inbox.all().map((w) => w.eventType)).toEqual(["vob_created", "vob_completed"])
    // Untyped, a delivery is the union over event types: checking its type narrows its body (a compile-time check).
    const [first] = inbox.all()
    if (first?.eventType === "vob_created") expect(first.body.vob.id).toBe(vob.id)
    // Typed by the document's webhooks: a vob_completed body names its VOB.
    expect(completed.body.vob.id).toBe(vob.id)
    expect(verifyWebhookSignature(completed.rawBody, completed.headers["x-svc-signature"], "whsec_wrong")).toBe(false)
    await expect(inbox.next("vob_completed", { timeoutMs: 20 })).rejects.toBeInstanceOf(WebhookTimeoutError)
    await inbox.close()
    await expect(inbox.next()).rejects.toBeInstanceOf(SandboxClosedError)
  })

  it("fails deliveries on demand, and the retries the clock drives arrive", async () => {
    const company = await sandbox.company({ at: T0 })
    const inbox = await company.webhookInbox({ eventTypes: ["vob_created"] })
    inbox.failWith(503, { times: 2 })
    await newVob(company, await policyOf(company))
    expect(inbox.all()).toEqual([])
    await company.clock.advance(60)
    expect(inbox.all()).toEqual([])
    await company.clock.advance(300)
    const delivered = await inbox.next("vob_created")
    const { data } = await company.api.GET("/v1/webhooks/{id}/deliveries", { params: { path: { id: inbox.subscriptionId } } })
    expect(data!.data[0]!.attempts.map((a) => a.response_code)).toEqual([503, 503, 200])
    expect(delivered.answeredStatus).toBe(200)
  })

  it("reports a delivery with a bad signature instead of accepting it", async () => {
    const company = await sandbox.company({ at: T0 })
    const inbox = await company.webhookInbox({ eventTypes: ["vob_created"] })
    const forged = await fetch(inbox.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-svc-signature": `sha256=${"0".repeat(64)}` },
      body: JSON.stringify({ event_type: "vob_created", event_id: "forged", timestamp: "x", data: {} })
    })
    expect(forged.status).toBe(400)
    await expect(inbox.next("vob_created", { timeoutMs: 100 })).rejects.toBeInstanceOf(WebhookSignatureError)
    expect(inbox.rejected()).toHaveLength(1)
    expect(inbox.all()).toEqual([])
  })

  it("refuses at once an unknown event type, a bad timeout and a failure it cannot script, naming the argument", async () => {
    const company = await sandbox.company({ at: T0 })
    const inbox = await company.webhookInbox({ eventTypes: ["vob_created"] })
    await expect(inbox.next("nope" as never, { timeoutMs: 60_000 })).rejects.toMatchObject({ name: "SandboxArgumentError", code: "invalid_parameter", param: "type" })
    await expect(inbox.next(undefined, { timeoutMs: -1 })).rejects.toMatchObject({ param: "timeoutMs" })
    await expect(inbox.next(undefined, { timeoutMs: Number.NaN })).rejects.toBeInstanceOf(SandboxArgumentError)
    expect(() => inbox.failWith(99)).toThrow(expect.objectContaining({ param: "status" }))
    expect(() => inbox.failWith(503, { times: 0 })).toThrow(expect.objectContaining({ param: "times" }))
    // Nothing was scripted: the next delivery is answered 200 and received.
    await newVob(company, await policyOf(company))
    expect((await inbox.next("vob_created")).answeredStatus).toBe(200)
    // The inbox's own errors carry the API's error fields too.
    await expect(inbox.next("vob_created", { timeoutMs: 10 })).rejects.toMatchObject({ type: "timeout_error", code: "webhook_timeout", param: "timeoutMs" })
  })
})

describe("vob-sandbox/client", () => {
  it("is the Effect HttpApiClient of the very Api the server serves", async () => {
    const company = await sandbox.company({ at: T0 })
    const program = Effect.gen(function*() {
      const client = yield* makeSandboxClient(sandbox.url, { apiKey: company.apiKey })
      return yield* client.sandboxClock.get()
    }).pipe(Effect.provide(FetchHttpClient.layer))
    expect(await Effect.runPromise(program)).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
  })
})

describe("connect(url)", () => {
  it("reaches a sandbox started elsewhere", async () => {
    const remote = connect(`${sandbox.url}/`)
    const company = await remote.company({ at: T0 })
    expect((await company.clock.now()).mode).toBe("frozen")
    await remote.close()
    await expect(remote.company()).rejects.toBeInstanceOf(SandboxClosedError)
  })

  it("says plainly when nothing answers at the URL, and refuses a URL it cannot use", async () => {
    // A closed loopback port: listened on, then freed.
    const probe = createServer().listen(0, "127.0.0.1")
    await new Promise((resolve) => probe.once("listening", resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    const failure = await connect(`http://127.0.0.1:${port}`).company().catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SandboxUnreachableError)
    expect(failure).toMatchObject({ type: "network_error", code: "sandbox_unreachable" })
    expect((failure as Error).message).toBe(`no sandbox answers at http://127.0.0.1:${port} (ECONNREFUSED): start one with \`npx vob-sandbox\`, or check the URL`)
    expect(() => connect("127.0.0.1:4010")).toThrow(expect.objectContaining({ param: "url" }))
  })
})
