/**
 * The receiver grader's cases: each a list of crafted deliveries (sent one after another) and the rule
 * that judges what the receiver answered, with the one-line fix to give when it fails. Pure: the
 * grader (ReceiverGrader) sends the deliveries and feeds the outcomes back.
 *
 * Every crafted event is a test event (`event_id` beginning `test_`, placeholder ids as in
 * `POST /v1/webhooks/{id}/tests`); nothing of it is stored as an event or a delivery.
 */
import { webhookTimestamp } from "../Events/EventLog.js"
import { type AttemptOutcome, succeeded } from "./RetrySchedule.js"
import type { EventType } from "./EventTypes.js"
import { testEventPayload } from "./TestEvents.js"
import { deliveryHeaders } from "./WebhookSender.js"

/** Above this an answer still passes, with a warning: the limit is 30 s, but a slow receiver is close to it. */
export const SLOW_ANSWER_MS = 5_000

/** The oversized case's body: far above any real event (ids only, well under 2 KiB). */
export const OVERSIZED_BYTES = 1024 * 1024

/** An event type no subscription can name: a receiver must ignore it gracefully. */
export const UNKNOWN_EVENT_TYPE = "sandbox_grader_unknown_event"

export interface CraftedDelivery {
  readonly body: string
  readonly headers: Record<string, string>
}

export interface Sent {
  readonly outcome: AttemptOutcome
  readonly durationMs: number
}

export interface CaseResult {
  readonly name: string
  readonly expectation: string
  readonly observed: string
  readonly passed: boolean
  /** The fix in one line when failed; a warning when passed slowly; null otherwise. */
  readonly advice: string | null
}

export interface GraderCase {
  readonly name: string
  readonly expectation: string
  readonly deliveries: ReadonlyArray<CraftedDelivery>
  readonly judge: (sent: ReadonlyArray<Sent>) => CaseResult
}

export interface CaseInputs {
  readonly eventTypes: ReadonlyArray<EventType>
  readonly secret: string
  /** A secret that is not the subscription's (deterministic per run). */
  readonly otherSecret: string
  /** A fresh `test_` event id per name (deterministic per run). */
  readonly eventId: (name: string) => string
  readonly nowMs: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`

const describeOutcome = ({ outcome, durationMs }: Sent): string => {
  switch (outcome._tag) {
    case "Answered":
      return `answered ${outcome.status} in ${Math.round(durationMs)} ms`
    case "TimedOut":
      return `no answer within ${seconds(outcome.afterMs)}`
    case "Unreachable":
      return `not reached (${outcome.reason})`
  }
}

const unreachableAdvice = (sent: ReadonlyArray<Sent>): string | null => {
  const failed = sent.find((s) => s.outcome._tag !== "Answered")
  if (failed === undefined) return null
  return failed.outcome._tag === "TimedOut"
    ? "answer within 30 s: acknowledge with 2xx first and do the work afterwards (a queue), never before answering"
    : "make the subscription URL reachable from the sandbox (is the receiver running and listening on that host and port?)"
}

const event = (type: string, eventId: string, atMs: number, extra: Record<string, unknown> = {}) => {
  const fields = testEventPayload(type as EventType, eventId, webhookTimestamp(atMs), new Date(atMs).toISOString())
  return JSON.stringify({ ...fields, ...extra })
}

const signed = (body: string, secret: string, type: string, eventId: string): CraftedDelivery => ({
  body,
  headers: deliveryHeaders(body, secret, type, eventId)
})

/** Passed when every delivery got a 2xx; a slow 2xx passes with a warning. */
const acknowledged = (failAdvice: string) => (sent: ReadonlyArray<Sent>): Omit<CaseResult, "name" | "expectation"> => {
  const observed = sent.map(describeOutcome).join("; ")
  if (!sent.every((s) => succeeded(s.outcome))) {
    return { observed, passed: false, advice: unreachableAdvice(sent) ?? failAdvice }
  }
  const slowest = Math.max(...sent.map((s) => s.durationMs))
  return {
    observed,
    passed: true,
    advice: slowest > SLOW_ANSWER_MS
      ? `warning: answered in ${seconds(slowest)}, close to the 30 s limit: acknowledge first and process afterwards`
      : null
  }
}

/** Passed when the receiver answered with an HTTP status outside 2xx (it refused the delivery). */
const refused = (failAdvice: string) => (sent: ReadonlyArray<Sent>): Omit<CaseResult, "name" | "expectation"> => {
  const observed = sent.map(describeOutcome).join("; ")
  const [only] = sent
  if (only !== undefined && only.outcome._tag === "Answered" && !succeeded(only.outcome)) {
    return { observed, passed: true, advice: null }
  }
  return { observed, passed: false, advice: unreachableAdvice(sent) ?? failAdvice }
}

const judged = (
  name: string,
  expectation: string,
  deliveries: ReadonlyArray<CraftedDelivery>,
  rule: (sent: ReadonlyArray<Sent>) => Omit<CaseResult, "name" | "expectation">
): GraderCase => ({ name, expectation, deliveries, judge: (sent) => ({ name, expectation, ...rule(sent) }) })

const VERIFY_RAW = "verify the signature over the raw body bytes, before parsing JSON, and answer 4xx when it does not match"

/** The cases, in report order. */
export const graderCases = (input: CaseInputs): ReadonlyArray<GraderCase> => {
  const { eventTypes, secret, nowMs } = input
  const firstType = eventTypes[0]!
  const cases: Array<GraderCase> = eventTypes.map((type) => {
    const id = input.eventId(`valid.${type}`)
    return judged(
      `valid_event.${type}`,
      "2xx within 30 s (a warning above 5 s)",
      [signed(event(type, id, nowMs), secret, type, id)],
      acknowledged(
        "accept a correctly signed event: HMAC-SHA256 of the raw body with the secret minus `whsec_` (as UTF-8), " +
          "hex, compared with X-Svc-Signature after `sha256=`"
      )
    )
  })

  const tamperedId = input.eventId("tampered")
  const original = event(firstType, tamperedId, nowMs)
  const tampered = original.replace(`"event_id":"${tamperedId}"`, `"event_id":"${tamperedId}0"`)
  cases.push(judged(
    "tampered_body",
    "a non-2xx answer (the body was changed after signing)",
    [{ body: tampered, headers: deliveryHeaders(original, secret, firstType, tamperedId) }],
    refused(VERIFY_RAW)
  ))

  const wrongId = input.eventId("wrong_signature")
  const wrongBody = event(firstType, wrongId, nowMs)
  const wrongHeaders = deliveryHeaders(`${wrongBody} `, secret, firstType, wrongId)
  cases.push(judged(
    "wrong_signature",
    "a non-2xx answer (the signature does not match the body)",
    [{ body: wrongBody, headers: wrongHeaders }],
    refused("compare X-Svc-Signature with your own HMAC of the body (in constant time) and answer 4xx on a mismatch")
  ))

  const missingId = input.eventId("missing_signature")
  const missing = signed(event(firstType, missingId, nowMs), secret, firstType, missingId)
  const { "x-svc-signature": _, ...unsigned } = missing.headers
  cases.push(judged(
    "missing_signature",
    "a non-2xx answer (no X-Svc-Signature header)",
    [{ body: missing.body, headers: unsigned }],
    refused("refuse a delivery without an X-Svc-Signature header with 4xx: an unsigned request is not from the service")
  ))

  const otherId = input.eventId("other_secret")
  cases.push(judged(
    "other_secret",
    "a non-2xx answer (signed with a secret that is not this subscription's)",
    [signed(event(firstType, otherId, nowMs), input.otherSecret, firstType, otherId)],
    refused("verify with this subscription's own secret_key (shown once at creation), never a shared or hard-coded one")
  ))

  const duplicateId = input.eventId("duplicate")
  const duplicate = signed(event(firstType, duplicateId, nowMs), secret, firstType, duplicateId)
  cases.push(judged(
    "duplicate_event_id",
    "2xx both times (delivery is at-least-once)",
    [duplicate, duplicate],
    acknowledged("acknowledge an event id seen before with 2xx and skip reprocessing it: retries repeat the same event id")
  ))

  const unknownId = input.eventId("unknown_type")
  cases.push(judged(
    "unknown_event_type",
    "2xx (an event type the receiver does not know is ignored)",
    [signed(
      JSON.stringify({ event_type: UNKNOWN_EVENT_TYPE, event_id: unknownId, timestamp: webhookTimestamp(nowMs) }),
      secret,
      UNKNOWN_EVENT_TYPE,
      unknownId
    )],
    acknowledged("answer 2xx to event types you do not handle and ignore them: new types can appear at any time")
  ))

  const laterId = input.eventId("out_of_order.later")
  const earlierId = input.eventId("out_of_order.earlier")
  cases.push(judged(
    "out_of_order",
    "2xx for both (the later event arrives before the earlier one)",
    [
      signed(event(firstType, laterId, nowMs + 1000), secret, firstType, laterId),
      signed(event(firstType, earlierId, nowMs), secret, firstType, earlierId)
    ],
    acknowledged(
      "accept events in any order: order them by `timestamp` or fetch the record's current state, never reject an older event"
    )
  ))

  const bigId = input.eventId("oversized")
  const small = event(firstType, bigId, nowMs, { padding: "" })
  const big = event(firstType, bigId, nowMs, { padding: "x".repeat(Math.max(0, OVERSIZED_BYTES - small.length)) })
  cases.push(judged(
    "oversized_payload",
    `2xx or 413 within 30 s for a correctly signed ${OVERSIZED_BYTES / 1024} KiB body (no crash, no hang)`,
    [signed(big, secret, firstType, bigId)],
    (sent) => {
      const observed = sent.map(describeOutcome).join("; ")
      const [only] = sent
      const ok = only !== undefined && only.outcome._tag === "Answered" &&
        (succeeded(only.outcome) || only.outcome.status === 413)
      return ok
        ? { observed, passed: true, advice: null }
        : {
          observed,
          passed: false,
          advice: unreachableAdvice(sent) ??
            "read bodies of at least 1 MiB (or refuse larger ones with 413) without crashing: cap the body size instead of failing"
        }
    }
  ))
  return cases
}
