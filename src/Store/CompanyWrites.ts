/**
 * The companies whose records of one kind this process is writing now, for a cache of those records: what
 * is read while a write is in progress may be rolled back with it, so it is not kept, and the cache drops
 * the company when the outermost write ends (committed or rolled back).
 */
import { Effect } from "effect"

export const makeCompanyWrites = (ended: (companyId: string) => void) => {
  // How many writes of each company are in progress.
  const writing = new Map<string, number>()

  /** Runs `effect`, the outermost work writing the company's records. */
  const whileWriting = <A, E, R>(companyId: string, effect: Effect.Effect<A, E, R>) =>
    Effect.acquireUseRelease(
      Effect.sync(() => writing.set(companyId, (writing.get(companyId) ?? 0) + 1)),
      () => effect,
      () =>
        Effect.sync(() => {
          const left = writing.get(companyId)! - 1
          if (left === 0) writing.delete(companyId)
          else writing.set(companyId, left)
          ended(companyId)
        })
    )

  return { whileWriting, isWriting: (companyId: string) => writing.has(companyId) } as const
}
