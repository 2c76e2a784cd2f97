/**
 * The webhook inboxes of one sandbox handle share one loopback server (src/Kit/WebhookReceiver.ts): each
 * inbox gets only its own company's deliveries, connections are kept alive, a closed inbox's path is
 * gone, and the server holds no process open that has no inbox left (test/kit.test.ts: it ends with the
 * handle).
 */
import { execFile } from "node:child_process"
import { Agent, request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CompanyHandle, connect, type Sandbox, startSandbox } from "../src/Kit/index.js"
import { webhookReceiver } from "../src/Kit/WebhookReceiver.js"

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const T0 = "2030-01-01T09:00:00Z"

const createPatient = async (company: CompanyHandle, firstName: string) => {
  const { data, error } = await company.api.POST("/v1/patients/upsert", {
    body: { first_name: firstName, last_name: "Diaz", date_of_birth: "1980-02-03" }
  })
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data.patient.id
}

describe("the webhook inboxes of a sandbox handle", () => {
  it("share one server, each at a path of its own, and each receives only its company's deliveries", async () => {
    const [a, b] = await Promise.all([sandbox.company({ at: T0 }), sandbox.company({ at: T0 })])
    const [inboxA, inboxB] = await Promise.all([
      a!.webhookInbox({ eventTypes: ["patient_created"] }),
      b!.webhookInbox({ eventTypes: ["patient_created"] })
    ])
    const urlA = new URL(inboxA.url)
    const urlB = new URL(inboxB.url)
    expect(urlA.origin).toBe(urlB.origin)
    expect(urlA.hostname).toBe("127.0.0.1")
    expect(urlA.pathname).not.toBe(urlB.pathname)

    const [patientA, patientB] = [await createPatient(a!, "Ana"), await createPatient(b!, "Bea")]
    expect((await inboxA.next("patient_created")).body.patient.id).toBe(patientA)
    expect((await inboxB.next("patient_created")).body.patient.id).toBe(patientB)
    expect(inboxA.all().map((w) => w.eventId)).toHaveLength(1)
    expect(inboxB.all().map((w) => w.eventId)).toHaveLength(1)
    await Promise.all([a!.close(), b!.close()])
  })

  it("keeps a client's connection alive between inboxes, as the sandbox's pool of connections reuses it", async () => {
    const [a, b] = await Promise.all([sandbox.company({ at: T0 }), sandbox.company({ at: T0 })])
    const [inboxA, inboxB] = await Promise.all([a!.webhookInbox(), b!.webhookInbox()])
    // A pool like the sandbox's (node:http, kept alive): it keeps a connection only when the receiver
    // announces more than a second of keep-alive.
    const pool = new Agent({ keepAlive: true })
    const post = (url: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const sent = request(url, { method: "POST", agent: pool, headers: { "content-type": "application/json" } }, (response) => {
          response.resume()
          response.on("end", () => resolve({ status: response.statusCode!, reused: sent.reusedSocket }))
        })
        sent.on("error", reject)
        sent.end("{}")
      })
    // Unsigned: answered 400 and reported, which is enough to see the connection.
    expect(await post(inboxA.url)).toEqual({ status: 400, reused: false })
    expect(await post(inboxB.url)).toEqual({ status: 400, reused: true })
    pool.destroy()
    await Promise.all([a!.close(), b!.close()])
  })

  it("answers a closed inbox's path 410 while the others keep receiving", async () => {
    const [a, b] = await Promise.all([sandbox.company({ at: T0 }), sandbox.company({ at: T0 })])
    const closing = await a!.webhookInbox({ eventTypes: ["patient_created"] })
    const open = await b!.webhookInbox({ eventTypes: ["patient_created"] })
    await closing.close()
    const gone = await fetch(closing.url, { method: "POST", body: "{}" })
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({ error: "no webhook inbox here" })
    const elsewhere = await fetch(new URL("/somewhere", open.url), { method: "POST", body: "{}" })
    expect(elsewhere.status).toBe(410)

    const patient = await createPatient(b!, "Cora")
    expect((await open.next("patient_created")).body.patient.id).toBe(patient)
    await Promise.all([a!.close(), b!.close()])
  })

  it("refuses an inbox still opening when its handle closes, instead of giving it a server that is gone", async () => {
    const receiver = webhookReceiver()
    // The first route starts the server; the receiver closes while it listens.
    const routing = receiver.route(() => {})
    await receiver.close()
    await expect(routing).rejects.toMatchObject({ name: "SandboxClosedError", code: "sandbox_closed" })
    await expect(receiver.route(() => {})).rejects.toMatchObject({ name: "SandboxClosedError" })
  })

  it("lets a script end once its inboxes are closed, though the handle is left open", async () => {
    // A user's script as it is installed (the built package), connected to this sandbox.
    const script = `
      import { connect } from ${JSON.stringify(new URL("../dist/index.mjs", import.meta.url).href)}
      const company = await connect(${JSON.stringify(sandbox.url)}).company()
      const inbox = await company.webhookInbox()
      await inbox.close()
      console.log("closed", new URL(inbox.url).pathname)`
    const ended = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = execFile(process.execPath, ["--input-type=module", "-e", script], { timeout: 15_000 }, (error, stdout) =>
        resolve({ code: error === null ? 0 : child.exitCode, stdout }))
    })
    expect(ended).toEqual({ code: 0, stdout: expect.stringMatching(/^closed \/webhooks\/\d+\n$/) })
  })

  it("connect() handles share a server of their own the same way", async () => {
    const connected = connect(sandbox.url)
    const [a, b] = await Promise.all([connected.company(), connected.company()])
    const [inboxA, inboxB] = await Promise.all([a!.webhookInbox(), b!.webhookInbox()])
    expect(new URL(inboxA.url).origin).toBe(new URL(inboxB.url).origin)
    await connected.close()
    await expect(fetch(inboxA.url, { method: "POST" })).rejects.toThrow()
  })
})
