/**
 * Whether a failed statement failed because the store cannot be reached (a PostgreSQL server that
 * stopped, restarts or refuses connections) rather than because of the statement: the request is
 * answered 503 `service_unavailable`, and the pool reconnects by itself once the server is back.
 */
import { SqlError } from "@effect/sql"

// Connection refused or reset, the server shutting down or starting, the connection lost.
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006"
])

const UNREACHABLE_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i

const driverError = (error: SqlError.SqlError): unknown => error.cause

export const isStoreUnavailable = (u: unknown): u is SqlError.SqlError => {
  if (!(u instanceof SqlError.SqlError)) return false
  if (/Failed to acquire connection/.test(u.message)) return true
  const cause = driverError(u) as { code?: unknown; message?: unknown } | null
  if (cause === null || typeof cause !== "object") return false
  if (typeof cause.code === "string" && UNREACHABLE_CODES.has(cause.code)) return true
  return typeof cause.message === "string" && UNREACHABLE_MESSAGES.test(cause.message)
}

export const storeUnavailableReason = (error: SqlError.SqlError): string => {
  const cause = driverError(error) as { code?: unknown; message?: unknown } | null
  return [error.message, typeof cause?.code === "string" ? cause.code : "", typeof cause?.message === "string" ? cause.message : ""]
    .filter((part) => part !== "").join(": ")
}
