/** `vob-sandbox tail --requests`: the company's API calls as they are answered, as lines or JSON, filtered by status. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Running, start, stopAll } from "./support/SpawnedSandbox.js"
import { spawnTail } from "./support/SpawnedTail.js"

afterAll(stopAll)

describe("vob-sandbox tail --requests", () => {
  // One server for both: each test follows a company of its own.
  let server: Running
  beforeAll(async () => {
    server = await start([])
  })

  it("prints each call as it is answered (time, method, path, status, duration, id), as JSON, and only 4xx with --status", async () => {
    const company = await (await fetch(`${server.url}/sandbox/v1/companies`, { method: "POST" })).json() as { api_key: string }
    const call = (method: string, path: string, id: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { "x-api-key": company.api_key, "content-type": "application/json", "x-request-id": id },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
    // Made before the tails start: not printed.
    await call("GET", "/v1/tasks", "req-before")

    const lines = spawnTail(["--url", server.url, "--key", company.api_key, "--requests"])
    const json = spawnTail(["--url", server.url, "--key", company.api_key, "--requests", "--json", "--status", "4xx"])
    await lines.until(() => lines.stderr().includes("following"))
    await json.until(() => json.stderr().includes("following"))

    await call("POST", "/sandbox/v1/tasks", "req-created", { title: "Call the payer" })
    await call("POST", "/sandbox/v1/tasks", "req-refused", { title: 42 })
    await lines.until(() => lines.stdout().includes("req-refused"))
    await json.until(() => json.stdout().includes("\n"))

    const printed = lines.stdout().trim().split("\n")
    expect(printed).toHaveLength(2)
    expect(printed[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z  POST    \/sandbox\/v1\/tasks  201  [\d.]+ ms  req-created$/)
    expect(printed[1]).toMatch(/^\S+  POST    \/sandbox\/v1\/tasks  422  [\d.]+ ms  req-refused  invalid_parameter$/)
    const [only, ...rest] = json.stdout().trim().split("\n")
    expect(rest).toEqual([])
    expect(JSON.parse(only!)).toMatchObject({ id: "req-refused", status: 422, request: { body: { title: 42 } } })
    expect(lines.stdout()).not.toContain("req-before")

    for (const tail of [lines, json]) {
      tail.child.kill("SIGINT")
      expect(await tail.exited).toBe(0)
    }
  })

  it("refuses a bad --status before anything is sent, and exits 1 on a key the sandbox refuses", async () => {
    const bad = spawnTail(["--requests", "--status", "4x"])
    expect(await bad.exited).toBe(2)
    expect(bad.stderr()).toContain("--status must be a status (404) or a class (4xx), got '4x'")
    const refused = spawnTail(["--url", server.url, "--key", "sk_test_nope", "--requests"])
    expect(await refused.exited).toBe(1)
    expect(refused.stderr()).toMatch(/401 .*API key/i)
  })
})
