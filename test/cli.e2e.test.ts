/** The real CLI as a user runs it: start, answer, persist to a file, stop cleanly on signals. */
import Database from "better-sqlite3"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { parseCli } from "../src/Cli.js"
import { defaultSettings } from "../src/Config/SandboxConfig.js"
import { BIN, start, stopAll } from "./support/SpawnedSandbox.js"

/** Far above a clean stop (tens of ms idle), far below a shutdown waiting on keep-alive or request timeouts. */
const STOP_BOUND_MS = 5_000

const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-cli-"))
afterAll(() => {
  stopAll()
  rmSync(dir, { recursive: true, force: true })
})

const call = async (url: string, method: string, path: string, key?: string, body?: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(key === undefined ? {} : { "x-api-key": key }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: response.status, body: await response.json() as any }
}

describe("npx vob-sandbox", () => {
  it("starts, prints where it listens and the fixture credentials, and answers /healthz", async () => {
    const server = await start([])
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await new Promise((r) => setTimeout(r, 20))
    expect(server.output()).toContain("sk_test_demo_clinic")
    expect(server.output()).toContain("tok_test_demo_dana")
    expect(server.output()).toContain("sk_test_operator_global")
    expect(await call(server.url, "GET", "/healthz")).toEqual({
      status: 200,
      body: { status: "ok", store: "sqlite", database: "reachable", instance: expect.stringMatching(/-\d+$/) }
    })
    expect(await call(server.url, "GET", "/readyz")).toEqual({ status: 200, body: { status: "ready", migrated: true } })
    const stopped = await server.stop("SIGINT")
    expect(stopped.code).toBe(0)
    // A bound against hanging on open connections, not a speed figure (start-up and stop are timed by the bench).
    expect(stopped.ms).toBeLessThan(STOP_BOUND_MS)
  })

  it("keeps companies, credentials and clocks in a file database across a restart (SIGTERM exits 0)", async () => {
    const db = join(dir, "sandbox.sqlite")
    const first = await start(["--db", db])
    const company = await call(first.url, "POST", "/sandbox/v1/companies", undefined, { name: "Persistent" })
    expect(company.status).toBe(201)
    const key = company.body.api_key as string
    await call(first.url, "POST", "/sandbox/v1/clock/freeze", key, { at: "2030-06-01T12:00:00Z" })
    const patient = await call(first.url, "POST", "/v1/patients/upsert", key, { first_name: "Ana", last_name: "Diaz", phone_number: "5125550100" })
    const stopped = await first.stop("SIGTERM")
    expect(stopped.code).toBe(0)
    expect(stopped.ms).toBeLessThan(STOP_BOUND_MS)
    // A job left pending by the stopped server (written as a feature would: a row of the jobs table).
    const file = new Database(db)
    file.prepare("INSERT INTO jobs (company_id, due_at_ms, kind, payload, created_at_ms) VALUES (?, ?, ?, ?, ?)")
      .run(company.body.company.id, Date.parse("2030-06-01T12:05:00Z"), "test.left_pending", "{}", Date.now())
    file.close()

    const second = await start(["--db", db])
    const fixtures = await call(second.url, "GET", "/sandbox/v1/fixtures", key)
    expect(fixtures.status).toBe(200)
    expect(fixtures.body.company).toEqual(company.body.company)
    expect((await call(second.url, "GET", "/sandbox/v1/clock", key)).body).toEqual({
      now: "2030-06-01T12:00:00.000Z",
      mode: "frozen"
    })
    expect((await call(second.url, "GET", `/v1/patients/${patient.body.patient.id}`, key)).body).toEqual(patient.body.patient)
    // The pending job survived the restart and runs when its time comes.
    expect((await call(second.url, "POST", "/sandbox/v1/clock/advance", key, { seconds: 600 })).body.jobs_run).toBe(1)
    // The fixture companies are not created twice.
    expect((await call(second.url, "GET", "/v1/credentialing", "sk_test_demo_clinic")).body.pagination.total).toBe(4)
    expect((await second.stop("SIGTERM")).code).toBe(0)
  })

  it("starts every company frozen with --clock frozen --start-time", async () => {
    const server = await start(["--clock", "frozen", "--start-time", "2030-01-01T09:00:00Z"])
    expect((await call(server.url, "GET", "/sandbox/v1/clock", "sk_test_demo_clinic")).body).toEqual({
      now: "2030-01-01T09:00:00.000Z",
      mode: "frozen"
    })
    await server.stop("SIGTERM")
  })

  it("prints help and exits 0; refuses a bad flag with exit 2", () => {
    const help = spawnSync(process.execPath, [BIN, "--help"], { encoding: "utf8" })
    expect(help.status).toBe(0)
    expect(help.stdout).toContain("--clock <real|frozen>")
    const bad = spawnSync(process.execPath, [BIN, "--clock", "sometimes"], { encoding: "utf8" })
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain("--clock must be real or frozen")
  })
})

describe("parseCli", () => {
  it("reads every flag", () => {
    expect(parseCli([
      "--port", "0", "--host", "0.0.0.0", "--db", "x.sqlite", "--clock", "frozen",
      "--start-time", "2030-01-01T00:00:00Z", "--log-level", "debug", "--max-body-bytes", "2048",
      "--allowed-hosts", "Sandbox.test, ci-box", "--cors", "http://localhost:5173", "--request-timeout", "5000", "--seed", "ci-run",
      "--max-streams-per-company", "7"
    ])).toEqual({
      _tag: "Run",
      settings: {
        ...defaultSettings,
        port: 0, host: "0.0.0.0", db: "x.sqlite", clock: "frozen",
        startTimeMs: Date.parse("2030-01-01T00:00:00Z"), logLevel: "debug", maxBodyBytes: 2048,
        allowedHosts: ["sandbox.test", "ci-box"], corsOrigin: "http://localhost:5173",
        requestTimeoutMs: 5000, headersTimeoutMs: 5000, seed: "ci-run", maxStreamsPerCompany: 7
      }
    })
  })

  it("reads the shared-store flags, and DATABASE_URL when --db is not given", () => {
    const url = "postgres://vob@db.internal:5432/sandbox"
    expect(parseCli(["--db", url, "--instance-id", "sandbox-1", "--log-format", "json", "--job-lease", "5000"]))
      .toEqual({ _tag: "Run", settings: { ...defaultSettings, db: url, instanceId: "sandbox-1", logFormat: "json", jobLeaseMs: 5000 } })
    expect(parseCli([], { DATABASE_URL: url })).toMatchObject({ settings: { db: url } })
    expect(parseCli(["--db", "x.sqlite"], { DATABASE_URL: url })).toMatchObject({ settings: { db: "x.sqlite" } })
    expect(parseCli([], { DATABASE_URL: "" })).toMatchObject({ settings: { db: ":memory:" } })
  })

  it.each([
    [["--log-format", "xml"], "--log-format"],
    [["--job-lease", "10"], "--job-lease"],
    [["--instance-id", "two words"], "--instance-id"],
    [["--port", "70000"], "--port"],
    [["--port", "abc"], "--port"],
    [["--start-time", "soon"], "--start-time"],
    [["--log-level", "loud"], "--log-level"],
    [["--max-body-bytes", "0"], "--max-body-bytes"],
    [["--max-body-bytes", "lots"], "--max-body-bytes"],
    [["--allowed-hosts", " , "], "--allowed-hosts"],
    [["--cors", "http://localhost:5173/app"], "--cors"],
    [["--cors", "*"], "--cors"],
    [["--request-timeout", "-1"], "--request-timeout"],
    [["--seed", ""], "--seed"],
    [["--max-streams-per-company", "0"], "--max-streams-per-company"],
    [["--nope"], "nope"],
    [["extra"], "extra"]
  ])("refuses %j", (argv, mention) => {
    const result = parseCli(argv)
    expect(result._tag).toBe("Invalid")
    expect(result._tag === "Invalid" && result.message).toContain(mention)
  })
})
