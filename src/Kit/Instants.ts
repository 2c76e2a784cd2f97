/**
 * Instants a kit caller gives. Read by the project's one rule (`parseInstant`: calendar, range); a
 * test suite's start time must also name its zone, so a script never depends on how a reader fills one in.
 */
import { MAX_INSTANT, parseInstant } from "../Domain/InstantReading.js"
import { SandboxArgumentError } from "./SandboxApiError.js"

const NAMES_ITS_ZONE = /(Z|[+-]\d{2}:\d{2})$/

export const instantOption = (text: string, name: string): number => {
  const ms = NAMES_ITS_ZONE.test(text) ? parseInstant(text) : undefined
  if (ms === undefined) {
    throw new SandboxArgumentError(
      name,
      `must be an ISO 8601 instant with a zone (e.g. 2030-01-01T09:00:00Z), no later than ${MAX_INSTANT}, got '${text}'`
    )
  }
  return ms
}
