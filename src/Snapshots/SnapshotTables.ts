/**
 * Which company-scoped tables a snapshot captures: the one list. A table with a `company_id` column
 * must be named here, in `SNAPSHOT_TABLES` or in `NOT_SNAPSHOTTED` with the reason
 * (test/snapshot-tables.test.ts fails otherwise), so a table added later is never silently left out
 * of a restore or a fork.
 */

/** Captured whole (every row of the company) and put back whole by a restore; copied by a fork. */
export const SNAPSHOT_TABLES = [
  "reference_data",
  "credentialing",
  "patients",
  "patient_external_ids",
  "patient_policies",
  "files",
  "file_contents",
  "tasks",
  "task_comments",
  "conversations",
  "payors",
  "payor_services",
  "vobs",
  "vob_comments",
  "webhook_subscriptions",
  "webhook_deliveries",
  "webhook_attempts",
  "vob_requests",
  "file_results",
  "prior_authorizations",
  "prior_authorization_requests",
  "events",
  "jobs",
  "idempotency_keys"
] as const

/** Company-scoped tables a snapshot does not copy as rows, and why. */
export const NOT_SNAPSHOTTED: Readonly<Record<string, string>> = {
  credentials: "a restore keeps the company's credentials; a fork gets fresh ones",
  clocks: "captured as the snapshot's clock instant and mode",
  company_seeds: "captured as the seed's next number (a fork gets a seed of its own)",
  snapshots: "the snapshots themselves: a restore or a reset keeps them",
  snapshot_work: "the journal of snapshot work under way, which a failure or the next start undoes: never a company's state",
  company_leases: "which instance drains the company's jobs on a shared store: a lease, never state to copy",
  company_releases: "release switches are configuration: a restore keeps them, as a reset does; a fork takes its source's",
  fault_rules: "fault rules are a test run's configuration: a restore keeps them, as a reset does; a fork starts without any",
  request_log: "the calls the company made, not its state: a restore keeps the log as it is; a fork starts with an empty one"
}

export type SnapshotTable = typeof SNAPSHOT_TABLES[number]
