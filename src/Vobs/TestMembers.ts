/**
 * Test member numbers that drive outcomes: `SBX-<OUTCOME>[-<DELAY>][-<SHAPE>]...`, case-insensitive.
 * One pure module: the grammar, its parser and the tables that `GET /sandbox/v1/test-members` and the
 * README describe. A number that does not parse is an ordinary member number, never an error, so a
 * real member ID that happens to start with `SBX-` keeps working.
 */

const TEST_MEMBER_PREFIX = "SBX-"

/** Each outcome with what staff do (the DELAY is from the VOB's creation to the outcome). */
export const testMemberOutcomes = {
  COMPLETE: "Staff start the VOB (after 60 s, or at the outcome when sooner) and complete it at the delay.",
  MISSING: "Staff start the VOB and ask for missing information at the delay. The caller's comment (or a notes " +
    "update) answers: staff resume 60 s and complete 300 s after the answer.",
  MISSING_UNANSWERED: "Staff start the VOB, ask for missing information at the delay and warn at once " +
    "(auto_cancel_on = that day + 7 days); left unanswered, the auto-cancel cancels it on that date.",
  CANCEL: "Staff start the VOB and cancel it at the delay, with a reason.",
  FOLLOWUP_CHANGED: "Completes at the delay; staff start a follow-up 300 s later and close it 600 s after the " +
    "delay with a changed result (vob_updated with changed_fields [result]).",
  SYNC_FAIL: "Completes at the delay; the push to the integrations that sync VOBs fails at once (sync.status failed)."
} as const

type TestMemberOutcome = keyof typeof testMemberOutcomes

/** Each result shape with what it sets on the generated result. */
export const testMemberShapes = {
  INACTIVE: "eligibility_status inactive; no service covered in or out of network.",
  OON: "provider_network_status out_of_network.",
  HDHP_MET: "A high-deductible plan whose deductible is met: individual deductible $3,500 (family $7,000), " +
    "nothing remaining; every service's deductible applies.",
  HDHP_UNMET: "A high-deductible plan whose deductible is untouched: individual deductible $3,500 (family $7,000), " +
    "all of it remaining; every service's deductible applies.",
  "COINS<n>": "Co-insurance of n percent (0 to 100) on every service, in and out of network.",
  PPO: "plan_type 12 (preferred provider organization), plan_name \"PPO\".",
  HMO: "plan_type HM (health maintenance organization), plan_name \"HMO\".",
  EPO: "plan_type EP (exclusive provider organization), plan_name \"EPO\".",
  POS: "plan_type 13 (point of service), plan_name \"POS\"."
} as const

export type PlanShape = "PPO" | "HMO" | "EPO" | "POS"

export interface TestMemberShape {
  readonly inactive: boolean
  readonly outOfNetwork: boolean
  readonly hdhp: "met" | "unmet" | null
  readonly coinsurance: number | null
  readonly plan: PlanShape | null
}

export interface TestMember {
  readonly outcome: TestMemberOutcome
  /** Sandbox seconds from the VOB's creation to the outcome. */
  readonly delaySeconds: number
  readonly shape: TestMemberShape
}

const DEFAULT_DELAY_SECONDS = 300
/** The longest delay: a year of sandbox time. */
const MAX_DELAY_SECONDS = 366 * 86_400

const UNIT_SECONDS = { M: 60, H: 3_600, D: 86_400 } as const
const DELAY = /^(\d{1,6})([MHD])$/
const COINS = /^COINS(\d{1,3})$/
const PLANS: ReadonlyArray<PlanShape> = ["PPO", "HMO", "EPO", "POS"]

const isOutcome = (token: string): token is TestMemberOutcome => Object.hasOwn(testMemberOutcomes, token)

/** Adds one shape token; null when it is unknown or repeats or contradicts one already given. */
const withShape = (shape: TestMemberShape, token: string): TestMemberShape | null => {
  const coins = COINS.exec(token)
  if (coins !== null) {
    const percent = Number(coins[1])
    return shape.coinsurance === null && percent <= 100 ? { ...shape, coinsurance: percent } : null
  }
  switch (token) {
    case "INACTIVE":
      return shape.inactive ? null : { ...shape, inactive: true }
    case "OON":
      return shape.outOfNetwork ? null : { ...shape, outOfNetwork: true }
    case "HDHP_MET":
    case "HDHP_UNMET":
      return shape.hdhp === null ? { ...shape, hdhp: token === "HDHP_MET" ? "met" : "unmet" } : null
  }
  if ((PLANS as ReadonlyArray<string>).includes(token)) {
    return shape.plan === null ? { ...shape, plan: token as PlanShape } : null
  }
  return null
}

const NO_SHAPE: TestMemberShape = { inactive: false, outOfNetwork: false, hdhp: null, coinsurance: null, plan: null }

/** The test member a member number names, or null when it is an ordinary member number. */
export const parseTestMember = (memberNumber: string): TestMember | null => {
  const upper = memberNumber.trim().toUpperCase()
  if (!upper.startsWith(TEST_MEMBER_PREFIX)) return null
  const [outcome, ...rest] = upper.slice(TEST_MEMBER_PREFIX.length).split("-")
  if (outcome === undefined || !isOutcome(outcome)) return null
  let delaySeconds = DEFAULT_DELAY_SECONDS
  const delay = rest[0] === undefined ? null : DELAY.exec(rest[0])
  if (delay !== null) {
    delaySeconds = Number(delay[1]) * UNIT_SECONDS[delay[2] as keyof typeof UNIT_SECONDS]
    if (delaySeconds > MAX_DELAY_SECONDS) return null
    rest.shift()
  }
  let shape: TestMemberShape | null = NO_SHAPE
  for (const token of rest) {
    shape = withShape(shape, token)
    if (shape === null) return null
  }
  return { outcome, delaySeconds, shape }
}

export const testMemberGrammar = {
  grammar: "SBX-<OUTCOME>[-<DELAY>][-<SHAPE>]...",
  case_insensitive: true,
  delay: "<n>M, <n>H or <n>D: sandbox minutes, hours or days from the VOB's creation to the outcome " +
    `(n a whole number; default 5M; at most ${MAX_DELAY_SECONDS / 86_400}D).`,
  shapes_rule: "Shapes come after the delay, in any order, each at most once; HDHP_MET and HDHP_UNMET exclude each " +
    "other, as do PPO, HMO, EPO and POS. Shapes set every generated result of the policy's VOBs (a result staff " +
    "give overrides them field by field).",
  not_parsing: "A member number that does not follow the grammar (an unknown outcome or shape, a repeated or " +
    "contradicting shape, anything after the shapes) is an ordinary member number: nothing drives its VOBs."
} as const

export const testMemberExamples: ReadonlyArray<{ readonly member_number: string; readonly what: string }> = [
  { member_number: "SBX-COMPLETE", what: "Started at +60 s, completed at +5 min with a plausible generated result." },
  {
    member_number: "SBX-COMPLETE-2H-OON-COINS30",
    what: "Completed two sandbox hours after creation, out of network, with 30% co-insurance."
  },
  { member_number: "sbx-complete-1d-inactive", what: "Completed a sandbox day later; the coverage is inactive." },
  {
    member_number: "SBX-MISSING-10M-HDHP_UNMET",
    what: "Asks for missing information at +10 min; once answered, completes with an unmet high deductible."
  },
  { member_number: "SBX-MISSING_UNANSWERED-1H", what: "Asks at +1 h, warns, and is auto-cancelled 7 days later." },
  { member_number: "SBX-CANCEL-30M", what: "Cancelled by staff at +30 min." },
  {
    member_number: "SBX-FOLLOWUP_CHANGED-PPO",
    what: "A PPO result at +5 min; a follow-up is closed with a changed result at +15 min."
  },
  { member_number: "SBX-SYNC_FAIL-HMO", what: "An HMO result at +5 min whose push to the integrations fails." },
  { member_number: "SBX-COMPLETE-PPO-HMO", what: "Not a test member (two plan shapes): an ordinary member number." }
]
