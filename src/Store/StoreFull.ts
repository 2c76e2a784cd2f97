/**
 * Whether a failed statement failed because the store is out of space: SQLite's SQLITE_FULL (the disk is
 * full, or the database reached its `max_page_count`) or PostgreSQL's 53100 disk_full. The request is
 * answered 503 `insufficient_storage` with Retry-After, and `/readyz` reports not ready until a write
 * succeeds again (Store/StoreWrites.ts).
 */
import { SqlError } from "@effect/sql"
import { Cause } from "effect"

const FULL_CODES = new Set(["SQLITE_FULL", "53100"])

export const isStoreFull = (u: unknown): boolean => {
  const error = u instanceof SqlError.SqlError ? u.cause : u
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === "string" && FULL_CODES.has(code)
}

/** Whether any failure or defect of the cause is the store out of space. */
export const causeIsStoreFull = (cause: Cause.Cause<unknown>): boolean =>
  [...Cause.defects(cause), ...Cause.failures(cause)].some(isStoreFull)
