/**
 * `vob-sandbox/msw`: msw handlers answering with the real app in process, as a unit or component test
 * uses them with `setupServer`: no port, no child process, the real business rules.
 */
// msw 3 asks for Node 22.12+, and CI's Node 22 and 24 runs use it as is; on Node 20 it needs only this one builtin.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== "function") {
  Object.assign(Promise, {
    withResolvers: <T>() => {
      let resolve!: (value: T) => void
      let reject!: (reason?: unknown) => void
      const promise = new Promise<T>((a, b) => {
        resolve = a
        reject = b
      })
      return { promise, resolve, reject }
    }
  })
}
import { getResponse, http, HttpResponse, passthrough } from "msw"
import { setupServer } from "msw/node"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { computeWebhookSignature } from "../src/Kit/index.js"
import { createSandboxHandlers, type SandboxHandlers } from "../src/Kit/msw.js"

const BASE = "https://sandbox.test"
const RECEIVER = "https://receiver.test/hooks"
const deliveries: Array<{ body: string; signature: string | null }> = []

let sandbox: SandboxHandlers
const server = setupServer()
beforeAll(async () => {
  sandbox = await createSandboxHandlers({ baseUrl: BASE })
  server.use(
    ...sandbox.handlers,
    http.post(RECEIVER, async ({ request }) => {
      deliveries.push({ body: await request.text(), signature: request.headers.get("x-svc-signature") })
      return new HttpResponse(null, { status: 204 })
    })
  )
  server.listen({ onUnhandledFrame: "error" })
})
afterAll(async () => {
  server.close()
  await sandbox.dispose()
})

/** What the code under test would do: plain fetch calls to the API's base URL. */
const call = async (key: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { "x-api-key": key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: response.status, body: await response.json() as any }
}

describe("createSandboxHandlers", () => {
  it("drives a VOB to completed through the handlers, and delivers its signed webhooks to an msw handler", async () => {
    const company = await sandbox.sandbox.company({ at: "2030-01-01T09:00:00Z" })
    const subscription = await call(company.apiKey, "POST", "/v1/webhooks", { url: RECEIVER, event_types: ["vob_completed"] })
    expect(subscription.status).toBe(201)
    const aetna = company.fixtures.insurances.find((i) => i.name === "Aetna")!
    const upsert = await call(company.apiKey, "POST", "/v1/patients/upsert", {
      first_name: "Avery",
      last_name: "Quinn",
      date_of_birth: "1985-04-12",
      policies: [{ insurance_id: aetna.id, member_number: "W1" }]
    })
    expect(upsert.status).toBe(201)
    const vob = await call(company.apiKey, "POST", "/v1/verification-of-benefits", { patient_policy_id: upsert.body.policies[0].policy_id })
    expect(vob.body.status).toBe("pending")
    await company.staff.start(vob.body.id)
    await company.staff.complete(vob.body.id)
    const read = await call(company.apiKey, "GET", `/v1/verification-of-benefits/${vob.body.id}`)
    expect(read.body.status).toBe("completed")
    expect(deliveries).toHaveLength(1)
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ event_type: "vob_completed", vob: { id: vob.body.id } })
    expect(deliveries[0]!.signature).toBe(`sha256=${computeWebhookSignature(deliveries[0]!.body, subscription.body.secret_key)}`)
  })

  it("answers requests that name their host only in the URL, as msw 2 hands them over (fetch forbids a Host header)", async () => {
    const company = await sandbox.sandbox.company()
    const read = new Request(`${BASE}/v1/patients`, { headers: { "x-api-key": company.apiKey } })
    expect(read.headers.get("host")).toBeNull()
    expect((await getResponse([...sandbox.handlers], read))?.status).toBe(200)
    // A streamed body (what an intercepted request carries) reaches the app whole.
    const body = new TextEncoder().encode(JSON.stringify({ first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03" }))
    const write = new Request(`${BASE}/v1/patients/upsert`, {
      method: "POST",
      headers: { "x-api-key": company.apiKey, "content-type": "application/json" },
      body: new ReadableStream({ start: (controller) => (controller.enqueue(body), controller.close()) }),
      duplex: "half"
    } as RequestInit)
    const created = await getResponse([...sandbox.handlers], write)
    expect(created?.status).toBe(201)
    expect(await created?.json()).toMatchObject({ patient: { first_name: "Ana", last_name: "Diaz" } })
    // Another host in the URL is still refused (the DNS-rebinding guard reads the URL's host).
    const elsewhere = await sandbox.handlers[0]!.run({ request: new Request("https://elsewhere.test/v1/patients"), requestId: "1" })
    expect(elsewhere).toBeNull()
  })

  it("prints nothing of its own: the app's request lines stay under the kit's log level (none)", async () => {
    const company = await sandbox.sandbox.company()
    // Effect's default logger (the handlers install no other) writes through the console.
    const printed = vi.spyOn(console, "log").mockImplementation(() => {})
    try {
      const read = new Request(`${BASE}/v1/patients`, { headers: { "x-api-key": company.apiKey } })
      expect((await getResponse([...sandbox.handlers], read))?.status).toBe(200)
      expect(printed.mock.calls.map((args) => String(args[0]))).toEqual([])
    } finally {
      printed.mockRestore()
    }
  })

  it("lets a webhook inbox's deliveries through when told to (msw sees them: they leave through node:http)", async () => {
    const company = await sandbox.sandbox.company({ at: "2030-01-01T09:00:00Z" })
    const inbox = await company.webhookInbox({ eventTypes: ["vob_created"] })
    server.use(http.post(inbox.url, () => passthrough()))
    const aetna = company.fixtures.insurances.find((i) => i.name === "Aetna")!
    const upsert = await call(company.apiKey, "POST", "/v1/patients/upsert", {
      first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03", policies: [{ insurance_id: aetna.id, member_number: "W2" }]
    })
    const vob = await call(company.apiKey, "POST", "/v1/verification-of-benefits", { patient_policy_id: upsert.body.policies[0].policy_id })
    expect((await inbox.next("vob_created")).body.vob.id).toBe(vob.body.id)
  })

  it("says in msw terms what to do when the handlers did not answer (company() before they are in place)", async () => {
    const unregistered = await createSandboxHandlers({ baseUrl: "https://unregistered.test" })
    const refused = await unregistered.sandbox.company().catch((e: unknown) => e)
    expect(refused).toMatchObject({ name: "SandboxUnreachableError", code: "sandbox_unreachable" })
    expect((refused as Error).message).toContain("msw did not answer it with the sandbox's handlers")
    expect((refused as Error).message).toContain("server.listen()")
    await unregistered.dispose()
  })

  it("names a delivery msw refused (unhandled requests are errors, no passthrough) instead of only timing out", async () => {
    const company = await sandbox.sandbox.company({ at: "2030-01-01T09:00:00Z" })
    const inbox = await company.webhookInbox({ eventTypes: ["patient_created"] })
    const created = await call(company.apiKey, "POST", "/v1/patients/upsert", { first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03" })
    await company.clock.advance(0)
    const [event] = await company.events({ type: "patient_created" })
    const refused = await inbox.next("patient_created", { timeoutMs: 100 }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ name: "WebhookDeliveryError", code: "webhook_not_delivered", eventType: "patient_created", eventId: event!.id })
    expect((refused as Error).message).toContain(`never reached the webhook inbox at ${inbox.url}`)
    expect((refused as Error).message).toContain("server.use(http.all(inbox.url, () => passthrough()))")
    expect(created.status).toBe(201)
  })

  it("dispose() stops the app: the handlers answer as a stopped server, the handle refuses, the options are checked", async () => {
    const other = await createSandboxHandlers({ baseUrl: "https://other.test" })
    server.use(...other.handlers)
    const company = await other.sandbox.company()
    expect((await fetch("https://other.test/v1/patients", { headers: { "x-api-key": company.apiKey } })).status).toBe(200)
    await other.dispose()
    await expect(fetch("https://other.test/v1/patients", { headers: { "x-api-key": company.apiKey } })).rejects.toThrow(TypeError)
    await expect(other.sandbox.company()).rejects.toMatchObject({ name: "SandboxClosedError", code: "sandbox_closed" })
    await expect(company.clock.now()).rejects.toMatchObject({ name: "SandboxClosedError" })
    await other.sandbox.close()
    await expect(createSandboxHandlers({ baseUrl: "not a url" })).rejects.toMatchObject({ name: "SandboxArgumentError", param: "baseUrl" })
    await expect(createSandboxHandlers({ baseUrl: BASE, clock: "weird" as never })).rejects.toMatchObject({ param: "clock" })
    await expect(createSandboxHandlers({ baseUrl: BASE, baseURL: BASE } as never)).rejects.toMatchObject({ param: "baseURL" })
  })

  it("answers errors in the API's shape", async () => {
    const unknown = await call("sk_test_nope", "GET", "/v1/patients")
    expect(unknown).toMatchObject({ status: 401, body: { type: "authentication_error", code: "invalid_credentials" } })
    expect(await call("sk_test_nope", "GET", "/v1/nowhere")).toMatchObject({ status: 404, body: { code: "route_not_found" } })
  })
})
