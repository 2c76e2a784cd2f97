/**
 * What one webhook delivery costs the built server, and on which of its threads (issue 29). Two companies on
 * one server, each with a started VOB; one has a subscription to vob_updated on a receiver in this process,
 * the other none. Each repeats "ask for information, then comment" (two vob_updated each); their turns
 * alternate, and the difference of their CPU per pair, over two, is a delivery. CPU from /proc per thread:
 * the main thread (JavaScript, the event loop) and V8's helper threads (concurrent optimizing compiles, GC).
 *
 *   npm run build && npx tsx bench/deliveryThreads.ts
 *
 * PAIRS: pairs per company (default 400). NODE_FLAGS: flags for the server's node, space-separated.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { setTimeout as sleep } from "node:timers/promises"
import { startBuiltSandbox } from "./BuiltSandbox.js"
import { threadCpuMsOf } from "./Measures.js"

const PAIRS = Number(process.env.PAIRS ?? 400)
const TURNS = 4

let received = 0
const receiver = createServer((request, response) => {
  request.resume()
  request.on("end", () => {
    received++
    response.end("ok")
  })
})
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`

const flags = process.env.NODE_FLAGS?.split(" ").filter((flag) => flag !== "") ?? []
const { base, child } = await startBuiltSandbox([], flags)
const call = async (method: string, path: string, key: string | undefined, body?: unknown) => {
  const response = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", ...(key === undefined ? {} : { "x-api-key": key }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text === "" ? undefined : JSON.parse(text)
}

const startedVob = async (subscribed: boolean) => {
  const { api_key: key } = await call("POST", "/sandbox/v1/companies", undefined, { at: "2030-01-01T09:00:00Z" })
  if (subscribed) await call("POST", "/v1/webhooks", key, { url: hook, event_types: ["vob_updated"] })
  const fixtures = await call("GET", "/sandbox/v1/fixtures", key)
  const aetna = fixtures.insurances.find((insurance: { name: string }) => insurance.name === "Aetna")
  const patient = await call("POST", "/v1/patients/upsert", key, {
    first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12",
    policies: [{ insurance_id: aetna.id, member_number: "W1" }]
  })
  const vob = await call("POST", "/v1/verification-of-benefits", key, { patient_policy_id: patient.policies[0].policy_id })
  await call("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/start`, key)
  return { key, vob: vob.id as string, subscribed }
}

/** `pairs` asks and comments; with a subscription, until their deliveries are received. */
const pairs = async (company: Awaited<ReturnType<typeof startedVob>>, count: number) => {
  const expected = received + 2 * count
  for (let i = 0; i < count; i++) {
    await call("POST", `/sandbox/v1/verification-of-benefits/${company.vob}/ask-missing-information`, company.key, { content: "The card, please." })
    await call("POST", `/v1/verification-of-benefits/${company.vob}/comments`, company.key, { content: `Sent ${i}.` })
  }
  if (company.subscribed) while (received < expected) await sleep(5)
  // Lets the background work of the last pair end inside this turn.
  await sleep(50)
}

try {
  const subscribed = await startedVob(true)
  const plain = await startedVob(false)
  await pairs(subscribed, 30)
  await pairs(plain, 30)
  const spent = { subscribed: { main: 0, helpers: 0 }, plain: { main: 0, helpers: 0 } }
  for (let turn = 0; turn < TURNS; turn++) {
    for (const company of [subscribed, plain]) {
      const before = threadCpuMsOf(child.pid!)
      await pairs(company, PAIRS / TURNS)
      const after = threadCpuMsOf(child.pid!)
      const side = spent[company.subscribed ? "subscribed" : "plain"]
      side.main += after.main - before.main
      side.helpers += after.helpers - before.helpers
    }
  }
  const perPair = (ms: number) => (ms / PAIRS).toFixed(2)
  for (const [name, side] of Object.entries(spent)) {
    console.log(`${name.padEnd(10)} ms of server CPU per pair: main thread ${perPair(side.main)}, V8 helper threads ${perPair(side.helpers)}`)
  }
  const delivery = (side: "main" | "helpers") => (spent.subscribed[side] - spent.plain[side]) / PAIRS / 2
  console.log(
    `one delivery: ${(delivery("main") + delivery("helpers")).toFixed(2)} ms of server CPU ` +
      `(main thread ${delivery("main").toFixed(2)}, helper threads ${delivery("helpers").toFixed(2)}), ${PAIRS} pairs each, flags [${flags.join(" ")}]`
  )
} finally {
  child.kill("SIGINT")
  await new Promise((resolve) => child.once("exit", resolve))
  receiver.closeAllConnections()
  receiver.close()
}
