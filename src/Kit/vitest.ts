/**
 * `vob-sandbox/vitest`: `sandboxTest("…", async ({ company }) => …)` gives each test its own company
 * on a frozen clock (2030-01-01T09:00:00Z unless `sandboxTest.scoped({ companyOptions })` says
 * otherwise: the options given there are merged over these defaults). With no configuration the sandbox
 * starts in process in each worker, in a hook before the file's first test (with its own timeout, so
 * the start never eats a test's); with `globalSetup: ["vob-sandbox/vitest/global-setup"]` every worker
 * connects to the one sandbox the global setup started.
 */
import { afterAll, beforeAll, inject, type TestAPI, test } from "vitest"
import type { CompanyHandle } from "./CompanyHandle.js"
import { type CompanyOptions, connect, type Sandbox, startSandbox } from "./Sandbox.js"
import { type TestIdentity, testSeed } from "./TestSeeds.js"

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by `vob-sandbox/vitest/global-setup`: the shared sandbox's URL. */
    vobSandboxUrl: string
  }
}

export const DEFAULT_COMPANY_OPTIONS: CompanyOptions = { at: "2030-01-01T09:00:00Z" }

/** How long the hook that starts a worker's in-process sandbox may take (a cold start on a loaded CI machine). */
export const SANDBOX_START_TIMEOUT_MS = 120_000

export interface SandboxTestContext {
  /** A fresh company of the worker's sandbox, created with `companyOptions` merged over the defaults. */
  readonly company: CompanyHandle
  /**
   * The company options `sandboxTest.scoped({ companyOptions })` gave (default `DEFAULT_COMPANY_OPTIONS`):
   * every `company` of the test is created with them merged over `DEFAULT_COMPANY_OPTIONS` (`at:
   * undefined` gives the sandbox's own clock). With a `seed`, each test's company gets a seed of its own
   * derived from it and the test's name, file and project: deterministic run to run, distinct between
   * tests, and taken over again (`reuseSeed`) when the same test runs again on the same sandbox (watch mode).
   */
  readonly companyOptions: CompanyOptions
}

export interface SandboxWorkerContext {
  /** The worker's sandbox: the shared one of the global setup, or one started in process. */
  readonly sandbox: Sandbox
}

// The worker's sandbox, started by the first of the hook below and the fixture to ask for it.
let starting: Promise<Sandbox> | undefined
let claimed = false
const workerSandbox = (): Promise<Sandbox> => {
  if (starting === undefined) {
    const sharedUrl = inject("vobSandboxUrl")
    starting = typeof sharedUrl === "string" ? Promise.resolve(connect(sharedUrl)) : startSandbox()
    // A failed start is reported by the hook and again by each test asking for it, not as an unhandled rejection.
    starting.catch(() => undefined)
  }
  return starting
}

// Registered on the file that imports this module (the suite being collected): the sandbox is up before
// its first test, within this hook's own timeout rather than the test's. A worker that runs several
// files without isolation imports this module once: later files find the sandbox started.
beforeAll(async () => {
  await workerSandbox()
}, SANDBOX_START_TIMEOUT_MS)
// A file that imported the fixture but ran no test with it: nothing else would close the sandbox started for it.
afterAll(async () => {
  if (claimed || starting === undefined) return
  const sandbox = await starting.catch(() => undefined)
  starting = undefined
  await sandbox?.close()
})

/** The test as a seed derivation names it (vitest's task: its name, suites, file and project). */
interface TaskLike {
  readonly name: string
  readonly suite?: TaskLike | undefined
  readonly tasks?: ReadonlyArray<TaskLike>
  readonly file: { readonly name: string; readonly projectName?: string | undefined; readonly tasks: ReadonlyArray<TaskLike> }
}

const titleOf = (task: TaskLike): ReadonlyArray<string> => {
  const names: Array<string> = []
  // Up to the file (the root suite, whose `file` is itself).
  for (let t: TaskLike | undefined = task; t !== undefined && (t as unknown) !== t.file; t = t.suite) {
    names.unshift(t.name)
  }
  return names
}

const identityOf = (task: TaskLike): TestIdentity => {
  const title = titleOf(task)
  // Tests of one file with the same title are told apart by their order (what a seed must not depend on otherwise).
  const sameTitle: Array<TaskLike> = []
  const walk = (tasks: ReadonlyArray<TaskLike>) => {
    for (const t of tasks) {
      if (t.tasks !== undefined) walk(t.tasks)
      else if (JSON.stringify(titleOf(t)) === JSON.stringify(title)) sameTitle.push(t)
    }
  }
  walk(task.file.tasks)
  return { project: task.file.projectName ?? "", file: task.file.name, title, occurrence: Math.max(0, sameTitle.indexOf(task)) }
}

export const sandboxTest: TestAPI<SandboxTestContext & SandboxWorkerContext> = test.extend<SandboxTestContext & SandboxWorkerContext>({
  sandbox: [
    async ({}, use) => {
      const sandbox = await workerSandbox()
      claimed = true
      await use(sandbox)
      starting = undefined
      claimed = false
      await sandbox.close()
    },
    { scope: "worker" }
  ],
  companyOptions: DEFAULT_COMPANY_OPTIONS,
  company: async ({ sandbox, companyOptions, task }, use) => {
    const options = { ...DEFAULT_COMPANY_OPTIONS, ...companyOptions }
    const company = await sandbox.company(
      options.seed === undefined ? options : { ...options, seed: testSeed(options.seed, options, identityOf(task as TaskLike)), reuseSeed: true }
    )
    await use(company)
    await company.close()
  }
})
