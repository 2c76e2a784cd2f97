/** `vob-sandbox/vitest`: each test gets its own company on a frozen clock, with no configuration at all. */
import { describe, expect } from "vitest"
import { sandboxTest } from "../src/Kit/vitest.js"

const seen = new Set<string>()

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
})
