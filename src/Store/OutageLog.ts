/**
 * Logging for a background loop that retries while the store is unreachable (every few ms on a poll):
 * the first failure of an outage is logged, the rest are not until a success ends it, so one outage is one
 * line, not a line per round.
 */
import { Effect } from "effect"

export const outageLog = () => {
  let failing = false
  return {
    /** Runs `log` only for the first failure since the last success. */
    failed: (log: Effect.Effect<void>) =>
      Effect.suspend(() => {
        const first = !failing
        failing = true
        return first ? log : Effect.void
      }),
    /** Ends the outage; runs `log` (if given) when there was one. */
    succeeded: (log: Effect.Effect<void> = Effect.void) =>
      Effect.suspend(() => {
        const recovered = failing
        failing = false
        return recovered ? log : Effect.void
      })
  }
}
