/**
 * The HTTP edge under a long probe: a thorough fuzz of every operation in process, then a spawned CLI
 * sent an oversized body (~600 MB streamed), bodies that never arrive, a slow-header flood, a cut-short
 * upload, a streamed oversized upload read by Node's fetch, and exceptions thrown outside any handler. Every probe is bounded; loopback only.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { operationsOf, probesFor, runProbes } from "../support/EdgeFuzz.js"
import { BIN } from "../support/SpawnedSandbox.js"
import { fetchFromAnotherProcess } from "../support/ChildFetch.js"
import { DEMO_KEY, startApp } from "../support/TestApp.js"

const children: Array<ChildProcess> = []
afterAll(() => children.forEach((c) => c.kill("SIGKILL")))

/** The CLI with extra Node flags (a preload), resolving with its URL once it listens. */
const spawnCli = (args: ReadonlyArray<string>, nodeArgs: ReadonlyArray<string> = []) =>
  new Promise<{ url: string; output: () => string; child: ChildProcess }>((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, BIN, "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] })
    children.push(child)
    let output = ""
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /vob-sandbox listening on (http:\/\/\S+)/.exec(output)
      if (match !== null) resolve({ url: match[1]!, output: () => output, child })
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onData)
    child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)))
  })

const json = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init)
  return { status: response.status, body: await response.json() as any }
}

/** Streams up to `totalBytes` of a JSON body in 1 MB chunks, stopping as soon as an answer arrives. */
const streamBody = (url: string, totalBytes: number, declareLength: boolean) =>
  new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
    const { hostname, port } = new URL(url)
    let sentBytes = 0
    let answered = false
    const req = httpRequest({
      host: hostname, port: Number(port), method: "POST", path: "/sandbox/v1/companies",
      headers: {
        "content-type": "application/json",
        ...(declareLength ? { "content-length": String(totalBytes) } : { "transfer-encoding": "chunked" })
      }
    }, (res) => {
      answered = true
      res.resume()
      resolve({ status: res.statusCode ?? 0, sentBytes })
    })
    req.on("error", (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    chunk.write('{"name":"')
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length
        if (!req.write(chunk)) return void req.once("drain", pump)
      }
      if (!answered) req.end()
    }
    pump()
  })

/** Opens a socket, sends the bytes, and resolves with the status line's code once the server closes it. */
const rawStatus = (url: string, bytes: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname)
    let text = ""
    socket.on("data", (chunk) => (text += chunk.toString()))
    socket.on("error", reject)
    socket.on("close", () => resolve(Number(text.split(" ")[1] ?? 0)))
    socket.on("connect", () => socket.write(bytes))
  })

describe("thorough fuzz of every operation", () => {
  it("answers every malformed request with a 4xx in the error shape", async () => {
    const app = startApp()
    try {
      const company = await app.newCompany()
      const operations = operationsOf((await app.request("GET", "/openapi.json")).body)
      const report = await runProbes(await app.baseUrl(), operations.flatMap((op) => probesFor(op, company.apiKey, true)))
      console.log(`reliability fuzz-edge: ${operations.length} operations, ${report.sent} bad requests, ` +
        `${report.fiveHundreds.length} 5xx, ${report.outOfShape.length} out of shape`)
      expect(report.fiveHundreds).toEqual([])
      expect(report.outOfShape).toEqual([])
    } finally {
      await app.dispose()
    }
  })
})

describe("a spawned CLI", () => {
  it("refuses a ~600 MB body with 413 and keeps every tenant's data", async () => {
    const cli = await spawnCli(["--request-timeout", "2000"])
    const created = await json(`${cli.url}/sandbox/v1/companies`, {
      method: "POST", headers: { "content-type": "application/json" }, body: '{"name":"Keeps its data"}'
    })
    expect(created.status).toBe(201)
    for (const declareLength of [false, true]) {
      const big = await streamBody(cli.url, 600 * 1024 * 1024, declareLength)
      console.log(`oversized body (${declareLength ? "Content-Length" : "chunked"}): ${big.status} after ${big.sentBytes / (1024 * 1024)} MB sent`)
      expect(big.status).toBe(413)
    }
    const fixtures = await json(`${cli.url}/sandbox/v1/fixtures`, { headers: { "x-api-key": created.body.api_key } })
    expect(fixtures.status).toBe(200)
    expect(cli.child.exitCode).toBeNull()
  })

  it("lets Node's fetch read the 413 of a file over 50 MB streamed without Content-Length (the parser stops, the rest is discarded)", async () => {
    const cli = await spawnCli([])
    const seen = await fetchFromAnotherProcess(`${cli.url}/v1/files`, 80 * 1024 * 1024, 6, { "x-api-key": DEMO_KEY }, "upload")
    expect(seen).toEqual({ "413 file_too_large": 6 })
  })

  it("answers bodies that never arrive, a slow-header flood and a cut-short upload in bounded time", async () => {
    const cli = await spawnCli(["--request-timeout", "300"])
    const { host } = new URL(cli.url)
    const statuses = await Promise.all([
      // 2 GB declared on the unauthenticated route: refused from the header.
      rawStatus(cli.url, `POST /sandbox/v1/companies HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n{`),
      // Under the limit but never sent: the request timeout.
      rawStatus(cli.url, `POST /sandbox/v1/companies HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`),
      rawStatus(cli.url, `POST /v1/files HTTP/1.1\r\nHost: ${host}\r\nX-API-Key: sk_test_demo_clinic\r\n` +
        "Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 5000\r\n\r\n--XyZ\r\n"),
      ...Array.from({ length: 40 }, () => rawStatus(cli.url, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nX-Slow:`))
    ])
    console.log(`slow connections: ${statuses.length} opened, statuses ${JSON.stringify([...new Set(statuses)])}`)
    expect(statuses[0]).toBe(413)
    expect(statuses.slice(1).every((s) => s === 408)).toBe(true)
    const cutShort = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\r\n'
    expect(await rawStatus(cli.url, `POST /v1/files HTTP/1.1\r\nHost: ${host}\r\nX-API-Key: sk_test_demo_clinic\r\n` +
      `Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: ${cutShort.length}\r\nConnection: close\r\n\r\n${cutShort}`)).toBe(400)
    expect((await fetch(`${cli.url}/healthz`)).status).toBe(200)
  })

  it("logs an exception thrown outside any handler and keeps serving", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vob-sandbox-edge-"))
    const preload = join(dir, "throw-later.cjs")
    writeFileSync(preload, `process.once("vob-sandbox:listening", () => {
  setImmediate(() => { throw new Error("thrown outside any handler") })
  Promise.reject(new Error("a promise nobody awaits"))
})\n`)
    const cli = await spawnCli([], ["--require", preload])
    // The lines are written after the throws: wait for them (bounded), not for a fixed time.
    for (let waited = 0; waited < 5_000 && !cli.output().includes("a promise nobody awaits"); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await fetch(`${cli.url}/healthz`)).status).toBe(200)
    expect(cli.output()).toContain("thrown outside any handler")
    expect(cli.output()).toContain("a promise nobody awaits")
    expect(cli.child.exitCode).toBeNull()
  })
})
