/**
 * When deliveries are attempted and what an attempt leaves them as: the spec's Delivery rules as pure
 * functions. A 2xx answer within the response time is delivered; anything else (another status, a
 * timeout, a refused connection) is retried after 60 s, then after 5 min, on the sandbox clock; after
 * the third attempt the delivery is failed.
 */

export const MAX_ATTEMPTS = 3

/** Delay before automatic attempt n + 1, indexed by n - 1. */
export const RETRY_DELAYS_MS: ReadonlyArray<number> = [60_000, 300_000]

/** The receiver must answer within this (real time). */
export const RESPONSE_TIMEOUT_MS = 30_000

export type DeliveryStatus = "pending" | "delivered" | "failed"

/** What one POST came to. */
export type AttemptOutcome =
  | { readonly _tag: "Answered"; readonly status: number }
  | { readonly _tag: "TimedOut"; readonly afterMs: number }
  | { readonly _tag: "Unreachable"; readonly reason: string }

export const succeeded = (outcome: AttemptOutcome): boolean =>
  outcome._tag === "Answered" && outcome.status >= 200 && outcome.status < 300

export const responseCodeOf = (outcome: AttemptOutcome): number | null =>
  outcome._tag === "Answered" ? outcome.status : null

/** A short description of an unsuccessful outcome, null for a 2xx. */
export const errorOf = (outcome: AttemptOutcome): string | null => {
  switch (outcome._tag) {
    case "Answered":
      return succeeded(outcome) ? null : `non-2xx response ${outcome.status}`
    case "TimedOut":
      return `no response within ${outcome.afterMs / 1000} s`
    case "Unreachable":
      return outcome.reason
  }
}

export type AfterAttempt =
  | { readonly status: "delivered" }
  | { readonly status: "pending"; readonly retryInMs: number }
  | { readonly status: "failed" }

/** After automatic attempt `attempt` (1-based): delivered, retried after a delay, or failed after the last. */
export const afterAutomaticAttempt = (attempt: number, outcome: AttemptOutcome): AfterAttempt => {
  if (succeeded(outcome)) return { status: "delivered" }
  const retryInMs = attempt >= 1 && attempt < MAX_ATTEMPTS ? RETRY_DELAYS_MS[attempt - 1] : undefined
  return retryInMs === undefined ? { status: "failed" } : { status: "pending", retryInMs }
}

/**
 * After a manual attempt (redelivery, test event): delivered on a 2xx; otherwise a delivery with an
 * automatic attempt still scheduled stays pending, any other is failed. A manual attempt schedules nothing.
 */
export const afterManualAttempt = (retryScheduled: boolean, outcome: AttemptOutcome): DeliveryStatus =>
  succeeded(outcome) ? "delivered" : retryScheduled ? "pending" : "failed"

/** Offsets from the first attempt at which automatic attempts happen when every one fails: 0, 60 s, 360 s. */
export const automaticAttemptOffsetsMs = (): ReadonlyArray<number> =>
  RETRY_DELAYS_MS.reduce<Array<number>>((offsets, delay) => [...offsets, offsets.at(-1)! + delay], [0])
