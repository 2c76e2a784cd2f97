/** The pure parts of webhooks: signatures, the retry schedule, URLs and event type names. */
import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { eventTypeProblem, EVENT_TYPES, isEventType } from "../src/Webhooks/EventTypes.js"
import {
  afterAutomaticAttempt,
  afterManualAttempt,
  type AttemptOutcome,
  automaticAttemptOffsetsMs,
  errorOf,
  MAX_ATTEMPTS
} from "../src/Webhooks/RetrySchedule.js"
import { testEventId, testEventPayload } from "../src/Webhooks/TestEvents.js"
import {
  computeWebhookSignature,
  verifyWebhookSignature,
  webhookSignatureHeader
} from "../src/Webhooks/verifyWebhookSignature.js"
import { isWebhookUrl } from "../src/Webhooks/Webhook.js"
import { newSecretKey } from "../src/Webhooks/Webhooks.js"

const SECRET = `whsec_${"ab12".repeat(16)}`
const BODY = '{"event_type":"task_created","event_id":"e1","timestamp":"2030-01-01T09:00:00.000000","note":"caf\u00e9"}'

const ok = (status: number): AttemptOutcome => ({ _tag: "Answered", status })
const timedOut: AttemptOutcome = { _tag: "TimedOut", afterMs: 30_000 }
const refused: AttemptOutcome = { _tag: "Unreachable", reason: "connection failed: ECONNREFUSED" }

describe("webhook signatures", () => {
  it("is HMAC-SHA256 of the raw UTF-8 body keyed with the secret minus whsec_, as UTF-8 (not hex-decoded)", () => {
    const independent = createHmac("sha256", Buffer.from("ab12".repeat(16), "utf8")).update(Buffer.from(BODY, "utf8")).digest("hex")
    expect(computeWebhookSignature(BODY, SECRET)).toBe(independent)
    expect(webhookSignatureHeader(BODY, SECRET)).toBe(`sha256=${independent}`)
    // Not the hex-decoded key.
    const hexKeyed = createHmac("sha256", Buffer.from("ab12".repeat(16), "hex")).update(BODY).digest("hex")
    expect(computeWebhookSignature(BODY, SECRET)).not.toBe(hexKeyed)
    // Bytes and text give the same signature.
    expect(computeWebhookSignature(Buffer.from(BODY, "utf8"), SECRET)).toBe(independent)
  })

  it("verifies the header of the exact body, and nothing else", () => {
    const header = webhookSignatureHeader(BODY, SECRET)
    expect(verifyWebhookSignature(BODY, header, SECRET)).toBe(true)
    expect(verifyWebhookSignature(Buffer.from(BODY), header, SECRET)).toBe(true)
    expect(verifyWebhookSignature(BODY, [header], SECRET)).toBe(true)
    expect(verifyWebhookSignature(BODY, header.toUpperCase().replace("SHA256=", "sha256="), SECRET)).toBe(true)
    // A re-serialised body (whitespace), another secret, a tampered or malformed header.
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(BODY), null, 1), header, SECRET)).toBe(false)
    expect(verifyWebhookSignature(BODY, header, newSecretKey(null, "s"))).toBe(false)
    expect(verifyWebhookSignature(BODY, header.replace(/.$/, (c) => (c === "0" ? "1" : "0")), SECRET)).toBe(false)
    for (const bad of [undefined, null, "", "sha256=", "sha1=abc", header.slice(7), `${header}00`, "sha256=zz"]) {
      expect(verifyWebhookSignature(BODY, bad, SECRET)).toBe(false)
    }
  })

  it("makes secrets of whsec_ and 64 lowercase hex characters, each new without a seed", () => {
    const a = newSecretKey(null, "s")
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/)
    expect(newSecretKey(null, "s")).not.toBe(a)
  })

  it("derives a seeded company's secret from its seed and the subscription", () => {
    const a = newSecretKey("seed-1", "sub-1")
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/)
    expect(newSecretKey("seed-1", "sub-1")).toBe(a)
    expect(newSecretKey("seed-2", "sub-1")).not.toBe(a)
    expect(newSecretKey("seed-1", "sub-2")).not.toBe(a)
  })
})

describe("retry schedule", () => {
  it("attempts at +0, +60 s and +360 s, three in all", () => {
    expect(MAX_ATTEMPTS).toBe(3)
    expect(automaticAttemptOffsetsMs()).toEqual([0, 60_000, 360_000])
  })

  it("a 2xx is delivered at any attempt", () => {
    for (const attempt of [1, 2, 3]) {
      for (const status of [200, 201, 204, 299]) expect(afterAutomaticAttempt(attempt, ok(status))).toEqual({ status: "delivered" })
    }
  })

  it.each([ok(500), ok(404), ok(301), ok(100), timedOut, refused])("%j is retried after 60 s, then 5 min, then failed", (outcome) => {
    expect(afterAutomaticAttempt(1, outcome)).toEqual({ status: "pending", retryInMs: 60_000 })
    expect(afterAutomaticAttempt(2, outcome)).toEqual({ status: "pending", retryInMs: 300_000 })
    expect(afterAutomaticAttempt(3, outcome)).toEqual({ status: "failed" })
  })

  it("a manual attempt is delivered on a 2xx, else stays pending only while a retry is scheduled", () => {
    expect(afterManualAttempt(false, ok(200))).toBe("delivered")
    expect(afterManualAttempt(true, ok(200))).toBe("delivered")
    expect(afterManualAttempt(true, ok(503))).toBe("pending")
    expect(afterManualAttempt(false, refused)).toBe("failed")
  })

  it("describes what went wrong", () => {
    expect(errorOf(ok(200))).toBeNull()
    expect(errorOf(ok(502))).toBe("non-2xx response 502")
    expect(errorOf(timedOut)).toBe("no response within 30 s")
    expect(errorOf(refused)).toBe("connection failed: ECONNREFUSED")
  })
})

describe("subscription inputs", () => {
  it.each([
    ["http://127.0.0.1:3000/hooks", true],
    ["https://example.test/webhooks?x=1", true],
    ["http://localhost/", true],
    ["/hooks", false],
    ["127.0.0.1:3000/hooks", false],
    ["ftp://example.test/", false],
    ["file:///etc/passwd", false],
    ["http://", false],
    [`http://example.test/${"a".repeat(2048)}`, false]
  ])("url %s is accepted: %s", (url, accepted) => {
    expect(isWebhookUrl(url)).toBe(accepted)
  })

  it("knows the fourteen event types; the retired vob_assigned and unknown names are refused with a reason", () => {
    expect(EVENT_TYPES).toHaveLength(14)
    for (const type of EVENT_TYPES) expect(eventTypeProblem(type)).toBeUndefined()
    expect(eventTypeProblem("vob_assigned")).toContain("retired")
    expect(eventTypeProblem("task_deleted")).toContain("not an event type")
    expect(isEventType("vob_assigned")).toBe(false)
  })
})

describe("test events", () => {
  it("carry placeholder ids only and an event_id beginning test_", () => {
    const id = testEventId("00000000-0000-4000-8000-000000000001")
    expect(id).toMatch(/^test_[0-9a-f-]{36}$/)
    for (const type of EVENT_TYPES) {
      const payload = testEventPayload(type, id, "2030-01-01T09:00:00.000000", "2030-01-01T09:00:00.000Z")
      expect(payload).toMatchObject({ event_type: type, event_id: id, timestamp: "2030-01-01T09:00:00.000000" })
      const ids = JSON.stringify(payload).match(/"id":"[^"]*"/g) ?? []
      for (const ref of ids) expect(ref).toMatch(/"id":"test-[a-z-]+-id"/)
    }
  })
})
