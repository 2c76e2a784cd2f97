/**
 * The package as a user installs it: `npm pack`, then `npm install <tarball>` in a separate project,
 * and each public entry used from there: ESM and CommonJS, node:test and vitest (the fixture), the
 * typed client compiled by tsc without a cast. Slow (the install compiles better-sqlite3), so it runs
 * with `npm run test:reliability`; `test/package-entries.test.ts` checks the entries quickly.
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const root = resolve(".")
const project = mkdtempSync(join(tmpdir(), "vob-sandbox-user-"))
// Asynchronous: a blocking child would starve the vitest worker's own messages during a long install.
const run = async (command: string, args: ReadonlyArray<string>, cwd = project) =>
  (await promisify(execFile)(command, [...args], { cwd, encoding: "utf8", maxBuffer: 64 << 20, env: { ...process.env, NODE_OPTIONS: "" } })).stdout

beforeAll(async () => {
  // `npm pack` runs `prepare` (the bundle), as a publish would.
  await run("npm", ["pack", "--pack-destination", project], root)
  const tarball = readdirSync(project).find((f) => f.endsWith(".tgz"))!
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "integrator", private: true, type: "module" }))
  await run("npm", ["install", "--no-audit", "--no-fund", `./${tarball}`, "msw@3", "vitest@3.2", "typescript@5.9", "@types/node@20"])
}, 1_200_000)
afterAll(() => rmSync(project, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  mkdirSync(join(project, file, ".."), { recursive: true })
  writeFileSync(join(project, file), text)
}

const kitCache = join(project, "node_modules/vob-sandbox/dist/kit-server.cjs.v8cache")
// msw 3 asks for Node 22.12+; on Node 20 it needs only this one builtin.
const withResolvers = `Promise.withResolvers ??= () => { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b }); return { promise, resolve, reject } }`

describe("vob-sandbox installed from its tarball", () => {
  it("starts in process from an ES module and drives a VOB with the typed client; the first start writes the code cache", async () => {
    // The tarball ships no cache (package.json `files`): the first start compiles and writes one beside the bundle.
    expect(existsSync(kitCache)).toBe(false)
    // It ships the migrated image the in-memory store opens as a copy of (src/Store/MigratedImage.ts).
    expect(existsSync(join(project, "node_modules/vob-sandbox/dist/schema.sqlite"))).toBe(true)
    write("esm.mjs", `
      import { startSandbox } from "vob-sandbox"
      const sandbox = await startSandbox()
      const company = await sandbox.company({ at: "2030-01-01T09:00:00Z" })
      const inbox = await company.webhookInbox({ eventTypes: ["vob_completed"] })
      const aetna = company.fixtures.insurances.find((i) => i.name === "Aetna")
      const { data: upsert } = await company.api.POST("/v1/patients/upsert", { body: { first_name: "Ana", last_name: "Diaz", date_of_birth: "1980-02-03", policies: [{ insurance_id: aetna.id, member_number: "W1" }] } })
      const { data: vob } = await company.api.POST("/v1/verification-of-benefits", { body: { patient_policy_id: upsert.policies[0].policy_id } })
      await company.staff.start(vob.id)
      await company.staff.complete(vob.id)
      console.log((await inbox.next("vob_completed")).body.vob.id === vob.id)
      await sandbox.close()`)
    expect((await run(process.execPath, ["esm.mjs"])).trim()).toBe("true")
    expect(existsSync(kitCache)).toBe(true)
  })

  it("answers through msw handlers, from an ES module and with require", async () => {
    const script = (load: string) => `${withResolvers}
      ${load}
      const baseUrl = "https://sandbox.test"
      createSandboxHandlers({ baseUrl }).then(async ({ handlers, sandbox, dispose }) => {
        const server = setupServer(...handlers)
        server.listen({ onUnhandledRequest: "error" })
        const company = await sandbox.company()
        const answer = await fetch(baseUrl + "/v1/patients", { headers: { "x-api-key": company.apiKey } })
        console.log(answer.status)
        server.close()
        await dispose()
      })`
    write("msw.mjs", script(`const { createSandboxHandlers } = await import("vob-sandbox/msw"); const { setupServer } = await import("msw/node")`))
    write("msw.cjs", script(`const { createSandboxHandlers } = require("vob-sandbox/msw"); const { setupServer } = require("msw/node")`))
    expect((await run(process.execPath, ["msw.mjs"])).trim()).toBe("200")
    expect((await run(process.execPath, ["msw.cjs"])).trim()).toBe("200")
  })

  it("answers through msw handlers with msw 2, what npm picks for Node 20 (its requests carry no Host header)", async () => {
    await run("npm", ["install", "--no-audit", "--no-fund", "msw@2"])
    expect((await run(process.execPath, ["msw.mjs"])).trim()).toBe("200")
    expect((await run(process.execPath, ["msw.cjs"])).trim()).toBe("200")
  })

  it("works with require", async () => {
    write("cjs.cjs", `
      const { startSandbox, verifyWebhookSignature } = require("vob-sandbox")
      startSandbox().then(async (sandbox) => {
        const company = await sandbox.company()
        console.log(typeof verifyWebhookSignature, company.apiKey.startsWith("sk_test_"))
        await sandbox.close()
      })`)
    expect((await run(process.execPath, ["cjs.cjs"])).trim()).toBe("function true")
  })

  it("runs under node:test", async () => {
    write("node-test.test.mjs", `
      import { test, after } from "node:test"
      import assert from "node:assert/strict"
      import { startSandbox } from "vob-sandbox"
      const sandbox = await startSandbox()
      after(() => sandbox.close())
      test("a company per test", async () => {
        const company = await sandbox.company({ at: "2030-01-01T09:00:00Z" })
        assert.equal((await company.clock.advance(60)).now, "2030-01-01T09:01:00.000Z")
      })`)
    expect(await run(process.execPath, ["--test", "node-test.test.mjs"])).toContain("pass 1")
  })

  it("gives vitest tests a company each through the fixture, also with the shared global setup", async () => {
    write("fixture.test.ts", `
      import { expect } from "vitest"
      import { sandboxTest } from "vob-sandbox/vitest"
      sandboxTest("frozen company", async ({ company }) => {
        expect((await company.clock.now()).mode).toBe("frozen")
      })`)
    expect(await run("npx", ["vitest", "run", "fixture.test.ts"])).toContain("1 passed")
    write("vitest.shared.config.mjs", `export default { test: { globalSetup: ["vob-sandbox/vitest/global-setup"] } }`)
    expect(await run("npx", ["vitest", "run", "--config", "vitest.shared.config.mjs", "fixture.test.ts"])).toContain("1 passed")
  })

  it("type-checks an integrator's typed calls without a cast", async () => {
    write("typed.ts", `
      import { startSandbox, type CompanyHandle, SandboxApiError } from "vob-sandbox"
      export const scenario = async (company: CompanyHandle): Promise<string> => {
        const { data, error } = await company.api.GET("/v1/verification-of-benefits/{id}", { params: { path: { id: "x" } } })
        if (error !== undefined) return error.code
        const done = await company.staff.complete(data.id, { result: {} })
        return done.status
      }
      export const upload = async (company: CompanyHandle, bytes: Uint8Array<ArrayBuffer>): Promise<string | undefined> => {
        const { data } = await company.api.POST("/v1/files", { body: { file: new File([bytes], "card.png", { type: "image/png" }), document_type: "insurance_card_front" } })
        await company.staff.askMissingInformation(data?.id ?? "x")
        return data?.id
      }
      export const start = startSandbox
      export const isApiError = (e: unknown) => e instanceof SandboxApiError`)
    write("effect-client.ts", `
      import { FetchHttpClient } from "@effect/platform"
      import { Effect } from "effect"
      import { makeSandboxClient } from "vob-sandbox/client"
      export const program = Effect.gen(function*() {
        const client = yield* makeSandboxClient("http://127.0.0.1:4010")
        const clock = yield* client.sandboxClock.get()
        return clock.now
      }).pipe(Effect.provide(FetchHttpClient.layer))`)
    write("tsconfig.json", JSON.stringify({
      compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022", strict: true, noEmit: true, skipLibCheck: true, types: ["node"] },
      files: ["typed.ts", "effect-client.ts"]
    }))
    // tsc prints its errors on stdout and exits non-zero: show them.
    expect(await run("npx", ["tsc", "-p", "tsconfig.json"]).catch((error: { stdout?: string }) => error.stdout ?? String(error))).toBe("")
  })
})
