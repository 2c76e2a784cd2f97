import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

describe("GET /v1/workflow-stages", () => {
  it("lists the company's stages in order, without default_for, in the list envelope", async () => {
    const company = await app.newCompany()
    const fixtures = (await app.request("GET", "/sandbox/v1/fixtures", { key: company.apiKey })).data
    const reply = await app.request("GET", "/v1/workflow-stages", { key: company.apiKey })
    expect(reply.status).toBe(200)
    const expected = fixtures.workflow_stages.map(
      ({ id, title, order, verifies_insurance }: Record<string, unknown>) => ({ id, title, order, verifies_insurance })
    )
    expect(reply.body).toEqual({
      data: expected,
      pagination: { has_more: false, total: expected.length, page: 1, limit: 20 }
    })
    expect(reply.data.data.map((s: { order: number }) => s.order)).toEqual(
      [...reply.data.data.map((s: { order: number }) => s.order)].sort((a, b) => a - b)
    )
    expect(reply.data.data.find((s: { title: string }) => s.title === "Insurance Verification")).toMatchObject({
      verifies_insurance: true
    })
    expect(JSON.stringify(reply.body)).not.toContain("default_for")
  })

  it("pages, and refuses an out-of-range page size", async () => {
    const company = await app.newCompany()
    const all = (await app.request("GET", "/v1/workflow-stages", { key: company.apiKey })).data
    const second = await app.request("GET", "/v1/workflow-stages?limit=2&page=2", { key: company.apiKey })
    expect(second.data.data).toEqual(all.data.slice(2, 4))
    expect(second.data.pagination).toEqual({ has_more: all.data.length > 4, total: all.data.length, page: 2, limit: 2 })
    const invalid = await app.request("GET", "/v1/workflow-stages?limit=0", { key: company.apiKey })
    expect(invalid.status).toBe(422)
    expect(invalid.body).toMatchObject({ param: "limit" })
  })

  it("each company sees its own stage ids", async () => {
    const a = await app.newCompany()
    const b = await app.newCompany()
    const ids = async (key: string) =>
      (await app.request("GET", "/v1/workflow-stages", { key })).data.data.map((s: { id: string }) => s.id)
    const [idsA, idsB] = [await ids(a.apiKey), await ids(b.apiKey)]
    expect(idsA.some((id: string) => idsB.includes(id))).toBe(false)
  })
})
