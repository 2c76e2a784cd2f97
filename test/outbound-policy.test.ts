/**
 * Where webhooks and the grader may send: nothing changes on a loopback-only server; on one bound to
 * another address (forced here with `restrictOutbound`: tests talk only to loopback) loopback, private and
 * link-local hosts are refused, when saving a subscription (422 naming url) and when an attempt connects,
 * unless `--webhook-hosts` lists them. The grader honours the company's webhook_timeout_ms.
 */
import { afterAll, describe, expect, it } from "vitest"
import { parseCli } from "../src/Cli.js"
import { addressProblem, hostProblem, isInternalAddress, outboundPolicyOf } from "../src/Webhooks/OutboundPolicy.js"
import { startMisbehavingReceiver } from "./support/MisbehavingReceiver.js"
import { startReceiver } from "./support/Receiver.js"
import { startApp } from "./support/TestApp.js"
import { advance, createTask, deliveriesOf, frozenCompany, subscribe } from "./support/Webhooks.js"

describe("the outbound policy (pure)", () => {
  it("is off on loopback, on elsewhere, and follows --webhook-hosts", () => {
    expect(outboundPolicyOf({ host: "127.0.0.1" }).restricted).toBe(false)
    expect(outboundPolicyOf({ host: "::1" }).restricted).toBe(false)
    expect(outboundPolicyOf({ host: "0.0.0.0" }).restricted).toBe(true)
    expect(outboundPolicyOf({ host: "127.0.0.1", restrictOutbound: true }).restricted).toBe(true)
    const shared = outboundPolicyOf({ host: "0.0.0.0" })
    // no-traffic: the addresses below are only judged by the pure rule (hostProblem, addressProblem); nothing
    // is resolved or sent, so a missing refusal fails the expectation and never connects.
    for (const host of ["127.0.0.1", "localhost", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "[::1]", "[fe80::1]", "[fd00::1]", "[::ffff:10.0.0.1]"]) { // no-traffic
      expect([host, hostProblem(shared, host)]).toEqual([host, expect.stringContaining("loopback, private or link-local")])
    }
    for (const host of ["hooks.example.com", "93.184.216.34", "172.32.0.1", "[2606:4700::1]"]) expect(hostProblem(shared, host)).toBeUndefined()
    expect(addressProblem(shared, "inward.example", "10.0.0.5")).toMatch(/resolves to 10\.0\.0\.5/) // no-traffic: pure rule
    expect(addressProblem(shared, "outward.example", "93.184.216.34")).toBeUndefined()
    const listed = outboundPolicyOf({ host: "0.0.0.0", webhookHosts: ["hooks.internal", "10.0.0.5"] }) // no-traffic: pure rule
    expect(hostProblem(listed, "10.0.0.5")).toBeUndefined() // no-traffic: pure rule
    expect(addressProblem(listed, "hooks.internal", "10.0.0.9")).toBeUndefined() // no-traffic: pure rule
    expect(hostProblem(listed, "hooks.example.com")).toMatch(/--webhook-hosts hooks.internal,10.0.0.5/) // no-traffic: pure rule
    const open = outboundPolicyOf({ host: "127.0.0.1" })
    expect(hostProblem(open, "169.254.169.254")).toBeUndefined()
    expect(isInternalAddress("8.8.8.8")).toBe(false)
  })

  it("--webhook-hosts is read by the CLI", () => {
    expect(parseCli(["--webhook-hosts", "Hooks.Example.com, 10.0.0.5"])).toMatchObject({ // no-traffic: arguments parsed, nothing sent
      _tag: "Run",
      settings: { webhookHosts: ["hooks.example.com", "10.0.0.5"] } // no-traffic: arguments parsed, nothing sent
    })
    expect(parseCli(["--webhook-hosts", ","])).toMatchObject({ _tag: "Invalid" })
  })
})

describe("a server applying the non-loopback policy", () => {
  const shared = startApp({ restrictOutbound: true })
  const listing = startApp({ restrictOutbound: true, webhookHosts: ["127.0.0.1"] })
  afterAll(() => Promise.all([shared.dispose(), listing.dispose()]))

  it("refuses loopback, private and link-local receivers naming url (create and update); public hosts pass", async () => {
    const company = await frozenCompany(shared)
    const key = company.apiKey
    const refused = await shared.request("POST", "/v1/webhooks", { key, body: { url: "http://127.0.0.1:9/hooks", event_types: ["task_created"] } })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param: "url" })
    // no-traffic: a subscription's URL is judged when it is written; no task is created in this company, so
    // nothing is ever sent to these hosts, and a refusal that went missing fails on the status below.
    const metadata = await shared.request("POST", "/v1/webhooks", { key, body: { url: "http://169.254.169.254/latest", event_types: ["task_created"] } }) // no-traffic
    expect(metadata.status).toBe(422)
    expect(metadata.error.param).toBe("url")
    const other = await shared.request("POST", "/v1/webhooks", { key, body: { url: "https://hooks.example.com/x", event_types: ["task_created"] } }) // no-traffic
    expect(other.status).toBe(201)
    const patched = await shared.request("PATCH", `/v1/webhooks/${other.data.id}`, { key, body: { url: "http://10.0.0.1/x" } }) // no-traffic
    expect(patched.status).toBe(422)
    expect(patched.error.param).toBe("url")
  })

  it("sends to hosts --webhook-hosts lists", async () => {
    const receiver = await startReceiver(200)
    try {
      const company = await frozenCompany(listing)
      const subscription = await subscribe(listing, company, receiver.url, ["task_created"])
      await createTask(listing, company)
      await advance(listing, company, 0)
      expect((await deliveriesOf(listing, company, subscription.id)).data[0]).toMatchObject({ status: "delivered" })
      expect(receiver.received).toHaveLength(1)
    } finally {
      await receiver.close()
    }
  })
})

describe("the grader", () => {
  const app = startApp()
  afterAll(() => app.dispose())

  it("honours the company's webhook_timeout_ms: a hanging receiver is graded in seconds, not 30 s per case", async () => {
    const receiver = await startMisbehavingReceiver("hang")
    try {
      const company = await frozenCompany(app)
      await app.request("PATCH", "/sandbox/v1/settings", { key: company.apiKey, body: { webhook_timeout_ms: 100 } })
      const subscription = await subscribe(app, company, receiver.url, ["task_created"])
      const started = performance.now()
      const graded = await app.request("POST", `/sandbox/v1/webhooks/${subscription.id}/grade`, { key: company.apiKey })
      expect(graded.data.passed).toBe(false)
      // Generous: ten cases at 30 s each, four at a time, took over a minute.
      expect(performance.now() - started).toBeLessThan(20_000)
    } finally {
      await receiver.close()
    }
  }, 120_000)
})
