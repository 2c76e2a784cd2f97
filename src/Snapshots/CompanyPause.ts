/**
 * Holds one company's requests while its snapshot is captured, restored or forked. Those run in slices
 * (Store/Slices.ts) so that other companies are served between them; the company's own requests would
 * see, or write into, a half-done copy. So a pause first lets the company's requests in progress end,
 * makes new ones wait, runs, and lets them in again. Other companies never wait for it. In process only:
 * on PostgreSQL the operation is also one transaction, which other instances' requests cannot see into.
 */
import { Deferred, Effect } from "effect"

interface CompanyState {
  /** Requests of the company in progress (those the pause waits for). */
  inFlight: number
  /** Set while a pause holds the company: new requests wait for it. */
  resumed: Deferred.Deferred<void> | undefined
  /** Set while a pause waits for the requests in progress to end. */
  drained: Deferred.Deferred<void> | undefined
}

export class CompanyPause extends Effect.Service<CompanyPause>()("vob-sandbox/CompanyPause", {
  effect: Effect.gen(function*() {
    const states = new Map<string, CompanyState>()
    const locks = new Map<string, Effect.Semaphore>()
    const stateOf = (companyId: string) => {
      let state = states.get(companyId)
      if (state === undefined) {
        state = { inFlight: 0, resumed: undefined, drained: undefined }
        states.set(companyId, state)
      }
      return state
    }
    const forgetIdle = (companyId: string, state: CompanyState) => {
      if (state.inFlight === 0 && state.resumed === undefined) states.delete(companyId)
    }

    /** Runs a request of the company: once no pause holds it, and counted as in progress while it runs. */
    const admit = (companyId: string) => <A, E, R>(request: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.suspend(() => {
        const state = stateOf(companyId)
        if (state.resumed !== undefined) return Effect.zipRight(Deferred.await(state.resumed), admit(companyId)(request))
        state.inFlight++
        return Effect.ensuring(
          request,
          Effect.suspend(() => {
            state.inFlight--
            if (state.inFlight === 0 && state.drained !== undefined) return Deferred.succeed(state.drained, undefined)
            forgetIdle(companyId, state)
            return Effect.void
          })
        )
      })

    /** Runs `effect` after the company's other snapshot operations, before the next: one at a time. */
    const serially = (companyId: string) => <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.suspend(() => {
        let lock = locks.get(companyId)
        if (lock === undefined) {
          lock = Effect.unsafeMakeSemaphore(1)
          locks.set(companyId, lock)
        }
        return lock.withPermits(1)(effect)
      })

    /** Runs `effect` with the company's other requests held: after those in progress have ended, one pause at a time. */
    const pausing = (companyId: string) => <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      serially(companyId)(Effect.acquireUseRelease(
          Effect.gen(function*() {
            const state = stateOf(companyId)
            state.resumed = yield* Deferred.make<void>()
            if (state.inFlight > 0) {
              state.drained = yield* Deferred.make<void>()
              yield* Deferred.await(state.drained)
              state.drained = undefined
            }
            return state
          }),
          () => effect,
          (state) =>
            Effect.suspend(() => {
              const resumed = state.resumed!
              state.resumed = undefined
              forgetIdle(companyId, state)
              return Deferred.succeed(resumed, undefined)
            })
        ))

    return { admit, serially, pausing } as const
  })
}) {}
