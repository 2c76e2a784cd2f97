/**
 * The seed a test's company gets when its options name one (`sandboxTest.scoped({ companyOptions: { seed } })`):
 * derived from that seed, the company options and the test's identity (project, file relative to the
 * root, suite and test names), so it is the same on every run and every machine, and no two tests share
 * one (a seed belongs to one company per server). The seed given stays readable at its start.
 */
import { createHash } from "node:crypto"
import type { CompanyOptions } from "./Sandbox.js"

export interface TestIdentity {
  readonly project: string
  /** The test file, relative to the project's root. */
  readonly file: string
  /** Its suites' names and its own. */
  readonly title: ReadonlyArray<string>
  /** Among the file's tests with the same title, which one (0 for the first). */
  readonly occurrence: number
}

/** The server's longest seed (`POST /sandbox/v1/companies`). */
const MAX_SEED_LENGTH = 200
const DIGEST_LENGTH = 32

export const testSeed = (seed: string, options: CompanyOptions, test: TestIdentity): string => {
  const { name, at, releases = {} } = options
  const switches = Object.entries(releases).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const digest = createHash("sha256")
    .update(JSON.stringify([seed, name ?? null, at ?? null, switches, test.project, test.file, test.title, test.occurrence]))
    .digest("hex")
    .slice(0, DIGEST_LENGTH)
  return `${seed.slice(0, MAX_SEED_LENGTH - DIGEST_LENGTH - 1)}/${digest}`
}
