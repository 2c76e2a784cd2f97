/**
 * The package as a user installs it: `npm pack`, then `npm install <tarball>` in a separate project,
 * and each public entry used from there: ESM and CommonJS, node:test and vitest (the fixture), msw 2 and
 * 3, and tsc in strict mode with `skipLibCheck: false` over every typed entry. Then a second project on
 * Node 22 runs the fixture under vitest 4 and msw 3: it needs a Node 22+ binary named by `NODE22_BIN`
 * (with its headers in `<prefix>/include/node`, better-sqlite3 builds without a download) and is skipped,
 * saying so, without one. Slow (each install compiles better-sqlite3), so it runs with
 * `npm run test:reliability`; `test/package-export.test.ts` checks the entries quickly.
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const root = resolve(".")
const project = mkdtempSync(join(tmpdir(), "vob-sandbox-user-"))
// Asynchronous: a blocking child would starve the vitest worker's own messages during a long install.
const run = async (command: string, args: ReadonlyArray<string>, cwd = project, env: Record<string, string> = {}) =>
  (await promisify(execFile)(command, [...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    env: { ...process.env, NODE_OPTIONS: "", ...env }
  })).stdout
// tsc and vitest print their failures on stdout and exit non-zero: show them.
const output = (running: Promise<string>) =>
  running.catch((error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ""}${error.stderr ?? String(error)}`)

let tarball: string
beforeAll(async () => {
  // `npm pack` runs `prepare` (the bundle), as a publish would.
  await run("npm", ["pack", "--pack-destination", project], root)
  tarball = readdirSync(project).find((f) => f.endsWith(".tgz"))!
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "integrator", private: true, type: "module" }))
  await run("npm", ["install", "--no-audit", "--no-fund", `./${tarball}`, "msw@3", "vitest@3.2", "typescript@5.9", "@types/node@20"])
}, 1_200_000)
afterAll(() => rmSync(project, { recursive: true, force: true }))

const write = (file: string, text: string, where = project) => {
  mkdirSync(join(where, file, ".."), { recursive: true })
  writeFileSync(join(where, file), text)
}

/**
 * A fixture test as a user writes one: a company per test; one seed scoped over two tests, each run twice
 * on one sandbox (as a watch-mode rerun does): every test its own company, a rerun the same one afresh.
 */
const FIXTURE_TEST = `
  import { describe, expect } from "vitest"
  import { sandboxTest } from "vob-sandbox/vitest"
  sandboxTest("frozen company", async ({ company }) => {
    expect((await company.clock.now()).mode).toBe("frozen")
  })
  const seen = new Map()
  describe("one seed", { repeats: 1 }, () => {
    sandboxTest.scoped({ companyOptions: { seed: "tarball-suite" } })
    for (const name of ["first", "second"]) {
      sandboxTest(name, async ({ company }) => {
        expect(await company.clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
        const { data } = await company.api.POST("/v1/patients/upsert", { body: { first_name: "A", last_name: name, date_of_birth: "1980-01-01" } })
        const ids = [company.id, data.patient.id]
        if (seen.has(name)) expect(ids).toEqual(seen.get(name))
        for (const [other, theirs] of seen) if (other !== name) expect(theirs[0]).not.toBe(ids[0])
        seen.set(name, ids)
      })
    }
  })`

/**
 * vitest's watch mode, driven through its Node API: the run, then a rerun of the file on the same global
 * sandbox (the global setup outlives reruns), which must not meet its own seeds' companies as 409 seed_taken.
 */
const WATCH_RERUN = `
  import { startVitest } from "vitest/node"
  const vitest = await startVitest("test", ["fixture.test.ts"], { watch: true, config: "vitest.shared.config.mjs", reporters: ["dot"] })
  const failed = () => vitest.state.getFiles().filter((f) => f.result?.state !== "pass").map((f) => f.name)
  const run = failed()
  await vitest.rerunFiles(vitest.state.getFiles().map((f) => f.filepath))
  console.log(JSON.stringify({ run, rerun: failed() }))
  await vitest.close()`

/** A project type-checking every typed entry with tsc in strict mode, declaration files included. */
const STRICT_TSCONFIG = JSON.stringify({
  compilerOptions: {
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: false,
    types: ["node"]
  },
  files: ["entries.ts"]
})
const ENTRIES_TS = `
  import { startSandbox, type CompanyOptions, type StartOptions, SandboxApiError } from "vob-sandbox"
  import { createSandboxHandlers, type SandboxHandlersOptions } from "vob-sandbox/msw"
  import { sandboxTest } from "vob-sandbox/vitest"
  import { makeSandboxClient } from "vob-sandbox/client"
  import { verifyWebhookSignature } from "vob-sandbox/webhooks"
  export const start: StartOptions = { port: 0, clock: "frozen", logLevel: "none" }
  // Were a declaration file missing, these types would be \`any\` and accept anything.
  // @ts-expect-error: not an option
  export const misspelt: StartOptions = { prot: 1234 }
  // @ts-expect-error: not a clock mode
  export const weird: SandboxHandlersOptions = { baseUrl: "https://sandbox.test", clock: "weird" }
  export const company: CompanyOptions = { seed: "s", releases: { dob_mmddyyyy: true }, reuseSeed: true }
  export const used = [startSandbox, createSandboxHandlers, sandboxTest, makeSandboxClient, verifyWebhookSignature, SandboxApiError]`

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
    write("fixture.test.ts", FIXTURE_TEST)
    expect(await output(run("npx", ["vitest", "run", "fixture.test.ts"]))).toContain("3 passed")
    write("vitest.shared.config.mjs", `export default { test: { globalSetup: ["vob-sandbox/vitest/global-setup"] } }`)
    expect(await output(run("npx", ["vitest", "run", "--config", "vitest.shared.config.mjs", "fixture.test.ts"]))).toContain("3 passed")
    write("watch.mjs", WATCH_RERUN)
    expect((await output(run(process.execPath, ["watch.mjs"]))).trim().split("\n").at(-1)).toBe('{"run":[],"rerun":[]}')
  })

  it("type-checks every typed entry in strict mode with skipLibCheck: false (every declaration file they import is there)", async () => {
    write("entries.ts", ENTRIES_TS)
    write("tsconfig.entries.json", STRICT_TSCONFIG)
    expect(await output(run("npx", ["tsc", "-p", "tsconfig.entries.json"]))).toBe("")
    // The check fails on a missing file: without one declaration file the same project does not compile.
    const startOptions = join(project, "node_modules/vob-sandbox/dist/types/src/Kit/StartOptions.d.ts")
    const aside = `${startOptions}.aside`
    copyFileSync(startOptions, aside)
    rmSync(startOptions)
    try {
      expect(await output(run("npx", ["tsc", "-p", "tsconfig.entries.json"]))).toMatch(/TS2307: Cannot find module '\.\/StartOptions\.js'/)
    } finally {
      copyFileSync(aside, startOptions)
    }
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
      compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022", strict: true, noEmit: true, skipLibCheck: false, types: ["node"] },
      files: ["typed.ts", "effect-client.ts"]
    }))
    // tsc prints its errors on stdout and exits non-zero: show them.
    expect(await run("npx", ["tsc", "-p", "tsconfig.json"]).catch((error: { stdout?: string }) => error.stdout ?? String(error))).toBe("")
  })
})

// vitest 4 runs on Node 22+: a second project, installed and run with that Node (better-sqlite3 builds for its ABI).
const node22 = process.env["NODE22_BIN"]
if (node22 === undefined) {
  console.warn("package-tarball: vitest 4 and msw 3 on Node 22 skipped: set NODE22_BIN to a Node 22+ binary to run them")
}

describe.skipIf(node22 === undefined)("vob-sandbox installed from its tarball, under vitest 4 on Node 22", () => {
  const project22 = mkdtempSync(join(tmpdir(), "vob-sandbox-user22-"))
  const prefix = dirname(dirname(node22 ?? "/"))
  // That Node first on PATH runs npm, npx and their children; its own headers spare node-gyp a download.
  const env: Record<string, string> = {
    PATH: `${dirname(node22 ?? "/")}:${process.env["PATH"]}`,
    ...(existsSync(join(prefix, "include/node/node.h")) ? { npm_config_nodedir: prefix } : {})
  }
  const run22 = (command: string, args: ReadonlyArray<string>) => run(command, args, project22, env)

  beforeAll(async () => {
    expect(Number((await run22("node", ["-p", "process.versions.node"])).split(".")[0])).toBeGreaterThanOrEqual(22)
    copyFileSync(join(project, tarball), join(project22, tarball))
    writeFileSync(join(project22, "package.json"), JSON.stringify({ name: "integrator22", private: true, type: "module" }))
    await run22("npm", ["install", "--no-audit", "--no-fund", `./${tarball}`, "msw@3", "vitest@4.1", "typescript@5.9", "@types/node@22"])
  }, 1_200_000)
  afterAll(() => rmSync(project22, { recursive: true, force: true }))

  it("gives vitest 4 tests a company each through the fixture, also with the shared global setup", async () => {
    expect(JSON.parse(await run22("node", ["-p", "JSON.stringify(require('vitest/package.json').version)"]))).toMatch(/^4\.1\./)
    write("fixture.test.ts", FIXTURE_TEST, project22)
    expect(await output(run22("npx", ["vitest", "run", "fixture.test.ts"]))).toContain("3 passed")
    write("vitest.shared.config.mjs", `export default { test: { globalSetup: ["vob-sandbox/vitest/global-setup"] } }`, project22)
    expect(await output(run22("npx", ["vitest", "run", "--config", "vitest.shared.config.mjs", "fixture.test.ts"]))).toContain("3 passed")
    write("watch.mjs", WATCH_RERUN, project22)
    expect((await output(run22("node", ["watch.mjs"]))).trim().split("\n").at(-1)).toBe('{"run":[],"rerun":[]}')
  })

  it("type-checks every typed entry against vitest 4's and msw 3's types, strict, skipLibCheck: false", async () => {
    write("entries.ts", ENTRIES_TS, project22)
    write("tsconfig.entries.json", STRICT_TSCONFIG, project22)
    expect(await output(run22("npx", ["tsc", "-p", "tsconfig.entries.json"]))).toBe("")
  })

  it("answers through msw 3 handlers on the Node it asks for, and says what to do when company() comes first", async () => {
    write("msw.mjs", `
      import { createSandboxHandlers } from "vob-sandbox/msw"
      import { setupServer } from "msw/node"
      const baseUrl = "https://sandbox.test"
      const { handlers, sandbox, dispose } = await createSandboxHandlers({ baseUrl })
      const server = setupServer(...handlers)
      server.listen({ onUnhandledRequest: "error" })
      const unregistered = await createSandboxHandlers({ baseUrl: "https://unregistered.test" })
      const early = await unregistered.sandbox.company().catch((e) => e.name)
      await unregistered.dispose()
      const company = await sandbox.company()
      const answer = await fetch(baseUrl + "/v1/patients", { headers: { "x-api-key": company.apiKey } })
      console.log(early, answer.status)
      server.close()
      await dispose()`, project22)
    expect((await run22("node", ["msw.mjs"])).trim()).toBe("SandboxUnreachableError 200")
  })
})
