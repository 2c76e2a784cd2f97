/** GET/PATCH /sandbox/v1/settings: the company's configuration, restored by a reset. */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { vobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

describe("/sandbox/v1/settings", () => {
  it("reads the fixtures' settings, changes them, and a reset restores them", async () => {
    const s = await vobScenario(app)
    expect((await s.call("GET", "/sandbox/v1/settings")).body).toEqual({
      assistant_label: "Benefits Assistant",
      prior_authorization_request_vob_default: true,
      webhook_timeout_ms: 30_000
    })
    const changed = await s.call("PATCH", "/sandbox/v1/settings", { assistant_label: "Verification Desk", webhook_timeout_ms: 500 })
    expect(changed.body).toEqual({
      assistant_label: "Verification Desk",
      prior_authorization_request_vob_default: true,
      webhook_timeout_ms: 500
    })
    await s.call("POST", "/sandbox/v1/reset")
    expect((await s.call("GET", "/sandbox/v1/settings")).body).toMatchObject({
      assistant_label: "Benefits Assistant",
      webhook_timeout_ms: 30_000
    })
  })

  it("the assistant label is what API-key callers see for staff", async () => {
    const s = await vobScenario(app)
    await s.call("PATCH", "/sandbox/v1/settings", { assistant_label: "Verification Desk" })
    const vob = await s.createVob()
    const cancelled = await s.staff(vob.id, "cancel", { reason: "duplicate request" })
    expect(cancelled.body.cancellation.cancelled_by).toMatchObject({ name: "Verification Desk", email: null })
  })

  it("refuses unknown fields and a blank label", async () => {
    const s = await vobScenario(app)
    expect((await s.call("PATCH", "/sandbox/v1/settings", { color: "blue" })).body).toMatchObject({ code: "unknown_field", param: "color" })
    expect((await s.call("PATCH", "/sandbox/v1/settings", { assistant_label: "" })).body.param).toBe("assistant_label")
  })
})
