/**
 * The console in a real browser (playwright-core driving the system's Chromium): what a user sees and
 * clicks, against the real server in process. Skipped, saying how to enable it, when no Chromium is
 * installed. With CONSOLE_SCREENSHOTS=1, screenshots of each main view go to test-output/console/ (not
 * committed; docs/console.png is one of them): full-page captures cost about two seconds of a budget
 * of one minute for the whole suite, so a plain run takes none.
 */
import { existsSync, mkdirSync } from "node:fs"
import { connect, createServer, type Socket } from "node:net"
import { type Browser, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { vobScenario } from "./support/VobScenario.js"

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"
const available = existsSync(CHROMIUM)
if (!available) {
  console.warn(
    `Console browser tests skipped: no Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) ` +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary to run them."
  )
}

const SHOTS = "test-output/console"
const SCREENSHOTS = process.env["CONSOLE_SCREENSHOTS"] === "1"

/** A loopback port nothing listens on: a webhook receiver that refuses every delivery. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * A TCP relay in front of the app, so a test can cut the browser's connections (and refuse new ones)
 * the way a network drop would.
 */
const relayTo = async (target: string) => {
  const port = Number(new URL(target).port)
  const sockets = new Set<Socket>()
  let refusing = false
  const server = createServer((client) => {
    if (refusing) return void client.destroy()
    const upstream = connect(port, "127.0.0.1")
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on("error", () => socket.destroy())
      socket.on("close", () => (sockets.delete(socket), client.destroy(), upstream.destroy()))
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    /** Cuts every open connection and refuses new ones until `restore`. */
    cut: () => {
      refusing = true
      for (const socket of sockets) socket.destroy()
    },
    restore: () => void (refusing = false),
    close: () => {
      refusing = true
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

describe.skipIf(!available)("the console in Chromium", () => {
  const app = startApp()
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true })
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] })
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  })
  afterAll(async () => {
    await browser?.close()
    await app.dispose()
  })

  const shot = async (name: string) => {
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
  }
  const status = () => page.getByTestId("vob-status")
  const card = (column: string, vobId: string) => page.locator(`.column[data-status="${column}"] [data-vob-id="${vobId}"]`)
  const nav = (name: string) => page.getByRole("navigation", { name: "Views" }).getByRole("link", { name, exact: true })
  const move = (name: string) => page.getByRole("group", { name: "Staff actions" }).getByRole("button", { name, exact: true })

  // One scenario in one browser: a few seconds alone; the timeout allows for a loaded machine.
  it("refuses an unknown key with a clear message, then drives a VOB, the clock and a redelivery with its buttons", { timeout: 60_000 }, async () => {
    const relay = await relayTo(await app.baseUrl())
    const base = relay.url
    const s = await vobScenario(app)
    const autopilotPolicy = await s.addPolicy("AUTO_COMPLETE_1")
    const subscription = await s.call("POST", "/v1/webhooks", { url: `http://127.0.0.1:${await closedPort()}/hooks`, event_types: ["vob_created"] })

    // An unknown key: a clear message, nothing opened.
    await page.goto(`${base}/console`)
    await page.getByLabel("API key").fill("sk_test_not_a_key")
    await page.getByRole("button", { name: "Open" }).click()
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("unknown or has been revoked")

    await page.getByLabel("API key").fill(s.company.apiKey)
    await page.getByRole("button", { name: "Open" }).click()
    await page.locator('[data-live="live"]').waitFor()
    expect(await page.evaluate("Object.keys(sessionStorage)")).toEqual(["vob-sandbox.console.session"])
    expect(await page.evaluate("Object.keys(localStorage)")).toEqual([])

    // Created through the API, the VOB appears on the board by itself.
    const vob = await s.createVob()
    const t0 = performance.now()
    await card("pending", vob.id).waitFor()
    console.log(`console figure: API change to the page showing it: ${Math.round(performance.now() - t0)} ms`)
    await shot("board")

    // A dropped stream: events recorded meanwhile arrive once it reconnects, each once.
    const received = async () => Number(await page.locator("[data-live]").getAttribute("data-received"))
    const eventCount = async () => (await s.call("GET", "/sandbox/v1/events?limit=1")).data.pagination.total as number
    const [receivedBefore, eventsBefore] = [await received(), await eventCount()]
    relay.cut()
    await page.locator('[data-live="reconnecting"]').waitFor()
    const whileDown = await s.createVob()
    const recordedMeanwhile = (await eventCount()) - eventsBefore
    expect(recordedMeanwhile).toBeGreaterThan(0)
    relay.restore()
    await card("pending", whileDown.id).waitFor()
    await expect.poll(received).toBe(receivedBefore + recordedMeanwhile)

    // Its timeline, driven to completed with the buttons (the answer comes through the API).
    await card("pending", vob.id).getByRole("link").click()
    await move("start").click()
    await expect.poll(() => status().textContent()).toBe("in_progress")
    await page.getByLabel(/Text for the ask/).fill("Please send the back of the card")
    await move("ask-missing-information").click()
    await expect.poll(() => status().textContent()).toBe("missing_information")
    const answer = await s.call("POST", `/v1/verification-of-benefits/${vob.id}/comments`, { content: "Sent it today" })
    expect(answer.status).toBe(201)
    await page.getByText("Sent it today").waitFor()
    await move("resume").click()
    await expect.poll(() => status().textContent()).toBe("in_progress")
    await move("complete").click()
    await expect.poll(() => status().textContent()).toBe("completed")
    // A move the state machine refuses shows the API's reason and changes nothing.
    await move("start").click()
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/409 invalid_state.*completed/)
    expect(await status().textContent()).toBe("completed")
    await shot("timeline")

    // The clock: an autopilot VOB moves when the clock is advanced with a button.
    const autopilot = await s.createVob({ patient_policy_id: autopilotPolicy })
    await nav("VOBs").click()
    await card("pending", autopilot.id).waitFor()
    await page.getByRole("button", { name: "+5 min" }).click()
    await card("completed", autopilot.id).waitFor()
    const ran = page.locator(".clock .ran")
    await expect.poll(() => ran.textContent()).toMatch(/vob\.staff_step start.*vob\.staff_step complete/)
    expect(await page.locator(".clock .now time").getAttribute("datetime")).toBe("2030-01-01T09:05:00.000Z")

    // Webhooks: the refused delivery's attempts, and a redelivery from its button.
    await nav("Webhooks").click()
    const delivery = page.locator(".delivery").first()
    await delivery.locator(".attempts tbody tr").first().waitFor()
    const attemptsBefore = await delivery.locator(".attempts tbody tr").count()
    expect(await delivery.textContent()).toMatch(/ECONNREFUSED|refused|connect/i)
    await delivery.getByRole("button", { name: "Redeliver" }).click()
    await expect.poll(() => delivery.locator(".attempts tbody tr").count()).toBe(attemptsBefore + 1)
    expect(await delivery.locator(".attempts tbody tr").last().textContent()).toContain("redelivery")
    // Each attempt's signature header, as the sandbox recorded it (the same on every attempt of an event).
    const deliveryId = await delivery.getAttribute("data-delivery-id")
    const recorded = await s.call("GET", `/sandbox/v1/webhooks/${subscription.data.id}/deliveries/${deliveryId}/attempts`)
    const signature = recorded.data.data.at(-1)!.signature
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    await expect.poll(() => delivery.locator(".attempts tbody tr code.signature").allTextContents())
      .toEqual(recorded.data.data.map(() => signature))
    await shot("webhooks")

    await nav("Events").click()
    await page.locator('[data-event-type="vob_completed"]').first().waitFor()
    await shot("events")
    await nav("Patients").click()
    await page.getByText("Avery Quinn").click()
    await page.getByText("member AUTO_COMPLETE_1").waitFor()
    await shot("patients")
    await nav("Requests").click()
    await page.getByRole("heading", { name: "Prior-authorization requests" }).waitFor()
    await shot("requests")
    await relay.close()
  })
})
