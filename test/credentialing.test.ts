import { afterAll, describe, expect, it } from "vitest"
import { DEMO_KEY, startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

describe("credentialing", () => {
  it("returns every field of the spec's credentialing item", async () => {
    const list = await app.request("GET", "/v1/credentialing?type=entity", { key: DEMO_KEY })
    expect(list.data.data).toHaveLength(1)
    const entity = list.data.data[0]
    const one = await app.request("GET", `/v1/credentialing/${entity.id}`, { key: DEMO_KEY })
    expect(one.status).toBe(200)
    expect(one.headers.get("content-type")).toContain("application/json")
    expect(one.body).toEqual(entity)
    expect(one.body).toEqual({
      id: expect.any(String),
      company_id: expect.any(String),
      name: "Demo Clinic Group",
      type: "entity",
      npi: "1234567893",
      is_active: true,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
      tax_id: "74-1234567",
      location_id: expect.any(String),
      therapist_id: null,
      insurances: expect.arrayContaining([
        { id: expect.any(String), name: "Aetna", is_active: true, payer_id: "60054", trading_partner_service_id: "60054" }
      ]),
      location: {
        id: one.data.location_id,
        name: "Main Street Clinic",
        address: "100 Main St",
        city: "Austin",
        state: "TX",
        zip_code: "78701"
      }
    })
  })

  it("filters by type", async () => {
    const providers = await app.request("GET", "/v1/credentialing?type=rendering_provider", { key: DEMO_KEY })
    expect(providers.data.pagination.total).toBe(3)
    expect(providers.data.data.every((c: { type: string }) => c.type === "rendering_provider")).toBe(true)
  })
})
