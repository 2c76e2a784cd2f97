/**
 * Grades a subscription's receiver: sends it the crafted deliveries of GraderCases (signed with the
 * subscription's secret, through the same sender and deadline as real deliveries) and reports each
 * case. Nothing is recorded: no event, delivery or attempt, and no job. An unreachable receiver is a
 * report of failed cases, never an error.
 */
import { ReferenceData } from "../Companies/ReferenceData.js"
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { secretHex, stableUuid } from "../Domain/StableId.js"
import { type CaseResult, graderCases, type Sent } from "./GraderCases.js"
import { testEventId } from "./TestEvents.js"
import { SECRET_PREFIX } from "./verifyWebhookSignature.js"
import { WebhookSender } from "./WebhookSender.js"
import { Webhooks } from "./Webhooks.js"

export interface GradeReport {
  readonly passed: boolean
  readonly cases: ReadonlyArray<CaseResult>
}

// A few cases at a time: quick against a healthy receiver, gentle on a small one.
const CONCURRENT_CASES = 4

export class ReceiverGrader extends Effect.Service<ReceiverGrader>()("vob-sandbox/ReceiverGrader", {
  effect: Effect.gen(function*() {
    const webhooks = yield* Webhooks
    const sender = yield* WebhookSender
    const clock = yield* SandboxClock
    const ids = yield* RecordIds
    const reference = yield* ReferenceData

    const grade = (companyId: string, subscriptionId: string) =>
      Effect.gen(function*() {
        const subscription = yield* webhooks.activeSubscription(companyId, subscriptionId, "sent")
        // One id per run; every crafted event id and the foreign secret derive from it (a seeded company repeats them).
        const run = yield* ids.next(companyId, "grader_run")
        const seed = yield* ids.seedOf(companyId)
        const cases = graderCases({
          eventTypes: subscription.event_types,
          secret: subscription.secret_key,
          otherSecret: `${SECRET_PREFIX}${secretHex(32, seed === null ? null : run, "grader_other_secret")}`,
          eventId: (name) => testEventId(stableUuid("grader", run, name)),
          nowMs: yield* clock.nowMs(companyId)
        })
        // The company's receiver deadline, as its real deliveries have.
        const { webhook_timeout_ms } = yield* reference.settings(companyId)
        const results = yield* Effect.forEach(cases, (c) =>
          Effect.map(
            Effect.forEach(c.deliveries, (d): Effect.Effect<Sent> => sender.send(subscription.url, d.body, d.headers, webhook_timeout_ms)),
            c.judge
          ), { concurrency: CONCURRENT_CASES })
        return { passed: results.every((r) => r.passed), cases: results } satisfies GradeReport
      })

    return { grade } as const
  }),
  dependencies: [Webhooks.Default, WebhookSender.Default]
}) {}
