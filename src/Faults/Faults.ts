/**
 * Each company's fault rules. They are a test run's configuration, not the company's records (a reset
 * keeps them), stored in `fault_rules` so that on a shared PostgreSQL sandbox a rule added through one
 * instance fires on requests any instance answers, each matching request counted once.
 *
 * The request path reads them on every /v1 request. On SQLite one process owns the store, so memory
 * mirrors the table (a company without rules costs one map lookup, and the counts move in the order
 * requests arrive); on PostgreSQL the gate reads the company's rules (one indexed read, usually empty)
 * and counts a match with a compare-and-set, read again when another instance counted first.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SandboxClock } from "../Clock/SandboxClock.js"
import { RecordIds } from "../Companies/RecordIds.js"
import { invalidParameter, invalidState, notFound } from "../Domain/Errors.js"
import { isShared } from "../Store/Dialect.js"
import {
  actionOf,
  draw,
  type FaultAction,
  type FaultCreate,
  type FaultRule,
  matches,
  MAX_RULES,
  problemOf,
  spent
} from "./FaultRule.js"
import { compilePathPattern, type PathPattern } from "./PathPattern.js"

interface Armed {
  rule: FaultRule
  readonly seq: number
  readonly matcher: PathPattern
}

interface Row {
  readonly seq: number
  readonly company_id: string
  readonly rule: string
  readonly matched_count: number
  readonly fired_count: number
}

const armedOf = (row: Row): Armed => {
  const rule: FaultRule = { ...JSON.parse(row.rule), matched_count: row.matched_count, fired_count: row.fired_count }
  return { rule, seq: row.seq, matcher: compilePathPattern(rule.path) }
}

/** The first unspent rule matching the request, and whether its draw fires. */
const firstMatch = (rules: ReadonlyArray<Armed>, method: string, path: string) => {
  for (const armed of rules) {
    const { rule } = armed
    if (spent(rule) || !matches(rule, armed.matcher, method, path)) continue
    return { armed, fires: rule.probability >= 1 || draw(rule.seed, rule.matched_count) < rule.probability }
  }
  return undefined
}

export class Faults extends Effect.Service<Faults>()("vob-sandbox/Faults", {
  effect: Effect.gen(function*() {
    const ids = yield* RecordIds
    const clock = yield* SandboxClock
    const sql = yield* SqlClient.SqlClient
    const shared = isShared(sql)
    // SQLite only: the table's mirror.
    const byCompany = new Map<string, Array<Armed>>()

    /** The rules of one company, or of every company, in the order they were added. */
    const rows = (companyId?: string) =>
      sql<Row>`SELECT seq, company_id, rule, matched_count, fired_count FROM fault_rules${
        companyId === undefined ? sql`` : sql` WHERE company_id = ${companyId}`
      } ORDER BY seq`

    const rowsOf = (companyId: string) => Effect.map(rows(companyId), (found) => found.map(armedOf))

    if (!shared) {
      for (const row of yield* Effect.orDie(rows())) {
        byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), armedOf(row)])
      }
    }

    const rulesOf = (companyId: string) =>
      shared ? Effect.orDie(rowsOf(companyId)) : Effect.sync(() => byCompany.get(companyId) ?? [])

    const create = (companyId: string, input: FaultCreate) =>
      Effect.gen(function*() {
        const problem = problemOf(input)
        if (problem !== undefined) return yield* Effect.fail(invalidParameter(problem.param, problem.message))
        if ((yield* rulesOf(companyId)).length >= MAX_RULES) {
          return yield* Effect.fail(invalidState(
            `A company holds at most ${MAX_RULES} fault rules: delete one (DELETE /sandbox/v1/faults/{id}) first.`,
            { max_rules: MAX_RULES }
          ))
        }
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
        const { fired_count: _f, matched_count: _m, ...fixed } = rule
        const [row] = yield* sql<{ seq: number }>`INSERT INTO fault_rules (company_id, id, rule)
          VALUES (${companyId}, ${id}, ${JSON.stringify(fixed)}) RETURNING seq`.pipe(Effect.orDie)
        if (!shared) {
          byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), { rule, seq: row!.seq, matcher: compilePathPattern(rule.path) }])
        }
        return rule
      })

    const list = (companyId: string) => Effect.map(rulesOf(companyId), (rules) => rules.map((armed) => armed.rule))

    const remove = (companyId: string, id: string) =>
      Effect.gen(function*() {
        const deleted = yield* sql<{ seq: number }>`DELETE FROM fault_rules WHERE company_id = ${companyId} AND id = ${id}
          RETURNING seq`.pipe(Effect.orDie)
        if (deleted.length === 0) return yield* Effect.fail(notFound("fault", id))
        if (!shared) {
          const rules = (byCompany.get(companyId) ?? []).filter((armed) => armed.rule.id !== id)
          if (rules.length === 0) byCompany.delete(companyId)
          else byCompany.set(companyId, rules)
        }
      })

    const clear = (companyId: string) =>
      sql`DELETE FROM fault_rules WHERE company_id = ${companyId}`.pipe(
        Effect.tap(() => Effect.sync(() => byCompany.delete(companyId))),
        Effect.asVoid,
        Effect.orDie
      )

    const counted = (armed: Armed, fires: boolean): FaultRule => ({
      ...armed.rule,
      matched_count: armed.rule.matched_count + 1,
      fired_count: armed.rule.fired_count + (fires ? 1 : 0)
    })

    /** SQLite: decided in memory before anything yields (so in arrival order), then the counts are written. */
    const decideHere = (companyId: string, method: string, path: string) =>
      Effect.suspend(() => {
        const found = firstMatch(byCompany.get(companyId) ?? [], method, path)
        if (found === undefined) return Effect.succeed(undefined)
        const { armed, fires } = found
        const rule = armed.rule
        armed.rule = counted(armed, fires)
        return sql`UPDATE fault_rules SET matched_count = ${armed.rule.matched_count}, fired_count = ${armed.rule.fired_count}
          WHERE seq = ${armed.seq}`.pipe(Effect.orDie, Effect.as(fires ? actionOf(rule) : undefined))
      })

    /**
     * PostgreSQL: the match is counted only if no instance counted the rule since it was read (the draw
     * depends on the count); otherwise the rules are read again.
     */
    const decideShared = (companyId: string, method: string, path: string): Effect.Effect<FaultAction | undefined> =>
      Effect.gen(function*() {
        while (true) {
          const found = firstMatch(yield* Effect.orDie(rowsOf(companyId)), method, path)
          if (found === undefined) return undefined
          const { armed, fires } = found
          const next = counted(armed, fires)
          const updated = yield* sql<{ seq: number }>`UPDATE fault_rules
            SET matched_count = ${next.matched_count}, fired_count = ${next.fired_count}
            WHERE seq = ${armed.seq} AND matched_count = ${armed.rule.matched_count} RETURNING seq`.pipe(Effect.orDie)
          if (updated.length === 1) return fires ? actionOf(armed.rule) : undefined
        }
      })

    /**
     * The fault for one request of the company, if one fires: the first rule (in creation order) that
     * matches it and is not spent; its seeded draw (over the rule's count of matching requests) decides
     * under a probability.
     */
    const decide = (companyId: string, method: string, path: string): Effect.Effect<FaultAction | undefined> =>
      shared ? decideShared(companyId, method, path) : decideHere(companyId, method, path)

    /** Whether a company may have a rule: the edge skips the credential lookup when none has (known on SQLite only). */
    const any = () => shared || byCompany.size > 0

    return { create, list, remove, clear, decide, any } as const
  })
}) {}
