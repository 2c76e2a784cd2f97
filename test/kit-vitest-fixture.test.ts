/** `vob-sandbox/vitest`: each test gets its own company on a frozen clock, with no configuration at all. */
import { beforeAll, describe, expect } from "vitest"
import type { CompanyHandle } from "../src/Kit/index.js"
import { sandboxTest } from "../src/Kit/vitest.js"

const seen = new Set<string>()

// Hooks run in the order they were registered: the kit's (registered as it was imported) has run. The
// sandbox listens before the first test, so its start is not taken from that test's own timeout.
beforeAll(() => {
  expect(process.getActiveResourcesInfo()).toContain("TCPServerWrap")
})

const firstPatient = async (company: CompanyHandle) => {
  const { data } = await company.api.POST("/v1/patients/upsert", {
    body: { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12" }
  })
  return data!.patient.id
}

describe("sandboxTest", () => {
  sandboxTest("gives a company frozen at 2030-01-01T09:00:00Z", async ({ company }) => {
    expect(await company.clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
    seen.add(company.id)
  })

  sandboxTest("gives every test a new company of the same sandbox", async ({ company, sandbox }) => {
    expect(seen.has(company.id)).toBe(false)
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const { data } = await company.api.GET("/v1/patients")
    expect(data!.pagination.total).toBe(0)
  })

  describe("with other company options", () => {
    sandboxTest.scoped({ companyOptions: { name: "Scoped", at: "2031-06-01T12:00:00Z" } })
    sandboxTest("uses them", async ({ company }) => {
      expect(company.name).toBe("Scoped")
      expect((await company.clock.now()).now).toBe("2031-06-01T12:00:00.000Z")
    })
  })

  describe("scoped with a name and release switches only", () => {
    sandboxTest.scoped({ companyOptions: { name: "Named", releases: { dob_mmddyyyy: true } } })
    sandboxTest("keeps the frozen clock of the defaults", async ({ company }) => {
      expect(company.name).toBe("Named")
      expect(await company.clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
      const { data } = await company.api.GET("/sandbox/v1/releases")
      expect(data!.data.find((r) => r.name === "dob_mmddyyyy")?.enabled).toBe(true)
    })
  })

  describe("scoped with a seed", () => {
    sandboxTest.scoped({ companyOptions: { seed: "fixture-suite" } })
    const runs: Array<{ readonly company: string; readonly patient: string }> = []

    sandboxTest("gives each test a company of its own, on the frozen clock", async ({ company, companyOptions }) => {
      expect(companyOptions).toEqual({ seed: "fixture-suite" })
      expect(await company.clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
      runs.push({ company: company.id, patient: await firstPatient(company) })
    })

    // Run twice on one sandbox, as a watch-mode rerun or a retry runs it: the second run takes the first's
    // company over (no 409 seed_taken) and starts it afresh, so it gives the same ids again. (vitest 3.2
    // drops an extended test's own `repeats`; a suite's reaches its tests.)
    describe("run twice", { repeats: 1 }, () => {
      sandboxTest("gives a test run again the same company, afresh", async ({ company }) => {
        expect((await company.api.GET("/v1/patients")).data!.pagination.total).toBe(0)
        runs.push({ company: company.id, patient: await firstPatient(company) })
      })
    })

    sandboxTest("(checks the runs above)", () => {
      const [first, again, rerun] = runs
      expect(again!.company).not.toBe(first!.company)
      expect(again!.patient).not.toBe(first!.patient)
      expect(rerun).toEqual(again)
    })
  })
})
