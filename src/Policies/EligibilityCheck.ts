/**
 * The eligibility check a write of a policy's current verification records (spec: the policy's
 * `latest_eligibility_check`, "the newest check whose answer was written to the policy"). Pure.
 */
import type { LatestEligibilityCheck } from "./PatientPolicy.js"

/**
 * A write carrying an answer (eligibility active or inactive), from the sandbox's eligibility write
 * or a completed VOB, is a check written into the current version `versionId`: its payor_id, so
 * that payor_id = current_version.id says the current verification was built from it. Pending or
 * failed, or no eligibility at all, is no answer: the latest check stays.
 */
export const eligibilityCheckOf = (
  write: { readonly eligibility_check_status?: "active" | "inactive" | "pending" | "failed" | undefined },
  versionId: string,
  id: string,
  now: string
): LatestEligibilityCheck | undefined => {
  const status = write.eligibility_check_status
  return status === "active" || status === "inactive"
    ? { id, eligibility_status: status, created_at: now, payor_id: versionId }
    : undefined
}
