/**
 * `vob-sandbox/vitest`: `sandboxTest("…", async ({ company }) => …)` gives each test its own company
 * on a frozen clock (2030-01-01T09:00:00Z unless `sandboxTest.scoped({ companyOptions })` says
 * otherwise). With no configuration the sandbox starts in process on first use in a worker and closes
 * when the worker ends; with `globalSetup: ["vob-sandbox/vitest/global-setup"]` every worker connects
 * to the one sandbox the global setup started.
 */
import { inject, type TestAPI, test } from "vitest"
import type { CompanyHandle } from "./CompanyHandle.js"
import { type CompanyOptions, connect, type Sandbox, startSandbox } from "./Sandbox.js"

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by `vob-sandbox/vitest/global-setup`: the shared sandbox's URL. */
    vobSandboxUrl: string
  }
}

export const DEFAULT_COMPANY_OPTIONS: CompanyOptions = { at: "2030-01-01T09:00:00Z" }

export interface SandboxTestContext {
  /** A fresh company of the worker's sandbox, its clock frozen at `companyOptions.at`. */
  readonly company: CompanyHandle
  /** Options every `company` of this test is created with. */
  readonly companyOptions: CompanyOptions
}

export interface SandboxWorkerContext {
  /** The worker's sandbox: the shared one of the global setup, or one started in process. */
  readonly sandbox: Sandbox
}

export const sandboxTest: TestAPI<SandboxTestContext & SandboxWorkerContext> = test.extend<SandboxTestContext & SandboxWorkerContext>({
  sandbox: [
    async ({}, use) => {
      const sharedUrl = inject("vobSandboxUrl")
      const sandbox = typeof sharedUrl === "string" ? connect(sharedUrl) : await startSandbox()
      await use(sandbox)
      await sandbox.close()
    },
    { scope: "worker" }
  ],
  companyOptions: DEFAULT_COMPANY_OPTIONS,
  company: async ({ sandbox, companyOptions }, use) => {
    const company = await sandbox.company(companyOptions)
    await use(company)
    await company.close()
  }
})
