import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { start, stopAll } from "./support/SpawnedSandbox.js"
import { finished, spawnTail } from "./support/SpawnedTail.js"

afterAll(stopAll)
const dir = mkdtempSync(join(tmpdir(), "vob-tail-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("vob-sandbox tail", () => {
  it("prints each event as one line (sandbox time, type, ids) or JSON, filters by type, exits 0 on Ctrl-C, says why it cannot follow", async () => {
    const db = join(dir, "sandbox.sqlite")
    const server = await start(["--clock", "frozen", "--start-time", "2030-01-01T09:00:00Z", "--db", db])
    const refusals = Promise.all([
      finished(["--url", server.url, "--key", "sk_test_nope"]),
      finished(["--type", "vob_nope"])
    ])
    const company = await (await fetch(`${server.url}/sandbox/v1/companies`, { method: "POST" })).json() as any
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { "x-api-key": company.api_key, "content-type": "application/json" },
        body: JSON.stringify(body)
      }).then((r) => r.json() as Promise<any>)

    const lines = spawnTail(["--url", server.url, "--key", company.api_key])
    const json = spawnTail(["--url", server.url, "--key", company.api_key, "--json", "--type", "task_created"])
    await lines.until(() => lines.stderr().includes("following"))
    await json.until(() => json.stderr().includes("following"))

    const upsert = await call("POST", "/v1/patients/upsert", { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12" })
    const task = await call("POST", "/sandbox/v1/tasks", { title: "Call the payer" })
    await lines.until(() => lines.stdout().includes("task_created"))
    await json.until(() => json.stdout().includes("\n"))

    const [patientLine, taskLine] = lines.stdout().trim().split("\n")
    expect(patientLine).toMatch(new RegExp(`^2030-01-01T09:00:00\\.000Z  patient_created\\s+patient=${upsert.patient.id}$`))
    expect(taskLine).toMatch(new RegExp(`^2030-01-01T09:00:00\\.000Z  task_created\\s+task=${task.id}$`))
    const [only, ...rest] = json.stdout().trim().split("\n")
    expect(rest).toEqual([])
    expect(JSON.parse(only!)).toMatchObject({ type: "task_created", payload: { task: { id: task.id } } })

    const [refused, badType] = await refusals
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/401 .*API key/i)
    expect(badType.code).toBe(2)
    expect(badType.stderr).toContain("'vob_nope' is not an event type")

    // Open streams do not hold up the server's own shutdown; the tails outlive it, retrying, say so once,
    // and resume where they were once it is back (on the same port and database): nothing lost, nothing twice.
    const stopped = await server.stop("SIGINT")
    expect(stopped.code).toBe(0)
    await lines.until(() => lines.stderr().includes("reconnecting"))
    const port = new URL(server.url).port
    const restarted = await start(["--port", port, "--db", db])
    await call("POST", "/sandbox/v1/tasks", { title: "After the restart" })
    await lines.until(() => lines.stdout().trim().split("\n").length === 3)
    await json.until(() => json.stdout().trim().split("\n").length === 2)
    expect(lines.stdout().trim().split("\n").slice(0, 2)).toEqual([patientLine, taskLine])
    expect(lines.stdout().trim().split("\n")[2]).toMatch(/task_created/)
    expect(lines.stderr().match(/reconnecting/g)).toHaveLength(1)
    expect(lines.stderr()).toContain("reconnected")
    for (const tail of [lines, json]) {
      const exited = new Promise<number | null>((resolve) => tail.child.once("exit", resolve))
      tail.child.kill("SIGINT")
      expect(await exited).toBe(0)
    }
    await restarted.stop("SIGINT")
    // Its port is now closed: a tail retries for its give-up time, then exits 1.
    const gone = await finished(["--url", server.url, "--give-up-after", "1"])
    expect(gone.code).toBe(1)
    expect(gone.stderr).toContain(`cannot reach ${server.url}`)
    expect(gone.stderr).toContain("gave up after")
  })
})
