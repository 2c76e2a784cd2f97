/**
 * The CLI's start-up as users meet it: a busy port, a bad --db, a --db another server holds. Each is
 * one line on stderr and exit 1; stdout carries only the banner, whatever the log level.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { type Ended, runToExit, start, stopAll } from "./support/SpawnedSandbox.js"
import { startApp } from "./support/TestApp.js"

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-startup-"))
afterAll(() => {
  stopAll()
  rmSync(dir, { recursive: true, force: true })
})

/** Exit 1, nothing on stdout, exactly one line on stderr (no stack trace), which is returned. */
const refusedWithOneLine = (ended: Ended): string => {
  expect(ended.code).toBe(1)
  expect(ended.stdout).toBe("")
  const lines = ended.stderr.split("\n").filter((line) => line !== "")
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^vob-sandbox: /)
  return lines[0]!
}

/** Polls `probe` every few ms until it returns a value (bounded: 5 s). */
const eventually = async <T>(probe: () => T | undefined): Promise<T> => {
  for (let waited = 0; waited < 5000; waited += 5) {
    const value = probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error("never happened")
}

const occupiedPort = (): Promise<{ server: Server; port: number }> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address()
      resolve({ server, port: typeof address === "object" && address !== null ? address.port : 0 })
    })
  })

describe("start-up failures", () => {
  it("a port in use and a missing --db directory: one line on stderr, exit 1", async () => {
    const { server, port } = await occupiedPort()
    try {
      const [busyPort, missingDirectory] = await Promise.all([
        runToExit(["--port", String(port)]),
        runToExit(["--port", "0", "--db", join(dir, "missing", "sandbox.sqlite")])
      ])
      expect(refusedWithOneLine(busyPort)).toBe(
        `vob-sandbox: port ${port} on 127.0.0.1 is already in use (another vob-sandbox?): stop it, or choose another --port (--port 0 picks a free one)`
      )
      expect(refusedWithOneLine(missingDirectory)).toBe(
        `vob-sandbox: cannot open --db ${join(dir, "missing", "sandbox.sqlite")}: the directory ${join(dir, "missing")} does not exist`
      )
    } finally {
      server.close()
    }
  })

  it("a --db that is a directory, under a file, or not a database fails the start with its reason", async () => {
    const notADatabase = join(dir, "notes.txt")
    writeFileSync(notADatabase, "not a database, just text long enough to fill a header ".repeat(10))
    mkdirSync(join(dir, "a-directory"))
    const cases: ReadonlyArray<readonly [string, string]> = [
      [join(dir, "a-directory"), "it is a directory, not a database file"],
      [join(notADatabase, "sandbox.sqlite"), `${notADatabase} is not a directory`],
      [notADatabase, "the file is not a SQLite database"]
    ]
    for (const [db, reason] of cases) {
      const app = startApp({ db })
      const failure = await app.run(Effect.void).then(() => undefined, (error: unknown) => error)
      await app.dispose().catch(() => undefined)
      expect(String(failure)).toContain(`StartupFailure: cannot open --db ${db}: ${reason}`)
    }
  })

  it("a --db another server holds is refused; the holder keeps serving; a killed holder does not block the next start", async () => {
    const db = join(dir, "held.sqlite")
    // At debug level too, the banner is stdout's first line and the logs are on stderr.
    const holder = await start(["--db", db, "--log-level", "debug"])
    expect(holder.stdout().split("\n")[0]).toBe(`vob-sandbox listening on ${holder.url}`)
    expect(holder.stdout()).not.toContain("level=")
    await eventually(() => holder.stderr().includes("level=DEBUG") || undefined)
    const created = await fetch(`${holder.url}/sandbox/v1/companies`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Held" })
    })
    const { api_key: key } = await created.json() as { api_key: string }
    // Its request line, on stderr (written once per turn of the server's event loop).
    const id = created.headers.get("x-request-id")!
    const line = await eventually(() => holder.stderr().split("\n").find((l) => l.includes(`request_id=${id}`)))
    expect(line).toMatch(/^timestamp=\S+Z level=INFO message=request method=POST path=\/sandbox\/v1\/companies status=201 duration_ms=[\d.]+ company=- request_id=/)

    const second = await runToExit(["--port", "0", "--db", db])
    expect(refusedWithOneLine(second)).toBe(
      `vob-sandbox: cannot open --db ${db}: another process has it open (another vob-sandbox on the same file?): stop it, or choose another --db`
    )
    expect((await fetch(`${holder.url}/healthz`)).status).toBe(200)

    await holder.stop("SIGKILL")
    const next = await start(["--db", db])
    const fixtures = await fetch(`${next.url}/sandbox/v1/fixtures`, { headers: { "x-api-key": key } })
    expect(fixtures.status).toBe(200)
    expect((await next.stop("SIGTERM")).code).toBe(0)
  })
})
