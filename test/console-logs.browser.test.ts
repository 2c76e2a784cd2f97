/**
 * The console's Logs view in Chromium: the company's calls listed live, filtered by status class and
 * path, one call's request and response side by side with copy-as-curl (no credential in it), and a
 * VOB's timeline linking the calls that changed it. Skipped, as the console suite is, without Chromium.
 */
import { existsSync } from "node:fs"
import { type Browser, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { vobScenario } from "./support/VobScenario.js"

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"
const available = existsSync(CHROMIUM)

describe.skipIf(!available)("the console's Logs view in Chromium", () => {
  const app = startApp()
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] })
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await app.dispose()
  })

  const nav = (name: string) => page.getByRole("navigation", { name: "Views" }).getByRole("link", { name, exact: true })
  const row = (requestId: string) => page.locator(`table.logs tr[data-request-id="${requestId}"]`)

  it("lists calls live, filters them, shows one side by side, copies it as curl, and links a VOB's calls", { timeout: 60_000 }, async () => {
    const base = await app.baseUrl()
    const s = await vobScenario(app)
    await page.goto(`${base}/console`)
    await page.getByLabel("API key").fill(s.company.apiKey)
    await page.getByRole("button", { name: "Open" }).click()
    await page.locator('[data-live="live"]').waitFor()
    await nav("Logs").click()

    // A call made now, through the API, appears by itself.
    const refused = await app.request("POST", "/sandbox/v1/tasks", {
      key: s.company.apiKey,
      body: { title: "" },
      headers: { "x-request-id": "req-console-422" }
    })
    expect(refused.status).toBe(422)
    await row("req-console-422").waitFor()
    expect(await row("req-console-422").textContent()).toContain("invalid_parameter")

    // Filters: a status class, then a path prefix.
    await page.getByLabel("Status").selectOption("2xx")
    await expect.poll(() => row("req-console-422").count()).toBe(0)
    expect(await page.locator("table.logs tbody tr").count()).toBeGreaterThan(0)
    for (const status of await page.locator("table.logs tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-status")))) {
      expect(status).toMatch(/^2\d\d$/)
    }
    await page.getByLabel("Status").selectOption("")
    await page.getByLabel("Path starts with").fill("/sandbox/v1/tasks")
    await expect.poll(() => page.locator("table.logs tbody tr").count()).toBe(1)

    // One call: request and response side by side, and the call as curl with a placeholder for the key.
    await row("req-console-422").getByRole("link").click()
    await expect.poll(() => page.getByTestId("call-status").textContent()).toBe("422")
    expect(JSON.parse(await page.getByTestId("request-body").textContent() ?? "")).toEqual({ title: "" })
    expect(JSON.parse(await page.getByTestId("response-body").textContent() ?? "")).toMatchObject({ code: "invalid_parameter", param: "title" })
    const request = page.getByRole("region", { name: "Request" })
    expect(await request.textContent()).toContain(`sk_test_…${s.company.apiKey.slice(-4)}`)
    await page.getByRole("button", { name: "Copy as curl" }).click()
    await expect.poll(() => page.getByRole("status").filter({ hasText: /Copied|Select/ }).count()).toBe(1)
    const curl = await page.getByTestId("curl").textContent() ?? ""
    expect(curl).toContain(`curl -X POST '${base}/sandbox/v1/tasks'`)
    expect(curl).toContain('X-API-Key: $SANDBOX_API_KEY')
    expect(curl).toContain(`--data-raw '{"title":""}'`)
    expect(curl).not.toContain(s.company.apiKey)
    if (await page.getByRole("status").filter({ hasText: "Copied." }).count() === 1) {
      expect(await page.evaluate("navigator.clipboard.readText()")).toBe(curl)
    }

    // A VOB's timeline links the calls that changed it, each opening in the log.
    const vob = await s.createVob()
    const started = await app.request("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/start`, {
      key: s.company.apiKey,
      headers: { "x-request-id": "req-console-start" }
    })
    expect(started.status).toBe(200)
    await page.goto(`${base}/console#/vobs/${vob.id}`)
    const link = page.locator(`ol.calls li[data-request-id="req-console-start"] a`)
    await link.waitFor()
    await link.click()
    await expect.poll(() => page.locator("#call-heading").textContent()).toContain(`/sandbox/v1/verification-of-benefits/${vob.id}/start`)
  })
})
