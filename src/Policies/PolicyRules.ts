/** Pure rules of patient policies: tiers, the expiration buckets, and member-number comparison. */

import { type CoverageTierName as CoverageTier, coverageTiers } from "../Domain/Coverage.js"

export type { CoverageTier }

/** The first tier the patient does not hold yet; undefined when all four are taken. */
export const nextFreeTier = (taken: ReadonlyArray<string>): CoverageTier | undefined =>
  coverageTiers.find((tier) => !taken.includes(tier))

export const memberNumberKey = (memberNumber: string | null | undefined): string | null => {
  const key = (memberNumber ?? "").trim().toLowerCase()
  return key === "" ? null : key
}

export const expirationBuckets = ["all", "expiring", "expired", "eligibility_stale"] as const
export type ExpirationBucket = typeof expirationBuckets[number]

const EXPIRING_WINDOW_DAYS = 30
const STALE_ELIGIBILITY_DAYS = 90

const DAY_MS = 86_400_000

/**
 * The bounds a bucket puts on end_date (dates) or eligibility_check_date (instants), from the
 * company's current time: expiring = end_date from today through today + 30 days; expired =
 * end_date before today; eligibility_stale = an eligibility check date older than 90 days.
 */
export const expirationBounds = (bucket: ExpirationBucket, nowMs: number) => {
  const today = new Date(nowMs).toISOString().slice(0, 10)
  switch (bucket) {
    case "all":
      return {}
    case "expiring":
      return { endDateFrom: today, endDateTo: new Date(nowMs + EXPIRING_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10) }
    case "expired":
      return { endDateBefore: today }
    case "eligibility_stale":
      return { eligibilityCheckedBefore: new Date(nowMs - STALE_ELIGIBILITY_DAYS * DAY_MS).toISOString() }
  }
}

/** `a` before or on `b` when both are set. */
export const datesInOrder = (start: string | null | undefined, end: string | null | undefined) =>
  start == null || end == null || start <= end
