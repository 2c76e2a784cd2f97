/**
 * `globalSetup: ["vob-sandbox/vitest/global-setup"]`: one sandbox for every worker of the run, so
 * `sandboxTest` companies of all test files live in one process (each still isolated).
 */
import type { TestProject } from "vitest/node"
import { startSandbox } from "./Sandbox.js"

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sandbox = await startSandbox()
  project.provide("vobSandboxUrl", sandbox.url)
  return () => sandbox.close()
}
