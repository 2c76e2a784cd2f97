/**
 * Instants a kit caller gives, read by the project's one rule (`parseInstant`: ISO 8601, calendar, range;
 * without a zone, UTC, as `--start-time` and every instant the API takes): never the host's timezone.
 */
import { MAX_INSTANT, parseInstant } from "../Domain/InstantReading.js"
import { SandboxArgumentError } from "./SandboxApiError.js"

export const instantOption = (text: string, name: string): number => {
  const ms = typeof text === "string" ? parseInstant(text) : undefined
  if (ms === undefined) {
    throw new SandboxArgumentError(
      name,
      `must be an ISO 8601 instant (e.g. 2030-01-01T09:00:00Z; without a zone, UTC), no later than ${MAX_INSTANT}, got '${String(text)}'`
    )
  }
  return ms
}
