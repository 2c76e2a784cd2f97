import { describe, expect, it } from "vitest"
import { graderCases, OVERSIZED_BYTES, type Sent, SLOW_ANSWER_MS } from "../src/Webhooks/GraderCases.js"
import { verifyWebhookSignature } from "../src/Webhooks/verifyWebhookSignature.js"

const SECRET = `whsec_${"a".repeat(64)}`
const OTHER = `whsec_${"b".repeat(64)}`
const cases = graderCases({
  eventTypes: ["vob_created", "task_created"],
  secret: SECRET,
  otherSecret: OTHER,
  eventId: (name) => `test_${name}`,
  nowMs: Date.parse("2030-01-01T09:00:00Z")
})
const byName = (name: string) => cases.find((c) => c.name === name)!
const answered = (status: number, durationMs = 3): Sent => ({ outcome: { _tag: "Answered", status }, durationMs })
const verifies = (d: { body: string; headers: Record<string, string> }, secret = SECRET) =>
  verifyWebhookSignature(d.body, d.headers["x-svc-signature"], secret)

describe("the grader's crafted deliveries", () => {
  it("signs the valid, duplicate, unknown-type, out-of-order and oversized deliveries with the subscription's secret", () => {
    for (const name of ["valid_event.vob_created", "valid_event.task_created", "duplicate_event_id", "unknown_event_type", "out_of_order", "oversized_payload"]) {
      for (const d of byName(name).deliveries) expect(verifies(d), name).toBe(true)
    }
  })

  it("breaks exactly one thing in each of the four signature cases", () => {
    const [tampered] = byName("tampered_body").deliveries
    expect(verifies(tampered!)).toBe(false)
    expect(JSON.parse(tampered!.body).event_id).not.toBe(tampered!.headers["x-svc-event-id"])
    expect(verifies(byName("wrong_signature").deliveries[0]!)).toBe(false)
    expect(byName("missing_signature").deliveries[0]!.headers["x-svc-signature"]).toBeUndefined()
    const [other] = byName("other_secret").deliveries
    expect(verifies(other!)).toBe(false)
    expect(verifies(other!, OTHER)).toBe(true)
  })

  it("repeats one event id, sends the later event first, and pads the oversized body to 1 MiB", () => {
    const [first, second] = byName("duplicate_event_id").deliveries
    expect(second).toEqual(first)
    const [later, earlier] = byName("out_of_order").deliveries.map((d) => JSON.parse(d.body).timestamp as string)
    expect(later! > earlier!).toBe(true)
    expect(Buffer.byteLength(byName("oversized_payload").deliveries[0]!.body)).toBe(OVERSIZED_BYTES)
    expect(JSON.parse(byName("unknown_event_type").deliveries[0]!.body).event_type).toBe("sandbox_grader_unknown_event")
  })
})

describe("the grader's verdicts", () => {
  it("passes a slow 2xx with a warning, and fails a timeout or a refused connection with the matching advice", () => {
    const valid = byName("valid_event.vob_created")
    expect(valid.judge([answered(200)])).toMatchObject({ passed: true, advice: null, observed: "answered 200 in 3 ms" })
    const slow = valid.judge([answered(204, SLOW_ANSWER_MS + 1000)])
    expect(slow.passed).toBe(true)
    expect(slow.advice).toMatch(/^warning: answered in 6\.00 s/)
    const late = valid.judge([{ outcome: { _tag: "TimedOut", afterMs: 30_000 }, durationMs: 30_000 }])
    expect(late).toMatchObject({ passed: false, observed: "no answer within 30.0 s" })
    expect(late.advice).toMatch(/^answer within 30 s/)
    expect(valid.judge([answered(401)])).toMatchObject({ passed: false, advice: expect.stringMatching(/^accept a correctly signed event/) })
  })

  it("counts only an HTTP non-2xx as a refusal, and 413 as an answer to the oversized body", () => {
    const tampered = byName("tampered_body")
    expect(tampered.judge([answered(401)]).passed).toBe(true)
    expect(tampered.judge([answered(200)]).passed).toBe(false)
    expect(tampered.judge([{ outcome: { _tag: "Unreachable", reason: "connection failed: ECONNRESET" }, durationMs: 1 }]).passed).toBe(false)
    const oversized = byName("oversized_payload")
    expect(oversized.judge([answered(413)]).passed).toBe(true)
    expect(oversized.judge([answered(500)]).passed).toBe(false)
    const duplicate = byName("duplicate_event_id")
    expect(duplicate.judge([answered(200), answered(409)]).passed).toBe(false)
  })
})
