import { afterAll, describe, expect, it } from "vitest"
import { DEMO_KEY, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

const list = (query: "" | `?${string}`) => app.request("GET", `/v1/credentialing${query}`, { key: DEMO_KEY })

describe("pagination", () => {
  it.each([
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?limit=abc", "limit"],
    ["?limit=2.5", "limit"],
    ["?page=0", "page"],
    ["?page=-1", "page"],
    ["?page=x", "page"]
  ] as const)("%s is 422 naming %s", async (query, param) => {
    const reply = await list(query)
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ type: "validation_error", code: "invalid_parameter", param })
  })

  it("defaults to page 1, limit 20, in the list envelope", async () => {
    const reply = await list("")
    expect(reply.status).toBe(200)
    expect(reply.data.pagination).toEqual({ has_more: false, total: 4, page: 1, limit: 20 })
    expect(reply.data.data).toHaveLength(4)
  })

  it("pages through in a stable order with has_more", async () => {
    const first = await list("?limit=3&page=1")
    const second = await list("?limit=3&page=2")
    const beyond = await list("?limit=3&page=9")
    expect(first.data.pagination).toEqual({ has_more: true, total: 4, page: 1, limit: 3 })
    expect(second.data.pagination).toEqual({ has_more: false, total: 4, page: 2, limit: 3 })
    expect(beyond.body).toEqual({ data: [], pagination: { has_more: false, total: 4, page: 9, limit: 3 } })
    const ids = [...first.data.data, ...second.data.data].map((c: { id: string }) => c.id)
    expect(new Set(ids).size).toBe(4)
    expect((await list("?limit=100")).status).toBe(200)
  })
})
