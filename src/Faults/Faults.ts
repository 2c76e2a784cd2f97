/**
 * Each company's fault rules, kept in the server's memory: they are a test run's configuration, not the
 * company's records (a reset keeps them, a restart clears them), and the request path reads them on
 * every /v1 request, so a company without rules costs one map lookup.
 */
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { invalidParameter, notFound } from "../Domain/Errors.js"
import {
  actionOf,
  draw,
  type FaultAction,
  type FaultCreate,
  type FaultRule,
  matches,
  pathMatcher,
  problemOf,
  spent
} from "./FaultRule.js"

interface Armed {
  rule: FaultRule
  readonly matcher: RegExp
}

export class Faults extends Effect.Service<Faults>()("vob-sandbox/Faults", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const clock = yield* SandboxClock
    const byCompany = new Map<string, Array<Armed>>()

    const create = (companyId: string, input: FaultCreate) =>
      Effect.gen(function*() {
        const problem = problemOf(input)
        if (problem !== undefined) return yield* Effect.fail(invalidParameter(problem.param, problem.message))
        const id = yield* ids.next(companyId, "fault")
        const rule: FaultRule = {
          id,
          method: input.method ?? null,
          path: input.path,
          status: input.status ?? null,
          retry_after_seconds: input.retry_after_seconds ?? null,
          latency_ms: input.latency_ms ?? null,
          drop: input.drop === true,
          times: input.times ?? null,
          probability: input.probability ?? 1,
          seed: input.seed ?? id,
          matched_count: 0,
          fired_count: 0,
          created_at: yield* clock.timestamp(companyId)
        }
        const rules = byCompany.get(companyId) ?? []
        rules.push({ rule, matcher: pathMatcher(rule.path) })
        byCompany.set(companyId, rules)
        return rule
      })

    const list = (companyId: string) => Effect.sync(() => (byCompany.get(companyId) ?? []).map((armed) => armed.rule))

    const remove = (companyId: string, id: string) =>
      Effect.suspend(() => {
        const rules = byCompany.get(companyId) ?? []
        const at = rules.findIndex((armed) => armed.rule.id === id)
        if (at < 0) return Effect.fail(notFound("fault", id))
        rules.splice(at, 1)
        if (rules.length === 0) byCompany.delete(companyId)
        return Effect.void
      })

    const clear = (companyId: string) => Effect.sync(() => void byCompany.delete(companyId))

    /**
     * The fault for one request of the company, if one fires: the first rule (in creation order) that
     * matches it and is not spent; its seeded draw decides under a probability. Synchronous: the counts
     * move in the order requests arrive.
     */
    const decide = (companyId: string, method: string, path: string): FaultAction | undefined => {
      const rules = byCompany.get(companyId)
      if (rules === undefined) return undefined
      for (const armed of rules) {
        const { rule } = armed
        if (spent(rule) || !matches(rule, armed.matcher, method, path)) continue
        const fires = rule.probability >= 1 || draw(rule.seed, rule.matched_count) < rule.probability
        armed.rule = { ...rule, matched_count: rule.matched_count + 1, fired_count: rule.fired_count + (fires ? 1 : 0) }
        if (fires) return actionOf(rule)
      }
      return undefined
    }

    /** Whether any company has a rule: the edge skips the credential lookup when none has. */
    const any = () => byCompany.size > 0

    return { create, list, remove, clear, decide, any } as const
  }),
  dependencies: [RecordIds.Default, SandboxClock.Default]
}) {}
