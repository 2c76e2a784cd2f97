/**
 * The VOB state machine, as one pure module: which staff actions and caller operations a VOB allows
 * in its current state (and why not, in words a client can act on), and what entering or leaving a
 * status does to its timing fields. The enforcing code and `GET /sandbox/v1/.../transitions` both
 * read this table, so the two can never disagree.
 */

export const vobStatuses = ["pending", "in_progress", "completed", "missing_information", "cancelled"] as const
export type VobStatus = typeof vobStatuses[number]

type FollowUpState = "requested" | "in_progress"

/** What the rules look at: the VOB's own state and the facts around it that the spec names. */
export interface VobFacts {
  readonly status: VobStatus
  readonly followUp: FollowUpState | null
  /** Staff asked for missing information (only while status is missing_information). */
  readonly asked: boolean
  /** The caller answered the ask (missing_information_answered_at is set). */
  readonly answered: boolean
  readonly backfilled: boolean
  readonly newerVobOpenOnPolicy: boolean
  readonly newerVobHoldsCurrentResult: boolean
  readonly patientOrPolicyDeleted: boolean
  /** One of the caller's integrations syncs VOBs. */
  readonly integrationSyncsVobs: boolean
}

export const staffActions = [
  "start",
  "ask-missing-information",
  "warn",
  "resume",
  "complete",
  "cancel",
  "follow-up/take",
  "follow-up/start",
  "follow-up/close"
] as const
export type StaffAction = typeof staffActions[number]

const callerOperations = ["update", "cancel", "comment", "follow-up-request", "review", "sync"] as const
export type CallerOperation = typeof callerOperations[number]

export type Move =
  | { readonly by: "staff"; readonly action: StaffAction }
  | { readonly by: "caller"; readonly action: CallerOperation }

type Verdict = { readonly allowed: true } | { readonly allowed: false; readonly reason: string }

/** A check passes (undefined) or says why the move is refused. */
type Check = (facts: VobFacts) => string | undefined

const statusIn = (...allowed: ReadonlyArray<VobStatus>): Check => (f) =>
  allowed.includes(f.status) ? undefined : `the VOB is ${f.status}; this needs ${allowed.join(" or ")}`

/** The statuses in which staff still work on the VOB. */
export const OPEN_STATUSES: ReadonlyArray<VobStatus> = ["pending", "in_progress", "missing_information"]

const noOpenFollowUp: Check = (f) => f.followUp === null ? undefined : `a follow-up is open (${f.followUp})`

const rules: { readonly staff: Record<StaffAction, ReadonlyArray<Check>>; readonly caller: Record<CallerOperation, ReadonlyArray<Check>> } = {
  staff: {
    "start": [statusIn("pending")],
    "ask-missing-information": [statusIn(...OPEN_STATUSES)],
    "warn": [
      statusIn("missing_information"),
      (f) => (f.asked ? undefined : "staff have not asked for missing information"),
      (f) => (f.answered ? "the caller already answered the ask" : undefined)
    ],
    "resume": [statusIn("missing_information")],
    "complete": [statusIn(...OPEN_STATUSES)],
    "cancel": [statusIn(...OPEN_STATUSES)],
    "follow-up/take": [
      statusIn("completed"),
      (f) => (f.followUp === "requested" ? undefined : "no follow-up request is waiting to be taken")
    ],
    "follow-up/start": [statusIn("completed"), noOpenFollowUp],
    "follow-up/close": [
      statusIn("completed"),
      (f) => (f.followUp === "in_progress" ? undefined : "no follow-up is in progress")
    ]
  },
  caller: {
    "update": [(f) => (f.status === "cancelled" ? "the VOB is cancelled" : undefined)],
    "cancel": [statusIn(...OPEN_STATUSES)],
    "comment": [],
    // The spec's refusals of a follow-up request, each with its own message, in this order.
    "follow-up-request": [
      (f) => (f.status === "completed" ? undefined : `the VOB is not completed (it is ${f.status})`),
      (f) => (f.followUp === null ? undefined : "the VOB already has an open follow-up"),
      (f) => (f.newerVobOpenOnPolicy ? "a newer VOB is open on the same policy" : undefined),
      (f) => (f.newerVobHoldsCurrentResult ? "a newer VOB holds the policy's current result" : undefined),
      (f) => (f.backfilled ? "the VOB is backfilled (it predates VOB requests)" : undefined),
      (f) => (f.patientOrPolicyDeleted ? "the VOB's patient or policy was deleted" : undefined)
    ],
    "review": [statusIn("completed"), noOpenFollowUp],
    "sync": [
      statusIn("completed"),
      (f) => (f.integrationSyncsVobs ? undefined : "none of your integrations syncs VOBs"),
      noOpenFollowUp
    ]
  }
}

export const verdict = (facts: VobFacts, move: Move): Verdict => {
  const checks: ReadonlyArray<Check> = move.by === "staff" ? rules.staff[move.action] : rules.caller[move.action]
  for (const check of checks) {
    const reason = check(facts)
    if (reason !== undefined) return { allowed: false, reason }
  }
  return { allowed: true }
}

const allMoves: ReadonlyArray<Move> = [
  ...staffActions.map((action) => ({ by: "staff" as const, action })),
  ...callerOperations.map((action) => ({ by: "caller" as const, action }))
]

/** Every move with whether it is allowed now: what the transitions endpoint lists. */
export const movesFrom = (facts: VobFacts) => allMoves.map((move) => ({ ...move, ...verdict(facts, move) }))

/** A refusal's message: what was refused, the current state, and the moves allowed from it. */
export const refusalMessage = (facts: VobFacts, move: Move): string => {
  const result = verdict(facts, move)
  const allowed = movesFrom(facts).filter((m) => m.allowed).map((m) => `${m.by} ${m.action}`)
  const state = facts.followUp === null ? facts.status : `${facts.status} with a ${facts.followUp} follow-up`
  return `Cannot ${move.action}: ${result.allowed ? "allowed" : result.reason}. The VOB is ${state}; allowed now: ` +
    (allowed.length === 0 ? "nothing." : `${allowed.join(", ")}.`)
}

/** The timing fields a status change touches. */
interface VobTiming {
  readonly status: VobStatus
  readonly missing_information_since: string | null
  readonly sla_paused_seconds: number
  readonly auto_cancel_on: string | null
}

/**
 * Moves a VOB to `next` at `nowIso`: entering missing_information stamps `missing_information_since`;
 * leaving it adds the wait (whole seconds) to `sla_paused_seconds` and drops a pending auto-cancel.
 */
export const enterStatus = <V extends VobTiming>(vob: V, next: VobStatus, nowIso: string): V => {
  if (vob.status === next) return vob
  const entering = next === "missing_information"
  const leaving = vob.status === "missing_information"
  const waited = leaving && vob.missing_information_since !== null
    ? Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(vob.missing_information_since)) / 1000))
    : 0
  return {
    ...vob,
    status: next,
    missing_information_since: entering ? nowIso : vob.missing_information_since,
    sla_paused_seconds: vob.sla_paused_seconds + waited,
    auto_cancel_on: leaving ? null : vob.auto_cancel_on
  }
}
