/**
 * The API reference page works offline: opened in Chromium, it requests nothing from any origin but
 * the sandbox's own (Scalar's default web fonts come from fonts.scalar.com; they are turned off).
 * Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH); skipped without one.
 */
import { existsSync } from "node:fs"
import { chromium } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "../support/TestApp.js"

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"

describe.skipIf(!existsSync(CHROMIUM))("the API reference page offline", () => {
  const app = startApp()
  afterAll(() => app.dispose())

  it("renders the document and requests nothing from another origin", async () => {
    const base = await app.baseUrl()
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] })
    try {
      const page = await browser.newPage()
      const requested: Array<string> = []
      page.on("request", (request) => requested.push(request.url()))
      // The page keeps to its Content-Security-Policy (test/console-security.test.ts): nothing it needs is refused.
      const refused: Array<string> = []
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      await page.goto(`${base}/docs`, { waitUntil: "load", timeout: 120_000 })
      // The page has rendered the document once an operation of it is on screen.
      await page.getByText("/v1/credentialing/{id}").first().waitFor({ timeout: 120_000 })
      await page.waitForLoadState("networkidle", { timeout: 30_000 })
      const elsewhere = requested.filter((url) => !url.startsWith(base) && !/^(data|blob|about):/.test(url))
      expect(elsewhere).toEqual([])
      expect(refused).toEqual([])
      expect(requested.length).toBeGreaterThan(0)
    } finally {
      await browser.close()
    }
  })
})
